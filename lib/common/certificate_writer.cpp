#include "common/certificate_writer.hpp"

#include <openssl/evp.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

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

WrittenCertificate write_certificate(const Certificate& certificate, const std::string& path) {
  const std::string& text = certificate.text;
  namespace fs = std::filesystem;
  const fs::path target(path);
  if (fs::is_directory(target)) throw std::invalid_argument("cannot write " + path + ": it is a directory");
  // A name of this process's own, removed on any failure: no partial file, no collision.
  const fs::path temporary = target.string() + ".tmp." + std::to_string(::getpid());
  try {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw std::invalid_argument("cannot write " + path + " (does its folder exist?)");
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out) throw std::runtime_error("write failed: " + temporary.string());
    fs::rename(temporary, target);
  } catch (...) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw;
  }
  return WrittenCertificate{path, certificate.printed_claim, sha256_hex(text), text.size()};
}

}  // namespace gamecert
