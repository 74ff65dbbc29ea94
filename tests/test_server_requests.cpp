// The explorer's answers without HTTP (server/request_handler.hpp), over the
// committed certificates: MANIFEST and its files, job requests, and the
// command endpoints answered in process, with the refusals and their
// statuses. The answers that need a child process (this very program, which
// here is the test) are tested over HTTP by tests/browser/check_api.py.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "run_command.hpp"
#include "server/request_handler.hpp"

namespace {

using gamecert::server::Reply;
using gamecert::server::RequestHandler;
using Json = nlohmann::ordered_json;

RequestHandler& handler() {
  static RequestHandler shared(gamecert::testing::environment("GAMECERT_SOURCE_DIR") + "/certs", 10);
  return shared;
}

std::string error_of(const Reply& reply) { return Json::parse(reply.body)["error"]; }

}  // namespace

TEST_CASE("the certificates are MANIFEST's entries, and only those are served") {
  const Json list = Json::parse(handler().certificates().body);
  REQUIRE(!list["certificates"].empty());
  const std::string first = list["certificates"][0]["path"];
  const Reply file = handler().certificate({{"path", first}});
  CHECK(file.status == 200);
  CHECK(file.content_type == (first.ends_with(".gz") ? "application/gzip" : "text/plain; charset=utf-8"));
  CHECK(file.body.size() > 0);
  const Reply outside = handler().certificate({{"path", "../README.md"}});
  CHECK(outside.status == 400);
  CHECK(error_of(outside) == "'../README.md' is not a certificate listed in MANIFEST");
  const Reply two = handler().certificate({{"path", first}, {"format", "json"}});
  CHECK(two.status == 400);
  CHECK(error_of(two) == "/api/certificate takes one parameter, path (a path listed in MANIFEST)");
}

TEST_CASE("a job request takes one id") {
  const Reply idle = handler().job({{"id", "nothing"}}, false);
  CHECK(idle.status == 200);
  CHECK(Json::parse(idle.body) == Json{{"id", "nothing"}, {"running", false}});
  CHECK(Json::parse(handler().job({{"id", "nothing"}}, true).body) ==
        Json{{"id", "nothing"}, {"cancelled", false}});
  const Reply none = handler().job({}, true);
  CHECK(none.status == 400);
  CHECK(error_of(none) == "/api/job/cancel takes one parameter, id (the job=ID of a request)");
  CHECK(handler().job({{"id", "a/b"}}, false).status == 400);
}

TEST_CASE("a command endpoint answers in process with the command's JSON, and says so") {
  const Reply value = handler().command("sim/value", {{"red", "12,34"}, {"blue", "13"}});
  CHECK(value.status == 200);
  CHECK(value.answered_by == "process");
  CHECK(value.content_type == "application/json");
  CHECK(Json::parse(value.body).contains("value"));
  const Reply first = handler().command("sylver/ender", {{"position", "5,14"}, {"job", "t1"}});
  CHECK(first.status == 200);
  CHECK(first.answered_by == "process");
  const Reply again = handler().command("sylver/ender", {{"position", "14,5"}});
  CHECK(again.answered_by == "store");
  CHECK(again.body == first.body);
  // The job ended with its request.
  CHECK(Json::parse(handler().job({{"id", "t1"}}, false).body)["running"] == false);
}

TEST_CASE("a refused command gets the command line's message and the status of its exit code") {
  const Reply unknown = handler().command("sim/solve", {});
  CHECK(unknown.status == 404);
  CHECK(error_of(unknown) == "unknown endpoint /api/sim/solve");
  const Reply missing = handler().command("sim/value", {{"red", "12"}});
  CHECK(missing.status == 400);
  CHECK(error_of(missing) == "missing parameter 'blue' for /api/sim/value (it takes red, blue)");
  const Reply usage = handler().command("sim/trap-move", {{"red", "12"}, {"blue", ""}});  // Blue is to move
  CHECK(usage.status == 400);
  CHECK(error_of(usage).starts_with("gamecert: error: "));
  // Red is to move, so Blue has no move to give (exit status 1).
  const Reply refused = handler().command("sim/blue-move", {{"red", "12"}, {"blue", "13"}});
  CHECK(refused.status == 422);
  CHECK(error_of(refused).find("Red is to move") != std::string::npos);
  CHECK(refused.answered_by.empty());
}
