// gamecert-check: the envelope shared by every certificate (certs/FORMAT.md).
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

// Thrown by every check; main prints "REJECTED <file>:<line>: <reason>".
struct Reject {
  std::size_t line;
  std::string reason;
};

struct Certificate {
  std::string game;
  std::string kind;
  std::string claim;                              // the text after "claim "
  std::map<std::string, std::string> parameters;  // every other header line
  std::map<std::string, std::size_t> parameter_lines;
  std::map<std::string, std::string> claim_fields;  // claim split at spaces and '='
  std::size_t claim_line = 0;
  std::vector<std::string> body;
  std::size_t first_body_line = 0;  // file line number of body[0]
  std::size_t line_of(std::size_t body_index) const { return first_body_line + body_index; }
};

struct CheckOptions {
  bool rules = false;  // re-derive recorded rule-allowed move sets
};

Certificate read_certificate(const std::string& text);

// Small strict parsers shared by the game checkers.
std::vector<std::string> split(const std::string& s, char separator);
std::int64_t parse_integer(const std::string& s, std::int64_t low, std::int64_t high, std::size_t line,
                           const std::string& what);
const std::string& parameter(const Certificate& c, const std::string& key);
// Rejects header lines other than the kind's own, so no line of a certificate
// goes unchecked and the same content has one text (one SHA-256).
void allow_only_parameters(const Certificate& c, const std::vector<std::string>& allowed);
const std::string& claim_field(const Certificate& c, const std::string& key);

std::string sha256_hex(const std::string& data);
