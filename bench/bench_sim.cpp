// Sim on K6: solve, counting, Burnside, and gamecert-check on the committed
// certificates. Prints median wall times.
#include <string>

#include "sim/position_classes.hpp"
#include "sim/positions.hpp"
#include "sim/solver.hpp"
#include "timing.hpp"

using namespace gamecert::sim;
using namespace gamecert::bench;

int main() {
  const Board board{6};
  std::uint64_t sink = 0;
  report("K6 solve (2,250 classes, all moves searched)",
         median_seconds(21, [&] { sink += FastSolver(board).solved_classes(); }), 21);
  report("K6 visit all 1,350,022 positions",
         median_seconds(5, [&] { sink += for_each_reachable_position(board, [](Position) {}); }), 5);
  const Relabelings relabelings{board};
  report("K6 relabeling tables (720)", median_seconds(11, [&] { sink += Relabelings(board).count(); }), 11);
  report("K6 classes per ply (2,250 + 1,479)",
         median_seconds(11, [&] { sink += classes_by_ply(board, relabelings).triangle_free.size(); }), 11);
  report("Burnside over 720 relabelings (cycle enumeration)",
         median_seconds(5, [&] { sink += burnside_triangle_free_classes(board, relabelings); }), 5);
  report("Burnside by stabilisers (1.35M positions x 720)",
         median_seconds(3, [&] { sink += burnside_by_stabilisers(board, relabelings); }), 3);
  for (const char* cert : {"sim/k6-value-table.txt", "sim/k6-blue-strategy.txt"}) {
    const std::string file = std::string(GAMECERT_SOURCE_DIR) + "/certs/" + cert;
    const std::string label = std::string("gamecert-check ") + cert;
    report(label.c_str(), median_seconds(5, [&] { sink += static_cast<std::uint64_t>(run_checker({file})); }), 5);
  }
  return sink == 0 ? 1 : 0;
}
