// The in-process check of certificates that rest on one another, for cite():
// check.cpp runs the checker's code, cite.cpp makes the citation from its
// verdicts without seeing the checker.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace gamecert::detail {

struct SetVerdict {
  bool accepted = false;
  std::string sha256, printed_claim, reason;
  std::size_t line = 0;
  std::vector<std::string> theorems;      // published theorems the claim rests on
  std::vector<std::string> certificates;  // SHA-256 of each certificate it names
};

// Each text checked on its own evidence, then accepted once every premise
// is claimed by a text accepted before it (gamecert-check FILE... --rests-on).
std::vector<SetVerdict> check_set(const std::vector<std::string_view>& texts);

}  // namespace gamecert::detail
