// The certificate contract every game writes through: CertificateWriter takes
// the game, kind and parameters up front, body lines while solving and the
// claim, an ordered key/value list, at finish(); the envelope order is the
// one certs/FORMAT.md gives, so the committed certificates keep their bytes.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "common/certificate_writer.hpp"

using gamecert::Certificate;
using gamecert::CertificateWriter;
using gamecert::Claim;

namespace {

Certificate small_certificate() {
  CertificateWriter writer("wythoff", "p-positions", {{"bound", "2"}, {"terminal", "x+y<=2"}});
  writer.add_line("0 0");
  writer.add_line("0 1");
  return writer.finish({{"bound", "2"}, {"count", "3"}});
}

}  // namespace

TEST_CASE("the claim given at finish is written in the given order, after the parameters", "[writer]") {
  const Certificate c = small_certificate();
  CHECK(c.text ==
        "gamecert-certificate 1\n"
        "game wythoff\n"
        "kind p-positions\n"
        "bound 2\n"
        "terminal x+y<=2\n"
        "claim bound=2 count=3\n"
        "lines 2\n"
        "begin\n"
        "0 0\n"
        "0 1\n"
        "end\n");
  CHECK(c.printed_claim == "wythoff p-positions bound=2 count=3");
}

TEST_CASE("claim fields keep their order: they are not sorted", "[writer]") {
  CHECK(gamecert::format_claim({{"z", "1"}, {"a", "2"}, {"m", "3,4"}}) == "z=1 a=2 m=3,4");
  CertificateWriter writer("sim", "strategy");
  const Certificate c = writer.finish({{"board", "6"}, {"player", "blue"}});
  CHECK(c.printed_claim == "sim strategy board=6 player=blue");
  CHECK(c.text.find("\nclaim board=6 player=blue\nlines 0\nbegin\nend\n") != std::string::npos);
}

TEST_CASE("the same input gives the same bytes", "[writer]") {
  const Certificate first = small_certificate();
  const Certificate second = small_certificate();
  CHECK(first.text == second.text);
  CHECK(first.printed_claim == second.printed_claim);
  CHECK(gamecert::sha256_hex(first.text) == gamecert::sha256_hex(second.text));
}

TEST_CASE("text that would not read back as written is refused", "[writer]") {
  CertificateWriter writer("sim", "strategy");
  CHECK_THROWS_AS(writer.add_line("12 13\n23"), std::logic_error);
  CHECK(writer.body_lines() == 0);
  CHECK_THROWS_AS(writer.finish({}), std::logic_error);
  CHECK_THROWS_AS(gamecert::format_claim({{"board", "6 7"}}), std::logic_error);
  CHECK_THROWS_AS(gamecert::format_claim({{"board", ""}}), std::logic_error);
  CHECK_THROWS_AS(gamecert::format_claim({{"bo=ard", "6"}}), std::logic_error);
  CHECK_THROWS_AS(gamecert::format_claim({{"board", "6\n"}}), std::logic_error);
  CertificateWriter bad_parameter("wythoff", "p-positions", {{"bound", "2\n3"}});
  CHECK_THROWS_AS(bad_parameter.finish({{"bound", "2"}}), std::logic_error);
}

TEST_CASE("write_certificate stores the text and reports its claim, size and SHA-256", "[writer]") {
  const Certificate c = small_certificate();
  const std::string path = (std::filesystem::temp_directory_path() / "gamecert_writer_test.txt").string();
  const gamecert::WrittenCertificate written = gamecert::write_certificate(c, path);
  std::ifstream in(path, std::ios::binary);
  std::stringstream contents;
  contents << in.rdbuf();
  std::remove(path.c_str());
  CHECK(contents.str() == c.text);
  CHECK(written.printed_claim == c.printed_claim);
  CHECK(written.bytes == c.text.size());
  CHECK(written.sha256 == gamecert::sha256_hex(c.text));
  CHECK(gamecert::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}
