#include "common/certificate_writer.hpp"

#include <fcntl.h>
#include <openssl/evp.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <system_error>

namespace gamecert {

namespace {

// A header word or claim key/value must read back as itself: non-empty, no
// space (the separator) and no newline (the line end).
void require_word(const std::string& word, const std::string& what) {
  if (word.empty() || word.find_first_of(" \n") != std::string::npos)
    throw std::logic_error("certificate " + what + " '" + word + "' is empty or holds a space or newline");
}

}  // namespace

CertificateWriter::CertificateWriter(std::string game, std::string kind, CertificateParameters parameters)
    : game_(std::move(game)), kind_(std::move(kind)), parameters_(std::move(parameters)) {}

void CertificateWriter::set_parameter(const std::string& key, std::string value) {
  for (auto& [name, current] : parameters_)
    if (name == key) {
      current = std::move(value);
      return;
    }
  throw std::logic_error("certificate parameter '" + key + "' was not declared");
}

void CertificateWriter::add_line(std::string_view body_line) {
  if (body_line.find('\n') != std::string_view::npos)
    throw std::logic_error("certificate body line contains a newline");
  body_.append(body_line);
  body_.push_back('\n');
  ++body_lines_;
}

std::string format_claim(const Claim& claim) {
  std::string text;
  for (const auto& [key, value] : claim) {
    require_word(key, "claim key");
    require_word(value, "claim value");
    if (key.find('=') != std::string::npos)
      throw std::logic_error("certificate claim key '" + key + "' holds '='");
    if (!text.empty()) text += ' ';
    text += key + "=" + value;
  }
  if (text.empty()) throw std::logic_error("certificate claim is empty");
  return text;
}

Certificate CertificateWriter::finish(const Claim& claim) {
  require_word(game_, "game");
  require_word(kind_, "kind");
  const std::string claim_text = format_claim(claim);
  std::string text = "gamecert-certificate " + std::to_string(kCertificateFormatVersion) + "\n";
  text += "game " + game_ + "\n";
  text += "kind " + kind_ + "\n";
  for (const auto& [key, value] : parameters_) {
    require_word(key, "parameter");
    if (value.empty() || value.find('\n') != std::string::npos)
      throw std::logic_error("certificate parameter '" + key + "' has an empty or multi-line value");
    text += key + " " + value + "\n";
  }
  text += "claim " + claim_text + "\n";
  text += "lines " + std::to_string(body_lines_) + "\n";
  text += "begin\n";
  text += body_;
  text += "end\n";
  body_.clear();
  return Certificate{std::move(text), game_ + " " + kind_ + " " + claim_text};
}

std::string sha256_hex(std::string_view data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed");
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) {
    out.push_back(hex[digest[i] >> 4]);
    out.push_back(hex[digest[i] & 15]);
  }
  return out;
}

namespace {

namespace fs = std::filesystem;

std::string quoted(const std::string& path) { return "'" + path + "'"; }

std::string system_reason() { return std::error_code(errno, std::generic_category()).message(); }

// Where the bytes land: a symbolic link (or a chain of them) is resolved so
// that its target, not the link, is what gets replaced or written through.
fs::path resolved_target(const std::string& path) {
  const fs::path target(path);
  std::error_code error;
  const fs::file_status link = fs::symlink_status(target, error);
  if (!fs::is_symlink(link)) return target;
  const fs::path real = fs::canonical(target, error);
  if (error)
    throw std::invalid_argument("cannot write " + quoted(path) +
                                ": it is a symbolic link to a missing file (" + error.message() + ")");
  return real;
}

void write_all(int descriptor, const std::string& text, const std::string& shown_path) {
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(descriptor, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("cannot write the certificate to " + quoted(shown_path) + ": " +
                               system_reason());
    }
    written += static_cast<std::size_t>(n);
  }
}

// A device or FIFO keeps its identity: opened without creating or truncating.
void write_through(const fs::path& target, const std::string& text, const std::string& shown_path) {
  const int descriptor = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
  if (descriptor < 0)
    throw std::runtime_error("cannot open " + quoted(shown_path) + " for writing: " + system_reason());
  try {
    write_all(descriptor, text, shown_path);
  } catch (...) {
    ::close(descriptor);
    throw;
  }
  if (::close(descriptor) != 0)
    throw std::runtime_error("cannot write the certificate to " + quoted(shown_path) + ": " +
                             system_reason());
}

void replace_atomically(const fs::path& target, const std::string& text, const std::string& shown_path) {
  // A name of this process's own, removed on any failure: no partial file, no collision.
  const fs::path temporary = target.string() + ".tmp." + std::to_string(::getpid());
  const int descriptor = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (descriptor < 0)
    throw std::runtime_error("cannot create " + quoted(temporary.string()) + ": " + system_reason());
  try {
    write_all(descriptor, text, shown_path);
    if (::close(descriptor) != 0)
      throw std::runtime_error("cannot write the certificate to " + quoted(shown_path) + ": " +
                               system_reason());
    fs::rename(temporary, target);
  } catch (...) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw;
  }
}

}  // namespace

void check_output_path(const std::string& path) {
  if (path == "-") return;
  if (path.empty())
    throw std::invalid_argument("the output path is empty; give a file name, or - for standard output");
  const fs::path target = resolved_target(path);
  std::error_code error;
  const fs::file_status status = fs::status(target, error);
  if (fs::is_directory(status))
    throw std::invalid_argument("cannot write " + quoted(path) + ": it is a folder");
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    // Written through: only the right to write to it matters.
    if (::access(target.c_str(), W_OK) != 0)
      throw std::invalid_argument("cannot write " + quoted(path) + ": " + system_reason());
    return;
  }
  const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  const fs::file_status folder_status = fs::status(folder, error);
  if (!fs::is_directory(folder_status))
    throw std::invalid_argument("cannot write " + quoted(path) + ": its folder " + quoted(folder.string()) +
                                (fs::exists(folder_status) ? " is not a folder" : " does not exist"));
  // The temporary file and the rename need the folder to be writable.
  if (::access(folder.c_str(), W_OK | X_OK) != 0)
    throw std::invalid_argument("cannot write " + quoted(path) + ": its folder " + quoted(folder.string()) +
                                " is not writable (" + system_reason() + ")");
}

WrittenCertificate write_certificate(const Certificate& certificate, const std::string& path) {
  check_output_path(path);
  const std::string& text = certificate.text;
  if (path == "-") {
    // Straight to the descriptor, so that a full disk or a closed pipe is an
    // error here rather than a flag on std::cout nobody reads.
    std::cout.flush();
    std::fflush(stdout);
    write_all(STDOUT_FILENO, text, "standard output");
    return WrittenCertificate{path, certificate.printed_claim, sha256_hex(text), text.size()};
  }
  const fs::path target = resolved_target(path);
  std::error_code error;
  const fs::file_status status = fs::status(target, error);
  if (fs::exists(status) && !fs::is_regular_file(status))
    write_through(target, text, path);
  else
    replace_atomically(target, text, path);
  return WrittenCertificate{path, certificate.printed_claim, sha256_hex(text), text.size()};
}

}  // namespace gamecert
