// The premises of a set of certificates: which hold, and why the others do not.
#include "certificate_set.hpp"

#include <exception>

#include "games.hpp"

namespace {

// Whether `file` claims exactly the fact `premise` takes from it. Only the
// three Sylver kinds give their claim's position a key: a winning-move
// claims N, a win-loss-table or an infinite-position P exactly when its
// claim has the field winning=none (fields are single-space separated).
bool claims(const Checked& file, const Premise& premise) {
  if (file.position_key != premise.key) return false;
  if (file.kind == "winning-move") return !premise.p;
  return ((" " + file.claim + " ").find(" winning=none ") != std::string::npos) == premise.p;
}

// The file with this hash, one whose evidence holds if there is one.
const Checked* named(const std::vector<Checked>& files, const std::string& sha256) {
  const Checked* found = nullptr;
  for (const Checked& file : files)
    if (file.sha256 == sha256 && (found == nullptr || (file.evidence_ok && !found->evidence_ok)))
      found = &file;
  return found;
}

bool holds(const std::vector<Checked>& files, const Premise& premise) {
  const Checked* file = named(files, premise.sha256);
  return file != nullptr && file->accepted && claims(*file, premise);
}

}  // namespace

void resolve_premises(std::vector<Checked>& files) {
  for (bool grew = true; grew;) {
    grew = false;
    for (Checked& file : files) {
      if (file.accepted || !file.evidence_ok) continue;
      bool all = true;
      for (const Premise& premise : file.premises) all = all && holds(files, premise);
      if (all) file.accepted = grew = true;
    }
  }
  for (Checked& file : files) {
    if (file.accepted || !file.evidence_ok) continue;
    for (const Premise& premise : file.premises) {
      if (holds(files, premise)) continue;
      const Checked* other = named(files, premise.sha256);
      const std::string it = "rests on certificate " + premise.sha256 + " for position=" + premise.position +
                             " is " + (premise.p ? "P" : "N");
      std::string why;
      if (other == nullptr)
        why = ", which is not among the files checked with it";
      else if (!other->evidence_ok)
        why = ", which is rejected";
      else if (!claims(*other, premise))
        why = ", but that certificate claims " + other->game + " " + other->kind + " " + other->claim;
      else
        why = ", which rests in turn on certificates that are not accepted (missing, rejected or in a cycle)";
      file.rejection = Reject{premise.line, it + why};
      break;
    }
  }
}

Checked check_one(std::istream& in, std::size_t size_hint, const CheckOptions& options) {
  Checked v;
  try {
    Sha256 hash;
    // A body that can wait on disk takes at most an eighth of --memory; the rest is the check's.
    const Certificate c = read_certificate(in, hash, size_hint, static_cast<std::size_t>(options.max_memory / 8),
                                           reads_body_from_disk);
    v.sha256 = hash.hex();
    options.premises->clear();
    CheckOptions own = options;
    own.position_key = &v.position_key;
    v.theorems = dispatch(c, own);
    v.game = c.game, v.kind = c.kind, v.claim = c.claim;
    v.premises = *options.premises;
    v.evidence_ok = true;
    v.accepted = v.premises.empty();
  } catch (const Reject& r) {
    v.rejection = r;
  } catch (const std::exception& e) {
    v.rejection = Reject{0, e.what()};
  }
  return v;
}
