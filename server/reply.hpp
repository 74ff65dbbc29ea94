// What the server answers a request with, before http_server.cpp sends it:
// request_handler.hpp builds these without knowing HTTP, so its logic can be
// tested without a socket.
#pragma once
#include <string>

namespace gamecert::server {

inline constexpr const char* kJson = "application/json";

struct Reply {
  int status = 200;
  std::string body;
  std::string content_type = kJson;
  // A command endpoint's road: "process", "store" or "child" (empty: none).
  std::string answered_by;
};

// {"error": message} with that status.
Reply error_reply(int status, const std::string& message);

// The HTTP status for a gamecert exit status (docs/cli.md): 0 the answer
// (200), 2 a usage error (400: the request was wrong), 1 a claim refused or
// a limit reached (422), anything else a failure of the server (500).
int http_status_of_exit(int exit_status);

}  // namespace gamecert::server
