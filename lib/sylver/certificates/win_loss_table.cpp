// Writes the win/loss-table proof DAG in the replay order the checker uses
// (see certificate.hpp and certs/FORMAT.md).
#include "sylver/certificates/win_loss_table.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <stdexcept>

#include "common/certificate_writer.hpp"
#include "common/citation.hpp"
#include "common/progress.hpp"
#include "sylver/certificates/keyed_body.hpp"
#include "sylver/certificates/proof_journal.hpp"
#include "sylver/finite/solver.hpp"
#include "sylver/infinite/analysis.hpp"

namespace gamecert::sylver {

namespace {

std::string comma_list(const std::vector<std::int64_t>& xs) {
  if (xs.empty()) return "none";
  std::string out;
  for (std::int64_t x : xs) {
    if (!out.empty()) out += ',';
    out += std::to_string(x);
  }
  return out;
}

std::string rests_on_text(const std::vector<ProvedPosition>& rests_on) {
  std::string out;
  for (const ProvedPosition& fact : rests_on) out += " --rests-on " + fact.sha256;
  return out;
}

template <int Words>
class ProofReplay {
 public:
  // `proved`: the packed keys of positions other certificates prove, each
  // with its index in options.rests_on.
  ProofReplay(Search<Words>& search, CertificateWriter& out, const CertifyOptions& options,
              EntryCounts& counts, ProofJournal* journal, KeyedBody* keyed,
              std::map<std::array<std::uint64_t, Words>, std::size_t> proved)
      : search_(search),
        rests_on_(options.rests_on),
        proved_(std::move(proved)),
        out_(out),
        use_enders_(!options.constructive),
        implied_witnesses_(options.implied_witnesses),
        counts_(counts),
        journal_(journal),
        keyed_(keyed),
        whole_body_(options.body),
        claimed_winning_(options.claimed_winning),
        m_(search.modulus()),
        implied_(MemoLimits{.max_bytes = options.max_memo_bytes / 4}, 1, &search.packer()) {}

  // The root moves' blocks come from the journal while it has them (read
  // back, not searched), then are written and recorded.
  std::vector<std::int64_t> root(const std::vector<Coordinate>& c, bool progress) {
    std::vector<std::int64_t> winning;
    std::vector<Coordinate> child(c.size());
    if (!whole_body_.empty()) reading_ = whole_body_;
    Progress bar("certificate root moves", static_cast<std::uint64_t>(KunzMoves::frobenius(c.data(), m_)),
                 progress);
    std::size_t resumed = 0;
    first_child(c, child, 2, [&](int x) {
      bar.update(static_cast<std::uint64_t>(x));
      bool p = false;
      if (!whole_body_.empty()) {
        p = std::binary_search(claimed_winning_.begin(), claimed_winning_.end(), x);
      } else if (journal_ != nullptr && resumed < journal_->blocks().size()) {
        const ProofJournal::Block& block = journal_->blocks()[resumed++];
        if (block.move != x)
          mismatch("records root move " + std::to_string(block.move) + " where " + std::to_string(x) +
                   " comes next");
        p = block.child_is_p;
        reading_ = block.lines;
      } else {
        p = search_.is_p(child.data());
        block_.clear();
      }
      if (p) {
        winning.push_back(x);
        require_p(child);
      } else {
        require_n(child);
      }
      if (journal_ == nullptr) return false;
      if (reading_.data() != nullptr) {
        if (!reading_.empty())
          mismatch("holds more lines for root move " + std::to_string(x) + " than it needs");
        reading_ = {};
      } else {
        journal_->record(x, p, block_);
      }
      return false;
    });
    resumed_ = resumed;
    if (!whole_body_.empty() && !reading_.empty()) mismatch("has lines the replay never reaches");
    if (journal_ != nullptr) journal_->forget_read();
    bar.finish();
    return winning;
  }
  std::size_t resumed() const { return resumed_; }

 private:
  // Calls found(x) with `child` = c after naming x, for every nameable
  // x >= from in ascending order, until found returns true; returns that x
  // (or 0 when it never did).
  template <class Found>
  int first_child(const std::vector<Coordinate>& c, std::vector<Coordinate>& child, int from, Found found) {
    const int t = KunzMoves::frobenius(c.data(), m_);
    for (int x = from; x <= t; ++x) {
      if (x / m_ >= c[static_cast<std::size_t>(x % m_)]) continue;
      child = c;
      search_.moves().name(child.data(), x);
      if (found(x)) return x;
    }
    return 0;
  }

  void require_p(const std::vector<Coordinate>& c) {
    const auto key = search_.key(c.data());
    const int seen = written_.find(key);
    if (seen == 1) return;
    if (seen == 0 || (implied_witnesses_ && implied_.find(key) == 0))
      throw std::logic_error("certificate: a position was proved both N and P");
    if (premise(key, true, c)) return;
    written_.insert(key, true);
    if (reading() && next_line() != "P") mismatch("has no P line where the replay needs one");
    emit("P", c);
    ++counts_.p;
    std::vector<Coordinate> child(c.size());
    first_child(c, child, 2, [&](int) {
      require_n(child);
      return false;
    });
  }

  void require_n(const std::vector<Coordinate>& c) {
    const auto key = search_.key(c.data());
    const int seen = written_.find(key);
    if (seen == 0) return;
    if (seen == 1) throw std::logic_error("certificate: a position was proved both P and N");
    std::vector<Coordinate> child(c.size());
    if (implied_witnesses_) {
      if (implied_.find(key) == 0) return;
      if (const int x = first_child(c, child, 2, [&](int) { return written_p(child); })) {
        implied_.insert(key, false);
        ++counts_.implied;
        if (keyed_ != nullptr) keyed_->add(c.data(), "N " + std::to_string(x));
        return;
      }
    }
    if (premise(key, false, c)) return;
    written_.insert(key, false);
    if (reading()) {
      const std::string_view line = next_line();
      if (line == "E") {
        emit("E", c);
        ++counts_.enders;
        return;
      }
      const int x = line.size() > 2 && line[0] == 'N' ? std::stoi(std::string(line.substr(2))) : 0;
      if (x < 2 || x / m_ >= c[static_cast<std::size_t>(x % m_)])
        mismatch("has '" + std::string(line) + "' where an N entry's witness is needed");
      child = c;
      search_.moves().name(child.data(), x);
      emit(line, c);
      ++counts_.n;
      require_p(child);
      return;
    }
    const int t = KunzMoves::frobenius(c.data(), m_);
    if (use_enders_ && t > 1 && kunz_is_ender(c.data(), m_, t)) {
      emit("E", c);
      ++counts_.enders;
      return;
    }
    const int x = witness(c, child);
    emit("N " + std::to_string(x), c);
    ++counts_.n;
    require_p(child);
  }

  // Writes "R <sha256>" for a position another certificate proves, as the
  // entry required here (the search took the same value from it).
  bool premise(const PackedKey<Words>& key, bool p, const std::vector<Coordinate>& c) {
    const auto proved = proved_.find(key.word);
    std::string line;
    if (!whole_body_.empty() && reading_.substr(0, 2) == "R ") {
      line = std::string(next_line());
    } else {
      if (proved == proved_.end()) return false;
      const ProvedPosition& fact = rests_on_[proved->second];
      if (fact.p != p) throw std::logic_error("certificate: a position it rests on has the other value");
      line = "R " + fact.sha256;
      if (reading() && next_line() != line) mismatch("has no '" + line + "' line where the replay needs one");
    }
    written_.insert(key, p);
    emit(line, c, p ? "P " : "N ");
    ++counts_.premises;
    return true;
  }

  bool written_p(const std::vector<Coordinate>& c) const { return written_.find(search_.key(c.data())) == 1; }
  bool reading() const { return reading_.data() != nullptr; }
  std::string_view next_line() {
    const std::size_t end = reading_.find('\n');
    if (end == std::string_view::npos) mismatch("ends before the replay does");
    const std::string_view line = reading_.substr(0, end);
    reading_.remove_prefix(end + 1);
    return line;
  }
  // The body line, or with a keyed body the entry named by its coordinates
  // `c` (a premise's value first: the keyed form has no replay to imply it).
  // The journal holds the replay's lines either way.
  void emit(std::string_view line, const std::vector<Coordinate>& c, std::string_view keyed_value = {}) {
    if (keyed_ != nullptr)
      keyed_->add(c.data(), std::string(keyed_value) += line);
    else
      out_.add_line(line);
    if (journal_ != nullptr && !reading()) {
      block_ += line;
      block_ += '\n';
    }
  }
  [[noreturn]] void mismatch(const std::string& what) const {
    if (!whole_body_.empty()) throw std::invalid_argument("the certificate's body " + what);
    throw JournalError("journal '" + journal_->path() + "' " + what +
                       " (it was not written by this question's run; remove it to start afresh)");
  }

  // Leaves the witness's child in `child`: the first child already written
  // as P (it adds no lines; with implied witnesses there is none), else the
  // largest move whose child is P. The
  // choice depends only on values and on what is written, never on what the
  // memo happens to hold, which with threads depends on their timing. The
  // largest first is the search's own order, so its P child is usually
  // stored: measured against the smallest first, it wrote 0.6-1 % fewer
  // entries and took 10-16 % less time (docs/sylver.md, "Performance").
  int witness(const std::vector<Coordinate>& c, std::vector<Coordinate>& child) {
    if (const int x =
            implied_witnesses_ ? 0 : first_child(c, child, 2, [&](int) { return written_p(child); }))
      return x;
    for (int x = KunzMoves::frobenius(c.data(), m_); x >= 2; --x) {
      if (x / m_ >= c[static_cast<std::size_t>(x % m_)]) continue;
      child = c;
      search_.moves().name(child.data(), x);
      if (search_.is_p(child.data())) return x;
    }
    throw std::logic_error("certificate: an N-position without a winning move");
  }

  Search<Words>& search_;
  const std::vector<ProvedPosition>& rests_on_;
  const std::map<std::array<std::uint64_t, Words>, std::size_t> proved_;
  CertificateWriter& out_;
  bool use_enders_, implied_witnesses_;
  EntryCounts& counts_;
  ProofJournal* journal_;
  KeyedBody* keyed_;  // null: the replay's order
  std::string_view whole_body_;               // a keyed twin's source, read instead of searching
  const std::vector<std::int64_t>& claimed_winning_;  // its claim's winning moves
  int m_;
  PositionTable<Words> written_;  // P entries and the N entries with a line
  // The N entries without a line: a cache, capped at a quarter of --memory.
  // One it dropped is derived again, with the same result (P entries are
  // never dropped and only grow in number), so the bytes do not depend on it.
  PositionTable<Words> implied_;
  std::string_view reading_;  // the rest of the block being read back (data() null: writing)
  std::string block_;         // the lines written for the current root move
  std::size_t resumed_ = 0;
};

}  // namespace

CertifiedWinningMoves certify_winning_moves(const Position& position, CertifyOptions options) {
  if (position.over()) throw std::invalid_argument("certify: named numbers must be at least 2");
  if (!position.finite()) throw std::invalid_argument("certify: the position must have gcd 1");
  CertifiedWinningMoves cert;
  cert.position = position.generators();
  const AperySet& root = position.general().finite_position();
  cert.frobenius = root.frobenius();
  Solver solver(root, SolverOptions{.max_states = options.max_states,
                                    .max_memo_bytes = options.max_memo_bytes,
                                    .max_seconds = options.max_seconds,
                                    .progress = options.progress,
                                    .threads = options.threads,
                                    .memo = options.compact_memo ? MemoKind::kCompact : MemoKind::kFast,
                                    .snapshot = options.snapshot});
  const std::vector<Coordinate> c = solver.coordinates(root);
  std::unique_ptr<ProofJournal> journal;
  if (!options.journal.empty())
    journal = std::make_unique<ProofJournal>(
        options.journal, std::string("certify") + (options.constructive ? " --constructive" : "") +
                             (options.implied_witnesses ? " --implied-witnesses" : "") +
                             rests_on_text(options.rests_on) +
                             " position=" + join_numbers(cert.position, ","));
  // The positions other certificates prove, among the root's descendants
  // (those that contain the root), keyed by their coordinates.
  std::vector<std::vector<Coordinate>> proved;
  for (const ProvedPosition& fact : options.rests_on) {
    const AperySet generated = AperySet::generated_by(fact.position);
    bool descendant = generated.finite();
    for (const std::int64_t a : cert.position) descendant = descendant && generated.contains(a);
    proved.push_back(descendant ? solver.coordinates(AperySet(fact.position, solver.modulus()))
                                : std::vector<Coordinate>{});
    if (descendant) solver.assume(proved.back(), fact.p);
  }
  // The threads fill the memo first; a resumed run fills it again, since the
  // root moves still to write reach most of the positions the others do.
  if (options.threads > 1) solver.winning_moves(root);
  // W is known only once the body is written; the writer takes the claim last.
  // Reading a body, implied witnesses are the source's, derived as read; the twin names every one.
  if (options.keyed && options.implied_witnesses && options.body.empty())
    throw std::invalid_argument("certify: a keyed table gives every N entry a line (no implied witnesses)");
  const std::string evidence = options.keyed               ? "keyed-witnesses"
                               : options.implied_witnesses ? "implied-witnesses"
                                                           : "witnesses";
  KeyedBody keyed(static_cast<int>(root.modulus()));
  CertificateWriter writer("sylver", "win-loss-table",
                           {{"evidence", options.constructive ? evidence : evidence + "-and-enders"}});
  cert.winning = solver.visit([&](auto& search) {
    constexpr int words = std::tuple_size_v<decltype(search.key(c.data()).word)>;
    std::map<std::array<std::uint64_t, words>, std::size_t> keys;
    for (std::size_t i = 0; i < proved.size(); ++i)
      if (!proved[i].empty()) keys.emplace(search.key(proved[i].data()).word, i);
    ProofReplay<words> replay(search, writer, options, cert.entries, journal.get(),
                              options.keyed ? &keyed : nullptr, std::move(keys));
    std::vector<std::int64_t> winning = replay.root(c, options.progress);
    if (options.keyed) keyed.write(writer);
    cert.resumed_root_moves = replay.resumed();
    return winning;
  });
  cert.states = solver.statistics().stored;
  // The evidence line names what the body uses, so one proof has one text.
  if (cert.entries.enders == 0) writer.set_parameter("evidence", evidence);
  cert.certificate = writer.finish({{"position", comma_list(cert.position)},
                                    {"t", std::to_string(cert.frobenius)},
                                    {"winning", comma_list(cert.winning)}});
  return cert;
}

CertifiedWinningMoves keyed_twin(std::string_view text) {
  const CertificateHeader header = read_certificate_header(text);
  std::string evidence;
  for (const auto& [key, value] : header.parameters)
    if (key == "evidence") evidence = value;
  if (header.game != "sylver" || header.kind != "win-loss-table" || evidence.rfind("keyed-", 0) == 0)
    throw std::invalid_argument("--keyed-from needs a Sylver win-loss-table of another evidence, not " +
                                header.printed_claim + (evidence.empty() ? "" : " (evidence " + evidence + ")"));
  const auto field = [&](const std::string& name) {
    for (const auto& [key, value] : header.claim)
      if (key == name) return value;
    throw std::invalid_argument("--keyed-from: the claim has no " + name + "=");
  };
  const auto numbers = [](const std::string& list) {
    std::vector<std::int64_t> out;
    for (const std::string_view n : split_text(list, ',')) out.push_back(std::stoll(std::string(n)));
    return out;
  };
  const std::size_t begin = text.find("\nbegin\n"), end = text.rfind("end\n");
  if (begin == std::string_view::npos || end == std::string_view::npos || end < begin + 7)
    throw std::invalid_argument("--keyed-from: no body between 'begin' and 'end'");
  CertifyOptions options{.constructive = evidence.find("-and-enders") == std::string::npos,
                         .implied_witnesses = evidence.rfind("implied-", 0) == 0,
                         .keyed = true,
                         .body = text.substr(begin + 7, end - begin - 7),
                         .claimed_winning = field("winning") == "none" ? std::vector<std::int64_t>{}
                                                                       : numbers(field("winning"))};
  CertifiedWinningMoves twin = certify_winning_moves(Position::of(numbers(field("position"))), options);
  if (twin.winning != options.claimed_winning)
    throw std::logic_error("keyed twin: the winning moves read back differ from the claim");
  return twin;
}

}  // namespace gamecert::sylver
