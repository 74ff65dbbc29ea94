// Each row is drawn against the same number line, from 1 to the largest t
// of the table, so rows can be compared by eye: a faint bar covers the
// nameable range 1..t of the row and a tick marks t itself, which is where
// the game's strategy-stealing argument lives. Rows are solved through
// sicherman_row, the function behind `gamecert sylver table`, one memo per m.
#include "sylver/pictures/table_picture.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "common/svg.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/tables/sicherman_table.hpp"

namespace gamecert::sylver {

namespace {

constexpr double kLabelWidth = 80, kMargin = 16, kRowHeight = 16, kGroupGap = 8, kTop = 70, kPlotWidth = 900;
constexpr const char* kGreen = "#2e8b2e";
constexpr const char* kOrange = "#e07b00";

struct Row {
  std::int64_t m, n, t;
  std::vector<std::int64_t> winning;
};

std::int64_t tick_step(std::int64_t largest) {
  for (std::int64_t step : {5, 10, 20, 50, 100, 200, 500})
    if (largest / step <= 12) return step;
  return 1000;
}

void require_table_bounds(int max_m, int max_n) {
  if (max_m < 2 || max_m > kMaxTablePictureM)
    throw std::invalid_argument("max_m must be in 2.." + std::to_string(kMaxTablePictureM) + ", got " +
                                std::to_string(max_m));
  if (max_n <= max_m || max_n > kMaxTablePictureN)
    throw std::invalid_argument("max_n must be in " + std::to_string(max_m + 1) + ".." +
                                std::to_string(kMaxTablePictureN) + " (larger than max_m), got " +
                                std::to_string(max_n));
}

std::vector<Row> solve_rows(int max_m, int max_n, const Limits& limits) {
  std::vector<Row> rows;
  for (int m = 2; m <= max_m; ++m) {
    std::vector<TableRow> solved;
    try {
      solved = sicherman_row(m, max_n, false, limits.max_states);
    } catch (const std::out_of_range& e) {
      throw std::invalid_argument("row m = " + std::to_string(m) + " up to n = " + std::to_string(max_n) +
                                  " is outside the solver's supported range: " + e.what());
    }
    for (const TableRow& r : solved) rows.push_back({m, r.n, r.t, r.winning});
  }
  return rows;
}

// The number line every row shares: 0 .. the largest t of the table.
struct NumberLine {
  std::int64_t largest = 1;
  double unit = 0;

  explicit NumberLine(const std::vector<Row>& rows) {
    for (const Row& r : rows) largest = std::max(largest, r.t);
    unit = kPlotWidth / static_cast<double>(largest);
  }
  double x_of(std::int64_t value) const { return kMargin + kLabelWidth + unit * static_cast<double>(value); }
};

void draw_headings(svg::Document& doc, int max_m, int max_n) {
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin)}, {"y", "22"}, {"font-size", "15"}, {"font-weight", "bold"}},
      "Sylver Coinage {m, n}, coprime, m <= " + std::to_string(max_m) + ", n <= " + std::to_string(max_n) +
          ": winning moves (green dots)"));
  doc.add(
      svg::element("text", {{"x", svg::number(kMargin)}, {"y", "40"}, {"font-size", "12"}},
                   "grey bar: the nameable range 1..t; orange tick: t = (m-1)(n-1)-1; none: a P-position"));
}

void draw_axis(svg::Document& doc, const NumberLine& line, double axis_bottom) {
  const std::int64_t step = tick_step(line.largest);
  for (std::int64_t v = 0; v <= line.largest; v += step) {
    doc.add(svg::element("line", {{"x1", svg::number(line.x_of(v))},
                                  {"y1", svg::number(kTop - 8)},
                                  {"x2", svg::number(line.x_of(v))},
                                  {"y2", svg::number(axis_bottom)},
                                  {"stroke", "#e6e6e6"}}));
    doc.add(svg::element("text",
                         {{"x", svg::number(line.x_of(v))},
                          {"y", svg::number(kTop - 12)},
                          {"font-size", "10"},
                          {"text-anchor", "middle"}},
                         std::to_string(v)));
  }
}

// One row: its label, the bar 1..t, the tick at t and a dot per winning move.
void draw_row(svg::Document& doc, const NumberLine& line, const Row& r, double top) {
  const double middle = top + kRowHeight / 2;
  doc.open_group({{"class", "row"}, {"data-m", std::to_string(r.m)}, {"data-n", std::to_string(r.n)}});
  doc.add(svg::element("text",
                       {{"x", svg::number(kMargin + kLabelWidth - 8)},
                        {"y", svg::number(middle + 4)},
                        {"font-size", "11"},
                        {"text-anchor", "end"}},
                       format_set(std::vector<std::int64_t>{r.m, r.n})));
  doc.add(svg::element("line", {{"x1", svg::number(line.x_of(1))},
                                {"y1", svg::number(middle)},
                                {"x2", svg::number(line.x_of(r.t))},
                                {"y2", svg::number(middle)},
                                {"stroke", "#d0d0d0"},
                                {"stroke-width", "5"}}));
  doc.add(svg::element("line", {{"class", "t"},
                                {"x1", svg::number(line.x_of(r.t))},
                                {"y1", svg::number(middle - 6)},
                                {"x2", svg::number(line.x_of(r.t))},
                                {"y2", svg::number(middle + 6)},
                                {"stroke", kOrange},
                                {"stroke-width", "2"}}));
  for (std::int64_t w : r.winning)
    doc.add(svg::element("circle", {{"class", "winning"},
                                    {"data-winning", "1"},
                                    {"data-move", std::to_string(w)},
                                    {"cx", svg::number(line.x_of(w))},
                                    {"cy", svg::number(middle)},
                                    {"r", "3.5"},
                                    {"fill", kGreen}}));
  doc.close_group();
}

}  // namespace

std::string table_svg(int max_m, int max_n, const Limits& limits) {
  require_table_bounds(max_m, max_n);
  const std::vector<Row> rows = solve_rows(max_m, max_n, limits);
  const NumberLine line(rows);
  const double groups = static_cast<double>(max_m - 1);
  const double height = kTop + kRowHeight * static_cast<double>(rows.size()) + kGroupGap * groups + 40;
  const double width = 2 * kMargin + kLabelWidth + kPlotWidth + 20;
  svg::Document doc(width, height,
                    "Sicherman's table: winning moves of {m, n}, m <= " + std::to_string(max_m) +
                        ", n <= " + std::to_string(max_n));
  draw_headings(doc, max_m, max_n);
  draw_axis(doc, line, height - 30);
  // Rows of one m form a group, set apart from the next m by a gap.
  double top = kTop;
  std::int64_t group = rows.empty() ? 0 : rows.front().m;
  for (const Row& r : rows) {
    if (r.m != group) {
      top += kGroupGap;
      group = r.m;
    }
    draw_row(doc, line, r, top);
    top += kRowHeight;
  }
  return doc.text();
}

}  // namespace gamecert::sylver
