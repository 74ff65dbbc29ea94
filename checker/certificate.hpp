// gamecert-check: the envelope shared by every certificate (certs/FORMAT.md),
// and the shape each kind's header and claim must have.
//
// The input is read once, as a stream, and held once: the header is parsed
// line by line as it arrives, the body is kept as one string that game
// checkers walk with a BodyReader (or, for the kinds that read it in
// stretches, in a temporary file once it outgrows their share of --memory),
// and the SHA-256 is computed over the exact bytes as they are read
// (docs/checker.md gives the memory per input byte).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <istream>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Thrown by every check; main prints "REJECTED <file>:<line>: <reason>".
struct Reject {
  std::size_t line;
  std::string reason;
};

// One "key value" header line and the file line it is on, so a rejection
// names the line it is about.
struct HeaderLine {
  std::string key;
  std::string value;
  std::size_t line = 0;
};

struct Certificate {
  std::string game, kind;
  std::size_t game_line = 0, kind_line = 0;
  std::vector<HeaderLine> parameters;  // the lines between kind and claim, in file order
  std::string claim;                   // the text after "claim "
  std::size_t claim_line = 0;
  std::vector<std::pair<std::string, std::string>> claim_fields;  // claim split at spaces and '=', in order
  std::string body;  // the lines between begin and end, each ending in '\n'; empty if on_disk
  std::size_t body_lines = 0, body_bytes = 0;
  std::vector<std::size_t> block_offsets;  // where body lines 0, kBodyBlock, 2·kBodyBlock... start
  // The body, when read_certificate was asked to keep it out of memory: a
  // temporary file already removed, read by one thread at a time.
  struct DiskBody {
    std::FILE* file;
    std::mutex lock;
    ~DiskBody() { std::fclose(file); }
  };
  std::shared_ptr<DiskBody> on_disk;
  std::size_t first_body_line = 0;  // file line number of the first body line
  std::size_t line_of(std::size_t body_index) const { return first_body_line + body_index; }
};

// Lines per block of Certificate::block_offsets (a keyed table's restart interval).
constexpr std::size_t kBodyBlock = 1024;

// The body's lines from byte `offset` on, in memory or read from disk in
// chunks; a line longer than `longest` bytes is rejected, wherever it is held.
struct BodyLines {
  BodyLines(const Certificate& body_of, std::size_t from, std::size_t longest_line)
      : c(body_of), offset(from), longest(longest_line) {}
  std::string_view next(std::size_t line);  // valid until the next call, followed by its '\n'

 private:
  const Certificate& c;
  std::size_t offset, longest;
  std::string chunk;  // on disk: the body's bytes from chunk_start
  std::size_t chunk_start = 0;
};

// The body's lines in order, each handed out once, without copying the body.
struct BodyReader {
  const Certificate& c;
  std::size_t offset = 0, read = 0;  // bytes and lines handed out so far
  bool done() const { return read == c.body_lines; }
  std::size_t line() const { return c.line_of(read - 1); }  // file line of the last one
  std::string next();
};

// The Sylver replay's default work budget (--max-work), in units of about
// one bitset word of a closure (docs/checker.md): kWorkPerBodyByte for each
// byte of the body, and at least kLeastWork, so an honest certificate of any
// size passes and a hostile one buys work only with bytes.
constexpr std::int64_t kLeastWork = 40'000'000'000LL;
constexpr std::int64_t kWorkPerBodyByte = 10'000;
// The default bound on the bytes the Sylver replay's index holds (--memory).
constexpr std::int64_t kDefaultMaxMemory = std::int64_t{8} << 30;

// A fact a certificate takes from another one, which it names by SHA-256
// (certs/FORMAT.md, "Certificates that rest on certificates"): the Sylver
// position with these minimal generators is P (or N). It holds only if a
// certificate with that hash is checked in the same set, accepted, and
// claims that fact.
struct Premise {
  std::string sha256;
  std::string position;  // minimal generators, ascending, comma-separated: for messages, cut after 80 bytes
  bool p;
  std::size_t line;  // the line that names it
  std::string key;   // what is compared: a SHA-256 of the position (sylver_replay.hpp, position_key)
};

struct CheckOptions {
  std::int64_t max_work = 0;  // 0: the default above
  std::int64_t max_memory = kDefaultMaxMemory;
  int threads = 1;  // for the checks that can share their work (keyed Sylver tables)
  // Where the premises of an accepted certificate go; without it, a line
  // that names another certificate is rejected (a lone text cannot show it).
  std::vector<Premise>* premises = nullptr;
  std::string* position_key = nullptr;  // where a Sylver check puts the key of its claim's position
};

// The published theorems an accepted claim rests on besides its evidence
// and the lemmas its claim names; gamecert-check --rests-on prints them.
using Theorems = std::vector<std::string>;

// What the checker accepts for one (game, kind): the header parameter keys
// and the claim's keys, each in the one order allowed, so the same content
// has one text (one SHA-256) and no header line goes unchecked. The claim
// form reads like the claim ("board=N player=blue ..."); its keys are fixed
// here, the check function reads and proves every value.
struct CertificateKind {
  std::string game;
  std::string kind;
  std::vector<std::string> parameters;
  std::string claim_form;
  Theorems (*check)(const Certificate& c, const CheckOptions& options);
};

// SHA-256 (FIPS 180-4) fed in pieces as the input arrives.
class Sha256 {
 public:
  void add(const char* data, std::size_t size);
  std::string hex();  // finishes the digest

 private:
  std::uint32_t state_[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                             0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  unsigned char block_[64] = {};
  std::size_t used_ = 0;
  std::uint64_t length_ = 0;
};

// Reads `in` to its end (unless it rejects first), adding every byte read to
// `hash`. `size_hint` is the input's size when known (0 otherwise). A body
// that grows past `disk_over` bytes goes to a temporary file if
// `reads_from_disk` says the certificate's kind can read it there.
Certificate read_certificate(std::istream& in, Sha256& hash, std::size_t size_hint, std::size_t disk_over = 0,
                             bool (*reads_from_disk)(const Certificate&) = nullptr);
// An open temporary file under TMPDIR (else /tmp), already removed, so that
// no exit of the process leaves it behind.
std::FILE* temporary_file(std::size_t line);
// Rejects parameter lines or claim keys other than the kind's, or out of order.
void require_shape(const Certificate& c, const CertificateKind& kind);

// `text` from the input in single quotes, cut to its first 80 bytes and
// "..." when longer, so a rejection line stays short whatever the input.
std::string quoted(const std::string& text);

// The numbers in decimal with `separator` between them: "8,12".
template <typename Number>
std::string join_numbers(const std::vector<Number>& numbers, const std::string& separator) {
  std::string out;
  for (const Number n : numbers) out += (out.empty() ? "" : separator) + std::to_string(n);
  return out;
}

// Small strict parsers shared by the game checkers.
std::vector<std::string> split(const std::string& s, char separator);
std::int64_t parse_integer(const std::string& s, std::int64_t low, std::int64_t high, std::size_t line,
                           const std::string& what);
const HeaderLine& parameter(const Certificate& c, const std::string& key);
const std::string& claim_field(const Certificate& c, const std::string& key);
// Rejects the claim unless its field `key` reads `value`, with
// "claim says key=<its text>" followed by `found` (what the check found instead).
void require_claim(const Certificate& c, const std::string& key, const std::string& value,
                   const std::string& found);
