// Sim for the checker: board, rules, canonical forms and the position
// syntax shared by every Sim certificate kind (certs/FORMAT.md, Sim).
//
// Red and Blue alternately colour an uncoloured edge of K_n, Red first;
// closing a triangle of one's own colour loses. A position is two masks over
// the edges 12, 13, ..., (n-1)n in that order (bit 0 = edge 12). Canonical
// form: of the n! relabelings, the image with the smallest (red, blue).
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "certificate.hpp"

// A position's two edge masks: (red, blue); in Sim+ (the mover's, the other side's).
using ColourMasks = std::pair<unsigned, unsigned>;

struct SimBoard {
  int n = 0;
  int edges = 0;
  int index[6][6] = {};
  std::pair<int, int> ends[15] = {};          // ends[e] = the vertices (u, v), u < v, of edge e
  std::vector<std::vector<int>> relabelings;  // relabelings[r][e] = image of edge e

  explicit SimBoard(int vertices);
  bool closes_triangle(unsigned own, int edge) const;
  bool has_triangle(unsigned mask) const;
  unsigned apply(const std::vector<int>& image, unsigned mask) const;
  // The relabelings taking `first` to its smallest image.
  std::vector<const std::vector<int>*> minimising(unsigned first) const;
  ColourMasks canonical(ColourMasks p) const;
  std::string edge_name(int edge) const;
  std::string edge_list(unsigned mask) const;  // "12,13"
  // "red {12,13} blue {23}"; a Sim+ node names its sides "mover" and "other".
  std::string describe(ColourMasks p, const std::string& first = "red", const std::string& second = "blue") const;
};

int popcount(unsigned x);
bool red_to_move(ColourMasks p);
ColourMasks with_move(ColourMasks p, int edge);  // the side to move colours `edge`
int board_from_claim(const Certificate& c);
int parse_edge(const SimBoard& b, const std::string& s, std::size_t line);
unsigned parse_edge_list(const SimBoard& b, const std::string& s, std::size_t line);

// Parses "<red> <blue> ..." with exactly `fields` fields; checks the
// position is legal, canonical and after `last` (by ply, then masks). In a
// Sim+ node (`plus`), "<mover> <other> ...", the sides' counts are free, but
// the side that just moved has an edge unless the board is empty.
std::vector<std::string> parse_position(const SimBoard& b, const std::string& text, std::size_t line,
                                        std::size_t fields, ColourMasks& p, ColourMasks& last,
                                        bool plus = false);

// Value tables (kinds value-table and plus-value-table): value 'W', 'L' or
// 'D' and depth of each canonical entry, from the side to move.
struct ValueEntry {
  int value = 0;
  int depth = 0;
  std::size_t line = 0;
  bool reached = false;
};
using ValueTable = std::map<ColourMasks, ValueEntry>;
// The best outcome over a position's children, given each child's entry
// (nullptr for a move that closes the mover's own triangle: a loss in 1).
struct BestOutcome {
  int value = 'D';
  int depth = 0;
  bool any = false;
  void add_child(const ValueEntry* child, int uncoloured);
};
// The best outcome over p's children, whose entries it marks reached.
using FromChildren = BestOutcome (*)(const SimBoard& b, ColourMasks p, ValueTable& table, std::size_t line);
// Reads "<position> <value> <depth>" lines (Sim+ nodes when `plus`) on the
// claim's board, checks each entry against `from_children` (deepest first,
// so a wrong entry is reported at its own line), that every entry is
// reached, and that the empty board's entry matches the claim (to_move=red
// value= depth=).
Theorems check_value_table(const Certificate& c, bool plus, FromChildren from_children);

// Strategies: the owner's recorded edges per canonical owner-to-move class.
struct StrategyEntry {
  unsigned moves = 0;
  std::size_t line = 0;
  bool reached = false;
};
using Strategy = std::map<ColourMasks, StrategyEntry>;

// Reads "<red> <blue> <edge>[,<edge>...]" lines of owner-to-move classes.
Strategy read_strategy(const SimBoard& b, const Certificate& c, bool owner_is_red, bool single_move);
// Replays every opponent move and every recorded owner edge from `start`
// (canonical); returns the plies of the longest line. Rejects a missing
// class, an owner edge closing the owner's triangle, a filled board, and
// entries never reached.
int replay_strategy(const SimBoard& b, ColourMasks start, bool owner_to_move_first, Strategy& strategy,
                    std::size_t claim_line);

// The three rules (Wrzos-Kaminska 2020; docs/sim.md, "The three rules") for Blue to move: the union over
// mini-boards of the surviving edges. `rules` is "123", "12", "13" or "1", optionally followed by
// "-whole-board".
bool valid_rules_name(const std::string& rules);
unsigned rule_allowed_edges(const SimBoard& b, ColourMasks p, const std::string& rules);
