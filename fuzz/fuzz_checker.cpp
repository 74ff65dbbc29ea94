// libFuzzer entry point for gamecert-check: the bytes go through the very
// read-and-dispatch path the checker's main uses (the envelope reader, the
// kind table, every game's verifier), so a crash, hang or sanitizer report
// here is one a hostile certificate could trigger in the real program.
//
// The kind table and dispatch live in checker/kinds.cpp, which this target
// links like gamecert-check does, so the fuzzer cannot drift from what
// gamecert-check runs.
// Built only by scripts/harden/fuzz (clang, -fsanitize=fuzzer); see docs/fuzzing.md.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <sstream>
#include <string>

#include "../checker/certificate.hpp"
#include "../checker/games.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  Sha256 hash;
  try {
    const Certificate certificate = read_certificate(in, hash, size);
    dispatch(certificate, CheckOptions{});
    // An accepted file's "OK" line carries its digest, as main prints it.
    if (hash.hex().size() != 64) __builtin_trap();
  } catch (const Reject&) {
    // A clean rejection is the expected outcome for almost every input.
  } catch (const std::exception&) {
    // main reports these as "REJECTED <file>:0: ..." too; only crashes,
    // sanitizer reports, hangs and memory blow-ups are findings.
  }
  return 0;
}
