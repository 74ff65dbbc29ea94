// gamecert sim polya | sim polya-table | sim monte-carlo | sim plus
// gamecert certify sim plus-value-table
#include <chrono>
#include <memory>
#include <optional>

#include "commands.hpp"
#include "sim/counting/monte_carlo.hpp"
#include "sim/counting/polya.hpp"
#include "sim_plus/certificate.hpp"
#include "sim_plus/counting.hpp"
#include "sim_plus/solver.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::sim;

struct CountingOptions {
  int board = 18;
  std::optional<int> red, blue;
  int from = 3, to = 30;
  std::uint64_t samples = 1'000'000, seed = 1;
  int threads = 2;
  bool quiet = false;
  int plus_board = 6;
  std::string output;
};

void print_polya(const CountingOptions& o) {
  if (o.board < 1 || o.board > kMaxPolyaBoard)
    throw UsageError("--board must be 1.." + std::to_string(kMaxPolyaBoard) +
                     " for the whole polynomial, got " + std::to_string(o.board) +
                     " (totals up to 30: sim polya-table)");
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

void print_polya_table(const CountingOptions& o) {
  if (o.from < 0 || o.to > 40 || o.from > o.to) throw UsageError("need 0 <= --from <= --to <= 40");
  Json rows = Json::array();
  for (int n = o.from; n <= o.to; ++n) {
    const mpz_class by_rule = count_colourings_by_cycle_types(n);
    const mpz_class by_tracing = count_colourings_by_traced_cycle_types(n);
    if (by_rule != by_tracing) throw std::logic_error("the two roads differ at n = " + std::to_string(n));
    rows.push_back(Json{{"board", n}, {"total", by_rule.get_str()}, {"roads_agree", true}});
  }
  print_json(Json{{"sequence", "A004102"}, {"rows", rows}});
}

void print_monte_carlo(const CountingOptions& o) {
  if (o.samples < 1 || o.samples > 100'000'000) throw UsageError("--samples must be 1..100000000 per class");
  if (o.threads < 1 || o.threads > 64) throw UsageError("--threads must be 1..64");
  const auto start = std::chrono::steady_clock::now();
  const MonteCarloResult r = estimate_k4_free_positions({o.samples, o.seed, o.threads, !o.quiet});
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
                  {"seed", r.seed},
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

Board plus_board(int vertices) {
  if (vertices < 3 || vertices > 6)
    throw UsageError("--board must be 3..6 for Sim+, got " + std::to_string(vertices));
  return Board{vertices};
}

void print_plus(const CountingOptions& o) {
  const Board board = plus_board(o.plus_board);
  const PlusSolver solver(board);
  const Outcome root = solver.outcome({});
  const PlusCounts counts = count_plus_positions(board, solver.relabelings());
  const char* winner = root.value == Value::win ? "first" : root.value == Value::loss ? "second" : "none";
  print_json(Json{{"board", o.plus_board},
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

void certify_plus(const CountingOptions& o) {
  const PlusSolver solver(plus_board(o.plus_board));
  write_and_report(plus_value_table_certificate(solver), o.output);
}

}  // namespace

void add_sim_counting_commands(CLI::App& sim, CLI::App& sim_certify) {
  auto options = std::make_shared<CountingOptions>();
  CLI::App* polya =
      sim.add_subcommand("polya", "Pólya counts of partial 2-colourings of K_n up to isomorphism");
  polya->add_option("--board", options->board, "number of vertices, 1..24")->default_val(18);
  polya->add_option("--red", options->red, "red edges of the (red, blue) count");
  polya->add_option("--blue", options->blue, "blue edges of the (red, blue) count");
  polya->callback([options] { print_polya(*options); });

  CLI::App* table = sim.add_subcommand("polya-table", "totals (OEIS A004102) by two roads");
  table->add_option("--from", options->from, "first n")->default_val(3);
  table->add_option("--to", options->to, "last n")->default_val(30);
  table->callback([options] { print_polya_table(*options); });

  CLI::App* monte_carlo =
      sim.add_subcommand("monte-carlo", "estimate the K4-free positions of the K4 game on K18");
  monte_carlo->add_option("--samples", options->samples, "samples per class (edge count)")
      ->default_val(1000000);
  monte_carlo->add_option("--seed", options->seed, "random seed")->default_val(1);
  monte_carlo->add_option("--threads", options->threads, "threads (the figures do not depend on it)")
      ->default_val(2);
  monte_carlo->add_flag("--quiet", options->quiet, "no progress on stderr");
  monte_carlo->callback([options] { print_monte_carlo(*options); });

  CLI::App* plus =
      sim.add_subcommand("plus", "Sim+ (a move colours one or more edges): value and position counts");
  plus->add_option("--board", options->plus_board, "number of vertices, 3..6")->default_val(6);
  plus->callback([options] { print_plus(*options); });

  CLI::App* plus_table =
      sim_certify.add_subcommand("plus-value-table", "Sim+: every node class with value and depth");
  plus_table->add_option("--board", options->plus_board, "number of vertices, 3..6")->default_val(6);
  plus_table->add_option("-o,--output", options->output, "certificate file")->required();
  plus_table->callback([options] { certify_plus(*options); });
}

}  // namespace gamecert::cli
