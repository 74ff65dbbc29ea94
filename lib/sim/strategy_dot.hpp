// Blue's winning strategy on K6 as a graph (docs/pictures.md): the
// certificate lists one class of positions per line with Blue's answer, and
// the checker links the lines by replaying every Red reply; drawing those
// links shows how few classes the whole strategy needs and how play funnels
// into the final, forced positions.
#pragma once
#include <string>
#include <string_view>

#include "gamecert/sim.hpp"

namespace gamecert::sim {

// Graphviz DOT of a sim `strategy` certificate: node "l<k>" for body line k
// (certificate order), an edge from a line to every line reached after Blue's
// answer and a Red reply (up to relabelling, as gamecert-check replays it).
// Throws std::invalid_argument when the text is not a sim strategy
// certificate or a reply reaches a class without a line.
// strategy_dot(text) is declared in gamecert/sim.hpp (the public interface).

}  // namespace gamecert::sim
