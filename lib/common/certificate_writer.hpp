// The one interface every game's solver reports its evidence to, and the one
// shape of what it hands back.
//
// A certificate is a text file (format: certs/FORMAT.md): a version line, a
// header of "key value" lines ending in a `claim`, then `begin`, the body
// lines in a deterministic order, and `end`. Solvers never format the
// envelope themselves: they name the game, kind and parameters up front,
// stream body lines while solving, and give the claim at finish(), because
// a claim (Sylver's winning moves, a longest line) is often known only once
// the body is written. Every game's certify function returns a Certificate
// (or a struct holding one), so the CLI writes and reports them all alike.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamecert {

inline constexpr int kCertificateFormatVersion = 1;

// Header lines between `kind` and `claim`, in the order written: {"board", "6"}.
using CertificateParameters = std::vector<std::pair<std::string, std::string>>;

// The claim's fields in the order written, printed "key=value key=value".
using Claim = std::vector<std::pair<std::string, std::string>>;

// A finished certificate.
struct Certificate {
  std::string text;
  std::string printed_claim;  // "<game> <kind> <claim>": what gamecert-check prints and MANIFEST records
};

class CertificateWriter {
 public:
  CertificateWriter(std::string game, std::string kind, CertificateParameters parameters = {});
  // Throws std::logic_error on a newline, which would break the line count.
  void add_line(std::string_view body_line);
  std::size_t body_lines() const { return body_lines_; }
  // Sets a header parameter given at construction to a value only known
  // once the body is written (its place in the header stays the same).
  void set_parameter(const std::string& key, std::string value);
  // The complete certificate; the writer must not be used afterwards. Throws
  // std::logic_error on a claim that would not read back as the same fields.
  Certificate finish(const Claim& claim);

 private:
  std::string game_;
  std::string kind_;
  CertificateParameters parameters_;
  std::string body_;
  std::size_t body_lines_ = 0;
};

// "key=value key=value", the text after "claim " in a certificate.
std::string format_claim(const Claim& claim);

struct WrittenCertificate {
  std::string path;
  std::string printed_claim;
  std::string sha256;
  std::size_t bytes = 0;
};

// Throws std::invalid_argument (a usage error) naming `path` when a
// certificate could not be written there: an empty path, a folder, a missing
// or unwritable folder, a symbolic link to nothing. Commands call it before
// solving, so a bad -o costs nothing. "-" (standard output) always passes.
void check_output_path(const std::string& path);

// A regular file or a new path is written atomically (a temporary file in the
// same folder, then a rename), so a failed run never leaves a partial
// certificate behind. Anything else (a character device such as /dev/null or
// /dev/full, a FIFO) is written through, never replaced: renaming over
// /dev/null would turn it into a plain file. A symbolic link is followed: the
// file it points to is replaced (or written through) and the link stays.
// "-" writes to standard output.
// Throws std::invalid_argument for a path check_output_path refuses and
// std::runtime_error with the system's reason ("No space left on device")
// when writing fails.
WrittenCertificate write_certificate(const Certificate& certificate, const std::string& path);

std::string sha256_hex(std::string_view data);

}  // namespace gamecert
