#include "sim/strategy_lookup.hpp"

#include <sstream>
#include <stdexcept>

namespace gamecert::sim {

namespace {

int parse_edge(const Board& board, std::string_view word) {
  if (word.size() != 2) return -1;
  return board.edge_index(word[0] - '0', word[1] - '0');
}

}  // namespace

std::optional<EdgeMask> parse_certificate_edges(const Board& board, std::string_view list) {
  if (list == "-") return EdgeMask{0};
  EdgeMask mask = 0;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = list.find(',', start);
    const int e = parse_edge(board, list.substr(start, comma - start));
    if (e < 0) return std::nullopt;
    mask = static_cast<EdgeMask>(mask | 1u << e);
    if (comma == std::string_view::npos) return mask;
    start = comma + 1;
  }
}

void for_each_body_line(std::string_view text, const std::function<void(std::size_t, const std::string&)>& visit) {
  std::istringstream in{std::string(text)};
  std::string row;
  bool in_body = false;
  for (std::size_t number = 1; std::getline(in, row); ++number) {
    if (!in_body) {
      in_body = row == "begin";
      continue;
    }
    if (row == "end") break;
    visit(number, row);
  }
  if (!in_body) throw std::invalid_argument("no 'begin' line: not a certificate");
}

StrategyBook::StrategyBook(const Board& board, std::string_view text) : relabelings_(board) {
  for_each_body_line(text, [&](std::size_t number, const std::string& row) {
    std::istringstream words(row);
    std::string red, blue, edge, extra;
    words >> red >> blue >> edge;
    const auto r = parse_certificate_edges(board, red), b = parse_certificate_edges(board, blue);
    const int e = parse_edge(board, edge);
    if (!r || !b || e < 0 || (words >> extra))
      throw std::invalid_argument("line " + std::to_string(number) + " is not '<red> <blue> <edge>': " + row);
    StrategyLine line{number, row, {*r, *b}, e};
    if (Board::to_move(line.position) != Colour::blue)
      throw std::invalid_argument("line " + std::to_string(number) + " is not a Blue-to-move position: " + row);
    if (((*r | *b) >> e & 1) != 0)
      throw std::invalid_argument("line " + std::to_string(number) + ": Blue's answer is already coloured: " + row);
    const CanonicalForm form = relabelings_.canonical(line.position);
    by_class_.emplace(form.form, std::pair{lines_.size(), form.relabeling});
    lines_.push_back(std::move(line));
  });
}

std::optional<std::size_t> StrategyBook::line_of_class(Position p) const {
  const auto it = by_class_.find(relabelings_.canonical(p).form);
  if (it == by_class_.end()) return std::nullopt;
  return it->second.first;
}

std::optional<StrategyAnswer> StrategyBook::answer(Position p) const {
  const CanonicalForm form = relabelings_.canonical(p);
  const auto it = by_class_.find(form.form);
  if (it == by_class_.end()) return std::nullopt;
  const auto [index, line_to_form] = it->second;
  const StrategyLine& line = lines_[index];
  // line labels -> canonical labels -> the labels of p
  const int in_form = relabelings_.apply_to_edge(line_to_form, line.edge);
  return StrategyAnswer{relabelings_.apply_to_edge(relabelings_.inverse(form.relabeling), in_form), &line};
}

}  // namespace gamecert::sim
