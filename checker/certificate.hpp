// gamecert-check: the envelope shared by every certificate (certs/FORMAT.md),
// and the shape each kind's header and claim must have.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
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
  std::vector<std::string> body;
  std::size_t first_body_line = 0;  // file line number of body[0]
  std::size_t line_of(std::size_t body_index) const { return first_body_line + body_index; }
};

struct CheckOptions {
  bool rules = false;  // re-derive recorded rule-allowed move sets
};

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
  void (*check)(const Certificate& c, const CheckOptions& options);
};

Certificate read_certificate(const std::string& text);
// Rejects parameter lines or claim keys other than the kind's, or out of order.
void require_shape(const Certificate& c, const CertificateKind& kind);

// Small strict parsers shared by the game checkers.
std::vector<std::string> split(const std::string& s, char separator);
std::int64_t parse_integer(const std::string& s, std::int64_t low, std::int64_t high, std::size_t line,
                           const std::string& what);
const HeaderLine& parameter(const Certificate& c, const std::string& key);
const std::string& claim_field(const Certificate& c, const std::string& key);

std::string sha256_hex(const std::string& data);
