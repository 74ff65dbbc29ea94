// The envelope reader: version line, "key value" header in its fixed order,
// claim, "lines N", "begin", body, "end". Anything else is rejected before a
// game checker sees the body, so game checkers can assume printable
// single-space text and a header of their kind's shape.
#include "certificate.hpp"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <string_view>

std::vector<std::string> split(const std::string& s, char separator) {
  std::vector<std::string> parts(1);
  for (char ch : s)
    if (ch == separator)
      parts.emplace_back();
    else
      parts.back().push_back(ch);
  return parts;
}

std::string quoted(const std::string& text) {
  return "'" + (text.size() > 80 ? text.substr(0, 80) + "..." : text) + "'";
}

std::int64_t parse_integer(const std::string& s, std::int64_t low, std::int64_t high, std::size_t line,
                           const std::string& what) {
  bool negative = !s.empty() && s[0] == '-';
  std::size_t start = negative ? 1 : 0;
  if (s.size() == start || s.size() - start > 18 || (negative && (low >= 0 || s == "-0")))
    throw Reject{line, what + " is not an integer in canonical form: " + quoted(s)};
  if (s.size() - start > 1 && s[start] == '0') throw Reject{line, what + " has a leading zero: " + quoted(s)};
  std::int64_t value = 0;
  for (std::size_t i = start; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') throw Reject{line, what + " is not an integer: " + quoted(s)};
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

void require_claim(const Certificate& c, const std::string& key, const std::string& value,
                   const std::string& found) {
  if (claim_field(c, key) != value)
    throw Reject{c.claim_line, "claim says " + key + "=" + claim_field(c, key) + found};
}

void require_shape(const Certificate& c, const CertificateKind& kind) {
  std::string expected;
  for (const std::string& key : kind.parameters) expected += " " + key;
  for (std::size_t k = 0; k < c.parameters.size(); ++k)
    if (k >= kind.parameters.size() || c.parameters[k].key != kind.parameters[k]) {
      const bool known = (expected + " ").find(" " + c.parameters[k].key + " ") != std::string::npos;
      throw Reject{c.parameters[k].line, "header line '" + c.parameters[k].key + "' is " +
                                             (known ? "out of order or repeated in" : "not part of") + " a " +
                                             c.game + " " + c.kind + " certificate (its parameter lines:" +
                                             (expected.empty() ? " none" : expected) + ")"};
    }
  if (c.parameters.size() < kind.parameters.size())
    throw Reject{c.claim_line,
                 "header lacks '" + kind.parameters[c.parameters.size()] + "' before the claim"};
  const std::vector<std::string> form = split(kind.claim_form, ' ');
  const auto same_key = [](const std::string& f, const auto& field) { return field.first == f.substr(0, f.find('=')); };
  if (!std::equal(form.begin(), form.end(), c.claim_fields.begin(), c.claim_fields.end(), same_key))
    throw Reject{c.claim_line, "the claim must read " + kind.claim_form};
}

std::FILE* temporary_file(std::size_t line) {
  const char* dir = std::getenv("TMPDIR");
  std::random_device device;
  const std::string name = std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/gamecert-check-" +
                           std::to_string(device()) + std::to_string(device());
  std::FILE* f = std::fopen(name.c_str(), "wb+x");
  if (f == nullptr) throw Reject{line, "cannot create a temporary file " + quoted(name) + " (set TMPDIR)"};
  std::remove(name.c_str());
  return f;
}

std::string_view BodyLines::next(std::size_t line) {
  const auto too_long = [&] { return Reject{line, "line longer than " + std::to_string(longest) + " bytes"}; };
  const char* start = c.body.data() + offset;
  std::size_t end = c.body.find('\n', offset);
  if (c.on_disk) {
    end = offset < chunk_start ? std::string::npos : chunk.find('\n', offset - chunk_start);
    if (end == std::string::npos) {  // the next chunk, from this line on
      chunk.resize(std::min(longest + 1 + (1 << 20), c.body_bytes - offset));
      const std::lock_guard<std::mutex> hold(c.on_disk->lock);
      if (std::fseek(c.on_disk->file, static_cast<long>(offset), SEEK_SET) != 0 ||
          std::fread(chunk.data(), 1, chunk.size(), c.on_disk->file) != chunk.size())
        throw Reject{line, "cannot read back the body from its temporary file"};
      chunk_start = offset;
      end = chunk.find('\n');
      if (end == std::string::npos) throw too_long();
    }
    end += chunk_start;
    start = chunk.data() + (offset - chunk_start);
  }
  const std::size_t length = end - offset;
  if (length > longest) throw too_long();
  offset = end + 1;
  return {start, length};
}

std::string BodyReader::next() {
  const std::size_t end = c.body.find('\n', offset);
  std::string text = c.body.substr(offset, end - offset);
  offset = end + 1;
  ++read;
  return text;
}

namespace {

const std::string kVersionLine = "gamecert-certificate 1";
const std::size_t kLongestHeaderLine = 1 << 20;

// The input, read in chunks: every byte is hashed as it arrives and must be
// printable ASCII or a line end, so nothing later sees anything else.
class Input {
 public:
  Input(std::istream& in, Sha256& hash) : in_(in), hash_(hash) {}

  // The next byte; false at the end of the input.
  bool get(char& ch) {
    if (next_ == filled_) {
      in_.read(buffer_, sizeof buffer_);
      filled_ = static_cast<std::size_t>(in_.gcount());
      next_ = 0;
      if (in_.bad()) throw Reject{line, "read error"};
      hash_.add(buffer_, filled_);
      if (filled_ == 0) return false;
    }
    ch = buffer_[next_++];
    const unsigned char byte = static_cast<unsigned char>(ch);
    if (ch == '\r') throw Reject{line, "carriage return (byte 13): lines end in '\\n' alone, not CRLF"};
    if (ch != '\n' && (byte < 32 || byte > 126))
      throw Reject{line, "byte " + std::to_string(byte) + " is not printable ASCII"};
    return true;
  }

  // Reads line number `line` into `text`, at most `longest` bytes; false at
  // the end of the input.
  bool read_line(std::string& text, std::size_t longest, const std::string& too_long) {
    text.clear();
    char ch;
    while (get(ch)) {
      if (ch == '\n') return true;
      if (text.size() == longest) throw Reject{line, too_long};
      text.push_back(ch);
    }
    if (!text.empty()) throw Reject{line, "last line has no newline (truncated?)"};
    return false;
  }

  std::size_t line = 1;  // the line being read

 private:
  std::istream& in_;
  Sha256& hash_;
  char buffer_[1 << 16];
  std::size_t next_ = 0, filled_ = 0;
};

// No spelling but one: no space at either end of a line, none doubled.
void require_single_spaces(const std::string& text, std::size_t line) {
  if (!text.empty() && (text.front() == ' ' || text.back() == ' '))
    throw Reject{line, "space at the start or end of the line"};
  if (text.find("  ") != std::string::npos) throw Reject{line, "two spaces in a row"};
}

// Reads header line `input.line` as "key value"; a non-empty `wanted` is the
// key it must have.
HeaderLine read_header_line(Input& input, const std::string& text, const std::string& wanted) {
  const std::size_t line = input.line;
  require_single_spaces(text, line);
  const std::size_t space = text.find(' ');
  if (space == std::string::npos || space == 0 || space + 1 == text.size())
    throw Reject{
        line, text == "begin" ? "the header has no '" + wanted + "' line" : "header line is not 'key value'"};
  HeaderLine h{text.substr(0, space), text.substr(space + 1), line};
  if (!wanted.empty() && h.key != wanted)
    throw Reject{line, "expected the '" + wanted + "' line here, not '" + h.key + "'"};
  return h;
}

// Reads the next header line into `text`; `wanted` names it if the input ends.
void next_header_line(Input& input, std::string& text, const std::string& wanted) {
  ++input.line;
  if (!input.read_line(text, kLongestHeaderLine, "header line longer than 1 MiB"))
    throw Reject{input.line, "the input ends before the '" + wanted + "' line"};
}

}  // namespace

// The header is read in its one order: game, kind, parameters, claim, lines.
Certificate read_certificate(std::istream& in, Sha256& hash, std::size_t size_hint, std::size_t disk_over,
                             bool (*reads_from_disk)(const Certificate&)) {
  Input input(in, hash);
  std::string text;
  const std::string version_error = "first line must be '" + kVersionLine + "'";
  if (!input.read_line(text, kVersionLine.size(), version_error) || text != kVersionLine)
    throw Reject{1, version_error};

  Certificate c;
  next_header_line(input, text, "game");
  c.game_line = input.line;
  c.game = read_header_line(input, text, "game").value;
  next_header_line(input, text, "kind");
  c.kind_line = input.line;
  c.kind = read_header_line(input, text, "kind").value;
  // Parameters run up to the claim; a misplaced "lines" line ends them too, to be named below.
  for (next_header_line(input, text, "claim");
       text != "begin" && text.rfind("claim ", 0) != 0 && text.rfind("lines ", 0) != 0;
       next_header_line(input, text, "claim"))
    c.parameters.push_back(read_header_line(input, text, ""));
  c.claim_line = input.line;
  c.claim = read_header_line(input, text, "claim").value;
  for (const std::string& field : split(c.claim, ' ')) {
    const std::size_t eq = field.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == field.size())
      throw Reject{c.claim_line, "claim field " + quoted(field) + " is not key=value"};
    c.claim_fields.push_back({field.substr(0, eq), field.substr(eq + 1)});
  }
  next_header_line(input, text, "lines");
  const HeaderLine count = read_header_line(input, text, "lines");
  const std::int64_t declared = parse_integer(count.value, 0, 1'000'000'000'000LL, count.line, "line count");
  next_header_line(input, text, "begin");
  if (text != "begin") throw Reject{input.line, "expected 'begin' after the header"};

  // The body, kept once; each line is checked as it completes.
  c.first_body_line = input.line + 1;
  c.body.reserve(std::min<std::size_t>(size_hint, std::size_t{1} << 30));  // a sparse file gets no more
  std::size_t line_start = 0, flushed = 0;  // flushed: the bytes before c.body's, on disk
  const auto flush = [&] {
    if (std::fwrite(c.body.data(), 1, line_start, c.on_disk->file) != line_start)
      throw Reject{input.line, "cannot write a temporary file under TMPDIR (is the disk full?)"};
    flushed += line_start;
    c.body.erase(0, line_start);
    line_start = 0;
  };
  char ch;
  ++input.line;
  while (input.get(ch)) {
    if (line_start == c.body.size() && c.body_lines % kBodyBlock == 0) c.block_offsets.push_back(flushed + line_start);
    c.body.push_back(ch);
    if (ch != '\n') continue;
    const std::string_view line(c.body.data() + line_start, c.body.size() - 1 - line_start);
    if (line == "end") {
      c.body.resize(line_start);
      if (c.block_offsets.size() > 0 && c.block_offsets.back() == flushed + line_start) c.block_offsets.pop_back();
      if (input.get(ch)) throw Reject{input.line, "'end' inside the body"};
      if (static_cast<std::int64_t>(c.body_lines) != declared)
        throw Reject{input.line, "body has " + std::to_string(c.body_lines) + " lines, header says " +
                                     std::to_string(declared)};
      if (c.on_disk) flush();
      c.body_bytes = flushed + c.body.size();
      return c;
    }
    if (line == "begin") throw Reject{input.line, "'begin' inside the body"};
    require_single_spaces(std::string(line), input.line);
    if (static_cast<std::int64_t>(++c.body_lines) > declared)
      throw Reject{input.line, "body has more lines than the " + std::to_string(declared) +
                                   " the header says, before 'end'"};
    line_start = c.body.size();
    ++input.line;
    if (!c.on_disk && reads_from_disk != nullptr && c.body.size() > disk_over && reads_from_disk(c)) {
      c.on_disk = std::make_shared<Certificate::DiskBody>(temporary_file(input.line));
      flush();
      c.body.shrink_to_fit();
    } else if (c.on_disk && c.body.size() >= std::size_t{1} << 20) {
      flush();
    }
  }
  if (line_start != c.body.size()) throw Reject{input.line, "last line has no newline (truncated?)"};
  throw Reject{input.line - 1, "last line is not 'end' (truncated?)"};
}
