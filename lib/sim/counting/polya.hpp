// Pólya counting of partial 2-colourings of K_n up to isomorphism (docs/sim.md, "Counting beyond K6: Pólya").
//
// Every edge of K_n is red, blue or uncoloured; two colourings are the same
// class when a vertex relabeling maps one to the other. By Burnside's lemma
// the number of classes with r red and g blue edges is the coefficient of
// x^r y^g in (1/n!) Σ_g Π_{edge cycles of g} (1 + x^len + y^len): a colouring
// is fixed by g exactly when each edge cycle of g is one colour. The product
// depends only on the cycle type of g (a partition of n, with n!/z_λ
// permutations), and so do the edge cycles: a vertex cycle of length k holds
// (k-1)/2 edge cycles of length k when k is odd, (k-2)/2 of length k and one
// of length k/2 when k is even; two vertex cycles of lengths i and j carry
// gcd(i, j) edge cycles of length lcm(i, j) between them (Harary & Palmer,
// Graphical Enumeration, ch. 4; the earlier JavaScript implementation did the same).
//
// The whole bivariate polynomial is kept. Multiplying by (1 + x^l + y^l) in
// place, rows and columns taken in descending order so that the terms read
// are still the old ones, costs two additions per coefficient; the
// unweighted products are bounded by 3^E, so they live in fixed-width limb
// arrays (no allocation per addition), and only the weighted sums over the
// cycle types and the final exact division by n! use GMP.
//
// Totals (x = y = 1) need no polynomial: Σ_λ (n!/z_λ) 3^{edge cycles(λ)} / n!
// = OEIS A004102 (signed graphs). Independent roads for the tests: the
// same sum over every one of the n! permutations, with edge cycles traced
// rather than taken from the gcd/lcm formula, and for small n the literal
// Burnside count over all 3^E colourings and all n! permutations.
#pragma once
#include <gmpxx.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace gamecert::sim {

// Partitions of n, each in descending order; the list in reverse
// lexicographic order (n first, 1^n last).
std::vector<std::vector<int>> partitions(int n);
// Number of permutations of n points with the cycle type `parts`: n!/z_λ.
mpz_class cycle_type_size(const std::vector<int>& parts);
// (length, number of edge cycles) of a permutation with vertex cycle type
// `parts`, ascending by length: from the gcd/lcm rule above ...
std::vector<std::pair<int, int>> edge_cycles(const std::vector<int>& parts);
// ... and by building one such permutation and following every edge.
std::vector<std::pair<int, int>> edge_cycles_by_tracing(const std::vector<int>& parts);

inline constexpr int kMaxPolyaBoard = 24;  // whole polynomial; totals go further

class ColouringPolynomial {
 public:
  // 1 <= vertices <= kMaxPolyaBoard; throws std::invalid_argument otherwise.
  // `threads` splits the cycle types; the result does not depend on it.
  explicit ColouringPolynomial(int vertices, int threads = 1);
  int vertices() const { return vertices_; }
  int edges() const { return edges_; }
  // Classes with exactly `red` red and `blue` blue edges (0 outside the range).
  mpz_class count(int red, int blue) const;
  mpz_class total() const;
  // Classes a game with Red first can show: #red = #blue or #blue + 1.
  mpz_class balanced() const;

 private:
  int vertices_;
  int edges_;
  std::vector<mpz_class> coefficients_;  // [red * (edges_ + 1) + blue]
};

// Σ_λ (n!/z_λ) 3^{edge cycles} / n!, n >= 0, with the edge cycles from the
// gcd/lcm rule, or (second road) traced on a permutation of each type.
mpz_class count_colourings_by_cycle_types(int n);
mpz_class count_colourings_by_traced_cycle_types(int n);
// The same sum over all n! permutations with traced edge cycles, n <= 10.
mpz_class count_colourings_by_permutations(int n);
// Literal Burnside: Σ over 3^E colourings and n! permutations of "fixed",
// divided by n!, split by (red, blue); n <= 5. [red][blue].
std::vector<std::vector<std::uint64_t>> burnside_brute_force(int n);

}  // namespace gamecert::sim
