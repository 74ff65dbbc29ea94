// The explorer's followed requests (server/job_registry.hpp): a job is
// running from start to finish, shows the last progress line its command
// printed, can be told to stop, and an id is used by one request at a time.
#include <catch2/catch.hpp>
#include <string>

#include "server/job_registry.hpp"

using gamecert::server::JobRegistry;
using gamecert::server::last_progress_line;

TEST_CASE("a job runs from start to finish, and its id is free again afterwards") {
  JobRegistry jobs;
  CHECK(jobs.status("j1").dump() == R"({"id":"j1","running":false})");
  REQUIRE(jobs.start("j1", "sylver/winning"));
  const auto running = jobs.status("j1");
  CHECK(running["id"] == "j1");
  CHECK(running["running"] == true);
  CHECK(running["endpoint"] == "sylver/winning");
  CHECK(running["seconds"] >= 0);
  CHECK(running["progress"] == "");
  CHECK_FALSE(jobs.cancel_requested("j1"));
  jobs.finish("j1");
  CHECK(jobs.status("j1")["running"] == false);
  CHECK(jobs.seconds("j1") == 0);
  CHECK(jobs.start("j1", "sylver/ender"));
}

TEST_CASE("a second start of a running id is refused, other ids are not") {
  JobRegistry jobs;
  REQUIRE(jobs.start("same", "sylver/winning"));
  CHECK_FALSE(jobs.start("same", "sylver/ender"));
  CHECK(jobs.status("same")["endpoint"] == "sylver/winning");
  CHECK(jobs.start("other", "sylver/ender"));
}

TEST_CASE("a job shows its command's last progress line") {
  JobRegistry jobs;
  REQUIRE(jobs.start("p", "sylver/winning"));
  jobs.progress("p", "positions: 10\rpositions: 20\r");
  CHECK(jobs.status("p")["progress"] == "positions: 20");
  jobs.progress("p", "positions: 10\rpositions: 20\rpositions: 30  ");
  CHECK(jobs.status("p")["progress"] == "positions: 30");
  jobs.progress("nobody", "ignored");  // a job that is not running has no line to keep
  CHECK(jobs.status("nobody")["running"] == false);
}

TEST_CASE("cancel marks a running job, and says false for one that is not running") {
  JobRegistry jobs;
  CHECK(jobs.cancel("c").dump() == R"({"id":"c","cancelled":false})");
  REQUIRE(jobs.start("c", "sylver/winning"));
  CHECK(jobs.cancel("c").dump() == R"({"id":"c","cancelled":true})");
  CHECK(jobs.cancel_requested("c"));
  jobs.finish("c");
  CHECK_FALSE(jobs.cancel_requested("c"));
  REQUIRE(jobs.start("c", "sylver/winning"));
  CHECK_FALSE(jobs.cancel_requested("c"));  // a new request of the same id starts uncancelled
}

TEST_CASE("the last progress line is the last non-blank one, '\\r'-redrawn or not") {
  CHECK(last_progress_line("") == "");
  CHECK(last_progress_line("one") == "one");
  CHECK(last_progress_line("one\ntwo\n") == "two");
  CHECK(last_progress_line("a 1%\ra 2%\ra 3%") == "a 3%");
  CHECK(last_progress_line("a 1%\ra 2%\r") == "a 2%");
  CHECK(last_progress_line("done\n   \r  \n") == "done");
  CHECK(last_progress_line("  padded line   ") == "padded line");
  CHECK(last_progress_line("\r\n \r") == "");
}
