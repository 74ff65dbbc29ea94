#include "sim/naive_solver.hpp"

#include <algorithm>

namespace gamecert::sim {

NaiveSolver::NaiveSolver(int vertices) : vertices_(vertices) {}

int NaiveSolver::edge_number(int u, int v) const {
  if (u > v) std::swap(u, v);
  int number = 0;
  for (int a = 0; a < u; ++a) number += vertices_ - 1 - a;
  return number + (v - u - 1);
}

bool NaiveSolver::makes_triangle(const std::string& key, int edge, char colour) const {
  for (int u = 0; u < vertices_; ++u)
    for (int v = u + 1; v < vertices_; ++v) {
      if (edge_number(u, v) != edge) continue;
      for (int w = 0; w < vertices_; ++w)
        if (w != u && w != v && key[edge_number(u, w)] == colour && key[edge_number(v, w)] == colour)
          return true;
    }
  return false;
}

Outcome NaiveSolver::solve(const std::string& key) {
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  const auto reds = std::count(key.begin(), key.end(), 'R');
  const auto blues = std::count(key.begin(), key.end(), 'B');
  const char mover = reds == blues ? 'R' : 'B';
  const int uncoloured = static_cast<int>(std::count(key.begin(), key.end(), '.'));
  Outcome best{Value::draw, 0};
  bool have_move = false;
  for (int e = 0; e < static_cast<int>(key.size()); ++e) {
    if (key[e] != '.') continue;
    Outcome candidate;
    if (makes_triangle(key, e, mover)) {
      candidate = {Value::loss, 1};
    } else {
      std::string child = key;
      child[e] = mover;
      const Outcome reply = solve(child);
      if (reply.value == Value::loss)
        candidate = {Value::win, reply.depth + 1};
      else if (reply.value == Value::win)
        candidate = {Value::loss, reply.depth + 1};
      else
        candidate = {Value::draw, uncoloured};
    }
    const bool better =
        !have_move ||
        (candidate.value == Value::win && (best.value != Value::win || candidate.depth < best.depth)) ||
        (candidate.value == Value::draw && best.value == Value::loss) ||
        (candidate.value == Value::loss && best.value == Value::loss && candidate.depth > best.depth);
    if (better) best = candidate;
    have_move = true;
  }
  memo_.emplace(key, best);
  return best;
}

}  // namespace gamecert::sim
