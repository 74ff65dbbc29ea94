// Reading proof obligations and their pinned configuration (see lemma.hpp).
#include "proofs/lemma.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace gamecert::proofs {

namespace {

namespace fs = std::filesystem;

std::vector<std::string> split_on(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, separator))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

// Header keys are lower-case words joined by dashes; a comment line such as
// "; Hint: ..." or "; move has won: ..." is prose, not a key.
bool looks_like_key(const std::string& key) {
  return !key.empty() && std::all_of(key.begin(), key.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-';
  });
}

std::string read_whole(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw ObligationError("cannot read " + file.string());
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The *.smt2 files directly inside `folder`, in name order.
std::vector<fs::path> obligation_files(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error))
    if (entry.path().extension() == ".smt2" && entry.is_regular_file()) files.push_back(entry.path());
  if (error)
    throw ObligationError("cannot read the proofs folder " + folder.string() + ": " + error.message());
  std::sort(files.begin(), files.end());
  return files;
}

// "proofs/wythoff/", "proofs/wythoff" and "." all name their folder.
std::string folder_name(const fs::path& folder) {
  fs::path path = fs::absolute(folder).lexically_normal();
  if (path.filename().empty()) path = path.parent_path();
  return path.filename().string();
}

}  // namespace

Lemma parse_lemma(const std::string& text, const std::string& origin) {
  Lemma lemma;
  lemma.origin = origin;
  lemma.file = origin;
  lemma.text = text;
  std::stringstream in(text);
  std::string line;
  auto fail = [&](const std::string& why) { throw ObligationError(origin + ": " + why); };
  auto number = [&](const std::string& key, const std::string& value) {
    if (value.empty() || value.size() > 9 || value.find_first_not_of("0123456789") != std::string::npos)
      fail(key + " must be a whole number below 10^9, not '" + value + "'");
    return static_cast<unsigned>(std::stoul(value));
  };
  // Only the leading comment block is the header: comments inside the
  // SMT-LIB2 body are free prose.
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (line[0] != ';') break;
    if (line.rfind("; ", 0) != 0) continue;
    const std::size_t colon = line.find(": ", 2);
    if (colon == std::string::npos) continue;
    const std::string key = line.substr(2, colon - 2);
    const std::string value = line.substr(colon + 2);
    if (!looks_like_key(key)) continue;
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
      lemma.timeout_ms = number(key, value);
    } else if (key == "z3-rlimit") {
      lemma.z3_rlimit = number(key, value);
    } else if (key == "cvc5-timeout-ms") {
      lemma.cvc5_timeout_ms = number(key, value);
    } else if (key == "cvc5-options") {
      lemma.cvc5_options = value;
    } else if (key == "slow") {
      if (value != "yes" && value != "no") fail("slow must be yes or no, not '" + value + "'");
      lemma.slow = value == "yes";
    } else {
      fail("unknown header key '" + key + "' (proofs/README.md lists the keys)");
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
  const fs::path root(folder);
  std::error_code error;
  if (!fs::is_directory(root, error)) throw ObligationError(folder + " is not a folder");
  // Topics: the folder itself (for a folder of loose files) and each subfolder.
  std::vector<std::pair<std::string, fs::path>> topics;
  topics.emplace_back(folder_name(root), root);
  std::vector<fs::path> subfolders;
  for (const auto& entry : fs::directory_iterator(root, error))
    if (entry.is_directory()) subfolders.push_back(entry.path());
  if (error) throw ObligationError("cannot read the proofs folder " + folder + ": " + error.message());
  std::sort(subfolders.begin(), subfolders.end());
  for (const fs::path& sub : subfolders) topics.emplace_back(sub.filename().string(), sub);

  std::vector<Lemma> lemmas;
  std::map<std::string, std::string> file_of_name;
  for (const auto& [topic, path] : topics) {
    for (const fs::path& file : obligation_files(path)) {
      Lemma lemma = parse_lemma(read_whole(file), file.string());
      lemma.topic = topic;
      lemma.file = file.lexically_relative(root).generic_string();
      const auto [previous, fresh] = file_of_name.emplace(lemma.name, lemma.file);
      if (!fresh)
        throw ObligationError("two obligations are named '" + lemma.name + "': " + previous->second +
                              " and " + lemma.file);
      lemmas.push_back(std::move(lemma));
    }
  }
  if (lemmas.empty()) throw ObligationError("no .smt2 obligations in " + folder + " (nor in its subfolders)");
  return lemmas;
}

}  // namespace gamecert::proofs
