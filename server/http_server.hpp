// `gamecert serve`'s HTTP side (docs/explorer.md): the page, compiled in
// from server/page/, and the API of request_handler.hpp, on one address.
// This is the one file that knows cpp-httplib.
#pragma once
#include <filesystem>
#include <string>

namespace gamecert::server {

struct ServerSettings {
  std::string host = "127.0.0.1";
  int port = 8080;                     // 0 picks a free one
  std::filesystem::path certificates;  // the folder holding MANIFEST
  int time_limit_seconds = 10;         // per request, waiting and running
  int in_process_ms = 250;             // a Sylver answer computed here at most this long, else by a child
};

// Prints the address on stderr and serves until SIGINT or SIGTERM. Throws
// cli::UsageError when the address cannot be bound.
void serve_http(const ServerSettings& settings);

}  // namespace gamecert::server
