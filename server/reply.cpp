#include "server/reply.hpp"

#include "cli/commands.hpp"

namespace gamecert::server {

Reply error_reply(int status, const std::string& message) {
  return {status, cli::Json{{"error", message}}.dump() + "\n", kJson, ""};
}

int http_status_of_exit(int exit_status) {
  switch (exit_status) {
    case 0:
      return 200;
    case 1:
      return 422;
    case 2:
      return 400;
    default:
      return 500;
  }
}

}  // namespace gamecert::server
