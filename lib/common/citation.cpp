#include "common/citation.hpp"

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
