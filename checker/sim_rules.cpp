// The three rules for Blue in Sim (Wrzos-Kaminska 2020, arXiv:2001.04024; docs/sim.md), written
// from scratch for the checker. Mini-board: an inclusion-minimal vertex set
// whose complete graph holds every coloured edge and an edge Blue can colour
// without closing a blue triangle. Rule 1: Blue's safe uncoloured edges of
// the mini-board. Rule 2: those in the most maximum-size edge sets Blue
// could colour at once there without a blue triangle. Rule 3: of those, the
// ones in the most maximum-size sets Red could colour at once without a red
// triangle. The allowed edges are the survivors, over every mini-board.
#include "sim_board.hpp"

namespace {

unsigned edges_within(const SimBoard& b, int vertices) {
  unsigned mask = 0;
  for (int u = 0; u < b.n; ++u)
    for (int v = u + 1; v < b.n; ++v)
      if ((vertices >> u & 1) && (vertices >> v & 1)) mask |= 1u << b.index[u][v];
  return mask;
}

unsigned safe_for(const SimBoard& b, unsigned own, unsigned candidates) {
  unsigned safe = 0;
  for (int e = 0; e < b.edges; ++e)
    if ((candidates >> e & 1) && !b.closes_triangle(own, e)) safe |= 1u << e;
  return safe;
}

// Every subset of `candidates` that `own` can take without a triangle; for
// the largest size, counts[e] = how many of them contain edge e.
void count_largest(const SimBoard& b, unsigned own, unsigned candidates, int next, unsigned chosen,
                   int& largest, std::vector<long>& counts) {
  if (next == b.edges) {
    const int size = popcount(chosen);
    if (size > largest) {
      largest = size;
      counts.assign(b.edges, 0);
    }
    if (size == largest)
      for (int e = 0; e < b.edges; ++e) counts[e] += chosen >> e & 1;
    return;
  }
  if ((candidates >> next & 1) && !b.closes_triangle(own | chosen, next))
    count_largest(b, own, candidates, next + 1, chosen | 1u << next, largest, counts);
  count_largest(b, own, candidates, next + 1, chosen, largest, counts);
}

unsigned keep_most_counted(const SimBoard& b, unsigned edges, unsigned own, unsigned candidates) {
  int largest = -1;
  std::vector<long> counts(b.edges, 0);
  count_largest(b, own, candidates, 0, 0, largest, counts);
  long top = -1;
  for (int e = 0; e < b.edges; ++e)
    if ((edges >> e & 1) && counts[e] > top) top = counts[e];
  unsigned kept = 0;
  for (int e = 0; e < b.edges; ++e)
    if ((edges >> e & 1) && counts[e] == top) kept |= 1u << e;
  return kept;
}

}  // namespace

bool valid_rules_name(const std::string& rules) {
  for (const std::string base : {"123", "12", "13", "1"})
    if (rules == base || rules == base + "-whole-board") return true;
  return false;
}

unsigned rule_allowed_edges(const SimBoard& b, ColourMasks p, const std::string& rules) {
  const unsigned coloured = p.first | p.second;
  const unsigned uncoloured = ((1u << b.edges) - 1) & ~coloured;
  const unsigned blue_safe = safe_for(b, p.second, uncoloured);
  std::vector<int> boards;
  if (rules.find("-whole-board") != std::string::npos) {
    boards.push_back((1 << b.n) - 1);
  } else {
    const auto holds = [&](int s) {  // K_s holds every coloured edge and an edge Blue can colour safely
      const unsigned inside = edges_within(b, s);
      return (coloured & ~inside) == 0 && (inside & blue_safe) != 0;
    };
    for (int s = 0; s < (1 << b.n); ++s) {
      bool minimal = holds(s);  // and no vertex of s can go
      for (int v = 0; v < b.n; ++v) minimal = minimal && !((s >> v & 1) && holds(s & ~(1 << v)));
      if (minimal) boards.push_back(s);
    }
  }
  unsigned allowed = 0;
  for (int m : boards) {
    const unsigned open = uncoloured & edges_within(b, m);
    unsigned survivors = safe_for(b, p.second, open);
    if (survivors == 0) continue;
    if (rules.find('2') != std::string::npos) survivors = keep_most_counted(b, survivors, p.second, open);
    if (rules.find('3') != std::string::npos) survivors = keep_most_counted(b, survivors, p.first, open);
    allowed |= survivors;
  }
  return allowed;
}
