#include "server/http_server.hpp"

#include <httplib.h>
#include <signal.h>

#include <iostream>
#include <stdexcept>
#include <thread>

#include "cli/commands.hpp"
#include "page_files.hpp"  // generated from server/page/ by server/CMakeLists.txt
#include "server/request_handler.hpp"

namespace gamecert::server {

namespace {

// Which road an answer took (process, store or child), for tests and the
// curious; the body is the same either way.
constexpr const char* kAnsweredBy = "X-Gamecert-Answered-By";

void send_reply(const Reply& reply, httplib::Response& res) {
  res.status = reply.status;
  if (!reply.answered_by.empty()) res.set_header(kAnsweredBy, reply.answered_by);
  res.set_content(reply.body, reply.content_type.c_str());
}

void add_routes(httplib::Server& server, RequestHandler& handler) {
  for (const auto& file : page_files::files) {
    const auto page = [&file](const httplib::Request&, httplib::Response& res) {
      res.set_content(file.text.data(), file.text.size(), std::string(file.content_type).c_str());
    };
    server.Get(std::string(file.path), page);
    if (file.path == "/index.html") server.Get("/", page);
  }
  using Request = httplib::Request;
  using Response = httplib::Response;
  server.Get("/api/certificates",
             [&](const Request&, Response& res) { send_reply(handler.certificates(), res); });
  server.Get("/api/certificate",
             [&](const Request& req, Response& res) { send_reply(handler.certificate(req.params), res); });
  server.Get("/api/job",
             [&](const Request& req, Response& res) { send_reply(handler.job(req.params, false), res); });
  server.Get("/api/job/cancel",
             [&](const Request& req, Response& res) { send_reply(handler.job(req.params, true), res); });
  server.Get(R"(/api/(.+))", [&](const Request& req, Response& res) {
    send_reply(handler.command(req.matches[1].str(), req.params), res);
  });
  server.Get(R"(.*)", [](const Request& req, Response& res) {
    send_reply(error_reply(404, "no page or endpoint " + req.path + " (see docs/explorer.md)"), res);
  });
}

// SIGINT and SIGTERM are blocked in every thread and taken by one, which
// stops the server cleanly (a signal handler may not call stop()). Call
// before any other thread starts, so that all inherit the mask.
sigset_t block_stop_signals() {
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  ::signal(SIGPIPE, SIG_IGN);  // a browser that goes away mid-answer
  return stop_signals;
}

void stop_on_signal(httplib::Server& server, sigset_t stop_signals) {
  std::thread waiter([&server, stop_signals] {
    int received = 0;
    sigwait(&stop_signals, &received);
    server.stop();
  });
  waiter.detach();  // it ends with the process
}

}  // namespace

void serve_http(const ServerSettings& settings) {
  RequestHandler handler(settings.certificates, settings.time_limit_seconds, settings.in_process_ms / 1000.0);
  const sigset_t stop_signals = block_stop_signals();
  httplib::Server server;
  // Enough workers that requests queued for a child slot leave some free for
  // the page's files and for keep-alive connections.
  const std::size_t workers = static_cast<std::size_t>(RequestHandler::max_children()) + 16;
  server.new_task_queue = [workers] { return new httplib::ThreadPool(workers); };
  // An answer goes out as headers, then body: with Nagle's algorithm the body
  // waits for the browser's delayed ACK of the headers, 40 ms a request.
  server.set_tcp_nodelay(true);
  add_routes(server, handler);
  const int port = settings.port == 0
                       ? server.bind_to_any_port(settings.host)
                       : (server.bind_to_port(settings.host, settings.port) ? settings.port : -1);
  if (port < 0)
    throw cli::UsageError("cannot listen on " + settings.host + ":" + std::to_string(settings.port) +
                          " (in use? --port 0 picks a free one)");
  std::cerr << "gamecert serve: http://" << settings.host << ":" << port
            << "/ (certificates: " << settings.certificates.string() << ")" << std::endl;
  stop_on_signal(server, stop_signals);
  if (!server.listen_after_bind()) throw std::runtime_error("the server stopped with an error");
}

}  // namespace gamecert::server
