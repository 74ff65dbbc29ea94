// gamecert sylver draw | sylver table-plot: the Sylver Coinage pictures (docs/pictures.md).
#include <memory>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/picture_output.hpp"
#include "sylver/pictures/position_picture.hpp"
#include "sylver/finite/search.hpp"
#include "sylver/pictures/table_picture.hpp"
#include "cli/sylver/arguments.hpp"
#include "cli/sylver/limits.hpp"

namespace gamecert::cli {

namespace {

struct DrawOptions {
  std::vector<std::string> numbers;
  std::uint64_t max_states = kDefaultMaxStates;
  std::string output;
};

struct TablePlotOptions {
  int max_m = 0, max_n = 0;
  std::uint64_t max_states = kDefaultMaxStates;
  std::string output;
};

// A memo cap reached is a limit the user can raise (exit status 1), as in `sylver winning`.
template <typename Draw>
std::string within_limit(Draw draw) {
  try {
    return draw();
  } catch (const sylver::SearchLimitExceeded& e) {
    throw LimitReached(e.what());
  }
}

}  // namespace

void add_sylver_picture_commands(CLI::App& sylver) {
  auto draw_options = std::make_shared<DrawOptions>();
  CLI::App* draw = sylver.add_subcommand(
      "draw", "an SVG Apéry diagram of a finite position: gaps, Apéry set, t and the winning moves");
  draw->add_option("numbers", draw_options->numbers,
                   "the named numbers (gcd 1), each in " + range_text(kNamedNumbers));
  add_max_states(*draw, draw_options->max_states);
  add_picture_output_option(*draw, draw_options->output);
  draw->allow_extras();
  set_example(*draw, "gamecert sylver draw 5 14 -o 5-14.svg");
  draw->callback([draw, draw_options] {
    for (const std::string& extra : draw->remaining()) draw_options->numbers.push_back(extra);
    const std::vector<std::int64_t> named = parse_named_numbers(draw_options->numbers);
    write_picture(
        within_limit([&] { return sylver::position_svg(named, {.max_states = draw_options->max_states}); }),
        draw_options->output);
  });

  auto plot_options = std::make_shared<TablePlotOptions>();
  CLI::App* plot = sylver.add_subcommand(
      "table-plot",
      "an SVG of Sicherman's table: the winning moves of every coprime {m, n}, m <= max-m, n <= max-n");
  add_integer_option(*plot, "--max-m", plot_options->max_m, IntegerRange{2, sylver::kMaxTablePictureM},
                     "the largest m")
      ->required();
  add_integer_option(*plot, "--max-n", plot_options->max_n, IntegerRange{3, sylver::kMaxTablePictureN},
                     "the largest n, larger than --max-m")
      ->required();
  add_max_states(*plot, plot_options->max_states);
  add_picture_output_option(*plot, plot_options->output);
  set_example(*plot, "gamecert sylver table-plot --max-m 6 --max-n 20 -o table.svg");
  plot->callback([plot_options] {
    if (plot_options->max_n <= plot_options->max_m)
      throw UsageError("--max-n must be larger than --max-m " + std::to_string(plot_options->max_m) +
                       ", got " + std::to_string(plot_options->max_n));
    write_picture(within_limit([&] {
                    return sylver::table_svg(plot_options->max_m, plot_options->max_n,
                                             {.max_states = plot_options->max_states});
                  }),
                  plot_options->output);
  });
}

}  // namespace gamecert::cli
