// How a failure reaches the explorer's caller: an exception becomes the
// command line's message and exit status (cli/error_report.hpp, shared with
// main), and an exit status becomes an HTTP status (server/reply.hpp).
#include <catch2/catch.hpp>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include "cli/commands.hpp"
#include "cli/error_report.hpp"
#include "server/reply.hpp"

namespace {

gamecert::cli::ErrorReport report_of(const auto& exception) {
  return gamecert::cli::error_report(std::make_exception_ptr(exception));
}

}  // namespace

TEST_CASE("an exit status maps to one HTTP status") {
  using gamecert::server::http_status_of_exit;
  CHECK(http_status_of_exit(0) == 200);
  CHECK(http_status_of_exit(1) == 422);
  CHECK(http_status_of_exit(2) == 400);
  CHECK(http_status_of_exit(-1) == 500);  // ended by a signal
  CHECK(http_status_of_exit(3) == 500);
  CHECK(http_status_of_exit(127) == 500);
}

TEST_CASE("an error reply is one JSON line naming the error") {
  const gamecert::server::Reply reply = gamecert::server::error_reply(422, "gamecert: failed: \"x\"");
  CHECK(reply.status == 422);
  CHECK(reply.body == "{\"error\":\"gamecert: failed: \\\"x\\\"\"}\n");
  CHECK(reply.content_type == "application/json");
  CHECK(reply.answered_by.empty());
}

TEST_CASE("each kind of failure has its words and exit status, as docs/cli.md lists them") {
  using namespace gamecert::cli;
  auto r = report_of(UsageError("bad option"));
  CHECK(r.message == "gamecert: error: bad option");
  CHECK(r.exit_status == 2);
  r = report_of(std::invalid_argument("no such edge"));
  CHECK(r.message == "gamecert: error: no such edge");
  CHECK(r.exit_status == 2);
  r = report_of(LimitReached("--max-states 10"));
  CHECK(r.message == "gamecert: limit reached: --max-states 10");
  CHECK(r.exit_status == 1);
  r = report_of(NotCovered("no line"));
  CHECK(r.message == "gamecert: not covered: no line");
  CHECK(r.exit_status == 1);
  r = report_of(std::filesystem::filesystem_error(
      "x", "/no/such", std::make_error_code(std::errc::no_such_file_or_directory)));
  CHECK(r.message == "gamecert: error: /no/such: No such file or directory");
  CHECK(r.exit_status == 2);
  r = report_of(std::runtime_error("broken"));
  CHECK(r.message == "gamecert: failed: broken");
  CHECK(r.exit_status == 1);
}
