#include "server/request_handler.hpp"

#include <algorithm>
#include <exception>
#include <sstream>
#include <thread>

#include "cli/arguments.hpp"
#include "cli/error_report.hpp"

namespace gamecert::server {

namespace {

using Clock = std::chrono::steady_clock;

// A parameter plan_api_command has checked is there: its only value.
std::string parameter(const QueryParameters& query, const std::string& name) {
  const auto found = query.find(name);
  return found == query.end() ? "" : found->second;
}

// The child's message without the trailing newline ("gamecert: error: ...").
std::string message_of(const ProcessResult& r) {
  std::string text = r.err;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text.empty() ? "gamecert exited with status " + std::to_string(r.status) + " and no message" : text;
}

// Unregisters a job however the request ends.
struct JobGuard {
  JobRegistry& jobs;
  const std::string& id;
  ~JobGuard() {
    if (!id.empty()) jobs.finish(id);
  }
};

// Gives a child slot back however the run ends.
struct SlotGuard {
  std::counting_semaphore<1024>& slots;
  ~SlotGuard() { slots.release(); }
};

}  // namespace

RequestHandler::RequestHandler(std::filesystem::path certificates, int time_limit_seconds,
                               double in_process_seconds)
    : certificates_(std::move(certificates)),
      time_limit_seconds_(time_limit_seconds),
      manifest_(read_manifest((certificates_ / "MANIFEST").string())),
      slots_(max_children()),
      sim_(certificates_),
      sylver_(in_process_seconds) {}

int RequestHandler::max_children() {
  return 2 * static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

Reply RequestHandler::certificates() const {
  cli::Json entries = cli::Json::array();
  for (const ManifestEntry& e : manifest_)
    entries.push_back(
        cli::Json{{"path", e.path}, {"sha256", e.sha256}, {"bytes", e.bytes}, {"claim", e.claim}});
  return {200, cli::Json{{"certificates", entries}}.dump(2) + "\n", kJson, ""};
}

Reply RequestHandler::certificate(const QueryParameters& query) const {
  if (query.size() != 1 || !query.contains("path"))
    return error_reply(400, "/api/certificate takes one parameter, path (a path listed in MANIFEST)");
  const std::string path = parameter(query, "path");
  const ManifestEntry* entry = find_manifest_entry(manifest_, path);
  if (entry == nullptr) return error_reply(400, "'" + path + "' is not a certificate listed in MANIFEST");
  try {
    // A compressed one goes as it is committed (its hash is that of the text inside).
    const bool compressed = entry->path.ends_with(".gz");
    return {200, cli::read_input_file(certificates_ / entry->path),
            compressed ? "application/gzip" : "text/plain; charset=utf-8", ""};
  } catch (const std::exception& e) {
    return error_reply(500, e.what());
  }
}

Reply RequestHandler::job(const QueryParameters& query, bool cancel) {
  const std::string endpoint = cancel ? "/api/job/cancel" : "/api/job";
  if (query.size() != 1 || !query.contains("id"))
    return error_reply(400, endpoint + " takes one parameter, id (the job=ID of a request)");
  std::string id;
  try {
    id = checked_job_id(parameter(query, "id"));
  } catch (const BadRequest& e) {
    return error_reply(400, e.what());
  }
  return {200, (cancel ? jobs_.cancel(id) : jobs_.status(id)).dump(2) + "\n", kJson, ""};
}

Reply RequestHandler::command(const std::string& endpoint, const QueryParameters& query) {
  if (!is_api_command(endpoint)) return error_reply(404, "unknown endpoint /api/" + endpoint);
  ApiCommand planned;
  try {
    planned = plan_api_command(endpoint, query, {certificates_.string(), &manifest_, time_limit_seconds_});
  } catch (const BadRequest& e) {
    return error_reply(400, e.what());
  }
  // The time limit and the job start with the request, so that the
  // in-process attempt counts, and a cancel sent during it is kept.
  const Clock::time_point give_up = Clock::now() + std::chrono::seconds(time_limit_seconds_);
  if (!planned.job.empty() && !jobs_.start(planned.job, endpoint))
    return error_reply(400, "job '" + planned.job + "' is running already (choose a new id per request)");
  const JobGuard guard{jobs_, planned.job};
  if (std::optional<Reply> answered = answer_in_process(endpoint, query)) return *answered;
  return answer_by_child(endpoint, planned, query, give_up);
}

// An error gets the message and the status the command's exit status maps
// to, as if the command had run.
std::optional<Reply> RequestHandler::answer_in_process(const std::string& endpoint,
                                                       const QueryParameters& query) {
  try {
    std::optional<InProcessAnswer> found;
    if (SimAnswerStore::answers(endpoint))
      found = InProcessAnswer{sim_.answer(endpoint, parameter(query, "red"), parameter(query, "blue")),
                              "process"};
    else if (SylverAnswerStore::answers(endpoint))
      found = sylver_.answer(endpoint, parameter(query, "position"));
    if (!found) return std::nullopt;
    return Reply{200, found->body, kJson, found->source};
  } catch (const std::exception&) {
    const cli::ErrorReport report = cli::error_report(std::current_exception());
    return error_reply(http_status_of_exit(report.exit_status), report.message);
  }
}

Reply RequestHandler::answer_by_child(const std::string& endpoint, const ApiCommand& planned,
                                      const QueryParameters& query, Clock::time_point give_up) {
  if (cancelled(planned.job)) return cancelled_reply(planned.job);
  if (std::optional<Reply> refused = wait_for_slot(planned.job, give_up)) return *refused;
  ProcessResult r;
  {
    const SlotGuard slot{slots_};
    try {
      r = run_child(planned, give_up);
    } catch (const std::exception& e) {
      return error_reply(500, e.what());
    }
  }
  if (r.stopped) return cancelled_reply(planned.job);
  if (r.timed_out)
    return error_reply(503, "stopped after " + std::to_string(time_limit_seconds_) +
                                " s, the server's --time-limit per request");
  if (r.status != 0) return error_reply(http_status_of_exit(r.status), message_of(r));
  if (SylverAnswerStore::answers(endpoint)) sylver_.keep(endpoint, parameter(query, "position"), r.out);
  return {200, r.out, planned.content_type, "child"};
}

// Waiting for a free slot shares the request's time limit with running,
// and can be cancelled too; nothing when a slot was taken.
std::optional<Reply> RequestHandler::wait_for_slot(const std::string& job, Clock::time_point give_up) {
  while (!slots_.try_acquire_for(std::chrono::milliseconds(100))) {
    if (cancelled(job)) return cancelled_reply(job);
    if (Clock::now() >= give_up)
      return error_reply(503, "the server is busy: no free slot within " +
                                  std::to_string(time_limit_seconds_) + " s (at most " +
                                  std::to_string(max_children()) + " commands at once)");
  }
  return std::nullopt;
}

// This very program, so the answer is what the command line prints; a
// followed job can stop it and sees its progress lines.
ProcessResult RequestHandler::run_child(const ApiCommand& planned, Clock::time_point give_up) {
  std::vector<std::string> argv{"gamecert"};
  argv.insert(argv.end(), planned.args.begin(), planned.args.end());
  ProcessOptions options;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(give_up - Clock::now());
  options.time_limit = std::max(left, std::chrono::milliseconds(1));
  if (!planned.job.empty()) {
    options.stop = [this, &planned] { return cancelled(planned.job); };
    options.err_so_far = [this, &planned](std::string_view err) { jobs_.progress(planned.job, err); };
  }
  return run_process("/proc/self/exe", argv, options);
}

bool RequestHandler::cancelled(const std::string& job) const {
  return !job.empty() && jobs_.cancel_requested(job);
}

Reply RequestHandler::cancelled_reply(const std::string& job) const {
  std::ostringstream seconds;
  seconds << jobs_.seconds(job);
  return error_reply(409, "cancelled by /api/job/cancel after " + seconds.str() + " s");
}

}  // namespace gamecert::server
