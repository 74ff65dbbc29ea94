// Reading Blue's move off a strategy certificate (certs/FORMAT.md, kind
// `strategy`) for a position in real vertex labels. A body line is one class
// of positions, written in some labelling (the writer uses the canonical
// form; the checker replays the canonical form of every position reached),
// and its edge is in that line's labels. So a position matches the line whose
// class it is in, and the move comes back through the relabelling that takes
// the line's position to the given one.
#pragma once
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/board.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

// A Sim certificate's edge list, "-" or "12,34": the mask, or nothing for a malformed list.
std::optional<EdgeMask> parse_certificate_edges(const Board& board, std::string_view list);

// Calls visit(file line number, line) for each body line (between `begin`
// and `end`) of a certificate's text; throws std::invalid_argument when there
// is no `begin` line.
void for_each_body_line(std::string_view text, const std::function<void(std::size_t, const std::string&)>& visit);

struct StrategyLine {
  std::size_t line = 0;  // 1-based line number in the certificate file
  std::string text;      // the body line as written
  Position position;     // in the line's own labels
  int edge = -1;         // the recorded move, in the line's own labels
};

struct StrategyAnswer {
  int edge = -1;  // in the labels of the position asked about
  const StrategyLine* line = nullptr;
};

class StrategyBook {
 public:
  // `text` is the whole certificate; its body lines are read (between
  // `begin` and `end`). Throws std::invalid_argument naming the line for a
  // body line that is not `<red> <blue> <edge>` on this board, not a
  // Blue-to-move position, or whose edge is already coloured.
  StrategyBook(const Board& board, std::string_view text);

  // The recorded move for the class of `p`, or nothing when no line covers it.
  std::optional<StrategyAnswer> answer(Position p) const;
  std::size_t size() const { return lines_.size(); }
  // The body lines in file order (each in its own labels).
  const std::vector<StrategyLine>& lines() const { return lines_; }
  // The index in lines() of the line whose class holds p, or nothing.
  std::optional<std::size_t> line_of_class(Position p) const;
  const Relabelings& relabelings() const { return relabelings_; }

 private:
  Relabelings relabelings_;
  std::vector<StrategyLine> lines_;
  // canonical form -> (index into lines_, relabelling from the line's labels to the form)
  std::map<Position, std::pair<std::size_t, int>> by_class_;
};

}  // namespace gamecert::sim
