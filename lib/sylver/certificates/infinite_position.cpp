// Writing the certificate of a position with gcd > 1 (infinite_certificate.hpp).
#include "sylver/certificates/infinite_position.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>

#include "sylver/finite/solver.hpp"
#include "sylver/infinite/theory/enders.hpp"

namespace gamecert::sylver {

namespace {

// Mirrors gamecert-check's replay and writes each entry the first time the
// replay reaches its position.
class InfiniteWriter {
 public:
  // Every position of `rests_on` is taken as proved, by the prover and in the body.
  InfiniteWriter(InfiniteProver& prover, CertificateWriter& out, const std::vector<ProvedPosition>& rests_on)
      : prover_(prover), out_(out), rests_on_(rests_on) {
    prover_.take_facts(rests_on);
    for (const ProvedPosition& fact : rests_on) proved_.emplace(fact.position, &fact);
  }

  void root(const GeneralPosition& s, const MoveAnalysis& analysis) {
    out_.add_line("moves " + std::to_string(analysis.cover.bound));
    moves(s, analysis.cover.bound, analysis.cover.families, analysis.winning);
  }
  void winning_move(const GeneralPosition& s, std::int64_t move) { require(s.after(move), true, nullptr); }
  void pairing_entry() {
    out_.add_line("P pairing-8-12");
    used_pairing_ = true;
  }
  // The claim's lemmas field.
  std::string lemmas() const { return used_pairing_ ? "sylver-pairing-8-12" : "none"; }

 private:
  void moves(const GeneralPosition& s, std::int64_t bound, const std::vector<FamilyProof>& families,
             const std::vector<std::int64_t>& winning) {
    for (const FamilyProof& family : families) {
      if (family.period_length != 0) {
        out_.add_line("family 1 periodic " + std::to_string(family.period_start) + " " +
                      std::to_string(family.period_length));
      } else if (family.answer == 0) {
        out_.add_line("family " + std::to_string(family.h) + " enders");
      } else {
        out_.add_line("family " + std::to_string(family.h) + " answer " + std::to_string(family.answer));
        require(s.after(family.answer), true, nullptr);
      }
    }
    for (std::int64_t x = 2; x <= bound; ++x)
      if (s.nameable(x)) require(s.after(x), std::binary_search(winning.begin(), winning.end(), x), nullptr);
  }

  // `solver` is the exact solver of the finite branch s belongs to (none yet
  // when s is infinite or the first finite position of its branch).
  void require(const GeneralPosition& s, bool p, Solver* solver) {
    if (!written_.insert(s.generators()).second) return;
    if (const auto fact = proved_.find(s.generators()); fact != proved_.end()) {
      if (fact->second->p != p)
        throw std::logic_error("a certificate it rests on says " + s.text() + " has the other value");
      out_.add_line("R " + fact->second->sha256);
      return;
    }
    const ProvedValue* value = prover_.proved(s);
    if (p && value != nullptr && value->pairing) return pairing_entry();
    if (s.finite()) return finite_entry(s, p, solver);
    if (value == nullptr || value->p != p)
      throw std::logic_error("no proof that " + s.text() + " is " + (p ? "P" : "N") + " to write");
    if (p) {
      out_.add_line("P " + std::to_string(value->bound));
      moves(s, value->bound, value->families, {});
    } else {
      out_.add_line("N " + std::to_string(value->witness));
      require(s.after(value->witness), true, nullptr);
    }
  }

  void finite_entry(const GeneralPosition& s, bool p, Solver* solver) {
    std::unique_ptr<Solver> own;
    if (solver == nullptr) {
      own = std::make_unique<Solver>(s.finite_position());
      solver = own.get();
      // The positions of the branch that other certificates prove: known to its search.
      for (const ProvedPosition& fact : rests_on_) {
        const AperySet proved = AperySet::generated_by(fact.position);
        if (proved.finite() && std::all_of(s.generators().begin(), s.generators().end(),
                                           [&](std::int64_t a) { return proved.contains(a); }))
          solver->assume(solver->coordinates(AperySet(fact.position, solver->modulus())), fact.p);
      }
    }
    // Relative to the branch's modulus, which every position of the branch contains.
    const AperySet position(s.generators(), solver->modulus());
    const std::int64_t t = position.frobenius();
    // The first finite position of its branch, N by a move into a position
    // another certificate proves P: that move is its witness, with no search
    // (an exact solve of s could cost more than all the rest).
    if (own && !p && !(t > 1 && is_ender(position)))
      if (const std::int64_t x = prover_.move_into_p_fact(s); x != 0) {
        out_.add_line("N " + std::to_string(x));
        return require(s.after(x), true, solver);
      }
    if (solver->is_p(position) != p)
      throw std::logic_error("the solver disagrees with the proof about " + s.text());
    if (p) {
      out_.add_line("P");
      for (std::int64_t x = 2; x <= t; ++x)
        if (position.nameable(x)) require(s.after(x), false, solver);
      return;
    }
    if (t > 1 && is_ender(position)) {
      out_.add_line("E");
      return;
    }
    // The smallest move to a P entry already written, else the largest
    // winning move (whose subtree is smallest).
    std::int64_t witness = 0;
    for (std::int64_t x = 2; x <= t && witness == 0; ++x)
      if (position.nameable(x) && written_.count(s.after(x).generators()) && solver->is_p(position.after(x)))
        witness = x;
    for (std::int64_t x = t; x >= 2 && witness == 0; --x)
      if (position.nameable(x) && solver->is_p(position.after(x))) witness = x;
    out_.add_line("N " + std::to_string(witness));
    require(s.after(witness), true, solver);
  }

  InfiniteProver& prover_;
  CertificateWriter& out_;
  const std::vector<ProvedPosition>& rests_on_;
  std::map<std::vector<std::int64_t>, const ProvedPosition*> proved_;  // rests_on_ by position
  std::set<std::vector<std::int64_t>> written_;
  bool used_pairing_ = false;
};

CertifiedInfinitePosition finish(CertifiedInfinitePosition& result, CertificateWriter& out, const std::string& lemmas) {
  result.entries = out.body_lines();
  result.certificate =
      out.finish({{"position", join_numbers(result.position, ",")},
                  {"gcd", std::to_string(result.gcd)},
                  {"winning", result.winning.empty() ? "none" : join_numbers(result.winning, ",")},
                  {"lemmas", lemmas}});
  return result;
}

}  // namespace

CertifiedInfinitePosition certify_infinite_position(const Position& position, ProverLimits limits,
                                                    const std::vector<ProvedPosition>& rests_on) {
  if (position.over() || position.finite()) throw std::invalid_argument("the position has gcd 1: certify it as a win-loss table");
  const GeneralPosition& s = position.general();
  InfiniteProver prover(limits);
  CertifiedInfinitePosition result;
  result.position = s.generators();
  result.gcd = s.gcd();
  CertificateWriter out("sylver", "infinite-position");
  InfiniteWriter writer(prover, out, rests_on);
  if (prover.p_by_pairing_only(s)) {
    writer.pairing_entry();
    return finish(result, out, writer.lemmas());
  }
  const MoveAnalysis analysis = prover.analyse_moves(s);
  if (!analysis.solved())
    throw std::runtime_error("not proved within the limits: " +
                             (analysis.cover.uncovered.empty()
                                  ? std::string()
                                  : "no rule covers the moves with gcd(x, " + std::to_string(s.gcd()) +
                                        ") in {" + join_numbers(analysis.cover.uncovered, ", ") + "}; ") +
                             (analysis.unsettled.empty()
                                  ? std::string()
                                  : "unsettled moves " + join_numbers(analysis.unsettled, ", ")));
  result.winning = analysis.winning;
  writer.root(s, analysis);
  return finish(result, out, writer.lemmas());
}

Certificate certify_winning_move(const Position& position, std::int64_t move, ProverLimits limits,
                                 const std::vector<ProvedPosition>& rests_on) {
  if (position.over() || position.finite()) throw std::invalid_argument("the position has gcd 1: certify its win-loss table");
  const GeneralPosition& s = position.general();
  if (!s.nameable(move) || move < 2)
    throw std::invalid_argument(std::to_string(move) + " is not a move of " + s.text());
  InfiniteProver prover(limits);
  CertificateWriter out("sylver", "winning-move");
  InfiniteWriter writer(prover, out, rests_on);
  if (!prover.prove_p(s.after(move)))
    throw std::runtime_error("no proof within the limits that " + s.after(move).text() + " is P");
  writer.winning_move(s, move);
  return out.finish({{"position", join_numbers(s.generators(), ",")},
                     {"gcd", std::to_string(s.gcd())},
                     {"move", std::to_string(move)},
                     {"lemmas", writer.lemmas()}});
}

}  // namespace gamecert::sylver
