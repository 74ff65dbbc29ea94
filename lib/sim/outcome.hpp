// The value of a Sim position for the side to move (docs/sim.md, "The game and its conventions"): the winner
// plays to win fastest, the loser to lose slowest, and the move that closes
// one's own triangle counts as one ply (a loss in 1). A draw's depth is the
// number of uncoloured edges left, as `gamecert sim value` prints it.
//
// Ordering outcomes by one integer score makes "best move" a plain max:
// wins above draws above losses, quicker wins and slower losses higher.
#pragma once
#include <cstdint>
#include <string>

namespace gamecert::sim {

enum class Value : std::uint8_t { win = 1, loss = 2, draw = 3 };

struct Outcome {
  Value value = Value::draw;
  int depth = 0;
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

inline int score(Outcome o) {
  switch (o.value) {
    case Value::win:
      return 64 - o.depth;
    case Value::loss:
      return -64 + o.depth;
    case Value::draw:
      return 0;
  }
  return 0;
}

// The mover's outcome when moving into a position whose outcome (for the
// opponent) is `child`; `uncoloured_after` only matters for draws.
inline Outcome from_child(Outcome child, int uncoloured_after) {
  switch (child.value) {
    case Value::win:
      return {Value::loss, child.depth + 1};
    case Value::loss:
      return {Value::win, child.depth + 1};
    case Value::draw:
      return {Value::draw, uncoloured_after + 1};
  }
  return {};
}

inline const char* value_name(Value v) {
  return v == Value::win ? "win" : v == Value::loss ? "loss" : "draw";
}

}  // namespace gamecert::sim
