// Reading proof obligations and their pinned configuration (see lemma.hpp).
#include "proofs/lemma.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#ifndef GAMECERT_PROOFS_DIR
#define GAMECERT_PROOFS_DIR "proofs/lemmas"
#endif

namespace gamecert::proofs {

namespace {

std::vector<std::string> split_on(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, separator))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

}  // namespace

Lemma parse_lemma(const std::string& text, const std::string& origin) {
  Lemma lemma;
  lemma.origin = origin;
  lemma.text = text;
  std::stringstream in(text);
  std::string line;
  auto fail = [&](const std::string& why) { throw std::runtime_error(origin + ": " + why); };
  while (std::getline(in, line)) {
    if (line.rfind("; ", 0) != 0) continue;
    const std::size_t colon = line.find(": ", 2);
    if (colon == std::string::npos) continue;
    const std::string key = line.substr(2, colon - 2);
    const std::string value = line.substr(colon + 2);
    if (key == "name") {
      lemma.name = value;
    } else if (key == "claim") {
      lemma.claim = value;
    } else if (key == "expected") {
      if (value != "proved" && value != "failed" && value != "unknown")
        fail("expected must be proved, failed or unknown, not '" + value + "'");
      lemma.expected = value;
    } else if (key == "reason") {
      lemma.reason = value;
    } else if (key == "z3-tactics") {
      lemma.z3_tactics = split_on(value, ',');
    } else if (key == "z3-params") {
      for (const std::string& item : split_on(value, ' ')) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0) fail("z3-params item '" + item + "' is not key=value");
        lemma.z3_params.emplace_back(item.substr(0, eq), item.substr(eq + 1));
      }
    } else if (key == "timeout-ms") {
      lemma.timeout_ms = static_cast<unsigned>(std::stoul(value));
    } else if (key == "z3-rlimit") {
      lemma.z3_rlimit = static_cast<unsigned>(std::stoul(value));
    } else if (key == "cvc5-timeout-ms") {
      lemma.cvc5_timeout_ms = static_cast<unsigned>(std::stoul(value));
    } else if (key == "cvc5-options") {
      lemma.cvc5_options = value;
    } else if (key == "slow") {
      lemma.slow = value == "yes";
    }
  }
  if (lemma.cvc5_timeout_ms == 0) lemma.cvc5_timeout_ms = lemma.timeout_ms;
  if (lemma.name.empty()) fail("no '; name:' line");
  if (lemma.expected.empty()) fail("no '; expected:' line");
  if (lemma.z3_tactics.empty()) fail("no '; z3-tactics:' line (the configuration must be pinned)");
  for (const std::string& tactic : lemma.z3_tactics)
    if (tactic.rfind("qe", 0) == 0) fail("tactic '" + tactic + "' is refused: never rely on qe");
  for (char ch : lemma.cvc5_options)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '=' || ch == ' ' || ch == '_'))
      fail("cvc5-options may only hold letters, digits, '-', '_', '=' and spaces");
  return lemma;
}

std::vector<Lemma> load_lemmas(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error))
    if (entry.path().extension() == ".smt2") files.push_back(entry.path());
  if (error) throw std::runtime_error("cannot read the lemma folder " + folder + ": " + error.message());
  std::sort(files.begin(), files.end());
  std::vector<Lemma> lemmas;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    lemmas.push_back(parse_lemma(text.str(), file.string()));
  }
  return lemmas;
}

std::string default_lemma_folder() {
  if (const char* env = std::getenv("GAMECERT_PROOFS_DIR")) return env;
  return GAMECERT_PROOFS_DIR;
}

}  // namespace gamecert::proofs
