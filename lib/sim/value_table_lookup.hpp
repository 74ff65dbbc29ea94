// Reading the line of a value-table certificate (certs/FORMAT.md, kind
// `value-table`) that gives a position's value. The table has one line per
// class of positions, written in some labelling; a value does not depend on
// the labelling, so the line of the position's class is the one that backs
// its value, and nothing needs mapping back.
#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/board.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

struct ValueTableLine {
  std::size_t line = 0;  // 1-based line number in the certificate file
  std::string text;      // the body line as written: "<red> <blue> <W|L|D> <depth>"
};

class ValueTableBook {
 public:
  // `text` is the whole certificate. Throws std::invalid_argument naming the
  // line for a body line that is not `<red> <blue> <W|L|D> <depth>` on this board.
  ValueTableBook(const Board& board, std::string_view text);
  // The line of p's class, or null when the table has none.
  const ValueTableLine* line_of(Position p) const;

 private:
  Relabelings relabelings_;
  std::vector<ValueTableLine> lines_;
  std::map<Position, std::size_t> by_class_;  // canonical form -> index into lines_
};

}  // namespace gamecert::sim
