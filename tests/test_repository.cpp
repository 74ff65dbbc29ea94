// The repository explains itself: no file cites a document the repository
// does not contain, and every relative link of README.md and docs/*.md leads
// to a file that exists. A reader who clones the project must be able to
// follow every reference from inside it (docs/references.md for the papers).
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

fs::path source_root() {
  const char* root = std::getenv("GAMECERT_SOURCE_DIR");
  REQUIRE(root != nullptr);
  return fs::path(root);
}

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// What the project's own sources are: everything a reader of the code or the
// docs meets. Certificates are data (their bodies are checked by
// gamecert-check), so of certs/ only the format description is read.
std::vector<fs::path> repository_text_files() {
  const fs::path root = source_root();
  std::vector<fs::path> files;
  for (const char* folder :
       {"lib", "cli", "server", "checker", "api", "include", "examples", "cmake", "tests", "bench", "scripts", "proofs", "docs"}) {
    if (!fs::is_directory(root / folder)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / folder))
      if (entry.is_regular_file()) files.push_back(entry.path());
  }
  for (const char* file : {"certs/FORMAT.md", "README.md", "CMakeLists.txt"})
    if (fs::is_regular_file(root / file)) files.push_back(root / file);
  return files;
}

bool is_word_character(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

std::string lowercase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// The names of the project brief, assembled from pieces so that this file
// does not mention them itself.
const std::string kBriefAcronym = std::string("SP") + "EC";     // a whole word, upper case
const std::string kWriteUp = std::string("write") + "-up";      // any case
const std::string kDesignFile = std::string("design") + ".md";  // any case

// The banned name this line mentions, or "" if none.
std::string cited_missing_document(const std::string& line) {
  for (std::size_t at = line.find(kBriefAcronym); at != std::string::npos;
       at = line.find(kBriefAcronym, at + 1)) {
    const bool starts_word = at == 0 || !is_word_character(line[at - 1]);
    const std::size_t end = at + kBriefAcronym.size();
    const bool ends_word = end == line.size() || !is_word_character(line[end]);
    if (starts_word && ends_word) return kBriefAcronym;
  }
  const std::string lower = lowercase(line);
  if (lower.find(kWriteUp) != std::string::npos) return kWriteUp;
  if (lower.find(kDesignFile) != std::string::npos) return kDesignFile;
  return "";
}

}  // namespace

TEST_CASE("no file cites a document the repository does not contain", "[repository]") {
  const fs::path root = source_root();
  std::vector<std::string> citations;
  std::size_t files_read = 0;
  for (const fs::path& file : repository_text_files()) {
    const std::string text = read_text(file);
    if (text.find('\0') != std::string::npos) continue;  // binary data, not prose or code
    ++files_read;
    std::istringstream lines(text);
    std::size_t number = 0;
    for (std::string line; std::getline(lines, line);) {
      ++number;
      const std::string name = cited_missing_document(line);
      if (!name.empty())
        citations.push_back(fs::relative(file, root).string() + ":" + std::to_string(number) + ": cites \"" +
                            name + "\": " + line);
    }
  }
  CHECK(files_read > 100);  // the walk found the sources, so an empty result means something
  std::string report;
  for (const std::string& citation : citations) report += citation + "\n";
  INFO(report);
  CHECK(citations.empty());
}

TEST_CASE("the banned names are recognised, and only as whole mentions", "[repository]") {
  CHECK(cited_missing_document("// as " + kBriefAcronym + " 2.3 says") == kBriefAcronym);
  CHECK(cited_missing_document("the " + kWriteUp + "'s figure") == kWriteUp);
  CHECK(cited_missing_document("see " + std::string("DESIGN") + ".md") == kDesignFile);
  CHECK(cited_missing_document("the SPECTRUM of a graph").empty());
  CHECK(cited_missing_document("a specification").empty());
  CHECK(cited_missing_document("written up in docs/sim.md").empty());
}

TEST_CASE("every relative link of README.md and docs/*.md leads to an existing file", "[repository]") {
  const fs::path root = source_root();
  std::vector<fs::path> pages{root / "README.md"};
  if (fs::is_directory(root / "docs"))
    for (const auto& entry : fs::directory_iterator(root / "docs"))
      if (entry.path().extension() == ".md") pages.push_back(entry.path());
  // [text](target) or [text](target "title"); the target up to '#', space or ')'.
  const std::regex link(R"(\]\(([^)#\s]*)(#[^)\s]*)?(\s+"[^"]*")?\))");
  std::vector<std::string> broken;
  std::size_t links_checked = 0;
  for (const fs::path& page : pages) {
    std::istringstream lines(read_text(page));
    std::size_t number = 0;
    for (std::string line; std::getline(lines, line);) {
      ++number;
      for (auto match = std::sregex_iterator(line.begin(), line.end(), link); match != std::sregex_iterator();
           ++match) {
        const std::string target = (*match)[1].str();
        if (target.empty()) continue;  // a link to an anchor of the same page
        if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0) continue;
        ++links_checked;
        if (!fs::exists(page.parent_path() / target))
          broken.push_back(fs::relative(page, root).string() + ":" + std::to_string(number) + ": " + target);
      }
    }
  }
  CHECK(links_checked > 20);
  std::string report;
  for (const std::string& entry : broken) report += entry + "\n";
  INFO(report);
  CHECK(broken.empty());
}

TEST_CASE("every function and type of the public interface has a doc comment", "[repository]") {
  // A declaration is the line with GAMECERT_API, `struct`, `enum class` at
  // namespace level; its comment is the "///" line right above it.
  const std::regex declaration(R"(^(GAMECERT_API |struct |enum class ))");
  std::size_t declarations = 0;
  for (const auto& entry : fs::directory_iterator(source_root() / "include" / "gamecert")) {
    std::istringstream in(read_text(entry.path()));
    std::string previous;
    for (std::string line; std::getline(in, line); previous = line) {
      if (!std::regex_search(line, declaration)) continue;
      ++declarations;
      INFO(entry.path().filename().string() << ": " << line);
      CHECK(previous.rfind("///", 0) == 0);
    }
  }
  CHECK(declarations >= 40);
}
