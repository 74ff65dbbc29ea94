#include "server/api_commands.hpp"

#include <algorithm>

#include "cli/arguments.hpp"
#include "server/reply.hpp"

namespace gamecert::server {

namespace {

constexpr std::size_t kLongestList = 200;
constexpr const char* kSvg = "image/svg+xml";

// What an endpoint's plan reads: its checked parameters, the server's
// context, and the progress flag for a followed or unfollowed run.
struct Request {
  const std::map<std::string, std::string>& p;
  const ApiContext& context;
  const char* progress;
};

struct Endpoint {
  const char* name;
  std::vector<std::string> parameters;  // required
  std::vector<std::string> optional;
  void (*plan)(ApiCommand& c, const Request& r);
};

// Every parameter once, the required ones present, no others.
std::map<std::string, std::string> checked_parameters(const Endpoint& e, const QueryParameters& query) {
  std::vector<std::string> allowed = e.parameters;
  allowed.insert(allowed.end(), e.optional.begin(), e.optional.end());
  std::map<std::string, std::string> out;
  for (const auto& [name, value] : query) {
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
      throw BadRequest("unknown parameter '" + name + "' for /api/" + e.name + " (it takes " +
                       cli::join_list(allowed, ", ") + ")");
    if (!out.emplace(name, value).second) throw BadRequest("parameter '" + name + "' is given twice");
  }
  for (const std::string& name : e.parameters)
    if (!out.contains(name))
      throw BadRequest("missing parameter '" + name + "' for /api/" + e.name + " (it takes " +
                       cli::join_list(allowed, ", ") + ")");
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

// --red/--blue only when non-empty: an empty list is the CLI's default.
void add_edges(std::vector<std::string>& args, const std::map<std::string, std::string>& p) {
  for (const char* colour : {"red", "blue"}) {
    const std::string edges = number_list(colour, p.at(colour), true);
    if (!edges.empty()) args.insert(args.end(), {std::string("--") + colour, edges});
  }
}

void plan_sylver(ApiCommand& c, const Request& r, const char* command) {
  c.args = {"sylver", command};
  for (const std::string& w : position_words(r.p.at("position"))) c.args.push_back(w);
}

void plan_wythoff_plot(ApiCommand& c, const Request& r) {
  const std::string bound = r.p.at("bound");
  if (bound.empty() || bound.size() > 9 || bound.find_first_not_of("0123456789") != std::string::npos)
    throw BadRequest("parameter 'bound' must be a number, got '" + bound + "'");
  c.args = {"wythoff", "plot", "--bound", bound};
  c.content_type = kSvg;
}

// Only a path MANIFEST lists: no other file can be named, '..' or not.
void plan_cite(ApiCommand& c, const Request& r) {
  const ManifestEntry* entry = find_manifest_entry(*r.context.manifest, r.p.at("path"));
  if (entry == nullptr) throw BadRequest("'" + r.p.at("path") + "' is not a certificate listed in MANIFEST");
  const std::string format = r.p.contains("format") ? r.p.at("format") : "json";
  if (format != "json" && format != "bibtex" && format != "latex")
    throw BadRequest("parameter 'format' must be json, bibtex or latex, got '" + format + "'");
  c.args = {"cite", r.context.certificates + "/" + entry->path, "--format", format};
  if (format != "json") c.content_type = "text/plain; charset=utf-8";
}

// The Sim endpoints: a command on the K6 position given by the red and blue edges.
void plan_sim(ApiCommand& c, const Request& r, std::vector<std::string> command) {
  c.args = std::move(command);
  add_edges(c.args, r.p);
}
void plan_sim_value(ApiCommand& c, const Request& r) { plan_sim(c, r, {"sim", "value", "--board", "6"}); }
void plan_sim_blue_move(ApiCommand& c, const Request& r) {
  plan_sim(c, r, {"sim", "strategy-move", r.context.certificates + "/sim/k6-blue-strategy.txt"});
}
void plan_sim_table_line(ApiCommand& c, const Request& r) {
  plan_sim(c, r, {"sim", "table-line", r.context.certificates + "/sim/k6-value-table.txt"});
}
void plan_sim_trap_move(ApiCommand& c, const Request& r) { plan_sim(c, r, {"sim", "trap-move"}); }
void plan_sim_draw(ApiCommand& c, const Request& r) {
  plan_sim(c, r, {"sim", "draw", "--board", "6"});
  c.args.push_back("--values");
  c.content_type = kSvg;
}

void plan_sylver_winning(ApiCommand& c, const Request& r) {
  plan_sylver(c, r, "winning");
  // The page asks once per position and shows its answer at once: the default limits, not deepened.
  c.args.insert(c.args.end(), {"--max-states", std::to_string(kSylverMaxStates), "--time-limit",
                               std::to_string(r.context.time_limit_seconds), "--threads", "1", "--levels",
                               "1", r.progress});
}
void plan_sylver_ender(ApiCommand& c, const Request& r) {
  plan_sylver(c, r, "ender");
  c.args.insert(c.args.end(), {"--max-t", std::to_string(kEnderMaxT), r.progress});
}
void plan_sylver_draw(ApiCommand& c, const Request& r) {
  plan_sylver(c, r, "draw");
  c.content_type = kSvg;
}

const std::vector<Endpoint>& endpoints() {
  static const std::vector<Endpoint> table = {
      {"sim/value", {"red", "blue"}, {}, plan_sim_value},
      {"sim/blue-move", {"red", "blue"}, {}, plan_sim_blue_move},
      {"sim/draw", {"red", "blue"}, {}, plan_sim_draw},
      {"sim/trap-move", {"red", "blue"}, {}, plan_sim_trap_move},
      {"sim/table-line", {"red", "blue"}, {}, plan_sim_table_line},
      {"sylver/winning", {"position"}, {"job"}, plan_sylver_winning},
      {"sylver/ender", {"position"}, {"job"}, plan_sylver_ender},
      {"sylver/draw", {"position"}, {}, plan_sylver_draw},
      {"wythoff/plot", {"bound"}, {}, plan_wythoff_plot},
      {"cite", {"path"}, {"format"}, plan_cite},
  };
  return table;
}

}  // namespace

std::vector<std::string> position_words(const std::string& position) {
  number_list("position", position, false);
  std::vector<std::string> words;
  for (std::string_view item : cli::split_list(position)) {
    if (item.empty()) throw BadRequest("parameter 'position' has an empty item: '" + position + "'");
    words.emplace_back(item);
  }
  return words;
}

std::string checked_job_id(const std::string& id) {
  if (id.empty() || id.size() > 64 ||
      id.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") !=
          std::string::npos)
    throw BadRequest("a job id is 1 to 64 letters, digits, '-' or '_', got '" + id + "'");
  return id;
}

bool is_api_command(const std::string& endpoint) {
  return std::any_of(endpoints().begin(), endpoints().end(),
                     [&](const Endpoint& e) { return endpoint == e.name; });
}

ApiCommand plan_api_command(const std::string& endpoint, const QueryParameters& query,
                            const ApiContext& context) {
  const auto found = std::find_if(endpoints().begin(), endpoints().end(),
                                  [&](const Endpoint& e) { return endpoint == e.name; });
  if (found == endpoints().end()) throw BadRequest("unknown endpoint /api/" + endpoint);
  const std::map<std::string, std::string> p = checked_parameters(*found, query);
  ApiCommand c;
  c.content_type = kJson;
  if (p.contains("job")) c.job = checked_job_id(p.at("job"));
  // A followed run prints its progress lines for /api/job to read.
  found->plan(c, {p, context, c.job.empty() ? "--quiet" : "--progress"});
  return c;
}

}  // namespace gamecert::server
