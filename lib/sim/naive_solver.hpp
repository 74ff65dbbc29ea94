// A deliberately plain second Sim solver, the other road to every value:
// positions are strings of '.', 'R', 'B' over the edges in lexicographic
// order, memoised in a std::map, triangles found by trying every vertex
// triple. No base-3 index, no symmetry, no shared code with FastSolver
// beyond the Outcome type.
#pragma once
#include <map>
#include <string>

#include "sim/outcome.hpp"

namespace gamecert::sim {

class NaiveSolver {
 public:
  explicit NaiveSolver(int vertices);
  // key[k] is the colour of the k-th edge in the order 12, 13, ..., (n-1)n.
  Outcome solve(const std::string& key);
  const std::map<std::string, Outcome>& memo() const { return memo_; }

 private:
  bool makes_triangle(const std::string& key, int edge, char colour) const;
  int edge_number(int u, int v) const;

  int vertices_;
  std::map<std::string, Outcome> memo_;
};

}  // namespace gamecert::sim
