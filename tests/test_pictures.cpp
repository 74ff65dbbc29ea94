// The pictures (docs/pictures.md): every command runs, prints the same bytes
// twice, renders (SVG with rsvg-convert, DOT with dot) and draws what the
// JSON commands report; the committed pictures under docs/pictures equal a
// fresh run of docs/pictures/RECIPES.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "run_command.hpp"
#include "sylver/tables/sicherman_table.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/grundy_table.hpp"

using namespace gamecert::testing;
using nlohmann::json;

namespace {

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

std::string source(const std::string& path) { return environment("GAMECERT_SOURCE_DIR") + "/" + path; }

// The command's stdout, run from the repository root as scripts/reproduce/docs-pictures runs it.
std::string picture(const std::string& args) {
  const std::string command = "cd '" + source("") + "' && " + gamecert_command(args);
  const CommandResult r = run(command);
  INFO(args << "\n" << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  const CommandResult again = run(command);
  CHECK(again.out == r.out);  // byte-identical output
  return r.out;
}

json json_of(const std::string& args) {
  const CommandResult r = run(gamecert_command(args));
  INFO(args << "\n" << r.err);
  REQUIRE(r.status == 0);
  return json::parse(r.out);
}

void require_renders_svg(const std::string& svg, const std::string& name) {
  const std::string in = scratch_path(name + ".svg"), out = scratch_path(name + ".png");
  write_file(in, svg);
  const CommandResult r = run("rsvg-convert -f png -o '" + out + "' '" + in + "'");
  INFO(name << ": " << r.err);
  REQUIRE(r.status == 0);
  CHECK(read_file(out).rfind("\x89PNG\r\n\x1a\n", 0) == 0);
}

// The values of attribute `name` of the elements carrying `marker`, in order.
std::vector<std::string> attributes_of(const std::string& svg, const std::string& marker,
                                       const std::string& name) {
  std::vector<std::string> found;
  std::istringstream lines(svg);
  for (std::string line; std::getline(lines, line);) {
    if (line.find(marker) == std::string::npos) continue;
    const std::size_t at = line.find(" " + name + "=\"");
    REQUIRE(at != std::string::npos);
    const std::size_t start = at + name.size() + 3;
    found.push_back(line.substr(start, line.find('"', start) - start));
  }
  return found;
}

std::vector<std::int64_t> numbers_of(const std::vector<std::string>& texts) {
  std::vector<std::int64_t> out;
  for (const std::string& t : texts) out.push_back(std::stoll(t));
  return out;
}

void require_usage_error(const std::string& args, const std::string& message) {
  INFO(args);
  const CommandResult r = run(gamecert_command(args));
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  INFO(r.err);
  CHECK(r.err.find(message) != std::string::npos);
}

}  // namespace

TEST_CASE("sim draw: the edges in their colours and the values sim value prints", "[pictures][sim]") {
  const std::string position = "--board 6 --red 14,24,34 --blue 12,23";
  const std::string plain = picture("sim draw " + position);
  CHECK(count(plain, "class=\"edge red\"") == 3);
  CHECK(count(plain, "class=\"edge blue\"") == 2);
  CHECK(count(plain, "class=\"edge free\"") == 10);
  CHECK(count(plain, "class=\"value\"") == 0);
  CHECK(count(plain, "class=\"vertex\"") == 6);
  require_renders_svg(plain, "sim-plain");

  const std::string valued = picture("sim draw " + position + " --values");
  const json value = json_of("sim value " + position);
  const std::vector<std::string> edges = attributes_of(valued, "class=\"value\"", "data-edge");
  REQUIRE(edges.size() == value["moves"].size());
  std::istringstream lines(valued);
  std::size_t checked = 0;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!std::regex_search(line, m,
                           std::regex("class=\"value\" data-edge=\"(\\d\\d)\".*>([WLD])(\\d+)</text>")))
      continue;
    const json& move = value["moves"][m[1].str()];
    const std::string letter = move["value"] == "win" ? "W" : move["value"] == "loss" ? "L" : "D";
    CHECK(m[2].str() == letter);
    CHECK(std::stoi(m[3].str()) == move["depth"].get<int>());
    ++checked;
  }
  CHECK(checked == 10);
  require_renders_svg(valued, "sim-values");
}

TEST_CASE("sim draw shows a finished game's triangle and no values", "[pictures][sim]") {
  const std::string over = picture("sim draw --red 12,13,23 --blue 45,46 --values");
  CHECK(count(over, "class=\"triangle red\"") == 1);
  CHECK(count(over, "class=\"triangle blue\"") == 0);
  CHECK(count(over, "class=\"value\"") == 0);
  CHECK(over.find("Red made a red triangle and lost") != std::string::npos);
  require_renders_svg(over, "sim-over");
  CHECK(count(picture("sim draw --board 4 --red 12,34 --blue 13"), "class=\"edge") == 6);
}

TEST_CASE("sim strategy-dot: one node per certificate line, rendered by dot", "[pictures][sim]") {
  const std::string dot = picture("sim strategy-dot " + source("certs/sim/k6-blue-strategy.txt"));
  std::istringstream lines(dot);
  std::set<std::string> nodes, targets;
  std::size_t edges = 0;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_match(line, m, std::regex("  (l\\d+) \\[label=.*"))) nodes.insert(m[1]);
    if (std::regex_match(line, m, std::regex("  l\\d+ -> (l\\d+) .*"))) {
      targets.insert(m[1]);
      ++edges;
    }
  }
  CHECK(nodes.size() == 356);
  // Every line but the first (the answer to Red's opening) is reached from another.
  CHECK(targets.size() == 355);
  CHECK(targets.count("l1") == 0);
  CHECK(edges > 355);
  const std::string in = scratch_path("strategy.dot");
  write_file(in, dot);
  const CommandResult r = run("dot -Tsvg '" + in + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(count(r.out, "class=\"node\"") == 356);
}

TEST_CASE("sylver draw marks exactly the winning moves and t", "[pictures][sylver]") {
  for (const std::string position : {"5 14", "7 9", "8 11 13", "6 7"}) {
    INFO(position);
    const std::string svg = picture("sylver draw " + position);
    const json winning = json_of("sylver winning " + position);
    const json ender = json_of("sylver ender " + position);
    CHECK(numbers_of(attributes_of(svg, "data-winning=\"1\"", "data-number")) ==
          winning["winning"].get<std::vector<std::int64_t>>());
    CHECK(numbers_of(attributes_of(svg, "class=\"cell gap t", "data-number")) ==
          std::vector<std::int64_t>{ender["t"].get<std::int64_t>()});
    // Gaps are the genus, and one Apéry element is outlined per nonzero class.
    CHECK(static_cast<std::int64_t>(count(svg, "class=\"cell gap")) == ender["genus"].get<std::int64_t>());
    const std::int64_t m = winning["position"][0];
    CHECK(static_cast<std::int64_t>(count(svg, " apery")) == m - 1);
    require_renders_svg(svg, "sylver");
  }
}

TEST_CASE("sylver table-plot marks the winning moves of sylver table", "[pictures][sylver]") {
  const std::string svg = picture("sylver table-plot --max-m 5 --max-n 16");
  std::istringstream lines(svg);
  std::vector<std::pair<std::string, std::vector<std::int64_t>>> drawn;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, std::regex("class=\"row\" data-m=\"(\\d+)\" data-n=\"(\\d+)\"")))
      drawn.push_back({m[1].str() + "," + m[2].str(), {}});
    if (std::regex_search(line, m, std::regex("data-winning=\"1\" data-move=\"(\\d+)\"")))
      drawn.back().second.push_back(std::stoll(m[1]));
  }
  std::vector<std::pair<std::string, std::vector<std::int64_t>>> expected;
  for (int m = 2; m <= 5; ++m) {
    const json table = json_of("sylver table --m " + std::to_string(m) + " --max-n 16");
    for (const json& row : table["rows"])
      expected.push_back({std::to_string(m) + "," + std::to_string(row["n"].get<int>()),
                          row["winning"].get<std::vector<std::int64_t>>()});
  }
  CHECK(expected.size() == 31);
  CHECK(drawn == expected);
  require_renders_svg(svg, "table");
}

TEST_CASE("wythoff plot draws the three sets of the library", "[pictures][wythoff]") {
  const std::string svg = picture("wythoff plot --bound 60");
  CHECK(count(svg, "class=\"variant-p\"") == gamecert::wythoff::corrected_p_positions(60).size());
  CHECK(count(svg, "class=\"wythoff-p\"") == gamecert::wythoff::wythoff_p_positions(60).size());
  const gamecert::wythoff::GrundyTable table(gamecert::wythoff::Rules::variant, 61, 61);
  std::size_t ones = 0, ones_on_wythoff = 0;
  for (std::uint32_t y = 0; y <= 60; ++y)
    for (std::uint32_t x = 0; x <= 60; ++x)
      if (table.at(x, y) == 1) {
        ++ones;
        if ((x >= 8 || y >= 8) && gamecert::wythoff::is_wythoff_p_position(x, y)) ++ones_on_wythoff;
      }
  CHECK(count(svg, "class=\"grundy-1\"") == ones);
  CHECK(ones > ones_on_wythoff);                                            // the corner x, y < 8 differs
  CHECK(count(svg, "class=\"variant-p\" data-x=\"1\" data-y=\"1\"") == 1);  // the terminal (1, 1)
  require_renders_svg(svg, "wythoff");
}

TEST_CASE("-o FILE writes the picture and reports it", "[pictures]") {
  const std::string path = scratch_path("plot.svg");
  const CommandResult r = run(gamecert_command("wythoff plot --bound 10 -o '" + path + "'"));
  REQUIRE(r.status == 0);
  const json report = json::parse(r.out);
  const std::string written = read_file(path);
  CHECK(report["file"] == path);
  CHECK(report["bytes"] == written.size());
  CHECK(written == picture("wythoff plot --bound 10"));
  require_usage_error("wythoff plot --bound 10 -o " + scratch_path("no-such-folder/plot.svg"),
                      "no-such-folder");
}

TEST_CASE("the picture commands reject bad input with exit status 2", "[pictures]") {
  require_usage_error("sylver draw 4 6", "gcd 2");
  require_usage_error("sylver draw", "empty position");
  require_usage_error("sylver draw 1 5", "game is over");
  require_usage_error("sylver draw 200 201", "more than 20000");
  require_usage_error("sim draw --red 1x", "two vertex digits");
  require_usage_error("sim draw --red 12,13", "cannot arise");
  require_usage_error("sim draw --red 12,13,23,45,46,56 --blue 14,15,16,24,25", "last move");
  require_usage_error("sim strategy-dot " + scratch_path("missing.txt"), "cannot read");
  require_usage_error("sim strategy-dot " + source("certs/sim/k6-value-table.txt"),
                      "not a sim strategy certificate");
  require_usage_error("sim strategy-dot " + source("README.md"), "not a gamecert certificate");
  require_usage_error("sylver table-plot --max-m 5 --max-n 5", "larger than --max-m");
  require_usage_error("sylver table-plot --max-m 5 --max-n 61", "3..60");
  require_usage_error("wythoff plot --bound 0", "1..1000");
  for (const std::string command :
       {"sim draw", "sim strategy-dot", "sylver draw", "sylver table-plot", "wythoff plot"}) {
    const CommandResult r = run(gamecert_command(command + " --help"));
    CHECK(r.status == 0);
    CHECK(r.out.find("Example:\n  gamecert " + command) != std::string::npos);
  }
}

TEST_CASE("the committed pictures equal a fresh run of docs/pictures/RECIPES", "[pictures][docs]") {
  std::istringstream recipes(read_file(source("docs/pictures/RECIPES")));
  std::size_t checked = 0;
  for (std::string line; std::getline(recipes, line);) {
    if (line.empty() || line.front() == '#') continue;
    const std::size_t space = line.find(' ');
    const std::string file = line.substr(0, space), args = line.substr(space + 1);
    INFO(file << ": run scripts/reproduce/docs-pictures to regenerate");
    CHECK(read_file(source("docs/pictures/" + file)) == picture(args));
    ++checked;
  }
  CHECK(checked == 5);
  // dot's SVG is compared only under the Graphviz version that made it.
  const std::string committed = read_file(source("docs/pictures/k6-blue-strategy.svg"));
  const CommandResult version = run("dot -V");
  std::smatch m;
  const std::string banner = version.err;
  REQUIRE(std::regex_search(banner, m, std::regex("version (\\S+)")));
  if (committed.find("Generated by graphviz version " + m[1].str() + " ") == std::string::npos) {
    WARN("dot " << m[1]
                << " differs from the one that rendered docs/pictures/k6-blue-strategy.svg; not compared");
    return;
  }
  const CommandResult rendered = run("dot -Tsvg '" + source("docs/pictures/k6-blue-strategy.dot") + "'");
  REQUIRE(rendered.status == 0);
  CHECK(rendered.out == committed);
}
