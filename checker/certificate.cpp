// The envelope reader: version line, "key value" header in its fixed order,
// claim, "lines N", "begin", body, "end". Anything else is rejected before a
// game checker sees the body, so game checkers can assume printable
// single-space text and a header of their kind's shape.
#include "certificate.hpp"

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

const HeaderLine& parameter(const Certificate& c, const std::string& key) {
  for (const HeaderLine& h : c.parameters)
    if (h.key == key) return h;
  throw Reject{c.claim_line, "header lacks '" + key + "'"};
}

const std::string& claim_field(const Certificate& c, const std::string& key) {
  for (const auto& [name, value] : c.claim_fields)
    if (name == key) return value;
  throw Reject{c.claim_line, "claim lacks '" + key + "='"};
}

void require_shape(const Certificate& c, const CertificateKind& kind) {
  std::string expected;
  for (const std::string& key : kind.parameters) expected += " " + key;
  for (std::size_t k = 0; k < c.parameters.size(); ++k)
    if (k >= kind.parameters.size() || c.parameters[k].key != kind.parameters[k])
      throw Reject{c.parameters[k].line,
                   "header line '" + c.parameters[k].key + "' is not part of a " + c.game + " " + c.kind +
                       " certificate (its parameter lines:" + (expected.empty() ? " none" : expected) + ")"};
  if (c.parameters.size() < kind.parameters.size())
    throw Reject{c.claim_line,
                 "header lacks '" + kind.parameters[c.parameters.size()] + "' before the claim"};
  const std::vector<std::string> form = split(kind.claim_form, ' ');
  bool same = form.size() == c.claim_fields.size();
  for (std::size_t k = 0; same && k < form.size(); ++k)
    same = c.claim_fields[k].first == form[k].substr(0, form[k].find('='));
  if (!same) throw Reject{c.claim_line, "the claim must read " + kind.claim_form};
}

namespace {

// Reads lines[i] as "key value" and moves i past it; a non-empty `wanted`
// is the key this line must have.
HeaderLine read_header_line(const std::vector<std::string>& lines, std::size_t& i,
                            const std::string& wanted) {
  const std::size_t line = i + 1;
  if (i == lines.size() || lines[i] == "begin") throw Reject{line, "the header has no '" + wanted + "' line"};
  const std::string& text = lines[i++];
  const std::size_t space = text.find(' ');
  if (space == std::string::npos || space == 0 || space + 1 == text.size())
    throw Reject{line, "header line is not 'key value'"};
  HeaderLine h{text.substr(0, space), text.substr(space + 1), line};
  if (!wanted.empty() && h.key != wanted)
    throw Reject{line, "expected the '" + wanted + "' line here, not '" + h.key + "'"};
  return h;
}

}  // namespace

// The header is read in its one order: game, kind, parameters, claim, lines.
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
  std::size_t i = 1;
  c.game_line = i + 1;
  c.game = read_header_line(lines, i, "game").value;
  c.kind_line = i + 1;
  c.kind = read_header_line(lines, i, "kind").value;
  // Parameters run up to the claim; a misplaced "lines" line ends them too, to be named below.
  while (i < lines.size() && lines[i] != "begin" && lines[i].rfind("claim ", 0) != 0 &&
         lines[i].rfind("lines ", 0) != 0)
    c.parameters.push_back(read_header_line(lines, i, ""));
  c.claim_line = i + 1;
  c.claim = read_header_line(lines, i, "claim").value;
  for (const std::string& field : split(c.claim, ' ')) {
    const std::size_t eq = field.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == field.size())
      throw Reject{c.claim_line, "claim field '" + field + "' is not key=value"};
    c.claim_fields.push_back({field.substr(0, eq), field.substr(eq + 1)});
  }
  const HeaderLine count = read_header_line(lines, i, "lines");
  const std::int64_t declared_lines =
      parse_integer(count.value, 0, 1'000'000'000'000LL, count.line, "line count");
  if (i == lines.size() || lines[i] != "begin") throw Reject{i + 1, "expected 'begin' after the header"};
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
