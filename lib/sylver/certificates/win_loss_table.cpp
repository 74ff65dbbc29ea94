// Writes the win/loss-table proof DAG in the replay order the checker uses
// (see certificate.hpp and certs/FORMAT.md).
#include "sylver/certificates/win_loss_table.hpp"

#include <stdexcept>

#include "common/certificate_writer.hpp"
#include "common/progress.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/finite/solver.hpp"

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

template <int Words>
class ProofReplay {
 public:
  ProofReplay(Search<Words>& search, CertificateWriter& out, bool use_enders, EntryCounts& counts)
      : search_(search), out_(out), use_enders_(use_enders), counts_(counts), m_(search.modulus()) {}

  std::vector<std::int64_t> root(const std::vector<Coordinate>& c, bool progress) {
    std::vector<std::int64_t> winning;
    std::vector<Coordinate> child(c.size());
    Progress bar("certificate root moves", static_cast<std::uint64_t>(KunzMoves::frobenius(c.data(), m_)),
                 progress);
    first_child(c, child, 2, [&](int x) {
      bar.update(static_cast<std::uint64_t>(x));
      if (search_.is_p(child.data())) {
        winning.push_back(x);
        require_p(child);
      } else {
        require_n(child);
      }
      return false;
    });
    bar.finish();
    return winning;
  }

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
    if (seen == 0) throw std::logic_error("certificate: a position was proved both N and P");
    written_.insert(key, true);
    out_.add_line("P");
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
    written_.insert(key, false);
    const int t = KunzMoves::frobenius(c.data(), m_);
    if (use_enders_ && t > 1 && kunz_is_ender(c.data(), m_, t)) {
      out_.add_line("E");
      ++counts_.enders;
      return;
    }
    std::vector<Coordinate> child(c.size());
    const int x = witness(c, child);
    out_.add_line("N " + std::to_string(x));
    ++counts_.n;
    require_p(child);
  }

  // Leaves the witness's child in `child`: the first child already written
  // as P (it adds no lines), else the largest move whose child is P. The
  // choice depends only on values and on what is written, never on what the
  // memo happens to hold, which with threads depends on their timing. The
  // largest first is the search's own order, so its P child is usually
  // stored: measured against the smallest first, it wrote 0.6-1 % fewer
  // entries and took 10-16 % less time (docs/sylver.md, "Performance").
  int witness(const std::vector<Coordinate>& c, std::vector<Coordinate>& child) {
    const int written_p =
        first_child(c, child, 2, [&](int) { return written_.find(search_.key(child.data())) == 1; });
    if (written_p) return written_p;
    for (int x = KunzMoves::frobenius(c.data(), m_); x >= 2; --x) {
      if (x / m_ >= c[static_cast<std::size_t>(x % m_)]) continue;
      child = c;
      search_.moves().name(child.data(), x);
      if (search_.is_p(child.data())) return x;
    }
    throw std::logic_error("certificate: an N-position without a winning move");
  }

  Search<Words>& search_;
  CertificateWriter& out_;
  bool use_enders_;
  EntryCounts& counts_;
  int m_;
  PositionTable<Words> written_;
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
                                    .threads = options.threads});
  const std::vector<Coordinate> c = solver.coordinates(root);
  if (options.threads > 1) solver.winning_moves(root);
  // W is known only once the body is written; the writer takes the claim last.
  CertificateWriter writer("sylver", "win-loss-table",
                           {{"evidence", options.constructive ? "witnesses" : "witnesses-and-enders"}});
  cert.winning = solver.visit([&](auto& search) {
    constexpr int words = std::tuple_size_v<decltype(search.key(c.data()).word)>;
    ProofReplay<words> replay(search, writer, !options.constructive, cert.entries);
    return replay.root(c, options.progress);
  });
  // The evidence line names what the body uses, so one proof has one text.
  if (cert.entries.enders == 0) writer.set_parameter("evidence", "witnesses");
  cert.certificate = writer.finish({{"position", comma_list(cert.position)},
                                    {"t", std::to_string(cert.frobenius)},
                                    {"winning", comma_list(cert.winning)}});
  return cert;
}

}  // namespace gamecert::sylver
