// gamecert sim polya | sim polya-table | sim monte-carlo | sim plus
// gamecert certify sim plus-value-table
#include <chrono>
#include <memory>
#include <optional>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "sim/counting/monte_carlo.hpp"
#include "sim/counting/polya.hpp"
#include "sim_plus/certificate.hpp"
#include "sim_plus/counting.hpp"
#include "sim_plus/solver.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::sim;

struct PolyaOptions {
  int board = 18;
  std::optional<int> red, blue;
};

struct PolyaTableOptions {
  int from = 3, to = 30;
};

struct MonteCarloCommandOptions {
  std::uint64_t samples = 1'000'000, seed = 1;
  int threads = 2;
  ProgressSwitch progress;
};

struct PlusOptions {
  int board = 6;
};

struct PlusCertifyOptions {
  int board = 6;
  std::string output;
};

constexpr IntegerRange kPlusBoards{3, 6};
constexpr IntegerRange kPolyaTableBoards{0, 40};

void print_polya(const PolyaOptions& o) {
  if (o.red.has_value() != o.blue.has_value()) throw UsageError("give both --red and --blue, or neither");
  const int edges = o.board * (o.board - 1) / 2;
  if (o.red && (*o.red < 0 || *o.blue < 0 || *o.red + *o.blue > edges))
    throw UsageError("--red " + std::to_string(*o.red) + " --blue " + std::to_string(*o.blue) +
                     " is not a split of at most the " + std::to_string(edges) + " edges of K" +
                     std::to_string(o.board));
  const ColouringPolynomial polynomial(o.board, 2);
  Json out{{"board", o.board},
           {"total", polynomial.total().get_str()},
           {"balanced", polynomial.balanced().get_str()}};
  if (o.red) {
    out["red"] = *o.red;
    out["blue"] = *o.blue;
    out["count"] = polynomial.count(*o.red, *o.blue).get_str();
  }
  print_json(out);
}

void print_polya_table(const PolyaTableOptions& o) {
  if (o.from > o.to)
    throw UsageError("--from " + std::to_string(o.from) + " is larger than --to " + std::to_string(o.to));
  Json rows = Json::array();
  for (int n = o.from; n <= o.to; ++n) {
    const mpz_class by_rule = count_colourings_by_cycle_types(n);
    const mpz_class by_tracing = count_colourings_by_traced_cycle_types(n);
    if (by_rule != by_tracing) throw std::logic_error("the two roads differ at n = " + std::to_string(n));
    rows.push_back(Json{{"board", n}, {"total", by_rule.get_str()}, {"roads_agree", true}});
  }
  print_json(Json{{"sequence", "A004102"}, {"rows", rows}});
}

void print_monte_carlo(const MonteCarloCommandOptions& o) {
  const auto start = std::chrono::steady_clock::now();
  const MonteCarloResult r = estimate_k4_free_positions({o.samples, o.seed, o.threads, o.progress.enabled()});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Json classes = Json::array();
  for (const MonteCarloClass& c : r.classes)
    classes.push_back(
        Json{{"edges", c.edges},
             {"red", c.red},
             {"blue", c.blue},
             {"polya", c.classes.get_str()},
             {"k4_free", c.k4_free},
             {"fraction", static_cast<double>(c.k4_free) / static_cast<double>(r.samples_per_class)}});
  print_json(Json{{"board", kMonteCarloBoard},
                  {"avoid", "K4"},
                  {"samples_per_class", r.samples_per_class},
                  // A string: JSON readers keep integers exactly only up to 2^53.
                  {"seed", std::to_string(r.seed)},
                  {"threads", o.threads},
                  {"estimate", r.estimate.get_str()},
                  {"estimate_scientific", scientific(r.estimate, 4)},
                  {"half_width_99", r.half_width_99.get_str()},
                  {"ci99_low", mpz_class(r.estimate - r.half_width_99).get_str()},
                  {"ci99_high", mpz_class(r.estimate + r.half_width_99).get_str()},
                  {"ci99_scientific", scientific(r.estimate, 4) + " ± " + scientific(r.half_width_99, 2)},
                  {"last_class_with_k4_free", r.last_class_with_k4_free},
                  {"tail_bound_99", r.tail_bound_99.get_str()},
                  {"tail_bound_99_scientific", scientific(r.tail_bound_99, 2)},
                  {"peak_edges", r.peak_edges},
                  {"polya_balanced_total", r.balanced_total.get_str()},
                  {"classes", classes},
                  {"seconds", seconds}});
}

void print_plus(const PlusOptions& o) {
  const Board board{o.board};
  const PlusSolver solver(board);
  const Outcome root = solver.outcome({});
  const PlusCounts counts = count_plus_positions(board, solver.relabelings());
  const char* winner = root.value == Value::win ? "first" : root.value == Value::loss ? "second" : "none";
  print_json(Json{{"board", o.board},
                  {"to_move", "red"},
                  {"value", value_name(root.value)},
                  {"depth", root.depth},
                  {"winner", winner},
                  {"nodes", solver.classes().size()},
                  {"counts", Json{{"colourings", counts.colourings},
                                  {"all_pairs", counts.all_pairs},
                                  {"red_first", counts.red_first},
                                  {"red_first_mover_can_move", counts.red_first_mover_can_move},
                                  {"either_first", counts.either_first},
                                  {"either_first_after_a_move", counts.either_first_after_a_move}}}});
}

void certify_plus(const PlusCertifyOptions& o) {
  const PlusSolver solver(Board{o.board});
  write_and_report(plus_value_table_certificate(solver), o.output);
}

}  // namespace

void add_sim_counting_commands(CLI::App& sim, CLI::App& sim_certify) {
  auto polya_options = std::make_shared<PolyaOptions>();
  CLI::App* polya =
      sim.add_subcommand("polya", "Pólya counts of partial 2-colourings of K_n up to isomorphism");
  add_integer_option(*polya, "--board", polya_options->board,
                     IntegerRange{1, static_cast<std::uint64_t>(kMaxPolyaBoard)},
                     "number of vertices, default 18 (totals up to 40: sim polya-table)");
  const IntegerRange edges{0, static_cast<std::uint64_t>(kMaxPolyaBoard * (kMaxPolyaBoard - 1) / 2)};
  add_optional_integer_option(*polya, "--red", polya_options->red, edges,
                              "red edges of the (red, blue) count");
  add_optional_integer_option(*polya, "--blue", polya_options->blue, edges,
                              "blue edges of the (red, blue) count");
  set_example(*polya, "gamecert sim polya --board 18 --red 77 --blue 76");
  polya->callback([polya_options] { print_polya(*polya_options); });

  auto table_options = std::make_shared<PolyaTableOptions>();
  CLI::App* table = sim.add_subcommand("polya-table", "totals (OEIS A004102) by two roads");
  add_integer_option(*table, "--from", table_options->from, kPolyaTableBoards, "first n, default 3");
  add_integer_option(*table, "--to", table_options->to, kPolyaTableBoards, "last n, default 30");
  set_example(*table, "gamecert sim polya-table --from 3 --to 30");
  table->callback([table_options] { print_polya_table(*table_options); });

  auto monte_carlo_options = std::make_shared<MonteCarloCommandOptions>();
  CLI::App* monte_carlo =
      sim.add_subcommand("monte-carlo", "estimate the K4-free positions of the K4 game on K18");
  add_integer_option(*monte_carlo, "--samples", monte_carlo_options->samples, IntegerRange{1, 100'000'000},
                     "samples per class (edge count), default 1000000");
  add_integer_option(*monte_carlo, "--seed", monte_carlo_options->seed, IntegerRange{},
                     "random seed, default 1; printed back as a decimal string");
  add_integer_option(*monte_carlo, "--threads", monte_carlo_options->threads, IntegerRange{1, 64},
                     "threads (the figures do not depend on it), default 2");
  add_progress_switch(*monte_carlo, monte_carlo_options->progress);
  set_example(*monte_carlo, "gamecert sim monte-carlo --samples 1000000 --seed 1 --threads 2");
  monte_carlo->callback([monte_carlo_options] { print_monte_carlo(*monte_carlo_options); });

  auto plus_options = std::make_shared<PlusOptions>();
  CLI::App* plus =
      sim.add_subcommand("plus", "Sim+ (a move colours one or more edges): value and position counts");
  add_integer_option(*plus, "--board", plus_options->board, kPlusBoards, "number of vertices, default 6");
  set_example(*plus, "gamecert sim plus --board 6");
  plus->callback([plus_options] { print_plus(*plus_options); });

  auto plus_certify_options = std::make_shared<PlusCertifyOptions>();
  CLI::App* plus_table =
      sim_certify.add_subcommand("plus-value-table", "Sim+: every node class with value and depth");
  add_integer_option(*plus_table, "--board", plus_certify_options->board, kPlusBoards,
                     "number of vertices, default 6");
  add_output_option(*plus_table, plus_certify_options->output);
  set_example(*plus_table, "gamecert certify sim plus-value-table --board 6 -o k6-plus-value-table.txt");
  plus_table->callback([plus_certify_options] { certify_plus(*plus_certify_options); });
}

}  // namespace gamecert::cli
