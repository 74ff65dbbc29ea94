// gamecert-check [--rules] [--sha256] FILE...   ("-" reads standard input)
//
// Prints "OK <sha256> <claim>" or "REJECTED <file>:<line>: <reason>" per file
// and exits 0 only if every certificate is accepted. The claim printed is
// "<game> <kind> <claim>", the form certs/MANIFEST records.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "certificate.hpp"
#include "games.hpp"

namespace {

bool read_all(const std::string& path, std::string& text) {
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return !std::cin.bad();
  }
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

// Every certificate kind the checker accepts; claim forms as certs/FORMAT.md writes them.
// Adding a game (docs/adding-a-game.md), step 4 of 4: one row per kind in this table.
const std::vector<CertificateKind> kKinds = {
    {"sim", "value-table", {}, "board=<n> to_move=red value=<v> depth=<plies>", check_sim_value_table},
    {"sim", "strategy", {}, "board=<n> player=blue result=win longest=<plies>", check_blue_strategy},
    {"sim",
     "rules-strategy",
     {},
     "board=<n> rules=<R> player=blue result=win classes=<C> longest=<plies>",
     check_rules_strategy},
    {"sim",
     "rules-failure",
     {},
     "board=<n> rules=<R> line=<e1>,...,<e2k> red_wins_within=<plies>",
     check_rules_failure},
    {"sim", "plus-value-table", {}, "board=<n> to_move=red value=<v> depth=<plies>", check_sim_plus},
    {"subtraction",
     "periodicity",
     {},
     "sets=<scope> count=<C> max-preperiod=<A> max-outcome-period=<B> max-grundy-period=<D> "
     "all-n-by=<lemmas>",
     check_subtraction},
    {"wythoff",
     "p-positions",
     {"bound", "terminal"},
     "bound=<N> p_positions=formula+terminal_set missing_from_formula=<x,y;...> count=<C>",
     check_wythoff},
    {"sylver", "win-loss-table", {"evidence"}, "position=<generators> t=<t> winning=<moves>", check_sylver},
};

void dispatch(const Certificate& c, const CheckOptions& options) {
  bool game_known = false;
  for (const CertificateKind& kind : kKinds) {
    if (kind.game != c.game) continue;
    game_known = true;
    if (kind.kind != c.kind) continue;
    require_shape(c, kind);
    return kind.check(c, options);
  }
  if (!game_known) throw Reject{c.game_line, "unknown game '" + c.game + "'"};
  throw Reject{c.kind_line, "unknown " + c.game + " kind '" + c.kind + "'"};
}

}  // namespace

int main(int argc, char** argv) {
  CheckOptions options;
  std::vector<std::string> files;
  bool hash_only = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--rules") {
      options.rules = true;
    } else if (arg == "--sha256") {
      hash_only = true;  // print the digest of each file, for the FIPS tests
    } else if (arg == "--help" || arg == "-h") {
      std::cout << "usage: gamecert-check [--rules] FILE...  (- reads standard input)\n";
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-') {
      std::cerr << "gamecert-check: unknown option " << arg << "\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::cerr << "usage: gamecert-check [--rules] FILE...  (- reads standard input)\n";
    return 2;
  }
  bool all_ok = true;
  for (const std::string& file : files) {
    std::string text;
    try {
      if (!read_all(file, text)) throw Reject{0, "cannot read the file (not a readable regular file)"};
      if (hash_only) {
        std::cout << sha256_hex(text) << "  " << file << std::endl;
        continue;
      }
      const Certificate c = read_certificate(text);
      dispatch(c, options);
      std::cout << "OK " << sha256_hex(text) << " " << c.game << " " << c.kind << " " << c.claim << std::endl;
    } catch (const Reject& r) {
      std::cout << "REJECTED " << file << ":" << r.line << ": " << r.reason << std::endl;
      all_ok = false;
    } catch (const std::exception& e) {
      std::cout << "REJECTED " << file << ":0: " << e.what() << std::endl;
      all_ok = false;
    }
  }
  return all_ok ? 0 : 1;
}
