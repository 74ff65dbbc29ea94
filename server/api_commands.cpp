#include "server/api_commands.hpp"

#include <algorithm>

#include "server/reply.hpp"

namespace gamecert::server {

namespace {

constexpr std::size_t kLongestList = 200;
constexpr const char* kSvg = "image/svg+xml";

struct Endpoint {
  const char* name;
  std::vector<std::string> parameters;  // required
  std::vector<std::string> optional = {};
};

const std::vector<Endpoint>& endpoints() {
  static const std::vector<Endpoint> table = {
      {"sim/value", {"red", "blue"}},         {"sim/blue-move", {"red", "blue"}},
      {"sim/draw", {"red", "blue"}},          {"sim/trap-move", {"red", "blue"}},
      {"sim/table-line", {"red", "blue"}},
      {"sylver/winning", {"position"}, {"job"}},
      {"sylver/ender", {"position"}, {"job"}}, {"sylver/draw", {"position"}},
      {"wythoff/plot", {"bound"}},            {"cite", {"path"}, {"format"}},
  };
  return table;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

// Every parameter once, the required ones present, no others.
std::map<std::string, std::string> checked_parameters(const Endpoint& e, const QueryParameters& query) {
  std::vector<std::string> allowed = e.parameters;
  allowed.insert(allowed.end(), e.optional.begin(), e.optional.end());
  std::map<std::string, std::string> out;
  for (const auto& [name, value] : query) {
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
      throw BadRequest("unknown parameter '" + name + "' for /api/" + e.name + " (it takes " + joined(allowed) + ")");
    if (!out.emplace(name, value).second) throw BadRequest("parameter '" + name + "' is given twice");
  }
  for (const std::string& name : e.parameters)
    if (!out.contains(name))
      throw BadRequest("missing parameter '" + name + "' for /api/" + e.name + " (it takes " + joined(allowed) + ")");
  return out;
}

// Digits and commas only, so nothing but a number list can reach the command
// line; the command itself then checks the numbers and names what is wrong.
std::string number_list(const std::string& name, const std::string& value, bool may_be_empty) {
  if (value.size() > kLongestList) throw BadRequest("parameter '" + name + "' is too long");
  if (value.find_first_not_of("0123456789,") != std::string::npos)
    throw BadRequest("parameter '" + name + "' must be digits and commas, got '" + value + "'");
  if (value.empty() && !may_be_empty) throw BadRequest("parameter '" + name + "' is empty");
  return value;
}

std::vector<std::string> number_words(const std::string& name, const std::string& value) {
  number_list(name, value, false);
  std::vector<std::string> words;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = value.find(',', start);
    const std::string item = value.substr(start, comma - start);
    if (item.empty()) throw BadRequest("parameter '" + name + "' has an empty item: '" + value + "'");
    words.push_back(item);
    if (comma == std::string::npos) return words;
    start = comma + 1;
  }
}

// --red/--blue only when non-empty: an empty list is the CLI's default.
void add_edges(std::vector<std::string>& args, const std::map<std::string, std::string>& p) {
  for (const char* colour : {"red", "blue"}) {
    const std::string edges = number_list(colour, p.at(colour), true);
    if (!edges.empty()) args.insert(args.end(), {std::string("--") + colour, edges});
  }
}

}  // namespace

std::string checked_job_id(const std::string& id) {
  if (id.empty() || id.size() > 64 ||
      id.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != std::string::npos)
    throw BadRequest("a job id is 1 to 64 letters, digits, '-' or '_', got '" + id + "'");
  return id;
}

bool is_api_command(const std::string& endpoint) {
  return std::any_of(endpoints().begin(), endpoints().end(), [&](const Endpoint& e) { return endpoint == e.name; });
}

ApiCommand plan_api_command(const std::string& endpoint, const QueryParameters& query, const ApiContext& context) {
  const auto found = std::find_if(endpoints().begin(), endpoints().end(),
                                  [&](const Endpoint& e) { return endpoint == e.name; });
  if (found == endpoints().end()) throw BadRequest("unknown endpoint /api/" + endpoint);
  const std::map<std::string, std::string> p = checked_parameters(*found, query);
  ApiCommand c;
  c.content_type = kJson;
  if (p.contains("job")) c.job = checked_job_id(p.at("job"));
  // A followed run prints its progress lines for /api/job to read.
  const char* progress = c.job.empty() ? "--quiet" : "--progress";
  if (endpoint == "sim/value") {
    c.args = {"sim", "value", "--board", "6"};
    add_edges(c.args, p);
  } else if (endpoint == "sim/blue-move") {
    c.args = {"sim", "strategy-move", context.certificates + "/sim/k6-blue-strategy.txt"};
    add_edges(c.args, p);
  } else if (endpoint == "sim/table-line") {
    c.args = {"sim", "table-line", context.certificates + "/sim/k6-value-table.txt"};
    add_edges(c.args, p);
  } else if (endpoint == "sim/trap-move") {
    c.args = {"sim", "trap-move"};
    add_edges(c.args, p);
  } else if (endpoint == "sim/draw") {
    c.args = {"sim", "draw", "--board", "6"};
    add_edges(c.args, p);
    c.args.push_back("--values");
    c.content_type = kSvg;
  } else if (endpoint == "sylver/winning") {
    c.args = {"sylver", "winning"};
    for (const std::string& w : number_words("position", p.at("position"))) c.args.push_back(w);
    c.args.insert(c.args.end(), {"--max-states", std::to_string(kSylverMaxStates), "--time-limit",
                                 std::to_string(context.time_limit_seconds), "--threads", "1", progress});
  } else if (endpoint == "sylver/ender") {
    c.args = {"sylver", "ender"};
    for (const std::string& w : number_words("position", p.at("position"))) c.args.push_back(w);
    c.args.insert(c.args.end(), {"--max-t", std::to_string(kEnderMaxT), progress});
  } else if (endpoint == "sylver/draw") {
    c.args = {"sylver", "draw"};
    for (const std::string& w : number_words("position", p.at("position"))) c.args.push_back(w);
    c.content_type = kSvg;
  } else if (endpoint == "wythoff/plot") {
    const std::string bound = p.at("bound");
    if (bound.empty() || bound.size() > 9 || bound.find_first_not_of("0123456789") != std::string::npos)
      throw BadRequest("parameter 'bound' must be a number, got '" + bound + "'");
    c.args = {"wythoff", "plot", "--bound", bound};
    c.content_type = kSvg;
  } else {  // cite
    // Only a path MANIFEST lists: no other file can be named, '..' or not.
    const ManifestEntry* entry = find_manifest_entry(*context.manifest, p.at("path"));
    if (entry == nullptr) throw BadRequest("'" + p.at("path") + "' is not a certificate listed in MANIFEST");
    const std::string format = p.contains("format") ? p.at("format") : "json";
    if (format != "json" && format != "bibtex" && format != "latex")
      throw BadRequest("parameter 'format' must be json, bibtex or latex, got '" + format + "'");
    c.args = {"cite", context.certificates + "/" + entry->path, "--format", format};
    if (format != "json") c.content_type = "text/plain; charset=utf-8";
  }
  return c;
}

}  // namespace gamecert::server
