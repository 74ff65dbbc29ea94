// The explorer's JSON API as data: each endpoint of `gamecert serve` becomes
// one gamecert command line, built here from validated query parameters, so
// the server answers with exactly what that command prints. Nothing here
// runs a process or knows HTTP; docs/explorer.md has the table.
#pragma once
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "server/manifest.hpp"

namespace gamecert::server {

// Bounds that keep one Sylver request small: the positions a search may
// store (about 11-22 bytes each, so ~100 MB), searched by one thread so that
// the cap on concurrent children also caps the cores they use, and the
// ender test's t.
inline constexpr std::uint64_t kSylverMaxStates = 5'000'000;
inline constexpr std::uint64_t kEnderMaxT = 100'000'000;

using QueryParameters = std::multimap<std::string, std::string>;

// A request the server refuses before running anything (HTTP 400).
struct BadRequest : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ApiCommand {
  std::vector<std::string> args;  // after the program name: {"sim", "value", ...}
  std::string content_type;
  std::string job;  // the request's job=ID: its progress and cancel go by it (empty: not followed)
};

struct ApiContext {
  std::string certificates;  // the folder holding MANIFEST
  const std::vector<ManifestEntry>* manifest = nullptr;
  int time_limit_seconds = 10;  // passed on to the commands that take one
};

// `endpoint` is the path after "/api/", e.g. "sim/value". Throws BadRequest
// for an unknown endpoint or parameter, a missing or repeated one, or a value
// of the wrong characters.
ApiCommand plan_api_command(const std::string& endpoint, const QueryParameters& query,
                            const ApiContext& context);

// The numbers of a position parameter ("8,37"): digits and commas, no empty
// item; BadRequest otherwise. The command that runs checks the numbers.
std::vector<std::string> position_words(const std::string& position);

// A job id as the page chooses it (letters, digits, '-', '_'); BadRequest otherwise.
std::string checked_job_id(const std::string& id);

// Whether plan_api_command knows the endpoint (else HTTP 404).
bool is_api_command(const std::string& endpoint);

}  // namespace gamecert::server
