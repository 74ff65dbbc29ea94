// gamecert wythoff plot: the variant against Wythoff's game (docs/pictures.md).
#include <memory>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/picture_output.hpp"
#include "wythoff/picture.hpp"

namespace gamecert::cli {

void add_wythoff_picture_commands(CLI::App& wythoff) {
  struct PlotOptions {
    std::uint64_t bound = 60;
    std::string output;
  };
  auto options = std::make_shared<PlotOptions>();
  CLI::App* plot = wythoff.add_subcommand(
      "plot", "an SVG of the variant's P- and Grundy-1 positions against Wythoff's P-positions, x, y <= N");
  add_integer_option(*plot, "--bound", options->bound, IntegerRange{1, wythoff::kMaxPlotBound},
                     "N, default 60");
  add_picture_output_option(*plot, options->output);
  set_example(*plot, "gamecert wythoff plot --bound 60 -o wythoff-60.svg");
  plot->callback([options] { write_picture(wythoff::plot_svg(options->bound), options->output); });
}

}  // namespace gamecert::cli
