// Three sets on one grid need marks that stay readable where they overlap:
// Wythoff's P-positions are rings, the variant's Grundy-1 positions dots
// that sit inside the rings where claim 2 holds, and the variant's
// P-positions squares, which sit one step off the rings (claim 1). y grows
// upward as in the paper's figures.
#include "wythoff/picture.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "common/svg.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/grundy_table.hpp"

namespace gamecert::wythoff {

namespace {

constexpr double kMargin = 40, kTop = 50, kLegend = 80;
constexpr const char* kRing = "#222222";
constexpr const char* kVariant = "#1f77b4";
constexpr const char* kGrundyOne = "#e07b00";

// Where position (x, y) sits: one square cell per position, sized so the
// whole grid fits in about 720 px.
struct Grid {
  std::uint64_t bound;
  double cell, side;

  explicit Grid(std::uint64_t b)
      : bound(b),
        cell(std::clamp(std::floor(720.0 / static_cast<double>(b + 1)), 1.0, 24.0)),
        side(cell * static_cast<double>(b + 1)) {}
  double x_of(std::uint64_t x) const { return kMargin + cell * (static_cast<double>(x) + 0.5); }
  double y_of(std::uint64_t y) const { return kTop + cell * (static_cast<double>(bound - y) + 0.5); }
  double mark() const { return std::max(cell * 0.42, 0.8); }
};

void draw_frame_and_axes(svg::Document& doc, const Grid& g) {
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin)}, {"y", "22"}, {"font-size", "15"}, {"font-weight", "bold"}},
      "Wythoff variant (x + y <= 2 terminal) vs Wythoff's game, 0 <= x, y <= " + std::to_string(g.bound)));
  doc.add(svg::element("rect", {{"x", svg::number(kMargin)},
                                {"y", svg::number(kTop)},
                                {"width", svg::number(g.side)},
                                {"height", svg::number(g.side)},
                                {"fill", "none"},
                                {"stroke", "#999999"}}));
  const std::uint64_t step = g.bound <= 20 ? 1 : g.bound <= 100 ? 10 : g.bound <= 500 ? 50 : 100;
  for (std::uint64_t v = 0; v <= g.bound; v += step) {
    doc.add(svg::element("line", {{"x1", svg::number(g.x_of(v))},
                                  {"y1", svg::number(kTop)},
                                  {"x2", svg::number(g.x_of(v))},
                                  {"y2", svg::number(kTop + g.side)},
                                  {"stroke", "#ececec"}}));
    doc.add(svg::element("line", {{"x1", svg::number(kMargin)},
                                  {"y1", svg::number(g.y_of(v))},
                                  {"x2", svg::number(kMargin + g.side)},
                                  {"y2", svg::number(g.y_of(v))},
                                  {"stroke", "#ececec"}}));
    doc.add(svg::element("text",
                         {{"x", svg::number(g.x_of(v))},
                          {"y", svg::number(kTop + g.side + 14)},
                          {"font-size", "10"},
                          {"text-anchor", "middle"}},
                         std::to_string(v)));
    doc.add(svg::element("text",
                         {{"x", svg::number(kMargin - 6)},
                          {"y", svg::number(g.y_of(v) + 3.5)},
                          {"font-size", "10"},
                          {"text-anchor", "end"}},
                         std::to_string(v)));
  }
}

// The three sets, drawn so that the later ones stay visible on the earlier.
void draw_marks(svg::Document& doc, const Grid& g) {
  const double mark = g.mark();
  for (const Position& p : corrected_p_positions(g.bound))
    doc.add(svg::element("rect", {{"class", "variant-p"},
                                  {"data-x", std::to_string(p.x)},
                                  {"data-y", std::to_string(p.y)},
                                  {"x", svg::number(g.x_of(p.x) - mark)},
                                  {"y", svg::number(g.y_of(p.y) - mark)},
                                  {"width", svg::number(2 * mark)},
                                  {"height", svg::number(2 * mark)},
                                  {"fill", kVariant},
                                  {"fill-opacity", "0.55"}}));
  const auto side_cells = static_cast<std::uint32_t>(g.bound + 1);
  const GrundyTable variant(Rules::variant, side_cells, side_cells);
  for (std::uint32_t y = 0; y <= g.bound; ++y)
    for (std::uint32_t x = 0; x <= g.bound; ++x)
      if (variant.at(x, y) == 1)
        doc.add(svg::element("circle", {{"class", "grundy-1"},
                                        {"data-x", std::to_string(x)},
                                        {"data-y", std::to_string(y)},
                                        {"cx", svg::number(g.x_of(x))},
                                        {"cy", svg::number(g.y_of(y))},
                                        {"r", svg::number(mark * 0.55)},
                                        {"fill", kGrundyOne}}));
  for (const Position& p : wythoff_p_positions(g.bound))
    doc.add(svg::element("circle", {{"class", "wythoff-p"},
                                    {"data-x", std::to_string(p.x)},
                                    {"data-y", std::to_string(p.y)},
                                    {"cx", svg::number(g.x_of(p.x))},
                                    {"cy", svg::number(g.y_of(p.y))},
                                    {"r", svg::number(mark)},
                                    {"fill", "none"},
                                    {"stroke", kRing},
                                    {"stroke-width", svg::number(std::max(g.cell * 0.08, 0.5))}}));
}

void draw_legend_text(svg::Document& doc, double y, const std::string& text) {
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin + 20)}, {"y", svg::number(y)}, {"font-size", "12"}}, text));
}

void draw_legend(svg::Document& doc, const Grid& g) {
  const double legend = kTop + g.side + 34;
  doc.add(svg::element("circle", {{"cx", svg::number(kMargin + 8)},
                                  {"cy", svg::number(legend)},
                                  {"r", "6"},
                                  {"fill", "none"},
                                  {"stroke", kRing},
                                  {"stroke-width", "1.5"}}));
  draw_legend_text(doc, legend + 4, "P-position of Wythoff's game");
  doc.add(svg::element("rect", {{"x", svg::number(kMargin + 2)},
                                {"y", svg::number(legend + 14)},
                                {"width", "12"},
                                {"height", "12"},
                                {"fill", kVariant},
                                {"fill-opacity", "0.55"}}));
  draw_legend_text(doc, legend + 24, "P-position of the variant (Grundy value 0; the paper's formula plus (1, 1))");
  doc.add(svg::element("circle", {{"cx", svg::number(kMargin + 8)},
                                  {"cy", svg::number(legend + 40)},
                                  {"r", "3.5"},
                                  {"fill", kGrundyOne}}));
  draw_legend_text(doc, legend + 44, "Grundy value 1 in the variant (claim 2: = Wythoff's P-positions when x or y >= 8)");
}

}  // namespace

std::string plot_svg(std::uint64_t bound) {
  if (bound < 1 || bound > kMaxPlotBound)
    throw std::invalid_argument("the plot bound must be in 1.." + std::to_string(kMaxPlotBound) + ", got " +
                                std::to_string(bound));
  const Grid grid(bound);
  svg::Document doc(std::max(2 * kMargin + grid.side, 560.0), kTop + grid.side + kLegend,
                    "Wythoff variant (terminal set x+y <= 2) and Wythoff's game, 0.." + std::to_string(bound));
  draw_frame_and_axes(doc, grid);
  draw_marks(doc, grid);
  draw_legend(doc, grid);
  return doc.text();
}

}  // namespace gamecert::wythoff
