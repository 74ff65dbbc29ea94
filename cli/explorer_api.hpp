// The explorer's JSON API as data: each endpoint of `gamecert serve` becomes
// one gamecert command line, built here from validated query parameters, so
// the server answers with exactly what that command prints. Nothing here
// runs a process or knows HTTP; docs/explorer.md has the table.
#pragma once
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "manifest.hpp"

namespace gamecert::cli {

using QueryParameters = std::multimap<std::string, std::string>;

// A request the server refuses before running anything (HTTP 400).
struct BadRequest : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A well-formed request no command can answer (HTTP 422).
struct Unanswerable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ApiCommand {
  std::vector<std::string> args;  // after the program name: {"sim", "value", ...}
  std::string content_type;
};

struct ApiContext {
  std::string certificates;  // the folder holding MANIFEST
  const std::vector<ManifestEntry>* manifest = nullptr;
  int time_limit_seconds = 10;  // passed on to the commands that take one
};

// `endpoint` is the path after "/api/", e.g. "sim/value". Throws BadRequest
// for an unknown endpoint or parameter, a missing or repeated one, or a value
// of the wrong characters; Unanswerable for a compressed certificate to cite.
ApiCommand plan_api_command(const std::string& endpoint, const QueryParameters& query, const ApiContext& context);

// Whether plan_api_command knows the endpoint (else HTTP 404).
bool is_api_command(const std::string& endpoint);

}  // namespace gamecert::cli
