// Laying numbers out mod m is the picture the solver itself works with
// (semigroup.hpp): x is nameable iff x lies above its column's Apéry
// element, so each column is a run of gaps ending at one outlined cell, with
// everything below it grey. The diagram stops at t + m, the largest Apéry
// element, because past it every number is in S. Class 0's Apéry element is
// 0 itself, which is not drawn (the numbers start at 1).
#include "sylver/pictures/position_picture.hpp"

#include <algorithm>
#include <stdexcept>

#include "common/svg.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

namespace {

constexpr double kCell = 40, kRowHeight = 24, kMargin = 20, kTop = 64, kLegend = 96;
constexpr const char* kGrey = "#d4d4d4";
constexpr const char* kGreen = "#8fd18a";
constexpr const char* kOrange = "#e07b00";

void check_drawable(const std::vector<std::int64_t>& named) {
  if (named.empty()) throw std::invalid_argument("empty position: give the named numbers, e.g. 5 14");
  for (std::int64_t x : named)
    if (x < 1) throw std::invalid_argument("named numbers are positive, got " + std::to_string(x));
  if (std::find(named.begin(), named.end(), 1) != named.end())
    throw std::invalid_argument("1 has been named: the game is over and no number is left to draw");
  const std::int64_t g = gcd_of(named);
  if (g != 1)
    throw std::invalid_argument("position " + format_set(named) + " has gcd " + std::to_string(g) +
                                ": infinitely many numbers stay nameable, so there is no finite diagram; "
                                "the picture needs gcd 1");
}

void legend_box(svg::Document& doc, double x, double y, const svg::Attributes& style,
                const std::string& text) {
  svg::Attributes box{{"x", svg::number(x)}, {"y", svg::number(y)}, {"width", "18"}, {"height", "14"}};
  box.insert(box.end(), style.begin(), style.end());
  doc.add(svg::element("rect", box));
  doc.add(svg::element("text", {{"x", svg::number(x + 24)}, {"y", svg::number(y + 11)}, {"font-size", "12"}},
                       text));
}

// The winning moves the picture marks: those `gamecert sylver winning` prints.
std::vector<std::int64_t> winning_moves(const Position& position, const Limits& limits) {
  InfiniteSearchLimits search;
  search.max_states = limits.max_states;
  search.max_seconds = limits.max_seconds;
  try {
    return analyse_winning(position, search).winning;
  } catch (const std::out_of_range& e) {
    throw std::invalid_argument("position " + format_set(position.generators()) +
                                " is outside the solver's supported range: " + e.what());
  }
}

void draw_headings(svg::Document& doc, const Position& position, const std::vector<std::int64_t>& winning) {
  const AperySet& s = position.general().finite_position();
  const std::string winning_text = winning.empty() ? "none (a P-position)" : join_numbers(winning, ", ");
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin)}, {"y", "22"}, {"font-size", "15"}, {"font-weight", "bold"}},
      "Sylver Coinage " + format_set(position.generators()) + ": t = " + std::to_string(s.frobenius()) + ", " +
          std::to_string(s.genus()) + " gaps, winning: " + winning_text));
  doc.add(svg::element("text", {{"x", svg::number(kMargin)}, {"y", "42"}, {"font-size", "12"}},
                       "column i: the numbers congruent to i mod " + std::to_string(s.modulus()) + ", row by row"));
  for (std::int64_t c = 0; c < s.modulus(); ++c)
    doc.add(svg::element("text",
                         {{"x", svg::number(kMargin + kCell * (static_cast<double>(c) + 0.5))},
                          {"y", svg::number(kTop - 6)},
                          {"font-size", "10"},
                          {"fill", "#666666"},
                          {"text-anchor", "middle"}},
                         std::to_string(c)));
}

// One cell per number 1..t+m, in column k mod m: its fill says nameable or
// not (or winning), its outline marks the Apéry set and t.
void draw_cells(svg::Document& doc, const Position& position, const std::vector<std::int64_t>& winning) {
  const AperySet& s = position.general().finite_position();
  const std::vector<std::int64_t>& generators = position.generators();
  const std::int64_t m = s.modulus(), t = s.frobenius();
  const std::vector<std::int64_t>& apery = s.values();
  for (std::int64_t k = 1; k <= t + m; ++k) {
    const std::int64_t column = k % m;
    const double x = kMargin + kCell * static_cast<double>(column);
    const double y = kTop + kRowHeight * static_cast<double>(k / m);
    const bool gap = s.nameable(k);
    const bool is_apery = column != 0 && apery[column] == k;
    const bool wins = std::binary_search(winning.begin(), winning.end(), k);
    const bool generator = std::binary_search(generators.begin(), generators.end(), k);
    std::string kind = gap ? "cell gap" : "cell in-s";
    if (is_apery) kind += " apery";
    if (k == t) kind += " t";
    if (wins) kind += " winning";
    svg::Attributes cell{{"class", kind},
                         {"data-number", std::to_string(k)},
                         {"x", svg::number(x + 1)},
                         {"y", svg::number(y + 1)},
                         {"width", svg::number(kCell - 2)},
                         {"height", svg::number(kRowHeight - 2)},
                         {"fill", wins  ? kGreen
                                  : gap ? "white"
                                        : kGrey},
                         {"stroke", k == t     ? kOrange
                                    : is_apery ? "black"
                                               : "#9a9a9a"},
                         {"stroke-width", k == t || is_apery ? "2.5" : "1"}};
    if (wins) cell.emplace_back("data-winning", "1");
    doc.add(svg::element("rect", cell));
    svg::Attributes label{{"x", svg::number(x + kCell / 2)},
                          {"y", svg::number(y + kRowHeight / 2 + 4)},
                          {"font-size", "11"},
                          {"text-anchor", "middle"},
                          {"fill", gap ? "black" : "#555555"}};
    if (generator) label.emplace_back("font-weight", "bold");
    doc.add(svg::element("text", label, std::to_string(k)));
  }
}

void draw_legend(svg::Document& doc, double legend_y, std::int64_t t) {
  legend_box(doc, kMargin, legend_y, {{"fill", "white"}, {"stroke", "#9a9a9a"}}, "nameable (a gap)");
  legend_box(doc, kMargin + 180, legend_y, {{"fill", kGrey}, {"stroke", "#9a9a9a"}},
             "not nameable (bold: a minimal generator)");
  legend_box(doc, kMargin, legend_y + 24, {{"fill", "white"}, {"stroke", "black"}, {"stroke-width", "2.5"}},
             "Apéry set: least non-nameable number of each column");
  legend_box(doc, kMargin, legend_y + 48, {{"fill", "white"}, {"stroke", kOrange}, {"stroke-width", "2.5"}},
             "t = " + std::to_string(t) + ", the largest gap");
  legend_box(doc, kMargin + 180, legend_y + 48, {{"fill", kGreen}, {"stroke", "#9a9a9a"}},
             "winning move (gamecert sylver winning)");
}

}  // namespace

std::string position_svg(const std::vector<std::int64_t>& named, const Limits& limits) {
  check_drawable(named);
  const Position position = Position::of(named);
  const AperySet& s = position.general().finite_position();
  const std::int64_t m = s.modulus(), t = s.frobenius(), last = t + m;
  if (last > kMaxPictureCells)
    throw std::invalid_argument("the diagram of " + format_set(position.generators()) +
                                " would have t + m = " + std::to_string(last) + " cells, more than " +
                                std::to_string(kMaxPictureCells));
  const std::vector<std::int64_t> winning = winning_moves(position, limits);
  const std::int64_t rows = last / m + 1;
  const double width = std::max(2 * kMargin + kCell * static_cast<double>(m), 560.0);
  const double height = kTop + kRowHeight * static_cast<double>(rows) + kLegend;
  svg::Document doc(width, height,
                    "Sylver Coinage " + format_set(position.generators()) + ": Apéry diagram mod " + std::to_string(m));
  draw_headings(doc, position, winning);
  draw_cells(doc, position, winning);
  draw_legend(doc, kTop + kRowHeight * static_cast<double>(rows) + 16, t);
  return doc.text();
}

}  // namespace gamecert::sylver
