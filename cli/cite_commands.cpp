// `gamecert cite FILE`: a BibTeX entry, a LaTeX sentence or a JSON record
// for a certificate, printed only after the gamecert-check beside this
// program has accepted it (docs/citing.md). The words come from
// lib/common/citation; this file finds and runs the checker and prints.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <vector>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/gzip_text.hpp"
#include "common/citation.hpp"
#include "common/process.hpp"
#include "common/program_folder.hpp"
#include "gamecert_commit.hpp"

namespace gamecert::cli {

namespace {

namespace fs = std::filesystem;

struct CiteOptions {
  std::string file;
  std::vector<std::string> with;  // the certificates FILE rests on, checked with it
  std::string format = "bibtex";
};

// The OK lines of the checker's output for the set, each with its "rests on"
// line split into the published theorems and the certificates it names.
std::vector<CheckedCertificate> checked_certificates(const std::string& output) {
  std::vector<CheckedCertificate> files;
  const std::string_view tag = "  rests on: ", named = "certificate ";
  for (const std::string_view line : split_text(output, '\n')) {
    if (line.rfind("OK ", 0) == 0)
      files.push_back({std::string(line.substr(3, 64)),
                       std::string(line.substr(std::min<std::size_t>(68, line.size()))),
                       {},
                       {}});
    if (line.rfind(tag, 0) != 0 || files.empty()) continue;
    for (std::string_view item : split_text(line.substr(tag.size()), ';')) {
      item.remove_prefix(std::min(item.find_first_not_of(' '), item.size()));
      if (item.rfind(named, 0) == 0)
        files.back().certificates.emplace_back(item.substr(named.size()));
      else
        files.back().theorems.emplace_back(item);
    }
  }
  return files;
}

// $GAMECERT_CHECK alone when set; otherwise beside this executable (an
// installed pair), then build/checker/ seen from build/cli/.
std::string find_checker() {
  if (const char* chosen = std::getenv("GAMECERT_CHECK"); chosen != nullptr && *chosen != '\0') {
    // A name without '/' is the file in this folder, as access() saw it, not one on $PATH.
    if (::access(chosen, X_OK) == 0) return fs::path(chosen).has_parent_path() ? chosen : "./" + std::string(chosen);
    throw UsageError("no gamecert-check at $GAMECERT_CHECK = '" + std::string(chosen) + "'");
  }
  const fs::path here = program_folder();
  const fs::path folder = here.empty() ? fs::path(".") : here;
  const std::vector<fs::path> tried = {folder / "gamecert-check",
                                       folder.parent_path() / "checker" / "gamecert-check"};
  std::vector<std::string> names;
  for (const fs::path& candidate : tried) {
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
    names.push_back(candidate.string());
  }
  throw UsageError("gamecert-check not found; tried " + join_list(names, ", ") + " (set GAMECERT_CHECK to its path)");
}

void cite(const CiteOptions& o) {
  const std::string checker = find_checker();
  // A .gz file is cited by the text inside, which the checker then reads from its standard input.
  const bool compressed = o.file != "-" && is_gzip_name(o.file);
  const std::string text = compressed ? gunzip(read_input_file(o.file), o.file) : read_input_file(o.file);
  const bool piped = o.file == "-" || compressed;
  ProcessOptions feed;
  if (piped) feed.input = text;
  std::vector<std::string> arguments = {checker, "--rests-on", piped ? "-" : o.file};
  for (const std::string& file : o.with) {
    if (file == "-" || is_gzip_name(file))
      throw UsageError("--with " + file +
                       ": give the certificate as a plain file (gzip -dk decompresses one)");
    arguments.push_back(file);
  }
  const ProcessResult checked = run_process(checker, arguments, feed);
  std::cerr << checked.err;
  const std::string first_line = checked.out.substr(0, checked.out.find('\n'));
  if (checked.status != 0 || first_line.rfind("OK ", 0) != 0) {
    std::cerr << (checked.out.empty()
                      ? "gamecert-check failed (exit status " + std::to_string(checked.status) + ")\n"
                      : checked.out);
    throw std::runtime_error("not cited: gamecert-check did not accept '" + o.file + "'" +
                             (checked.out.find("not among the files checked with it") != std::string::npos
                                  ? " (give the certificates it rests on with --with FILE)"
                                  : ""));
  }
  const std::string sha256 = sha256_hex(text);
  const CertificateHeader header = read_certificate_header(text);
  // The checker read the file itself: it must have seen these very bytes and this claim.
  if (first_line != "OK " + sha256 + " " + header.printed_claim)
    throw std::runtime_error("'" + o.file +
                             "' changed while it was checked (gamecert-check printed: " + first_line + ")");
  CitationRecord record =
      citation_record(text, checked_certificates(checked.out), citation_check_command(o.file, o.with),
                      GAMECERT_VERSION, GAMECERT_COMMIT);
  if (o.file != "-") record.same_claim = same_claim_beside(o.file, record.claim, record.sha256);
  if (o.format == "json") {
    Json same_claim = Json::array();
    for (const auto& [sha, path] : record.same_claim) same_claim.push_back(Json{{"sha256", sha}, {"path", path}});
    Json certificates = Json::array();
    for (const auto& [sha, claim] : record.certificates)
      certificates.push_back(Json{{"sha256", sha}, {"claim", claim}});
    print_json(Json{{"key", record.key},
                    {"title", record.title},
                    {"statement", record.statement},
                    {"claim", record.claim},
                    {"sha256", record.sha256},
                    {"bytes", record.bytes},
                    {"gamecert_version", record.version},
                    {"gamecert_commit", record.commit},
                    {"check_command", record.check_command},
                    {"rests_on", record.rests_on},
                    {"rests_on_certificates", certificates},
                    {"same_claim", same_claim}});
    return;
  }
  std::cout << (o.format == "latex" ? citation_latex(record) : citation_bibtex(record));
}

}  // namespace

void add_cite_commands(CLI::App& app) {
  auto options = std::make_shared<CiteOptions>();
  CLI::App* command = app.add_subcommand(
      "cite", "a BibTeX entry for a certificate, printed only if gamecert-check accepts it");
  command
      ->add_option("FILE", options->file, "certificate to cite (a .gz file: the text inside); - reads standard input")
      ->required()
      ->type_name("FILE");
  command
      ->add_option("--with", options->with,
                   "a certificate FILE rests on (repeatable): checked together with it, and named in the "
                   "citation with every certificate it rests on in turn")
      ->type_name("FILE");
  command->add_option("--format", options->format, "bibtex (the default), latex (one sentence) or json")
      ->check(CLI::IsMember({"bibtex", "latex", "json"}))
      ->type_name("FORMAT");
  set_example(*command, "gamecert cite certs/sim/k6-value-table.txt");
  command->callback([options] { cite(*options); });
}

}  // namespace gamecert::cli
