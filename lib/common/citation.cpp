#include "common/citation.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace gamecert {

std::vector<std::string_view> split_text(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::string claim_field(const CertificateHeader& header, const std::string& key) {
  for (const auto& [name, value] : header.claim)
    if (name == key) return value;
  throw std::invalid_argument("the " + header.game + " " + header.kind + " claim has no '" + key + "' field");
}

std::string spoken_list(std::string_view list) {
  const std::vector<std::string_view> items = split_text(list, ',');
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
    text += items[i];
  }
  return text;
}

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
      for (std::string_view item : split_text(value, ' ')) {
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
  if (header.game == "sim") return describe_sim_claim(header);
  if (header.game == "subtraction" && header.kind == "periodicity") return describe_subtraction_claim(header);
  if (header.game == "wythoff" && header.kind == "p-positions") return describe_wythoff_claim(header);
  if (header.game == "sylver") return describe_sylver_claim(header);
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

namespace gamecert {

std::vector<CheckedCertificate> cited_set(const std::vector<CheckedCertificate>& checked) {
  std::vector<CheckedCertificate> set;
  if (checked.empty()) return set;
  std::vector<std::string> to_visit = {checked.front().sha256};
  while (!to_visit.empty()) {
    const std::string sha = to_visit.front();
    to_visit.erase(to_visit.begin());
    if (std::any_of(set.begin(), set.end(), [&](const CheckedCertificate& c) { return c.sha256 == sha; }))
      continue;
    for (const CheckedCertificate& certificate : checked)
      if (certificate.sha256 == sha) {
        set.push_back(certificate);
        to_visit.insert(to_visit.end(), certificate.certificates.begin(), certificate.certificates.end());
        break;
      }
  }
  return set;
}

CitationRecord citation_record(std::string_view text, const std::vector<CheckedCertificate>& checked,
                               std::string check_command, std::string version, std::string commit) {
  const CertificateHeader header = read_certificate_header(text);
  const ClaimInWords words = describe_claim(header);
  CitationRecord record;
  record.sha256 = sha256_hex(text);
  record.key = citation_key(record.sha256);
  record.title = words.title;
  record.statement = words.statement;
  record.claim = header.printed_claim;
  record.bytes = text.size();
  record.version = std::move(version);
  record.commit = std::move(commit);
  record.check_command = std::move(check_command);
  const std::vector<CheckedCertificate> set = cited_set(checked);
  std::vector<std::string> theorems;
  for (const CheckedCertificate& certificate : set)
    for (const std::string& theorem : certificate.theorems)
      if (std::find(theorems.begin(), theorems.end(), theorem) == theorems.end()) theorems.push_back(theorem);
  for (const std::string& theorem : theorems)
    record.rests_on += (record.rests_on.empty() ? "" : "; ") + theorem;
  for (std::size_t i = 1; i < set.size(); ++i) record.certificates.emplace_back(set[i].sha256, set[i].claim);
  return record;
}

std::vector<std::pair<std::string, std::string>> same_claim_beside(const std::string& file, const std::string& claim,
                                                                   const std::string& sha256) {
  namespace fs = std::filesystem;
  std::error_code error;
  for (fs::path folder = fs::absolute(file, error).parent_path(); !error && folder != folder.parent_path();
       folder = folder.parent_path()) {
    if (!fs::exists(folder / "MANIFEST")) continue;
    std::vector<std::pair<std::string, std::string>> found;
    for (const char* name : {"MANIFEST", "MANIFEST.large"}) {
      std::ifstream in(folder / name);
      for (std::string line; std::getline(in, line);) {
        const std::size_t bytes_end = line.find(' ', 65), path_end = line.find(' ', bytes_end + 1);
        if (line.size() > 65 && path_end != std::string::npos && line.compare(path_end + 1, std::string::npos, claim) == 0 &&
            line.compare(0, 64, sha256) != 0)
          found.emplace_back(line.substr(0, 64), line.substr(bytes_end + 1, path_end - bytes_end - 1));
      }
    }
    return found;
  }
  return {};
}

std::string citation_check_command(const std::string& file, const std::vector<std::string>& dependencies) {
  const auto name_of = [](const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    return name.empty() ? path : name;
  };
  const bool gzip = file.size() > 3 && file.compare(file.size() - 3, 3, ".gz") == 0;
  std::string command = file == "-" ? "gamecert-check - < CERTIFICATE"
                        : gzip      ? "gzip -dc " + name_of(file) + " | gamecert-check -"
                                    : "gamecert-check " + name_of(file);
  for (const std::string& dependency : dependencies) command += " " + name_of(dependency);
  return command;
}

std::string citation_latex(const CitationRecord& record) {
  return record.statement.substr(0, record.statement.size() - 1) + "~\\cite{" + record.key + "}.\n";
}

std::string citation_bibtex(const CitationRecord& record) {
  std::string certificates, same_claim;
  for (const auto& [sha, claim] : record.certificates)
    certificates += (certificates.empty() ? "" : "; ") + sha + " (" + claim + ")";
  for (const auto& [sha, path] : record.same_claim)
    same_claim += (same_claim.empty() ? "" : "; ") + sha + " (" + path + ")";
  std::ostringstream out;
  out << "@misc{" << record.key << ",\n"
      << "  title        = {{" << latex_escape(record.title) << "}},\n"
      << "  author       = {{gamecert developers}},\n"
      << "  howpublished = {Certificate checked by \\texttt{gamecert-check}, SHA-256 \\texttt{"
      << record.sha256 << "}},\n"
      << "  note         = {Claim \\texttt{" << latex_escape(record.claim) << "}. Re-check: \\texttt{"
      << latex_escape(record.check_command) << "} prints \\texttt{OK " << record.sha256 << "}. "
      << (record.rests_on.empty() ? "" : "Rests on " + latex_escape(record.rests_on) + ". ")
      << (certificates.empty() ? "" : "Rests on the certificates " + latex_escape(certificates) + ". ")
      << (same_claim.empty() ? "" : "The same claim is certified by " + latex_escape(same_claim) + ". ")
      << "Cited with gamecert " << record.version << " (commit " << latex_escape(record.commit) << ")},\n"
      << "  abstract     = {" << record.statement << "},\n"
      << "  sha256       = {" << record.sha256 << "},\n"
      << "  version      = {gamecert " << record.version << ", commit " << latex_escape(record.commit)
      << "}\n"
      << "}\n";
  return out.str();
}

}  // namespace gamecert
