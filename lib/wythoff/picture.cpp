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

}  // namespace

std::string plot_svg(std::uint64_t bound) {
  if (bound < 1 || bound > kMaxPlotBound)
    throw std::invalid_argument("the plot bound must be in 1.." + std::to_string(kMaxPlotBound) + ", got " +
                                std::to_string(bound));
  const double cell = std::clamp(std::floor(720.0 / static_cast<double>(bound + 1)), 1.0, 24.0);
  const double side = cell * static_cast<double>(bound + 1);
  const auto x_of = [&](std::uint64_t x) { return kMargin + cell * (static_cast<double>(x) + 0.5); };
  const auto y_of = [&](std::uint64_t y) { return kTop + cell * (static_cast<double>(bound - y) + 0.5); };
  const double width = std::max(2 * kMargin + side, 560.0);
  svg::Document doc(
      width, kTop + side + kLegend,
      "Wythoff variant (terminal set x+y <= 2) and Wythoff's game, 0.." + std::to_string(bound));
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin)}, {"y", "22"}, {"font-size", "15"}, {"font-weight", "bold"}},
      "Wythoff variant (x + y <= 2 terminal) vs Wythoff's game, 0 <= x, y <= " + std::to_string(bound)));
  doc.add(svg::element("rect", {{"x", svg::number(kMargin)},
                                {"y", svg::number(kTop)},
                                {"width", svg::number(side)},
                                {"height", svg::number(side)},
                                {"fill", "none"},
                                {"stroke", "#999999"}}));
  const std::uint64_t step = bound <= 20 ? 1 : bound <= 100 ? 10 : bound <= 500 ? 50 : 100;
  for (std::uint64_t v = 0; v <= bound; v += step) {
    doc.add(svg::element("line", {{"x1", svg::number(x_of(v))},
                                  {"y1", svg::number(kTop)},
                                  {"x2", svg::number(x_of(v))},
                                  {"y2", svg::number(kTop + side)},
                                  {"stroke", "#ececec"}}));
    doc.add(svg::element("line", {{"x1", svg::number(kMargin)},
                                  {"y1", svg::number(y_of(v))},
                                  {"x2", svg::number(kMargin + side)},
                                  {"y2", svg::number(y_of(v))},
                                  {"stroke", "#ececec"}}));
    doc.add(svg::element("text",
                         {{"x", svg::number(x_of(v))},
                          {"y", svg::number(kTop + side + 14)},
                          {"font-size", "10"},
                          {"text-anchor", "middle"}},
                         std::to_string(v)));
    doc.add(svg::element("text",
                         {{"x", svg::number(kMargin - 6)},
                          {"y", svg::number(y_of(v) + 3.5)},
                          {"font-size", "10"},
                          {"text-anchor", "end"}},
                         std::to_string(v)));
  }

  const double mark = std::max(cell * 0.42, 0.8);
  for (const Position& p : corrected_p_positions(bound))
    doc.add(svg::element("rect", {{"class", "variant-p"},
                                  {"data-x", std::to_string(p.x)},
                                  {"data-y", std::to_string(p.y)},
                                  {"x", svg::number(x_of(p.x) - mark)},
                                  {"y", svg::number(y_of(p.y) - mark)},
                                  {"width", svg::number(2 * mark)},
                                  {"height", svg::number(2 * mark)},
                                  {"fill", kVariant},
                                  {"fill-opacity", "0.55"}}));
  const auto side_cells = static_cast<std::uint32_t>(bound + 1);
  const GrundyTable variant(Rules::variant, side_cells, side_cells);
  for (std::uint32_t y = 0; y <= bound; ++y)
    for (std::uint32_t x = 0; x <= bound; ++x)
      if (variant.at(x, y) == 1)
        doc.add(svg::element("circle", {{"class", "grundy-1"},
                                        {"data-x", std::to_string(x)},
                                        {"data-y", std::to_string(y)},
                                        {"cx", svg::number(x_of(x))},
                                        {"cy", svg::number(y_of(y))},
                                        {"r", svg::number(mark * 0.55)},
                                        {"fill", kGrundyOne}}));
  for (const Position& p : wythoff_p_positions(bound))
    doc.add(svg::element("circle", {{"class", "wythoff-p"},
                                    {"data-x", std::to_string(p.x)},
                                    {"data-y", std::to_string(p.y)},
                                    {"cx", svg::number(x_of(p.x))},
                                    {"cy", svg::number(y_of(p.y))},
                                    {"r", svg::number(mark)},
                                    {"fill", "none"},
                                    {"stroke", kRing},
                                    {"stroke-width", svg::number(std::max(cell * 0.08, 0.5))}}));

  const double legend = kTop + side + 34;
  doc.add(svg::element("circle", {{"cx", svg::number(kMargin + 8)},
                                  {"cy", svg::number(legend)},
                                  {"r", "6"},
                                  {"fill", "none"},
                                  {"stroke", kRing},
                                  {"stroke-width", "1.5"}}));
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin + 20)}, {"y", svg::number(legend + 4)}, {"font-size", "12"}},
      "P-position of Wythoff's game"));
  doc.add(svg::element("rect", {{"x", svg::number(kMargin + 2)},
                                {"y", svg::number(legend + 14)},
                                {"width", "12"},
                                {"height", "12"},
                                {"fill", kVariant},
                                {"fill-opacity", "0.55"}}));
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin + 20)}, {"y", svg::number(legend + 24)}, {"font-size", "12"}},
      "P-position of the variant (Grundy value 0; the paper's formula plus (1, 1))"));
  doc.add(svg::element("circle", {{"cx", svg::number(kMargin + 8)},
                                  {"cy", svg::number(legend + 40)},
                                  {"r", "3.5"},
                                  {"fill", kGrundyOne}}));
  doc.add(svg::element(
      "text", {{"x", svg::number(kMargin + 20)}, {"y", svg::number(legend + 44)}, {"font-size", "12"}},
      "Grundy value 1 in the variant (claim 2: = Wythoff's P-positions when x or y >= 8)"));
  return doc.text();
}

}  // namespace gamecert::wythoff
