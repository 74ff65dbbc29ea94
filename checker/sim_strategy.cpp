// Sim strategy certificates: Blue's perfect play (kind strategy), the three
// rules (rules-strategy) and Red's refutations of rule variants
// (rules-failure). One replay serves all three: the opponent plays every
// edge, the owner every recorded edge, classes memoised by canonical form.
#include <algorithm>

#include "games.hpp"
#include "sim_board.hpp"

namespace {

struct Replay {
  const SimBoard& b;
  Strategy& strategy;
  std::map<Key, int> owner_memo, opponent_memo;

  int owner_turn(Key p, std::size_t line) {
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

  int opponent_turn(Key p, std::size_t line) {
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

std::string colour_name(bool red) { return red ? "Red" : "Blue"; }

}  // namespace

Strategy read_strategy(const SimBoard& b, const Certificate& c, bool owner_is_red, bool single_move) {
  Strategy strategy;
  Key last{~0u, ~0u};
  for (BodyReader body(c); !body.done();) {
    const std::string text = body.next();
    const std::size_t line = body.line();
    Key p;
    const std::vector<std::string> parts = parse_position(b, text, line, 3, p, last);
    if (red_to_move(p) != owner_is_red)
      throw Reject{line, "not a " + colour_name(owner_is_red) + "-to-move position"};
    StrategyEntry entry;
    entry.moves = parse_edge_list(b, parts[2], line);
    entry.line = line;
    if (entry.moves == 0 || (single_move && popcount(entry.moves) != 1))
      throw Reject{line, single_move ? "expected exactly one edge" : "expected at least one edge"};
    if (entry.moves & (p.first | p.second)) throw Reject{line, "a recorded edge is already coloured"};
    strategy[p] = entry;
  }
  return strategy;
}

int replay_strategy(const SimBoard& b, Key start, bool owner_to_move_first, Strategy& strategy,
                    std::size_t claim_line) {
  Replay replay{b, strategy, {}, {}};
  const int plies =
      owner_to_move_first ? replay.owner_turn(start, claim_line) : replay.opponent_turn(start, claim_line);
  for (const auto& [p, entry] : strategy)
    if (!entry.reached) throw Reject{entry.line, "entry is never reached when the strategy is followed"};
  return plies;
}

void check_blue_strategy(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  if (claim_field(c, "player") != "blue" || claim_field(c, "result") != "win")
    throw Reject{c.claim_line, "a strategy claim reads board=N player=blue result=win longest=L"};
  Strategy strategy = read_strategy(b, c, false, true);
  const int plies = replay_strategy(b, Key{0, 0}, false, strategy, c.claim_line);
  if (claim_field(c, "longest") != std::to_string(plies))
    throw Reject{c.claim_line, "claim says longest=" + claim_field(c, "longest") +
                                   " but the longest line has " + std::to_string(plies) + " plies"};
}

// The claim names the rules, so the recorded sets are always recomputed.
void check_rules_strategy(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  const std::string form = "board=N rules=R player=blue result=win classes=C longest=L";
  const std::string& rules = claim_field(c, "rules");
  if (!valid_rules_name(rules) || claim_field(c, "player") != "blue" || claim_field(c, "result") != "win")
    throw Reject{c.claim_line, "the claim must read " + form};
  Strategy strategy = read_strategy(b, c, false, false);
  const int plies = replay_strategy(b, Key{0, 0}, false, strategy, c.claim_line);
  if (claim_field(c, "classes") != std::to_string(strategy.size()) ||
      claim_field(c, "longest") != std::to_string(plies))
    throw Reject{c.claim_line, "claim says classes=" + claim_field(c, "classes") +
                                   " longest=" + claim_field(c, "longest") + ", the replay gives classes=" +
                                   std::to_string(strategy.size()) + " longest=" + std::to_string(plies)};
  for (const auto& [p, entry] : strategy) {
    const unsigned allowed = rule_allowed_edges(b, p, rules);
    if (allowed != entry.moves)
      throw Reject{entry.line, "rules " + rules + " allow {" + b.edge_list(allowed) +
                                   "}, the entry records {" + b.edge_list(entry.moves) + "}"};
  }
}

void check_rules_failure(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  const std::string& rules = claim_field(c, "rules");
  if (!valid_rules_name(rules)) throw Reject{c.claim_line, "unknown rules '" + rules + "'"};
  const std::vector<std::string> moves = split(claim_field(c, "line"), ',');
  if (moves.size() % 2 != 0) throw Reject{c.claim_line, "the line must end with Blue's move"};
  Key p{0, 0};
  for (const std::string& move : moves) {
    const int e = parse_edge(b, move, c.claim_line);
    if ((p.first | p.second) >> e & 1)
      throw Reject{c.claim_line, "edge " + move + " in the line is already coloured"};
    if (red_to_move(p) && b.closes_triangle(p.first, e))
      throw Reject{c.claim_line, "Red's " + move + " in the line closes a red triangle"};
    if (!red_to_move(p) && !(rule_allowed_edges(b, p, rules) >> e & 1))
      throw Reject{c.claim_line, "rules " + rules + " do not allow Blue's " + move + " in " + b.describe(p)};
    p = with_move(p, e);
  }
  Strategy strategy = read_strategy(b, c, true, true);
  const int plies = replay_strategy(b, b.canonical(p), true, strategy, c.claim_line);
  if (claim_field(c, "red_wins_within") != std::to_string(plies))
    throw Reject{c.claim_line, "claim says red_wins_within=" + claim_field(c, "red_wins_within") +
                                   ", Red's strategy wins within " + std::to_string(plies) + " plies"};
}
