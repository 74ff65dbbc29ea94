#include "common/citation.hpp"

#include <stdexcept>
#include <vector>

namespace gamecert {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::string field(const CertificateHeader& header, const std::string& key) {
  for (const auto& [name, value] : header.claim)
    if (name == key) return value;
  throw std::invalid_argument("the " + header.game + " " + header.kind + " claim has no '" + key + "' field");
}

// "9, 11 and 26" from "9,11,26".
std::string spoken_list(std::string_view list) {
  const std::vector<std::string_view> items = split(list, ',');
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
    text += items[i];
  }
  return text;
}

// "1..8" as "1, \dots, 8".
std::string range_latex(const std::string& range) {
  const std::size_t dots = range.find("..");
  if (dots == std::string::npos) return latex_escape(range);
  return latex_escape(range.substr(0, dots)) + ", \\dots, " + latex_escape(range.substr(dots + 2));
}

std::string sim_outcome(const std::string& value, const std::string& depth) {
  if (value == "win") return "wins in " + depth + " plies";
  if (value == "loss") return "loses in " + depth + " plies";
  if (value == "draw") return "draws (" + depth + " edges stay uncoloured)";
  throw std::invalid_argument("unknown Sim value '" + value + "'");
}

ClaimInWords describe_sim(const CertificateHeader& h) {
  const std::string board = field(h, "board");
  const std::string game_latex = "Sim on $K_{" + board + "}$";
  if (h.kind == "value-table" || h.kind == "plus-value-table") {
    const bool plus = h.kind == "plus-value-table";
    const std::string outcome = sim_outcome(field(h, "value"), field(h, "depth"));
    const std::string name = plus ? "Sim+ on K" + board : "Sim on K" + board;
    const std::string name_latex =
        plus ? "Sim$^{+}$ on $K_{" + board + "}$ (a move colours one or more edges)" : game_latex;
    return {name + ": the first player (Red) " + outcome,
            "In " + name_latex + ", with perfect play by both sides the first player (Red) " +
                latex_escape(outcome) + "."};
  }
  if (h.kind == "strategy") {
    const std::string longest = field(h, "longest");
    return {"Sim on K" + board + ": a winning strategy for the second player (Blue), winning within " +
                longest + " plies",
            "In " + game_latex +
                ", the second player (Blue) has a winning strategy under which every game ends " +
                "in a win for Blue within " + longest + " plies."};
  }
  if (h.kind == "rules-strategy") {
    const std::string rules = field(h, "rules");
    const std::string classes = field(h, "classes");
    const std::string longest = field(h, "longest");
    return {"Sim on K" + board + ": the rule-based strategy " + rules + " wins for Blue (" + classes +
                " position classes, within " + longest + " plies)",
            "In " + game_latex + ", the second player (Blue) following the rule-based strategy " +
                latex_escape(rules) + " wins every game, over " + classes + " classes of positions, within " +
                longest + " plies."};
  }
  if (h.kind == "rules-failure") {
    const std::string rules = field(h, "rules");
    const std::string line = field(h, "line");
    const std::string within = field(h, "red_wins_within");
    return {"Sim on K" + board + ": the rule-based strategy " + rules + " loses for Blue: after the moves " +
                spoken_list(line) + " (Red first) Red wins within " + within + " more plies",
            "In " + game_latex + ", the rule-based strategy " + latex_escape(rules) +
                " does not win for Blue: after the moves " + spoken_list(line) +
                " (Red first, each Blue move one the rules allow) the first player (Red) wins within " +
                within + " more plies."};
  }
  throw std::invalid_argument("no words for the sim kind '" + h.kind + "'");
}

ClaimInWords describe_subtraction(const CertificateHeader& h) {
  const std::string sets = field(h, "sets");
  const std::string count = field(h, "count");
  const std::string preperiod = field(h, "max-preperiod");
  const std::string outcome_period = field(h, "max-outcome-period");
  const std::string grundy_period = field(h, "max-grundy-period");
  const std::string prefix = "subsets-of-";
  const bool family = sets.rfind(prefix, 0) == 0;
  const std::string scope =
      family ? "all " + count + " non-empty subtraction sets S within {" + sets.substr(prefix.size()) + "}"
             : "the subtraction set S = {" + spoken_list(sets) + "}";
  const std::string scope_latex = family ? "all " + count + " non-empty subtraction sets $S \\subseteq \\{" +
                                               range_latex(sets.substr(prefix.size())) + "\\}$"
                                         : "the subtraction set $S = \\{" + sets + "\\}$";
  const std::string bounds = "preperiod at most " + preperiod + ", outcome period at most " + outcome_period +
                             " and Grundy period at most " + grundy_period;
  return {"Subtraction games: exact periodicity of " + scope + " (" + bounds + ")",
          "For " + scope_latex + ", in normal and mis\\`ere play, the outcome and Grundy sequences are " +
              "eventually periodic with " + bounds + ", for every pile size $n$."};
}

ClaimInWords describe_wythoff(const CertificateHeader& h) {
  const std::string bound = field(h, "bound");
  const std::string count = field(h, "count");
  const std::string missing = field(h, "missing_from_formula");
  std::string missing_latex;
  for (std::string_view position : split(missing, ';'))
    missing_latex += (missing_latex.empty() ? "" : ", ") + std::string("$(") + std::string(position) + ")$";
  if (missing == "none") missing_latex = "none";
  return {"Wythoff's game: the " + count + " P-positions with x and y at most " + bound +
              " are the closed form and the terminal set (terminal positions missing from the formula: " +
              missing + ")",
          "In Wythoff's game, the " + count + " P-positions $(x, y)$ with $x, y \\le " + bound +
              "$ are exactly those of the closed form together with the terminal set, which adds " +
              missing_latex + " to the formula."};
}

ClaimInWords describe_sylver(const CertificateHeader& h) {
  const std::string position = field(h, "position");
  const std::string t = field(h, "t");
  const std::string winning = field(h, "winning");
  const std::string named = spoken_list(position);
  if (winning == "none")
    return {"Sylver coinage from the position generated by " + named + " (Frobenius number " + t +
                "): no winning move",
            "In Sylver coinage, in the position whose named numbers generate " + named +
                " (Frobenius number " + t + "), the player to move has no winning move."};
  const bool one = winning.find(',') == std::string::npos;
  const std::string moves = spoken_list(winning);
  return {"Sylver coinage from the position generated by " + named + " (Frobenius number " + t +
              "): the winning " + (one ? "move is " : "moves are ") + moves,
          "In Sylver coinage, in the position whose named numbers generate " + named + " (Frobenius number " +
              t + "), the winning " + (one ? "move is " : "moves are exactly ") + moves + "."};
}

// Positions of gcd > 1 (kinds infinite-position and winning-move).
ClaimInWords describe_sylver_infinite(const CertificateHeader& h) {
  const std::string named = spoken_list(field(h, "position")), gcd = field(h, "gcd");
  const std::string lemmas = field(h, "lemmas");
  const std::string resting =
      lemmas == "none" ? "" : " (resting on the Z3 lemma " + lemmas + ", the pairing strategy for 8 and 12)";
  const std::string resting_latex =
      lemmas == "none" ? "" : " (resting on the Z3 lemma \\texttt{" + lemmas + "}, the pairing strategy for 8 and 12)";
  const std::string where = "the position whose named numbers generate " + named + " (gcd " + gcd + ")";
  if (h.kind == "winning-move") {
    const std::string move = field(h, "move");
    return {"Sylver coinage from the position generated by " + named + " (gcd " + gcd + "): " + move +
                " is a winning move" + resting,
            "In Sylver coinage, in " + where + ", naming " + move + " is a winning move" + resting_latex + "."};
  }
  const std::string winning = field(h, "winning");
  if (winning == "none")
    return {"Sylver coinage from the position generated by " + named + " (gcd " + gcd +
                ", infinitely many moves): no winning move" + resting,
            "In Sylver coinage, in " + where + ", the player to move has no winning move among its infinitely "
                "many moves" + resting_latex + "."};
  const bool one = winning.find(',') == std::string::npos;
  const std::string moves = spoken_list(winning);
  return {"Sylver coinage from the position generated by " + named + " (gcd " + gcd + ", infinitely many moves): the winning " +
              (one ? "move is " : "moves are ") + moves + resting,
          "In Sylver coinage, in " + where + ", the winning " + (one ? "move is " : "moves are exactly ") + moves +
              resting_latex + "."};
}

}  // namespace

CertificateHeader read_certificate_header(std::string_view text) {
  CertificateHeader header;
  std::size_t start = 0;
  bool version_seen = false;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) break;
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    const std::size_t space = line.find(' ');
    const std::string_view key = line.substr(0, space);
    const std::string_view value = space == std::string_view::npos ? "" : line.substr(space + 1);
    if (!version_seen) {
      if (key != "gamecert-certificate") break;
      version_seen = true;
    } else if (key == "game") {
      header.game = value;
    } else if (key == "kind") {
      header.kind = value;
    } else if (key == "claim") {
      for (std::string_view item : split(value, ' ')) {
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos) throw std::invalid_argument("claim field without '='");
        header.claim.emplace_back(item.substr(0, equals), item.substr(equals + 1));
      }
      if (header.game.empty() || header.kind.empty()) break;
      header.printed_claim = header.game + " " + header.kind + " " + std::string(value);
      return header;
    } else {
      header.parameters.emplace_back(key, value);
    }
  }
  throw std::invalid_argument("not a gamecert certificate: no version, game, kind and claim lines");
}

ClaimInWords describe_claim(const CertificateHeader& header) {
  if (header.game == "sim") return describe_sim(header);
  if (header.game == "subtraction" && header.kind == "periodicity") return describe_subtraction(header);
  if (header.game == "wythoff" && header.kind == "p-positions") return describe_wythoff(header);
  if (header.game == "sylver" && header.kind == "win-loss-table") return describe_sylver(header);
  if (header.game == "sylver" && (header.kind == "infinite-position" || header.kind == "winning-move"))
    return describe_sylver_infinite(header);
  throw std::invalid_argument("no words for the " + header.game + " kind '" + header.kind + "'");
}

std::string citation_key(std::string_view sha256) { return "gamecert-" + std::string(sha256.substr(0, 8)); }

std::string latex_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '{':
      case '}':
      case '$':
      case '&':
      case '#':
      case '_':
      case '%':
        out += '\\';
        out += c;
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace gamecert
