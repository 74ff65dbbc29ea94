// `gamecert serve`: a local explorer (docs/explorer.md), a web page and a
// JSON API answering with gamecert's own output. This file reads the
// options and finds the certificates; the server is server/.
#include <filesystem>
#include <memory>
#include <optional>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "common/program_folder.hpp"
#include "server/http_server.hpp"

namespace gamecert::cli {

namespace {

namespace fs = std::filesystem;

constexpr IntegerRange kPorts{0, 65535};
constexpr IntegerRange kServeSeconds{1, 3600};
constexpr IntegerRange kInProcessMilliseconds{0, 60000};

// The certificates given, or those installed with the program:
// <bin>/../share/gamecert/certs.
fs::path certificates_folder(const std::optional<std::string>& given) {
  if (given) {
    const fs::path folder = fs::absolute(*given);
    if (!fs::is_regular_file(folder / "MANIFEST"))
      throw UsageError("--certs '" + *given + "' has no MANIFEST (give the certs folder of the source)");
    return fs::canonical(folder);
  }
  const fs::path here = program_folder();
  const fs::path installed = here.empty() ? fs::path() : here.parent_path() / "share" / "gamecert" / "certs";
  if (installed.empty() || !fs::is_regular_file(installed / "MANIFEST"))
    throw UsageError("no installed certificates at '" + installed.lexically_normal().string() +
                     "'; pass --certs DIR (in a source checkout: --certs certs)");
  return fs::canonical(installed);
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto settings = std::make_shared<server::ServerSettings>();
  auto certificates = std::make_shared<std::optional<std::string>>();
  CLI::App* command = app.add_subcommand(
      "serve", "a local explorer: a web page and a JSON API answering with gamecert's own output (docs/explorer.md)");
  add_integer_option(*command, "--port", settings->port, kPorts, "the port, 0 picks a free one; default 8080");
  command->add_option("--host", settings->host, "the address to listen on, default 127.0.0.1 (this machine only)");
  add_optional_text_option(*command, "--certs", *certificates,
                           "the certificates folder (with MANIFEST); default <bin>/../share/gamecert/certs")
      ->type_name("DIR");
  add_integer_option(*command, "--time-limit", settings->time_limit_seconds, kServeSeconds,
                     "seconds a request may take (waiting and running) before it is stopped with HTTP 503; "
                     "default 10");
  add_integer_option(*command, "--in-process-ms", settings->in_process_ms, kInProcessMilliseconds,
                     "milliseconds a Sylver answer may compute inside the server before it is left to a child "
                     "process, which the page can follow and cancel; default 250");
  set_example(*command, "gamecert serve --port 8080 --certs certs");
  command->callback([settings, certificates] {
    settings->certificates = certificates_folder(*certificates);
    server::serve_http(*settings);
  });
}

}  // namespace gamecert::cli
