// The board is drawn on a regular polygon because Sim is about triangles:
// on a polygon every triangle of K_n is visible as one, and a finished game's
// triangle can be filled. Value labels sit a quarter of the way along the
// interior edges (from the lower-numbered end), not at the midpoints,
// because on K6 the three long diagonals share their midpoint.
#include "sim/picture.hpp"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

#include "common/svg.hpp"
#include "sim/solver.hpp"

namespace gamecert::sim {

namespace {

constexpr double kCentreX = 230, kCentreY = 235, kRadius = 170;
constexpr double kWidth = 460, kHeight = 500;
constexpr const char* kRed = "#d62728";
constexpr const char* kBlue = "#1f77b4";
constexpr const char* kFree = "#b0b0b0";

struct Point {
  double x, y;
};

// Vertex 1 at the top, the others clockwise.
Point vertex_point(int vertex, int vertices) {
  const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * (vertex - 1) / vertices;
  return {kCentreX + kRadius * std::cos(angle), kCentreY + kRadius * std::sin(angle)};
}

struct Triangle {
  int a, b, c;  // vertices, 1-based
  Colour colour;
};

std::vector<Triangle> monochromatic_triangles(const Board& board, Position p) {
  std::vector<Triangle> found;
  const int n = board.vertices();
  for (int a = 1; a <= n; ++a)
    for (int b = a + 1; b <= n; ++b)
      for (int c = b + 1; c <= n; ++c) {
        const unsigned sides =
            1u << board.edge_index(a, b) | 1u << board.edge_index(a, c) | 1u << board.edge_index(b, c);
        if ((p.red & sides) == sides) found.push_back({a, b, c, Colour::red});
        if ((p.blue & sides) == sides) found.push_back({a, b, c, Colour::blue});
      }
  return found;
}

std::string outcome_label(Outcome o) {
  const char letter = o.value == Value::win ? 'W' : o.value == Value::loss ? 'L' : 'D';
  return letter + std::to_string(o.depth);
}

std::string caption(Position p, const std::vector<Triangle>& triangles, bool with_values) {
  if (!triangles.empty()) {
    const Colour loser = triangles.front().colour;
    return loser == Colour::red ? "game over: Red made a red triangle and lost"
                                : "game over: Blue made a blue triangle and lost";
  }
  const std::string mover = Board::to_move(p) == Colour::red ? "Red" : "Blue";
  if (!with_values) return mover + " to move";
  return mover + " to move; labels: " + mover + "'s result per free edge (W/L/D, plies)";
}

// A position that cannot be drawn as asked: overlapping colours, edges off
// the board, or values asked for a position Red-first play never reaches.
void require_drawable(const Board& board, const Position& p, bool show_values) {
  if (p.red & p.blue)
    throw std::invalid_argument("edge(s) " + board.format_edges(p.red & p.blue) + " are both red and blue");
  if ((p.red | p.blue) & ~board.all_edges())
    throw std::invalid_argument("an edge lies outside the board K" + std::to_string(board.vertices()));
  if (show_values && !board.is_reachable(p))
    throw std::invalid_argument("red " + board.format_edges(p.red) + ", blue " + board.format_edges(p.blue) +
                                " cannot arise with Red first (red = blue or blue + 1), so it has no values");
}

void draw_triangles(svg::Document& doc, const std::vector<Triangle>& triangles, int n) {
  for (const Triangle& t : triangles) {
    std::string points;
    for (int v : {t.a, t.b, t.c}) {
      const Point q = vertex_point(v, n);
      points += (points.empty() ? "" : " ") + svg::number(q.x) + "," + svg::number(q.y);
    }
    const char* colour = t.colour == Colour::red ? kRed : kBlue;
    doc.add(svg::element("polygon",
                         {{"class", std::string("triangle ") + (t.colour == Colour::red ? "red" : "blue")},
                          {"points", points},
                          {"fill", colour},
                          {"fill-opacity", "0.25"},
                          {"stroke", colour},
                          {"stroke-width", "9"},
                          {"stroke-linejoin", "round"}}));
  }
}

void draw_edges(svg::Document& doc, const Board& board, const Position& p) {
  const int n = board.vertices();
  for (int e = 0; e < board.edges(); ++e) {
    const auto [u, v] = board.endpoints(e);
    const Point a = vertex_point(u, n), b = vertex_point(v, n);
    const bool red = p.red >> e & 1, blue = p.blue >> e & 1;
    svg::Attributes line{{"class", red    ? "edge red"
                                   : blue ? "edge blue"
                                          : "edge free"},
                         {"data-edge", board.edge_name(e)},
                         {"x1", svg::number(a.x)},
                         {"y1", svg::number(a.y)},
                         {"x2", svg::number(b.x)},
                         {"y2", svg::number(b.y)},
                         {"stroke", red    ? kRed
                                    : blue ? kBlue
                                           : kFree},
                         {"stroke-width", red || blue ? "4" : "2"}};
    if (!red && !blue) line.emplace_back("stroke-dasharray", "7 5");
    doc.add(svg::element("line", line));
  }
}

void draw_value_labels(svg::Document& doc, const Board& board, const Position& p) {
  const int n = board.vertices();
  const FastSolver solver(board);
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const auto [u, v] = board.endpoints(e);
    const Point a = vertex_point(u, n), b = vertex_point(v, n);
    const bool side = v - u == 1 || v - u == n - 1;
    const double f = side ? 0.5 : 0.25;
    const Point at{a.x + f * (b.x - a.x), a.y + f * (b.y - a.y)};
    const std::string label = outcome_label(solver.move_outcome(p, e));
    const double width = 8.0 * static_cast<double>(label.size()) + 6;
    doc.add(svg::element("rect", {{"x", svg::number(at.x - width / 2)},
                                  {"y", svg::number(at.y - 9)},
                                  {"width", svg::number(width)},
                                  {"height", "17"},
                                  {"rx", "3"},
                                  {"fill", "white"},
                                  {"stroke", kFree}}));
    doc.add(svg::element("text",
                         {{"class", "value"},
                          {"data-edge", board.edge_name(e)},
                          {"x", svg::number(at.x)},
                          {"y", svg::number(at.y + 4.5)},
                          {"font-size", "13"},
                          {"text-anchor", "middle"}},
                         label));
  }
}

void draw_vertices(svg::Document& doc, int n) {
  for (int v = 1; v <= n; ++v) {
    const Point q = vertex_point(v, n);
    doc.add(svg::element("circle", {{"cx", svg::number(q.x)},
                                    {"cy", svg::number(q.y)},
                                    {"r", "15"},
                                    {"fill", "white"},
                                    {"stroke", "black"},
                                    {"stroke-width", "2"}}));
    doc.add(svg::element("text",
                         {{"class", "vertex"},
                          {"x", svg::number(q.x)},
                          {"y", svg::number(q.y + 5.5)},
                          {"font-size", "16"},
                          {"font-weight", "bold"},
                          {"text-anchor", "middle"}},
                         std::to_string(v)));
  }
}

void draw_caption_line(svg::Document& doc, double y, const std::string& text) {
  doc.add(svg::element("text",
                       {{"class", "caption"},
                        {"x", svg::number(kWidth / 2)},
                        {"y", svg::number(y)},
                        {"font-size", "12"},
                        {"text-anchor", "middle"}},
                       text));
}

}  // namespace

std::string board_svg(const Board& board, const Position& p, bool with_values) {
  const std::vector<Triangle> triangles = monochromatic_triangles(board, p);
  const bool show_values = with_values && triangles.empty();
  require_drawable(board, p, show_values);
  const std::string colours = "red " + board.format_edges(p.red) + ", blue " + board.format_edges(p.blue);
  svg::Document doc(kWidth, kHeight, "Sim on K" + std::to_string(board.vertices()) + ": " + colours);
  draw_triangles(doc, triangles, board.vertices());
  draw_edges(doc, board, p);
  if (show_values) draw_value_labels(doc, board, p);
  draw_vertices(doc, board.vertices());
  draw_caption_line(doc, kHeight - 28, caption(p, triangles, show_values));
  draw_caption_line(doc, kHeight - 10, "red " + board.format_edges(p.red) + "   blue " + board.format_edges(p.blue));
  return doc.text();
}

}  // namespace gamecert::sim
