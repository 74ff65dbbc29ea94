#include "sim/value_table_lookup.hpp"

#include <sstream>
#include <stdexcept>

#include "sim/strategy_lookup.hpp"

namespace gamecert::sim {

ValueTableBook::ValueTableBook(const Board& board, std::string_view text) : relabelings_(board) {
  for_each_body_line(text, [&](std::size_t number, const std::string& row) {
    std::istringstream words(row);
    std::string red, blue, value, depth, extra;
    words >> red >> blue >> value >> depth;
    const auto r = parse_certificate_edges(board, red), b = parse_certificate_edges(board, blue);
    if (!r || !b || (value != "W" && value != "L" && value != "D") || depth.empty() ||
        depth.find_first_not_of("0123456789") != std::string::npos || (words >> extra))
      throw std::invalid_argument("line " + std::to_string(number) + " is not '<red> <blue> <W|L|D> <depth>': " + row);
    by_class_.emplace(relabelings_.canonical({*r, *b}).form, lines_.size());
    lines_.push_back({number, row});
  });
}

const ValueTableLine* ValueTableBook::line_of(Position p) const {
  const auto it = by_class_.find(relabelings_.canonical(p).form);
  return it == by_class_.end() ? nullptr : &lines_[it->second];
}

}  // namespace gamecert::sim
