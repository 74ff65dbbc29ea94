// gamecert-check [--max-work N] [--memory SIZE] [--threads N] [--rests-on] FILE...   ("-" reads standard input)
//
// Prints "OK <sha256> <claim>" or "REJECTED <file>:<line>: <reason>" per file
// and exits 0 only if every certificate is accepted. The claim printed is
// "<game> <kind> <claim>", the form certs/MANIFEST records. File names are
// printed with control bytes escaped, so a name cannot forge a verdict line.
// With --rests-on, an OK line is followed by "  rests on: ..." when the
// claim rests on published theorems as well as its evidence; the OK line
// itself stays as scripts parse it.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "certificate.hpp"
#include "certificate_set.hpp"
#include "gamecert_commit.hpp"
#include "games.hpp"

namespace {

const char* kUsage =
    "usage: gamecert-check [--max-work N] [--memory SIZE] [--threads N] [--rests-on] FILE...   (\"-\" reads standard input)\n";

const char* kHelp =
    "Checks gamecert certificates (certs/FORMAT.md) and prints one line per file:\n"
    "  OK <sha256> <game> <kind> <claim>     the evidence establishes the claim\n"
    "  REJECTED <file>:<line>: <reason>      it does not (line 0: the file could not be read)\n"
    "Compressed certificates are checked through standard input: gzip -dc F.gz | gamecert-check -\n"
    "The files are one set: a certificate that names another by its SHA-256 ('R' lines) is accepted\n"
    "only if that one is among them, accepted, and claims the fact it is named for.\n"
    "\n"
    "options:\n"
    "  --max-work N  work budget of a Sylver replay (about one unit per bitset word of a\n"
    "                closure; default 10000 per byte of the body, at least 40000000000);\n"
    "                a certificate over it is rejected\n"
    "  --memory SIZE bytes the Sylver replay's index may hold (suffix K, M or G; default 8G);\n"
    "                a certificate that needs more is rejected; a keyed table (evidence keyed-...)\n"
    "                is never rejected for it: what does not fit goes to files under TMPDIR\n"
    "  --threads N   threads for the checks that share their work (keyed tables; default 1)\n"
    "  --rests-on    after an OK line, print '  rests on: <theorems>' when the claim rests on\n"
    "                published theorems besides its evidence and the lemmas it names\n"
    "  --version     print the version, the git commit and the certificate format versions\n"
    "  -h, --help    print this help\n"
    "\n"
    "exit status: 0 every file accepted, 1 some file rejected or unreadable, 2 usage error\n"
    "(docs/checker.md)\n";

// The name as printed: bytes below 0x20, 0x7f and backslash in C escapes.
std::string printable_name(const std::string& name) {
  static const char* hex = "0123456789abcdef";
  static const std::string escaped = "\\\n\t\r", letter = "\\ntr";  // backslash, newline, tab, CR
  std::string out;
  for (char ch : name) {
    const unsigned char byte = static_cast<unsigned char>(ch);
    if (const std::size_t k = escaped.find(ch); k != std::string::npos)
      out += {'\\', letter[k]};
    else if (byte < 0x20 || byte == 0x7f)
      out += std::string("\\x") + hex[byte >> 4] + hex[byte & 15];
    else
      out.push_back(ch);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  CheckOptions options;
  std::vector<std::string> files;
  bool rests_on = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--rests-on") {
      rests_on = true;
    } else if (arg == "--max-work" || arg == "--memory") {  // a positive number; a size may end in K, M or G
      const bool size = arg == "--memory";
      const std::string value = i + 1 < argc ? argv[++i] : "";  // missing: "", which is rejected too
      const std::size_t digits = size ? value.find_first_not_of("0123456789") : std::string::npos;
      const std::string suffix = digits == std::string::npos ? "" : value.substr(digits);
      const int shift = suffix.empty() ? 0 : suffix == "K" ? 10 : suffix == "M" ? 20 : suffix == "G" ? 30 : -1;
      try {
        if (shift < 0) throw Reject{0, "suffix"};
        (size ? options.max_memory : options.max_work) =
            parse_integer(value.substr(0, digits), 1, 999'999'999'999'999'999LL >> shift, 0, arg) << shift;
      } catch (const Reject&) {
        std::cerr << "gamecert-check: " << arg << " needs a positive "
                  << (size ? "size (a number of bytes, or with K, M or G)" : "integer") << "\n" << kUsage;
        return 2;
      }
    } else if (arg == "--threads") {
      try {
        options.threads = static_cast<int>(parse_integer(i + 1 < argc ? argv[++i] : "", 1, 256, 0, arg));
      } catch (const Reject&) {
        std::cerr << "gamecert-check: --threads needs an integer in 1..256\n" << kUsage;
        return 2;
      }
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage << kHelp;
      return 0;
    } else if (arg == "--version") {
      std::cout << "gamecert-check " << GAMECERT_VERSION << " (commit " << GAMECERT_COMMIT << ")\n"
                << "certificate format versions accepted: 1\n";
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-') {
      std::cerr << "gamecert-check: unknown option " << printable_name(arg) << "\n" << kUsage;
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  // Verdicts are printed in the order of the files, each once it is final:
  // at once, unless it names other certificates, whose verdicts come later.
  std::vector<Checked> checked(files.size());
  std::vector<Premise> premises;
  options.premises = &premises;
  std::size_t printed = 0;
  bool all_ok = true;
  const auto print = [&](std::size_t i) {
    const Checked& v = checked[i];
    if (!v.accepted) {
      std::cout << "REJECTED " << printable_name(files[i]) << ":" << v.rejection.line << ": "
                << v.rejection.reason << std::endl;
      all_ok = false;
      return;
    }
    std::cout << "OK " << v.sha256 << " " << v.game << " " << v.kind << " " << v.claim << "\n";
    std::string also;
    for (const std::string& theorem : v.theorems) also += (also.empty() ? "" : "; ") + theorem;
    for (const Premise& premise : v.premises)  // each certificate once, where it is first named
      if (also.find(premise.sha256) == std::string::npos)
        also += (also.empty() ? "certificate " : "; certificate ") + premise.sha256;
    if (rests_on && !also.empty()) std::cout << "  rests on: " << also << "\n";
    std::cout << std::flush;
  };
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string& file = files[i];
    Checked& v = checked[i];
    // Standard input for "-", else the named regular file, whose size is
    // passed on so that its text is allocated once.
    const bool standard_input = file == "-";
    std::error_code error;
    std::ifstream opened;
    if (!standard_input && std::filesystem::is_regular_file(file, error)) opened.open(file, std::ios::binary);
    if (!standard_input && !opened.is_open())
      v.rejection = Reject{0, "cannot read the file (not a readable regular file)"};
    else
      v = check_one(standard_input ? std::cin : opened,
                    standard_input ? 0 : std::filesystem::file_size(file, error), options);
    for (; printed <= i && (checked[printed].accepted || !checked[printed].evidence_ok); ++printed)
      print(printed);
  }
  resolve_premises(checked);
  for (; printed < files.size(); ++printed) print(printed);
  return all_ok ? 0 : 1;
}
