#include "sim/position_classes.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <unordered_set>

#include "sim/positions.hpp"

namespace gamecert::sim {

namespace {

int ply_of(Position p) { return std::popcount(p.red) + std::popcount(p.blue); }

Position with_move(Position p, int edge) {
  const EdgeMask bit = static_cast<EdgeMask>(1u << edge);
  return Board::to_move(p) == Colour::red ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                          : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
}

EdgeMask mover_edges(Position p) { return Board::to_move(p) == Colour::red ? p.red : p.blue; }

std::vector<Position> sorted(const std::set<Position>& s) { return {s.begin(), s.end()}; }

}  // namespace

ClassesByPly classes_by_ply(const Board& board, const Relabelings& relabelings) {
  ClassesByPly classes;
  classes.triangle_free.assign(board.edges() + 1, {});
  classes.finished.assign(board.edges() + 1, {});
  classes.triangle_free[0] = {Position{}};
  for (int ply = 0; ply < board.edges(); ++ply) {
    std::set<Position> next, finished;
    for (Position p : classes.triangle_free[ply]) {
      const EdgeMask free = board.all_edges() & ~(p.red | p.blue);
      for (int e = 0; e < board.edges(); ++e) {
        if (!(free >> e & 1)) continue;
        const Position child = relabelings.canonical(with_move(p, e)).form;
        (board.closes_triangle(mover_edges(p), e) ? finished : next).insert(child);
      }
    }
    classes.triangle_free[ply + 1] = sorted(next);
    classes.finished[ply + 1] = sorted(finished);
  }
  return classes;
}

std::vector<PlyCounts> count_per_ply(const Board& board, const ClassesByPly& classes) {
  std::vector<PlyCounts> counts(board.edges() + 1);
  std::vector<std::unordered_set<std::uint32_t>> finished(board.edges() + 1);
  for_each_reachable_position(board, [&](Position p) {
    const int ply = ply_of(p);
    ++counts[ply].triangle_free;
    const EdgeMask free = board.all_edges() & ~(p.red | p.blue);
    for (int e = 0; e < board.edges(); ++e)
      if ((free >> e & 1) && board.closes_triangle(mover_edges(p), e)) {
        const Position c = with_move(p, e);
        finished[ply + 1].insert(std::uint32_t{c.red} | std::uint32_t{c.blue} << 16);
      }
  });
  for (int ply = 0; ply <= board.edges(); ++ply) {
    counts[ply].finished = finished[ply].size();
    counts[ply].triangle_free_classes = classes.triangle_free[ply].size();
    counts[ply].finished_classes = classes.finished[ply].size();
  }
  return counts;
}

std::vector<PlyCounts> orbit_sizes_per_ply(const Relabelings& relabelings, const ClassesByPly& classes) {
  std::vector<PlyCounts> counts(classes.triangle_free.size());
  const auto group_order = static_cast<std::uint64_t>(relabelings.count());
  for (std::size_t ply = 0; ply < counts.size(); ++ply) {
    for (Position p : classes.triangle_free[ply])
      counts[ply].triangle_free += group_order / relabelings.automorphisms(p);
    for (Position p : classes.finished[ply])
      counts[ply].finished += group_order / relabelings.automorphisms(p);
    counts[ply].triangle_free_classes = classes.triangle_free[ply].size();
    counts[ply].finished_classes = classes.finished[ply].size();
  }
  return counts;
}

std::uint64_t burnside_triangle_free_classes(const Board& board, const Relabelings& relabelings) {
  std::uint64_t fixed_total = 0;
  for (int r = 0; r < relabelings.count(); ++r) {
    const std::vector<EdgeMask> cycles = relabelings.edge_cycles(r);
    // Colour the cycles one at a time; a monochromatic triangle never goes away.
    std::function<void(std::size_t, EdgeMask, EdgeMask)> extend = [&](std::size_t i, EdgeMask red,
                                                                      EdgeMask blue) {
      if (i == cycles.size()) {
        const int reds = std::popcount(red), blues = std::popcount(blue);
        if (reds == blues || reds == blues + 1) ++fixed_total;
        return;
      }
      extend(i + 1, red, blue);
      const EdgeMask with_red = red | cycles[i], with_blue = blue | cycles[i];
      if (!board.has_triangle(with_red)) extend(i + 1, with_red, blue);
      if (!board.has_triangle(with_blue)) extend(i + 1, red, with_blue);
    };
    extend(0, 0, 0);
  }
  return fixed_total / static_cast<std::uint64_t>(relabelings.count());
}

std::uint64_t burnside_by_stabilisers(const Board& board, const Relabelings& relabelings) {
  std::uint64_t fixed_total = 0;
  for_each_reachable_position(
      board, [&](Position p) { fixed_total += static_cast<std::uint64_t>(relabelings.automorphisms(p)); });
  return fixed_total / static_cast<std::uint64_t>(relabelings.count());
}

SlanyReadings slany_readings(const Board& board, const ClassesByPly& classes) {
  SlanyReadings readings;
  auto has_safe_move = [&](Position p) {
    const EdgeMask free = board.all_edges() & ~(p.red | p.blue);
    for (int e = 0; e < board.edges(); ++e)
      if ((free >> e & 1) && !board.closes_triangle(mover_edges(p), e)) return true;
    return false;
  };
  for (const auto& ply : classes.triangle_free)
    for (Position p : ply) {
      ++readings.all_classes_without_empty;
      const EdgeMask free = board.all_edges() & ~(p.red | p.blue);
      if (free && !has_safe_move(p)) ++readings.mover_has_no_safe_move;
    }
  --readings.all_classes_without_empty;  // the empty board
  for (std::size_t ply = 1; ply < classes.finished.size(); ++ply)
    for (Position c : classes.finished[ply]) {
      ++readings.all_classes_without_empty;
      // The last mover coloured an odd ply's edge red, an even ply's blue.
      const bool red_last = ply % 2 == 1;
      const EdgeMask last = red_last ? c.red : c.blue;
      bool every_way_forced = true;
      int triangles = 0;
      for (int e = 0; e < board.edges(); ++e) {
        if (!(last >> e & 1)) continue;
        const EdgeMask before = static_cast<EdgeMask>(last & ~(1u << e));
        if (board.closes_triangle(before, e)) {
          for (EdgeMask pair : board.triangle_partners(e))
            if ((before & pair) == pair) ++triangles;
        }
        if (board.has_triangle(before)) continue;  // not a way this colouring arose
        const Position predecessor = red_last ? Position{before, c.blue} : Position{c.red, before};
        if (has_safe_move(predecessor)) every_way_forced = false;
      }
      if (every_way_forced) ++readings.finished_only_by_forced_move;
      if (triangles / 3 >= 2) ++readings.finished_with_two_triangles;
    }
  return readings;
}

}  // namespace gamecert::sim
