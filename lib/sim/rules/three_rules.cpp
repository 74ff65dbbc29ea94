#include "sim/rules/three_rules.hpp"

#include <bit>
#include <stdexcept>

namespace gamecert::sim {

std::string RuleVariant::name() const {
  std::string name = "1";
  if (rule2) name += "2";
  if (rule3) name += "3";
  return whole_board ? name + "-whole-board" : name;
}

RuleVariant RuleVariant::parse(const std::string& rules, bool whole_board) {
  if (rules != "123" && rules != "12" && rules != "13" && rules != "1")
    throw std::invalid_argument("--rules must be 123, 12, 13 or 1, got '" + rules + "'");
  return {rules.find('2') != std::string::npos, rules.find('3') != std::string::npos, whole_board};
}

EdgeMask edges_within(const Board& board, VertexSet vertices) {
  EdgeMask mask = 0;
  for (int e = 0; e < board.edges(); ++e) {
    const auto [u, v] = board.endpoints(e);
    if ((vertices >> (u - 1) & 1) && (vertices >> (v - 1) & 1)) mask = static_cast<EdgeMask>(mask | 1u << e);
  }
  return mask;
}

namespace {

EdgeMask safe_edges(const Board& board, EdgeMask own, EdgeMask candidates) {
  EdgeMask safe = 0;
  for (int e = 0; e < board.edges(); ++e)
    if ((candidates >> e & 1) && !board.closes_triangle(own, e)) safe = static_cast<EdgeMask>(safe | 1u << e);
  return safe;
}

// Include-or-skip search over the candidate edges in order, skipping any
// branch that cannot reach the best size found so far (ties are kept).
void search_sets(const Board& board, const std::vector<int>& edges, std::size_t next, EdgeMask own,
                 EdgeMask chosen, MaximumSafeSets& best) {
  const int size = std::popcount(chosen);
  if (size + static_cast<int>(edges.size() - next) < best.size) return;
  if (next == edges.size()) {
    if (size > best.size) {
      best.size = size;
      best.count = 0;
      std::fill(best.containing.begin(), best.containing.end(), 0);
    }
    ++best.count;
    for (int e : edges)
      if (chosen >> e & 1) ++best.containing[e];
    return;
  }
  const int e = edges[next];
  if (!board.closes_triangle(static_cast<EdgeMask>(own | chosen), e))
    search_sets(board, edges, next + 1, own, static_cast<EdgeMask>(chosen | 1u << e), best);
  search_sets(board, edges, next + 1, own, chosen, best);
}

// Survivors: the edges of `from` with the highest count.
EdgeMask most_contained(const Board& board, EdgeMask from, const MaximumSafeSets& sets) {
  std::uint64_t top = 0;
  for (int e = 0; e < board.edges(); ++e)
    if (from >> e & 1) top = std::max(top, sets.containing[e]);
  EdgeMask kept = 0;
  for (int e = 0; e < board.edges(); ++e)
    if ((from >> e & 1) && sets.containing[e] == top) kept = static_cast<EdgeMask>(kept | 1u << e);
  return kept;
}

}  // namespace

MaximumSafeSets maximum_safe_sets(const Board& board, EdgeMask own, EdgeMask uncoloured_on_board) {
  std::vector<int> edges;
  for (int e = 0; e < board.edges(); ++e)
    if (uncoloured_on_board >> e & 1) edges.push_back(e);
  MaximumSafeSets best;
  best.size = -1;
  best.containing.assign(board.edges(), 0);
  search_sets(board, edges, 0, own, 0, best);
  return best;
}

std::vector<VertexSet> mini_boards(const Board& board, Position p) {
  const EdgeMask coloured = p.red | p.blue;
  const EdgeMask blue_safe = safe_edges(board, p.blue, board.all_edges() & ~coloured);
  const int subsets = 1 << board.vertices();
  std::vector<bool> qualifies(subsets);
  for (int s = 0; s < subsets; ++s) {
    const EdgeMask inside = edges_within(board, static_cast<VertexSet>(s));
    qualifies[s] = (coloured & ~inside) == 0 && (inside & blue_safe) != 0;
  }
  std::vector<VertexSet> minimal;
  for (int s = 0; s < subsets; ++s) {
    if (!qualifies[s]) continue;
    bool is_minimal = true;
    for (int v = 0; v < board.vertices(); ++v)
      if ((s >> v & 1) && qualifies[s & ~(1 << v)]) is_minimal = false;
    if (is_minimal) minimal.push_back(static_cast<VertexSet>(s));
  }
  return minimal;
}

RuleTrace apply_rules(const Board& board, Position p, RuleVariant variant) {
  RuleTrace trace;
  const std::vector<VertexSet> boards =
      variant.whole_board ? std::vector<VertexSet>{static_cast<VertexSet>((1 << board.vertices()) - 1)}
                          : mini_boards(board, p);
  const EdgeMask uncoloured = board.all_edges() & ~(p.red | p.blue);
  for (VertexSet m : boards) {
    RuleStep step;
    step.mini_board = m;
    const EdgeMask open = uncoloured & edges_within(board, m);
    step.after_rule1 = safe_edges(board, p.blue, open);
    if (!step.after_rule1) continue;  // the whole board with no safe edge: nothing to play
    step.after_rule2 = step.after_rule1;
    if (variant.rule2) {
      step.blue_sets = maximum_safe_sets(board, p.blue, open);
      step.after_rule2 = most_contained(board, step.after_rule1, step.blue_sets);
    }
    step.after_rule3 = step.after_rule2;
    if (variant.rule3) {
      step.red_sets = maximum_safe_sets(board, p.red, open);
      step.after_rule3 = most_contained(board, step.after_rule2, step.red_sets);
    }
    trace.allowed = static_cast<EdgeMask>(trace.allowed | step.after_rule3);
    trace.steps.push_back(step);
  }
  return trace;
}

std::string format_vertices(VertexSet vertices) {
  std::string out;
  for (int v = 0; v < kMaxVertices; ++v)
    if (vertices >> v & 1) out += std::to_string(v + 1);
  return out;
}

}  // namespace gamecert::sim
