// The explorer's request planning (server/api_commands.hpp): each endpoint
// becomes the command line docs/explorer.md lists, and a request with an
// unknown, missing or repeated parameter, or a value of the wrong
// characters, is refused before anything runs.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "server/api_commands.hpp"

namespace {

using gamecert::server::ApiCommand;
using gamecert::server::ApiContext;
using gamecert::server::BadRequest;
using gamecert::server::ManifestEntry;
using gamecert::server::QueryParameters;
using Args = std::vector<std::string>;

const std::vector<ManifestEntry> kManifest = {
    {std::string(64, 'a'), 10, "sim/k6-value-table.txt", "sim value-table board=6"},
    {std::string(64, 'b'), 20, "sylver/table/7-30.txt.gz", "sylver win-loss-table"},
};

ApiCommand plan(const std::string& endpoint, const QueryParameters& query) {
  return gamecert::server::plan_api_command(endpoint, query, ApiContext{"/certs", &kManifest, 7});
}

std::string refusal(const std::string& endpoint, const QueryParameters& query) {
  try {
    plan(endpoint, query);
  } catch (const BadRequest& e) {
    return e.what();
  }
  return "(planned)";
}

}  // namespace

TEST_CASE("each Sim endpoint runs its command, with --red and --blue only when not empty") {
  CHECK(plan("sim/value", {{"red", "12,34"}, {"blue", "13"}}).args ==
        Args{"sim", "value", "--board", "6", "--red", "12,34", "--blue", "13"});
  CHECK(plan("sim/value", {{"red", ""}, {"blue", ""}}).args == Args{"sim", "value", "--board", "6"});
  CHECK(plan("sim/blue-move", {{"red", "12"}, {"blue", ""}}).args ==
        Args{"sim", "strategy-move", "/certs/sim/k6-blue-strategy.txt", "--red", "12"});
  CHECK(plan("sim/table-line", {{"red", ""}, {"blue", "13"}}).args ==
        Args{"sim", "table-line", "/certs/sim/k6-value-table.txt", "--blue", "13"});
  CHECK(plan("sim/trap-move", {{"red", "12"}, {"blue", "13"}}).args ==
        Args{"sim", "trap-move", "--red", "12", "--blue", "13"});
  const ApiCommand draw = plan("sim/draw", {{"red", "12"}, {"blue", ""}});
  CHECK(draw.args == Args{"sim", "draw", "--board", "6", "--red", "12", "--values"});
  CHECK(draw.content_type == "image/svg+xml");
  CHECK(plan("sim/value", {{"red", ""}, {"blue", ""}}).content_type == "application/json");
}

TEST_CASE("a Sylver position becomes one word per number, with the server's limits") {
  const ApiCommand winning = plan("sylver/winning", {{"position", "8,37"}});
  CHECK(winning.args == Args{"sylver", "winning", "8", "37", "--max-states", "5000000", "--time-limit", "7",
                             "--threads", "1", "--levels", "1", "--quiet"});
  CHECK(winning.job.empty());
  CHECK(plan("sylver/ender", {{"position", "8,37"}}).args ==
        Args{"sylver", "ender", "8", "37", "--max-t", "100000000", "--quiet"});
  const ApiCommand draw = plan("sylver/draw", {{"position", "5"}});
  CHECK(draw.args == Args{"sylver", "draw", "5"});
  CHECK(draw.content_type == "image/svg+xml");
}

TEST_CASE("a followed request keeps its job id and asks the command for progress lines") {
  const ApiCommand followed = plan("sylver/winning", {{"position", "18"}, {"job", "page-1_x"}});
  CHECK(followed.job == "page-1_x");
  CHECK(followed.args.back() == "--progress");
  CHECK(plan("sylver/ender", {{"position", "18"}, {"job", "j"}}).args.back() == "--progress");
  CHECK(refusal("sylver/winning", {{"position", "18"}, {"job", "a b"}}) ==
        "a job id is 1 to 64 letters, digits, '-' or '_', got 'a b'");
  CHECK_THROWS_AS(gamecert::server::checked_job_id(std::string(65, 'j')), BadRequest);
  CHECK(gamecert::server::checked_job_id(std::string(64, 'j')) == std::string(64, 'j'));
  CHECK_THROWS_AS(gamecert::server::checked_job_id(""), BadRequest);
}

TEST_CASE("the Wythoff plot takes a bound of digits") {
  const ApiCommand plot = plan("wythoff/plot", {{"bound", "60"}});
  CHECK(plot.args == Args{"wythoff", "plot", "--bound", "60"});
  CHECK(plot.content_type == "image/svg+xml");
  CHECK(refusal("wythoff/plot", {{"bound", "6e1"}}) == "parameter 'bound' must be a number, got '6e1'");
  CHECK(refusal("wythoff/plot", {{"bound", "1234567890"}}) ==
        "parameter 'bound' must be a number, got '1234567890'");
}

TEST_CASE("cite names only a certificate MANIFEST lists, in one of three formats") {
  const ApiCommand json = plan("cite", {{"path", "sim/k6-value-table.txt"}});
  CHECK(json.args == Args{"cite", "/certs/sim/k6-value-table.txt", "--format", "json"});
  CHECK(json.content_type == "application/json");
  const ApiCommand bibtex = plan("cite", {{"path", "sylver/table/7-30.txt.gz"}, {"format", "bibtex"}});
  CHECK(bibtex.args == Args{"cite", "/certs/sylver/table/7-30.txt.gz", "--format", "bibtex"});
  CHECK(bibtex.content_type == "text/plain; charset=utf-8");
  CHECK(refusal("cite", {{"path", "../etc/passwd"}}) ==
        "'../etc/passwd' is not a certificate listed in MANIFEST");
  CHECK(refusal("cite", {{"path", "sim/k6-value-table.txt"}, {"format", "pdf"}}) ==
        "parameter 'format' must be json, bibtex or latex, got 'pdf'");
}

TEST_CASE("a parameter that is unknown, missing or repeated is refused, naming what the endpoint takes") {
  CHECK(refusal("sim/value", {{"red", ""}, {"blue", ""}, {"green", ""}}) ==
        "unknown parameter 'green' for /api/sim/value (it takes red, blue)");
  CHECK(refusal("sylver/winning", {{"position", "5"}, {"red", ""}}) ==
        "unknown parameter 'red' for /api/sylver/winning (it takes position, job)");
  CHECK(refusal("sim/value", {{"red", ""}}) ==
        "missing parameter 'blue' for /api/sim/value (it takes red, blue)");
  CHECK(refusal("sylver/ender", {}) ==
        "missing parameter 'position' for /api/sylver/ender (it takes position, job)");
  CHECK(refusal("sylver/draw", {{"position", "5"}, {"position", "6"}}) ==
        "parameter 'position' is given twice");
}

TEST_CASE("a number list is digits and commas only, not empty, with no empty item") {
  CHECK(refusal("sim/value", {{"red", "12;rm"}, {"blue", ""}}) ==
        "parameter 'red' must be digits and commas, got '12;rm'");
  CHECK(refusal("sylver/winning", {{"position", "-5"}}) ==
        "parameter 'position' must be digits and commas, got '-5'");
  CHECK(refusal("sylver/winning", {{"position", ""}}) == "parameter 'position' is empty");
  CHECK(refusal("sylver/winning", {{"position", "5,,7"}}) ==
        "parameter 'position' has an empty item: '5,,7'");
  CHECK(refusal("sylver/winning", {{"position", std::string(201, '5')}}) ==
        "parameter 'position' is too long");
}

TEST_CASE("only the listed endpoints are commands") {
  for (const char* endpoint : {"sim/value", "sim/blue-move", "sim/draw", "sim/trap-move", "sim/table-line",
                               "sylver/winning", "sylver/ender", "sylver/draw", "wythoff/plot", "cite"})
    CHECK(gamecert::server::is_api_command(endpoint));
  CHECK_FALSE(gamecert::server::is_api_command("sim/solve"));
  CHECK_FALSE(gamecert::server::is_api_command("job"));
  CHECK(refusal("sim/solve", {}) == "unknown endpoint /api/sim/solve");
}
