// gamecert's public C++ interface: certificates, and the conventions shared by
// every game's header (sim.hpp, sylver.hpp, subtraction.hpp, wythoff.hpp).
//
// Errors. Every public function reports failure one way: by throwing.
// std::invalid_argument means the input was refused (the message names the
// value and the allowed range or form); std::runtime_error means a valid
// request could not be carried out (a file could not be written, a search
// limit was reached). A checker verdict is not an error: check_certificate
// returns a rejection as a value.
//
// A certificate is a text file in the format documented in
// share/gamecert/certs/FORMAT.md (certs/FORMAT.md in the source tree); its
// SHA-256 is the id a paper cites.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The library is built with hidden symbols; what this interface declares is
// exported. (GCC and Clang on ELF, the platforms gamecert builds on.)
#define GAMECERT_API __attribute__((visibility("default")))

namespace gamecert {

/// A finished certificate, as a solver returns it.
struct Certificate {
  std::string text;           ///< the whole file, byte for byte
  std::string printed_claim;  ///< "<game> <kind> <claim>", what the checker prints and certs/MANIFEST records
};

/// Where a certificate was written and what identifies it.
struct WrittenCertificate {
  std::string path;
  std::string printed_claim;
  std::string sha256;  ///< lowercase hex of the text's SHA-256
  std::size_t bytes = 0;
};

/// The version and the git commit the library was built from: "0.1 (commit 1419897)".
GAMECERT_API std::string version();

/// Lowercase hex SHA-256 of `data`: a certificate's citation id.
GAMECERT_API std::string sha256_hex(std::string_view data);

/// Throws std::invalid_argument naming `path` when a certificate could not be
/// written there (empty, a folder, a missing or unwritable folder). "-"
/// (standard output) always passes. Call it before a long solve.
GAMECERT_API void check_output_path(const std::string& path);

/// Writes `certificate` to `path`: a regular file atomically (a temporary
/// file in the same folder, then a rename), so a failed run never leaves a
/// partial certificate; a device or FIFO is written through; "-" writes to
/// standard output. Throws std::invalid_argument for a path
/// check_output_path refuses and std::runtime_error with the system's reason
/// when writing fails.
GAMECERT_API WrittenCertificate write_certificate(const Certificate& certificate, const std::string& path);

/// gamecert-check's verdict on one certificate.
struct CheckVerdict {
  bool accepted = false;
  std::string sha256;         ///< of the whole text
  std::string printed_claim;  ///< when accepted: "<game> <kind> <claim>"
  std::size_t line = 0;       ///< when rejected: the line the reason is about (0: the text as a whole)
  std::string reason;         ///< when rejected: why, as gamecert-check prints it
};

/// The checker's work budget for a Sylver Coinage replay, charged as it goes
/// (docs/checker.md, "Time: the Sylver work budget"); gamecert-check's
/// --max-work. 0 is gamecert-check's default: 10^4 units per byte of the
/// certificate's body, and at least 4·10^10.
inline constexpr std::int64_t kDefaultCheckWork = 0;

/// Checks `text` in this process with gamecert-check's own code (the
/// independent checker, which shares nothing with the solvers) and returns
/// its verdict; gamecert-check FILE prints the same verdict for the same
/// bytes. Never throws for a bad certificate: a rejection is a verdict.
GAMECERT_API CheckVerdict check_certificate(std::string_view text, std::int64_t max_work = kDefaultCheckWork);

/// A citation of a certificate, as `gamecert cite` makes it: its JSON
/// fields, its BibTeX entry and its LaTeX sentence (docs/citing.md).
struct Citation {
  std::string key, title, statement, claim, sha256;
  std::size_t bytes = 0;
  std::string version, commit;  ///< of the library that cites
  std::string check_command;    ///< what a referee types to re-check it
  std::string rests_on;         ///< published theorems the claim rests on ("" if none)
  std::vector<std::pair<std::string, std::string>> rests_on_certificates;  ///< (sha256, claim) of each
  /// (sha256, path) of each other certificate of the same claim in the
  /// manifests beside `file_name` (a keyed twin; docs/citing.md)
  std::vector<std::pair<std::string, std::string>> same_claim;
  std::string bibtex, latex;
};

/// Cites the certificate `text` once the in-process checker (as
/// check_certificate) accepts it, checked together with `dependencies`, the
/// certificates it rests on, as (file name, text). `file_name` names the
/// cited file in the re-check command ("-": read from a pipe). Throws
/// std::runtime_error ("not cited: ...") when it is not accepted.
GAMECERT_API Citation cite(std::string_view text, const std::string& file_name = "-",
                           const std::vector<std::pair<std::string, std::string>>& dependencies = {});

}  // namespace gamecert
