#include "common/certificate_writer.hpp"

#include <openssl/evp.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace gamecert {

CertificateWriter::CertificateWriter(CertificateHeader header) : header_(std::move(header)) {}

void CertificateWriter::add_line(std::string_view body_line) {
  if (body_line.find('\n') != std::string_view::npos)
    throw std::logic_error("certificate body line contains a newline");
  body_.append(body_line);
  body_.push_back('\n');
  ++body_lines_;
}

std::string CertificateWriter::printed_claim() const {
  return header_.game + " " + header_.kind + " " + header_.claim;
}

std::string CertificateWriter::finish() {
  std::string text = "gamecert-certificate " + std::to_string(kCertificateFormatVersion) + "\n";
  text += "game " + header_.game + "\n";
  text += "kind " + header_.kind + "\n";
  for (const auto& [key, value] : header_.parameters) text += key + " " + value + "\n";
  text += "claim " + header_.claim + "\n";
  text += "lines " + std::to_string(body_lines_) + "\n";
  text += "begin\n";
  text += body_;
  text += "end\n";
  body_.clear();
  return text;
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

WrittenCertificate write_certificate(const std::string& text, const std::string& claim,
                                     const std::string& path) {
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
  return WrittenCertificate{path, claim, sha256_hex(text), text.size()};
}

}  // namespace gamecert
