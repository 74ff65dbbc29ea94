#include "sim_plus/counting.hpp"

#include <bit>
#include <functional>
#include <set>
#include <vector>

#include "sim_plus/solver.hpp"

namespace gamecert::sim {

namespace {

struct Entry {
  Position colouring;
  bool red_to_move;
  friend auto operator<=>(const Entry&, const Entry&) = default;
};

// Canonical classes of (colouring, side) reachable from the given starts.
std::set<Entry> reachable(const Board& board, Canonicalizer& canonicalizer,
                          const std::vector<Entry>& starts) {
  std::set<Entry> seen(starts.begin(), starts.end());
  std::vector<Entry> frontier(starts.begin(), starts.end());
  while (!frontier.empty()) {
    const Entry e = frontier.back();
    frontier.pop_back();
    const EdgeMask free = board.all_edges() & ~(e.colouring.red | e.colouring.blue);
    const EdgeMask own = e.red_to_move ? e.colouring.red : e.colouring.blue;
    for_each_safe_set(board, own, free, [&](EdgeMask s) {
      Position next = e.colouring;
      (e.red_to_move ? next.red : next.blue) |= s;
      const Entry child{canonicalizer.canonical(next).form, !e.red_to_move};
      if (seen.insert(child).second) frontier.push_back(child);
    });
  }
  return seen;
}

bool has_safe_move(const Board& board, EdgeMask own, EdgeMask free) {
  for (int e = 0; e < board.edges(); ++e)
    if ((free >> e & 1) && !board.closes_triangle(own, e)) return true;
  return false;
}

}  // namespace

PlusCounts count_plus_positions(const Board& board, const Relabelings& relabelings) {
  Canonicalizer canonicalizer(relabelings);
  PlusCounts counts;
  std::set<Position> colourings;
  for (std::uint32_t red = 0; red <= board.all_edges(); ++red) {
    if (board.has_triangle(static_cast<EdgeMask>(red))) continue;
    if (canonicalizer.canonical({static_cast<EdgeMask>(red), 0}).form.red != red) continue;
    const auto rest = static_cast<EdgeMask>(board.all_edges() & ~red);
    for (std::uint32_t blue = rest;; blue = (blue - 1) & rest) {
      if (!board.has_triangle(static_cast<EdgeMask>(blue)))
        colourings.insert(
            canonicalizer.canonical({static_cast<EdgeMask>(red), static_cast<EdgeMask>(blue)}).form);
      if (blue == 0) break;
    }
  }
  counts.colourings = colourings.size();
  counts.all_pairs = 2 * colourings.size();

  const std::set<Entry> red_first = reachable(board, canonicalizer, {{Position{}, true}});
  counts.red_first = red_first.size();
  for (const Entry& e : red_first) {
    const EdgeMask free = board.all_edges() & ~(e.colouring.red | e.colouring.blue);
    if (has_safe_move(board, e.red_to_move ? e.colouring.red : e.colouring.blue, free))
      ++counts.red_first_mover_can_move;
  }
  counts.either_first = reachable(board, canonicalizer, {{Position{}, true}, {Position{}, false}}).size();
  counts.either_first_after_a_move = counts.either_first - 2;
  counts.mover_other_nodes = PlusSolver(board).classes().size();
  return counts;
}

PlusBurnsideCounts burnside_plus_counts(const Board& board, const Relabelings& relabelings) {
  std::uint64_t colourings = 0, red_first = 0, red_first_write_up = 0, either_first = 0;
  for (int r = 0; r < relabelings.count(); ++r) {
    const std::vector<EdgeMask> cycles = relabelings.edge_cycles(r);
    std::function<void(std::size_t, EdgeMask, EdgeMask)> extend = [&](std::size_t i, EdgeMask red,
                                                                      EdgeMask blue) {
      if (i == cycles.size()) {
        ++colourings;
        const bool empty = red == 0 && blue == 0;
        const bool red_to_move = empty || (red && blue);
        red_first += red_to_move + (red != 0 && (blue == 0 || std::popcount(red) >= 2));
        red_first_write_up += red_to_move + (red != 0);
        either_first += empty ? 2 : (blue != 0) + (red != 0);
        return;
      }
      extend(i + 1, red, blue);
      const auto with_red = static_cast<EdgeMask>(red | cycles[i]);
      const auto with_blue = static_cast<EdgeMask>(blue | cycles[i]);
      if (!board.has_triangle(with_red)) extend(i + 1, with_red, blue);
      if (!board.has_triangle(with_blue)) extend(i + 1, red, with_blue);
    };
    extend(0, 0, 0);
  }
  const auto order = static_cast<std::uint64_t>(relabelings.count());
  return {colourings / order, red_first / order, red_first_write_up / order, either_first / order};
}

}  // namespace gamecert::sim
