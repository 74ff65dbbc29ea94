// Certificates checked together (certs/FORMAT.md, "Certificates that rest
// on certificates"): a certificate whose evidence names others by SHA-256 is
// accepted only once each of them is in the set, accepted, and claims the
// fact it was named for.
#pragma once
#include <istream>
#include <string>
#include <vector>

#include "certificate.hpp"

// One file's check, before and after the set is resolved.
struct Checked {
  bool evidence_ok = false;  // its own evidence establishes its claim, given its premises
  bool accepted = false;     // ... and every premise holds in the set
  Reject rejection{0, ""};   // why not, when not
  std::string sha256, game, kind, claim;
  std::string position_key;  // a Sylver claim's position as premises name it (Premise::key)
  Theorems theorems;
  std::vector<Premise> premises;
};

// One certificate read from `in` and checked on its own evidence; its
// premises (options.premises, cleared first) are kept for resolve_premises.
Checked check_one(std::istream& in, std::size_t size_hint, const CheckOptions& options);

// Accepts each file whose evidence holds and whose premises are all claimed
// by files accepted before it, until none is added (a least fixed point, so
// files that rest on each other are never accepted); gives every other file
// the reason of its first premise that does not hold.
void resolve_premises(std::vector<Checked>& files);
