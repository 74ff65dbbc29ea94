// Sim strategy certificates: Blue's perfect play (kind strategy), and the
// replay that it shares with the three rules (sim_rules_strategy.cpp) and
// Red's refutations of rule variants (sim_rules_failure.cpp): the opponent
// plays every edge, the owner every recorded edge, classes memoised by
// canonical form.
#include <algorithm>

#include "games.hpp"
#include "sim_board.hpp"

namespace {

struct Replay {
  const SimBoard& b;
  Strategy& strategy;
  std::map<ColourMasks, int> owner_memo, opponent_memo;

  int owner_turn(ColourMasks p, std::size_t line) {
    if (auto it = owner_memo.find(p); it != owner_memo.end()) return it->second;
    auto it = strategy.find(p);
    if (it == strategy.end()) throw Reject{line, "no strategy move for " + b.describe(p)};
    StrategyEntry& entry = it->second;
    entry.reached = true;
    const unsigned own = red_to_move(p) ? p.first : p.second;
    int plies = 0;
    for (int e = 0; e < b.edges; ++e) {
      if (!(entry.moves >> e & 1)) continue;
      if (b.closes_triangle(own, e))
        throw Reject{entry.line, "edge " + b.edge_name(e) + " closes the strategy owner's own triangle"};
      plies = std::max(plies, 1 + opponent_turn(b.canonical(with_move(p, e)), entry.line));
    }
    return owner_memo[p] = plies;
  }

  int opponent_turn(ColourMasks p, std::size_t line) {
    if (auto it = opponent_memo.find(p); it != opponent_memo.end()) return it->second;
    const unsigned own = red_to_move(p) ? p.first : p.second;
    int plies = -1;
    for (int e = 0; e < b.edges; ++e) {
      if ((p.first | p.second) >> e & 1) continue;
      if (b.closes_triangle(own, e))
        plies = std::max(plies, 1);  // the opponent loses here
      else
        plies = std::max(plies, 1 + owner_turn(b.canonical(with_move(p, e)), line));
    }
    if (plies < 0) throw Reject{line, "the board fills with no triangle: the strategy does not win"};
    return opponent_memo[p] = plies;
  }
};

}  // namespace

Strategy read_strategy(const SimBoard& b, const Certificate& c, bool owner_is_red, bool single_move) {
  Strategy strategy;
  ColourMasks last{~0u, ~0u};
  for (BodyReader body{c}; !body.done();) {
    const std::string text = body.next();
    const std::size_t line = body.line();
    ColourMasks p;
    const std::vector<std::string> parts = parse_position(b, text, line, 3, p, last);
    if (red_to_move(p) != owner_is_red)
      throw Reject{line, std::string("not a ") + (owner_is_red ? "Red" : "Blue") + "-to-move position"};
    const StrategyEntry entry{parse_edge_list(b, parts[2], line), line};
    if (entry.moves == 0 || (single_move && popcount(entry.moves) != 1))
      throw Reject{line, single_move ? "expected exactly one edge" : "expected at least one edge"};
    if (entry.moves & (p.first | p.second)) throw Reject{line, "a recorded edge is already coloured"};
    strategy[p] = entry;
  }
  return strategy;
}

int replay_strategy(const SimBoard& b, ColourMasks start, bool owner_to_move_first, Strategy& strategy,
                    std::size_t claim_line) {
  Replay replay{b, strategy, {}, {}};
  const int plies =
      owner_to_move_first ? replay.owner_turn(start, claim_line) : replay.opponent_turn(start, claim_line);
  for (const auto& [p, entry] : strategy)
    if (!entry.reached) throw Reject{entry.line, "entry is never reached when the strategy is followed"};
  return plies;
}

Theorems check_sim_strategy(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  if (claim_field(c, "player") != "blue" || claim_field(c, "result") != "win")
    throw Reject{c.claim_line, "a strategy claim reads board=N player=blue result=win longest=L"};
  Strategy strategy = read_strategy(b, c, false, true);
  const int plies = replay_strategy(b, ColourMasks{0, 0}, false, strategy, c.claim_line);
  const std::string longest = std::to_string(plies);
  require_claim(c, "longest", longest, " but the longest line has " + longest + " plies");
  return {};
}
