// Sim on K3..K6 (Simmons 1969): two players colour the edges of the complete
// graph K_n in turn, Red first; whoever completes a triangle of their own
// colour loses. On K6 no game can end in a draw, and the second player
// (Blue) wins with perfect play (Mead, Rosa and Huang 1974).
//
// Values are for the side to move: a win in d plies, a loss in d plies (the
// loser plays to lose slowest; closing one's own triangle is a loss in 1),
// or a draw with d uncoloured edges left. Errors: see gamecert/certificate.hpp.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "gamecert/certificate.hpp"

namespace gamecert::sim {

/// An edge of K_n between vertices u and v, numbered 1..n (u != v).
struct Edge {
  int u = 0;
  int v = 0;
};

/// A game in progress: the board K_n (n = 3..6) and the edges each side has
/// coloured. Red moves first, so red.size() is blue.size() or blue.size() + 1.
struct Game {
  int board = 6;
  std::vector<Edge> red;
  std::vector<Edge> blue;
};

/// The outcome for the side to move under perfect play.
enum class Result { win, loss, draw };

/// A value for the side to move: result and depth in plies.
struct GameValue {
  Result result = Result::draw;
  int depth = 0;
};

/// The value, for the mover, of colouring one uncoloured edge.
struct MoveValue {
  Edge edge;
  GameValue value;
};

/// A position's exact value and the value of each of its moves.
struct Analysis {
  bool red_to_move = true;
  GameValue value;
  std::vector<MoveValue> moves;  ///< every uncoloured edge, in the order 12, 13, ..., (n-1)n
};

/// "12" for the edge between vertices 1 and 2.
GAMECERT_API std::string edge_name(Edge edge);

/// Solves the game exactly (the whole game tree of K_n up to relabelling,
/// a fraction of a second for K6) and values `game` and each of its moves.
/// Throws std::invalid_argument for a board outside 3..6, an edge off the
/// board or coloured twice, colour counts no game reaches, or a finished game.
GAMECERT_API Analysis analyse(const Game& game);

/// The mover's best move: the quickest win, else a draw, else the slowest
/// loss; among equals the first edge in the order of Analysis::moves.
GAMECERT_API Edge best_move(const Game& game);

/// Certificate of the value of every position of K_board (kind value-table).
GAMECERT_API Certificate value_table_certificate(int board);

/// Certificate of a winning strategy for Blue on K6 (kind strategy): Blue's
/// answer in every position reachable against it, up to relabelling.
GAMECERT_API Certificate blue_strategy_certificate();

/// The board as an SVG picture: vertices on a regular polygon, red, blue and
/// uncoloured edges, a closed triangle highlighted; with `with_values`, each
/// uncoloured edge labelled with its value for the mover (W5, L9, D3).
/// A finished game may be drawn if its last move closed the triangle (values
/// are then left out).
GAMECERT_API std::string board_svg(const Game& game, bool with_values);

/// A Sim strategy certificate (the text of a kind-strategy file) as a
/// Graphviz DOT digraph. Throws std::invalid_argument for any other text.
GAMECERT_API std::string strategy_dot(std::string_view strategy_certificate_text);

}  // namespace gamecert::sim
