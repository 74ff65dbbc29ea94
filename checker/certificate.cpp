// The envelope reader: version line, "key value" header, claim, "lines N",
// "begin", body, "end". Anything else is rejected before a game checker
// sees the body, so game checkers can assume printable single-space text.
#include "certificate.hpp"

#include <set>

std::vector<std::string> split(const std::string& s, char separator) {
  std::vector<std::string> parts;
  std::string current;
  for (char ch : s) {
    if (ch == separator) {
      parts.push_back(current);
      current.clear();
    } else {
      current.push_back(ch);
    }
  }
  parts.push_back(current);
  return parts;
}

std::int64_t parse_integer(const std::string& s, std::int64_t low, std::int64_t high, std::size_t line,
                           const std::string& what) {
  bool negative = !s.empty() && s[0] == '-';
  std::size_t start = negative ? 1 : 0;
  if (s.size() == start || s.size() - start > 18 || (negative && (low >= 0 || s == "-0")))
    throw Reject{line, what + " is not an integer in canonical form: '" + s + "'"};
  if (s.size() - start > 1 && s[start] == '0') throw Reject{line, what + " has a leading zero: '" + s + "'"};
  std::int64_t value = 0;
  for (std::size_t i = start; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') throw Reject{line, what + " is not an integer: '" + s + "'"};
    value = value * 10 + (s[i] - '0');
  }
  if (negative) value = -value;
  if (value < low || value > high)
    throw Reject{line, what + " " + s + " is outside " + std::to_string(low) + ".." + std::to_string(high)};
  return value;
}

const std::string& parameter(const Certificate& c, const std::string& key) {
  auto it = c.parameters.find(key);
  if (it == c.parameters.end()) throw Reject{c.claim_line, "header lacks '" + key + "'"};
  return it->second;
}

void allow_only_parameters(const Certificate& c, const std::vector<std::string>& allowed) {
  for (const auto& [key, value] : c.parameters) {
    bool known = false;
    for (const std::string& a : allowed) known = known || a == key;
    if (!known)
      throw Reject{c.parameter_lines.at(key),
                   "header line '" + key + "' is not part of a " + c.game + " " + c.kind + " certificate"};
  }
}

const std::string& claim_field(const Certificate& c, const std::string& key) {
  auto it = c.claim_fields.find(key);
  if (it == c.claim_fields.end()) throw Reject{c.claim_line, "claim lacks '" + key + "='"};
  return it->second;
}

Certificate read_certificate(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned char ch = static_cast<unsigned char>(text[i]);
    if (ch == '\n') {
      lines.push_back(text.substr(start, i - start));
      start = i + 1;
    } else if (ch < 32 || ch > 126) {
      throw Reject{lines.size() + 1, "byte " + std::to_string(ch) + " is not printable ASCII"};
    }
  }
  if (start != text.size()) throw Reject{lines.size() + 1, "last line has no newline (truncated?)"};
  if (lines.empty() || lines[0] != "gamecert-certificate 1")
    throw Reject{1, "first line must be 'gamecert-certificate 1'"};

  Certificate c;
  std::set<std::string> seen;
  std::size_t i = 1;
  std::int64_t declared_lines = -1;
  for (; i < lines.size() && lines[i] != "begin"; ++i) {
    const std::size_t line = i + 1;
    const std::size_t space = lines[i].find(' ');
    if (space == std::string::npos || space == 0 || space + 1 == lines[i].size())
      throw Reject{line, "header line is not 'key value'"};
    const std::string key = lines[i].substr(0, space);
    const std::string value = lines[i].substr(space + 1);
    if (!seen.insert(key).second) throw Reject{line, "header key '" + key + "' repeated"};
    if (key == "game") {
      c.game = value;
    } else if (key == "kind") {
      c.kind = value;
    } else if (key == "claim") {
      c.claim = value;
      c.claim_line = line;
      for (const std::string& field : split(value, ' ')) {
        const std::size_t eq = field.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == field.size())
          throw Reject{line, "claim field '" + field + "' is not key=value"};
        if (!c.claim_fields.emplace(field.substr(0, eq), field.substr(eq + 1)).second)
          throw Reject{line, "claim field '" + field.substr(0, eq) + "' repeated"};
      }
    } else if (key == "lines") {
      declared_lines = parse_integer(value, 0, 1'000'000'000'000LL, line, "line count");
    } else {
      c.parameters[key] = value;
      c.parameter_lines[key] = line;
    }
  }
  if (i == lines.size()) throw Reject{lines.size(), "no 'begin' line (truncated?)"};
  if (c.game.empty() || c.kind.empty() || c.claim.empty() || declared_lines < 0)
    throw Reject{i + 1, "header needs game, kind, claim and lines before 'begin'"};
  if (lines.back() != "end") throw Reject{lines.size(), "last line is not 'end' (truncated?)"};
  c.first_body_line = i + 2;
  c.body.assign(lines.begin() + static_cast<std::ptrdiff_t>(i + 1), lines.end() - 1);
  for (std::size_t k = 0; k < c.body.size(); ++k)
    if (c.body[k] == "end" || c.body[k] == "begin")
      throw Reject{c.line_of(k), "'" + c.body[k] + "' inside the body"};
  if (static_cast<std::int64_t>(c.body.size()) != declared_lines)
    throw Reject{lines.size(), "body has " + std::to_string(c.body.size()) + " lines, header says " +
                                   std::to_string(declared_lines)};
  return c;
}
