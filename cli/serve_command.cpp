// `gamecert serve`: a local explorer (docs/explorer.md). One page, compiled
// in from server/page/, and a JSON API whose every answer is what a gamecert
// command prints: each request runs this very program (/proc/self/exe) with a
// command line built from checked parameters (explorer_api), under a
// wall-clock limit and a cap on how many run at once. The questions a game
// on the page asks at every move are the exception: the K6 ones
// (resident_sim.hpp) and the cheap Sylver ones (resident_sylver.hpp) are
// answered in this process by the functions those commands print with. A
// Sylver request that does run a child can be followed and cancelled by the
// page (job_registry.hpp). The server adds no game logic of its own; it
// reads only MANIFEST and the files MANIFEST lists.
#include <httplib.h>
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <semaphore>
#include <sstream>
#include <thread>

#include "cli/arguments.hpp"
#include "server/child_process.hpp"
#include "cli/commands.hpp"
#include "server/api_commands.hpp"
#include "explorer_files.hpp"
#include "server/job_registry.hpp"
#include "server/manifest.hpp"
#include "server/sim_answer_store.hpp"
#include "server/sylver_answer_store.hpp"

namespace gamecert::cli {

namespace {

namespace fs = std::filesystem;

constexpr IntegerRange kPorts{0, 65535};
constexpr IntegerRange kServeSeconds{1, 3600};

struct ServeOptions {
  int port = 8080;
  std::string host = "127.0.0.1";
  std::optional<std::string> certificates;
  int time_limit = 10;
};

// The certificates installed with the program: <bin>/../share/gamecert/certs,
// found from the running executable, so no build path is compiled in.
fs::path installed_certificates() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) return {};
  return self.parent_path().parent_path() / "share" / "gamecert" / "certs";
}

fs::path certificates_folder(const ServeOptions& o) {
  if (o.certificates) {
    const fs::path given = fs::absolute(*o.certificates);
    if (!fs::is_regular_file(given / "MANIFEST"))
      throw UsageError("--certs '" + *o.certificates + "' has no MANIFEST (give the certs folder of the source)");
    return fs::canonical(given);
  }
  const fs::path installed = installed_certificates();
  if (installed.empty() || !fs::is_regular_file(installed / "MANIFEST"))
    throw UsageError("no installed certificates at '" + installed.lexically_normal().string() +
                     "'; pass --certs DIR (in a source checkout: --certs certs)");
  return fs::canonical(installed);
}

// Which road an answer took (process, store or child), for tests and the
// curious; the body is the same either way.
constexpr const char* kAnsweredBy = "X-Gamecert-Answered-By";

std::string error_body(const std::string& message) { return Json{{"error", message}}.dump() + "\n"; }

void reply_error(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(error_body(message), "application/json");
}

// The child's message without the trailing newline ("gamecert: error: ...").
std::string message_of(const ChildResult& r) {
  std::string text = r.err;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text.empty() ? "gamecert exited with status " + std::to_string(r.status) + " and no message" : text;
}

class Explorer {
 public:
  Explorer(const ServeOptions& o, fs::path certificates)
      : options_(o),
        certificates_(std::move(certificates)),
        manifest_(read_manifest((certificates_ / "MANIFEST").string())),
        slots_(max_children()),
        sim_(certificates_) {}

  static int max_children() { return 2 * static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

  void routes(httplib::Server& server) {
    for (const auto& file : explorer_files::files) {
      const auto send = [&file](const httplib::Request&, httplib::Response& res) {
        res.set_content(file.text.data(), file.text.size(), std::string(file.content_type).c_str());
      };
      server.Get(std::string(file.path), send);
      if (file.path == "/index.html") server.Get("/", send);
    }
    server.Get("/api/certificates", [this](const httplib::Request&, httplib::Response& res) { list(res); });
    server.Get("/api/certificate", [this](const httplib::Request& req, httplib::Response& res) { file(req, res); });
    server.Get("/api/job", [this](const httplib::Request& req, httplib::Response& res) { job(req, res, false); });
    server.Get("/api/job/cancel", [this](const httplib::Request& req, httplib::Response& res) { job(req, res, true); });
    server.Get(R"(/api/(.+))", [this](const httplib::Request& req, httplib::Response& res) {
      command(req.matches[1].str(), req, res);
    });
    server.Get(R"(.*)", [](const httplib::Request& req, httplib::Response& res) {
      reply_error(res, 404, "no page or endpoint " + req.path + " (see docs/explorer.md)");
    });
  }

 private:
  // MANIFEST as JSON: {"certificates": [{"path", "sha256", "bytes", "claim"}, ...]}.
  void list(httplib::Response& res) const {
    Json entries = Json::array();
    for (const ManifestEntry& e : manifest_)
      entries.push_back(Json{{"path", e.path}, {"sha256", e.sha256}, {"bytes", e.bytes}, {"claim", e.claim}});
    res.set_content(Json{{"certificates", entries}}.dump(2) + "\n", "application/json");
  }

  // A listed certificate's bytes; a request names a MANIFEST path or nothing.
  void file(const httplib::Request& req, httplib::Response& res) const {
    if (req.params.size() != 1 || !req.has_param("path"))
      return reply_error(res, 400, "/api/certificate takes one parameter, path (a path listed in MANIFEST)");
    const ManifestEntry* entry = find_manifest_entry(manifest_, req.get_param_value("path"));
    if (entry == nullptr)
      return reply_error(res, 400, "'" + req.get_param_value("path") + "' is not a certificate listed in MANIFEST");
    try {
      // A compressed one goes as it is committed (its hash is that of the text inside).
      const bool compressed = entry->path.ends_with(".gz");
      res.set_content(read_input_file(certificates_ / entry->path),
                      compressed ? "application/gzip" : "text/plain; charset=utf-8");
    } catch (const std::exception& e) {
      reply_error(res, 500, e.what());
    }
  }

  void command(const std::string& endpoint, const httplib::Request& req, httplib::Response& res) {
    if (!is_api_command(endpoint)) return reply_error(res, 404, "unknown endpoint /api/" + endpoint);
    ApiCommand planned;
    try {
      planned = plan_api_command(endpoint, req.params,
                                 {certificates_.string(), &manifest_, options_.time_limit});
    } catch (const BadRequest& e) {
      return reply_error(res, 400, e.what());
    }
    // The time limit and the job start with the request, so that the
    // in-process attempt counts, and a cancel sent during it is kept.
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(options_.time_limit);
    if (!planned.job.empty() && !jobs_.start(planned.job, endpoint))
      return reply_error(res, 400, "job '" + planned.job + "' is running already (choose a new id per request)");
    const JobGuard guard(jobs_, planned.job);
    const bool answered = answer_in_process(res, [&]() -> std::optional<ResidentAnswer> {
      if (ResidentSim::answers(endpoint))
        return ResidentAnswer{sim_.answer(endpoint, req.get_param_value("red"), req.get_param_value("blue")),
                              "process"};
      if (ResidentSylver::answers(endpoint)) return sylver_.answer(endpoint, req.get_param_value("position"));
      return std::nullopt;
    });
    if (!answered) run_command(endpoint, planned, req, res, give_up);
  }

  // Unregisters a job however the request ends.
  struct JobGuard {
    JobRegistry& jobs;
    const std::string& id;
    ~JobGuard() {
      if (!id.empty()) jobs.finish(id);
    }
  };

  void run_command(const std::string& endpoint, const ApiCommand& planned, const httplib::Request& req,
                   httplib::Response& res, std::chrono::steady_clock::time_point give_up) {
    const std::string& job = planned.job;
    const auto cancelled = [&] { return !job.empty() && jobs_.cancel_requested(job); };
    const auto reply_cancelled = [&] {
      std::ostringstream seconds;
      seconds << jobs_.seconds(job);
      reply_error(res, 409, "cancelled by /api/job/cancel after " + seconds.str() + " s");
    };
    if (cancelled()) return reply_cancelled();
    // Waiting for a free slot and running share the request's limit; the
    // wait can be cancelled too.
    while (!slots_.try_acquire_for(std::chrono::milliseconds(100))) {
      if (cancelled()) return reply_cancelled();
      if (std::chrono::steady_clock::now() >= give_up)
        return reply_error(res, 503, "the server is busy: no free slot within " + std::to_string(options_.time_limit) +
                                         " s (at most " + std::to_string(max_children()) + " commands at once)");
    }
    ChildResult r;
    try {
      std::vector<std::string> argv{"gamecert"};
      argv.insert(argv.end(), planned.args.begin(), planned.args.end());
      ChildWatch watch;
      if (!job.empty()) watch = {cancelled, [&](std::string_view err) { jobs_.progress(job, err); }};
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(give_up - std::chrono::steady_clock::now());
      r = run_child("/proc/self/exe", argv, std::max(left, std::chrono::milliseconds(1)), watch);
    } catch (const std::exception& e) {
      slots_.release();
      return reply_error(res, 500, e.what());
    }
    slots_.release();
    if (r.stopped) return reply_cancelled();
    if (r.timed_out)
      return reply_error(res, 503, "stopped after " + std::to_string(options_.time_limit) +
                                       " s, the server's --time-limit per request");
    if (r.status == 0) {
      if (ResidentSylver::answers(endpoint)) sylver_.remember(endpoint, req.get_param_value("position"), r.out);
      res.set_header(kAnsweredBy, "child");
      return res.set_content(r.out, planned.content_type.c_str());
    }
    if (r.status == 2) return reply_error(res, 400, message_of(r));
    if (r.status == 1) return reply_error(res, 422, message_of(r));
    reply_error(res, 500, message_of(r));
  }

  // /api/job?id=ID (its state) and /api/job/cancel?id=ID (stop it).
  void job(const httplib::Request& req, httplib::Response& res, bool cancel) {
    const std::string endpoint = cancel ? "/api/job/cancel" : "/api/job";
    if (req.params.size() != 1 || !req.has_param("id"))
      return reply_error(res, 400, endpoint + " takes one parameter, id (the job=ID of a request)");
    std::string id;
    try {
      id = checked_job_id(req.get_param_value("id"));
    } catch (const BadRequest& e) {
      return reply_error(res, 400, e.what());
    }
    res.set_content((cancel ? jobs_.cancel(id) : jobs_.status(id)).dump(2) + "\n", "application/json");
  }

  // An in-process answer, or false when the request needs a child. Errors
  // get the messages and statuses of the command's main (cli/main.cpp):
  // usage errors 400, limits and failures 422.
  template <class Answer>
  bool answer_in_process(httplib::Response& res, Answer answer) {
    try {
      const std::optional<ResidentAnswer> found = answer();
      if (!found) return false;
      res.set_header(kAnsweredBy, found->source);
      res.set_content(found->body, "application/json");
      return true;
    } catch (const std::invalid_argument& e) {  // a UsageError is a runtime_error, caught below
      reply_error(res, 400, std::string("gamecert: error: ") + e.what());
    } catch (const UsageError& e) {
      reply_error(res, 400, std::string("gamecert: error: ") + e.what());
    } catch (const LimitReached& e) {
      reply_error(res, 422, std::string("gamecert: limit reached: ") + e.what());
    } catch (const NotCovered& e) {
      reply_error(res, 422, std::string("gamecert: not covered: ") + e.what());
    } catch (const std::exception& e) {
      reply_error(res, 422, std::string("gamecert: failed: ") + e.what());
    }
    return true;
  }

  const ServeOptions& options_;
  fs::path certificates_;
  std::vector<ManifestEntry> manifest_;
  std::counting_semaphore<1024> slots_;
  ResidentSim sim_;
  ResidentSylver sylver_;
  JobRegistry jobs_;
};

void serve(const ServeOptions& o) {
  const fs::path certificates = certificates_folder(o);
  Explorer explorer(o, certificates);
  // SIGINT and SIGTERM are blocked in every thread and taken by one, which
  // stops the server cleanly (a signal handler may not call stop()).
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  ::signal(SIGPIPE, SIG_IGN);  // a browser that goes away mid-answer

  httplib::Server server;
  // Enough workers that requests queued for a child slot leave some free for
  // the page's files and for keep-alive connections.
  const std::size_t workers = static_cast<std::size_t>(Explorer::max_children()) + 16;
  server.new_task_queue = [workers] { return new httplib::ThreadPool(workers); };
  // An answer goes out as headers, then body: with Nagle's algorithm the body
  // waits for the browser's delayed ACK of the headers, 40 ms a request.
  server.set_tcp_nodelay(true);
  explorer.routes(server);
  const int port = o.port == 0 ? server.bind_to_any_port(o.host)
                               : (server.bind_to_port(o.host, o.port) ? o.port : -1);
  if (port < 0)
    throw UsageError("cannot listen on " + o.host + ":" + std::to_string(o.port) +
                     " (in use? --port 0 picks a free one)");
  std::cerr << "gamecert serve: http://" << o.host << ":" << port << "/ (certificates: " << certificates.string()
            << ")" << std::endl;
  std::thread waiter([&server, stop_signals] {
    int received = 0;
    sigwait(&stop_signals, &received);
    server.stop();
  });
  waiter.detach();  // it ends with the process
  if (!server.listen_after_bind()) throw std::runtime_error("the server stopped with an error");
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto options = std::make_shared<ServeOptions>();
  CLI::App* command = app.add_subcommand(
      "serve", "a local explorer: a web page and a JSON API answering with gamecert's own output (docs/explorer.md)");
  add_integer_option(*command, "--port", options->port, kPorts, "the port, 0 picks a free one; default 8080");
  command->add_option("--host", options->host, "the address to listen on, default 127.0.0.1 (this machine only)");
  add_optional_text_option(*command, "--certs", options->certificates,
                           "the certificates folder (with MANIFEST); default <bin>/../share/gamecert/certs")
      ->type_name("DIR");
  add_integer_option(*command, "--time-limit", options->time_limit, kServeSeconds,
                     "seconds a request may take (waiting and running) before it is stopped with HTTP 503; "
                     "default 10");
  set_example(*command, "gamecert serve --port 8080 --certs certs");
  command->callback([options] { serve(*options); });
}

}  // namespace gamecert::cli
