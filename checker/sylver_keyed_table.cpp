// Sylver win/loss tables whose entries name their positions (certs/FORMAT.md,
// "Keyed entries"; evidence keyed-witnesses[-and-enders]).
//
// Each entry gives its position's Kunz coordinates relative to the root's
// smallest number m, which every position reached from the root contains,
// so it is proved where it stands by local work alone: a P entry's moves, an
// N entry's witness, an E entry's ender test. Each move made is a
// requirement (the key it reaches, the value needed there). The requirements
// are sorted and merged against the entries, which come in key order: each
// must meet an entry of its value, each entry must be met. This is what LRAT
// did for DRAT proofs (Cruz-Filipe et al., "Efficient certified RAT
// verification", CADE 2017): the checker never looks a position up, so it
// reads memory in order. Requirements are sorted in runs that fit --memory;
// a run that does not is written to a file under TMPDIR, removed as soon as
// it is opened so that no exit leaves it behind. The entries are cut into
// stretches at restart lines (whole keys, every 1024th entry), proved on
// --threads threads. A position is held as its coordinates, on which naming
// x is a relaxation round each cycle of x mod m, twice: no bitset, no closure.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <numeric>
#include <optional>
#include <queue>
#include <random>
#include <string_view>
#include <thread>

#include "games.hpp"
#include "sylver_replay.hpp"

namespace {

const std::size_t kRestartEvery = 1024;
const std::int64_t kWorkPerRequirement = 50;
const int kRecentBits = 16;  // requirements remembered to drop repeats  // its sort and merge, in closure-word units (docs/checker.md)

// Coordinates c_1..c_{m-1} packed b bits each, c_1 at the top of the first
// word, so that keys compare as words in the order the coordinates do.
struct KeyLayout {
  std::int64_t m = 0, b = 1, per_word = 64;
  std::vector<std::int64_t> largest;  // the root's coordinates, which bound every descendant's
  std::size_t words() const { return static_cast<std::size_t>((m - 2) / per_word + 1); }
  std::uint64_t placed(std::int64_t c, std::int64_t i) const {
    return static_cast<std::uint64_t>(c) << (64 - b * ((i - 1) % per_word + 1));
  }
};
std::int64_t coordinate(const Position& s, std::int64_t m, std::int64_t i) {
  std::int64_t c = 0;
  for (std::int64_t n = i; !s.in_t(n); n += m) ++c;
  return c;
}
// The coordinates after naming x = q·m + r (nameable: q < c[r]), into
// `out`: a_j + x lies in class j + r, so c[j + r] falls to c[j] + q, plus 1
// where j + r passes m. Once round each cycle of r is enough from its least
// a_j, which nothing lowers (any chain through it may start there): class 0
// on the cycle holding it, a_0 = 0.
void name(const std::vector<std::int64_t>& c, std::int64_t x, std::vector<std::int64_t>& out) {
  const auto m = static_cast<std::int64_t>(c.size()), q = x / m, r = x % m, cycles = std::gcd(m, r);
  out = c;
  for (std::int64_t start = 0; start < cycles; ++start) {
    std::int64_t least = start;
    for (std::int64_t j = start + r, n = 1; start > 0 && n < m / cycles; ++n, j = j + r >= m ? j + r - m : j + r)
      if (j + m * c[j] < least + m * c[least]) least = j;
    for (std::int64_t step = 1, j = least; step < m / cycles; ++step) {
      const bool carry = j + r >= m;
      const std::int64_t next = carry ? j + r - m : j + r;
      out[next] = std::min(out[next], out[j] + q + carry);
      j = next;
    }
  }
}
// The largest number not in the position: the largest i + m·c_i, less m.
std::int64_t frobenius(const std::vector<std::int64_t>& c) {
  std::int64_t f = -1;
  const auto m = static_cast<std::int64_t>(c.size());
  for (std::int64_t i = 1; i < m; ++i) f = std::max(f, i + m * c[i] - m);
  return f;
}

template <std::size_t K>
using Key = std::array<std::uint64_t, K>;
template <std::size_t K>
Key<K> key_of(const std::vector<std::int64_t>& c, const KeyLayout& k) {
  Key<K> key{};
  for (std::int64_t i = 1; i < k.m; ++i) key[(i - 1) / k.per_word] |= k.placed(c[i], i);
  return key;
}
template <std::size_t K>
bool same(const Key<K>& a, const Key<K>& b) {
  for (std::size_t i = 0; i < K; ++i)
    if (a[i] != b[i]) return false;
  return true;
}
template <std::size_t K>
bool less(const Key<K>& a, const Key<K>& b) {
  for (std::size_t i = 0; i + 1 < K; ++i)
    if (a[i] != b[i]) return a[i] < b[i];
  return a[K - 1] < b[K - 1];
}

// A requirement: the key a move reaches, then (line·2^14 + the move)·2 + 1
// if it needs a P entry, 0 if N; the line is 0 for a root move.
template <std::size_t K>
struct Requirement {
  Key<K> key;
  std::uint64_t tag;
  bool operator<(const Requirement& o) const {
    for (std::size_t i = 0; i < K; ++i)
      if (key[i] != o.key[i]) return key[i] < o.key[i];
    return tag < o.tag;
  }
};

// One body line: the key, then "P", "N <x>", "E" or "<P|N> R <sha256>".
template <std::size_t K>
struct Entry {
  std::vector<std::int64_t> c;  // c[0] = 0, then c_1..c_{m-1}
  Key<K> key{};
  std::size_t line = 0;
  char value = 0;  // 'P', 'N' or 'E'
  std::int64_t witness = 0;
  std::string_view premise;  // the SHA-256 of an R entry, else empty
};

// Reads the entries from the `index`-th (0-based) on, at byte `offset`,
// each key against the one before it.
template <std::size_t K>
class EntryReader {
 public:
  EntryReader(const Certificate& c, const KeyLayout& k, std::size_t offset, std::size_t index)
      : c_(c), k_(k), at_(c.body.data() + offset), index_(index) {
    e_.c.assign(static_cast<std::size_t>(k.m), 0);
  }
  Entry<K>* next() {
    if (index_ == c_.body_lines) return nullptr;
    e_.line = c_.line_of(index_);
    const bool restart = index_++ % kRestartEvery == 0;
    const auto count = static_cast<std::size_t>(k_.m - 1);
    const auto shared = static_cast<std::size_t>(
        number(0, restart ? 0 : k_.m - 2, restart ? "a restart line's shared count" : "shared count"));
    std::size_t differs = count + 1;  // the first coordinate unlike the key before's
    for (std::size_t i = shared + 1; i <= count; ++i) {
      const std::int64_t was = e_.c[i];
      e_.c[i] = number(0, k_.largest[i], "coordinate c_", i);
      if (differs > count && e_.c[i] != was) differs = i;
    }
    const Key<K> before = e_.key;
    e_.key = Key<K>{};
    for (std::size_t i = 1; i <= count; ++i) e_.key[(i - 1) / k_.per_word] |= k_.placed(e_.c[i], i);
    if (read_) {
      if (differs > count) throw Reject{e_.line, "duplicate key: the position of the line before"};
      if (less<K>(e_.key, before)) throw Reject{e_.line, "keys out of order: this key comes before the line before's"};
      if (!restart && differs != shared + 1)
        throw Reject{e_.line, "not canonical: the key shares " + std::to_string(differs - 1) +
                                  " leading coordinates with the one before, not " + std::to_string(shared)};
    }
    read_ = true;
    value();
    return &e_;
  }

 private:
  // A canonical decimal number in low..high, then one space or the line's end.
  std::int64_t number(std::int64_t low, std::int64_t high, const char* name, std::size_t index = 0) {
    const char* start = at_;
    const auto what = [&] { return name + (index == 0 ? "" : std::to_string(index)); };
    std::int64_t n = 0;
    while (*at_ >= '0' && *at_ <= '9' && at_ - start < 18) n = 10 * n + (*at_++ - '0');
    if (at_ == start || (*at_ != ' ' && *at_ != '\n') || (*start == '0' && at_ - start > 1))
      throw Reject{e_.line, what() + " is not a number in canonical form (" + expected() + ")"};
    if (n < low || n > high)
      throw Reject{e_.line, what() + " " + std::to_string(n) + " is outside " + std::to_string(low) + ".." +
                                std::to_string(high)};
    if (*at_ == ' ') ++at_;
    return n;
  }
  std::string expected() const {
    return "expected " + std::to_string(k_.m) + " numbers: the shared count, the coordinates after it, then "
           "'P', 'N <x>', 'E' or '<P|N> R <sha256>'";
  }
  void value() {
    const std::size_t end = static_cast<std::size_t>(
        static_cast<const char*>(std::memchr(at_, '\n', c_.body.data() + c_.body.size() - at_)) - at_);
    const std::string_view rest(at_, end);
    at_ += end + 1;
    e_.premise = {};
    e_.value = rest.empty() ? 0 : rest[0];
    if (rest == "P" || rest == "E") return;
    if (rest.size() == 68 && rest.substr(1, 3) == " R " && (e_.value == 'P' || e_.value == 'N')) {
      e_.premise = rest.substr(4);
      if (e_.premise.find_first_not_of("0123456789abcdef") == std::string_view::npos) return;
    } else if (rest.size() > 2 && rest.substr(0, 2) == "N ") {
      e_.witness = parse_integer(std::string(rest.substr(2)), 2, kLargestNumber, e_.line, "witness move");
      return;
    }
    throw Reject{e_.line, "the value " + quoted(std::string(rest)) + " is not 'P', 'N <x>', 'E' or " +
                              "'<P|N> R <sha256>' (64 lowercase hex digits)"};
  }

  const Certificate& c_;
  const KeyLayout& k_;
  const char* at_;
  std::size_t index_;
  bool read_ = false;
  Entry<K> e_;
};

// Whether the key is a numerical semigroup's (Kunz: a_i + a_j >= a_{(i+j) mod m}
// for a_i = i + m·c_i, that is c_i + c_j (+ 1 past m) >= c_{i+j mod m}).
template <std::size_t K>
void check_semigroup(const Entry<K>& e, const KeyLayout& k, Budget& budget) {
  const std::int64_t m = k.m;
  const std::vector<std::int64_t>& c = e.c;
  budget.charge(m * m / 4 + 1, e.line);
  for (std::int64_t i = 1; i < m; ++i)
    for (std::int64_t j = i; j < m; ++j)
      if (i + j < m ? c[i] + c[j] < c[i + j] : c[i] + c[j] + 1 < c[i + j - m])
        throw Reject{e.line, "not canonical: the key is not a numerical semigroup's (" + std::to_string(i + m * c[i]) +
                                 " + " + std::to_string(j + m * c[j]) + " is not in it)"};
}
// The position of coordinates c, as a bitset (for the checks that read one).
Position position_of(const std::vector<std::int64_t>& c, Budget& budget, std::size_t line) {
  const std::int64_t f = frobenius(c), m = static_cast<std::int64_t>(c.size());
  budget.charge(f + m, line);
  Position s{1, f, Bits(static_cast<std::size_t>(f < 0 ? 0 : f / 64 + 1), 0)};
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t n = i + m * c[i]; n <= f; n += m) s.t_bits[n / 64] |= std::uint64_t{1} << (n % 64);
  return s;
}

// A sorted run of requirements: in memory, or in a temporary file read
// through a buffer (`held`, sized by the merge).
template <std::size_t K>
struct Run {
  std::vector<Requirement<K>> held;
  std::FILE* file = nullptr;
  std::size_t size = 0, at = 0;
  bool next(Requirement<K>& r) {
    if (file == nullptr) return at < held.size() ? (r = held[at++], true) : false;
    if (at == size) return false;
    if (at++ % held.size() == 0 && std::fread(held.data(), sizeof r, std::min(held.size(), size - at + 1), file) == 0)
      return false;
    r = held[(at - 1) % held.size()];
    return true;
  }
  ~Run() {
    if (file != nullptr) std::fclose(file);
  }
};

// An open temporary file under TMPDIR (else /tmp), already removed.
std::FILE* temporary_file(std::size_t line) {
  const char* dir = std::getenv("TMPDIR");
  std::random_device device;
  const std::string name = std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/gamecert-check-" +
                           std::to_string(device()) + std::to_string(device());
  std::FILE* f = std::fopen(name.c_str(), "wb+x");
  if (f == nullptr) throw Reject{line, "cannot create a temporary file " + quoted(name) + " (set TMPDIR)"};
  std::remove(name.c_str());
  return f;
}

// What one thread proves: the entries of its stretch, their requirements in sorted runs.
template <std::size_t K>
struct Stretch {
  std::size_t offset = 0, first = 0, count = 0;  // byte offset, entry index, entries
  Budget budget{0, 0};
  std::size_t capacity = 0;  // requirements held before a run is written out
  std::vector<std::unique_ptr<Run<K>>> runs;
  std::vector<Requirement<K>> pending;
  std::optional<Reject> rejected;
  Key<K> first_key{}, last_key{};
  ReliedOn relied_on;
  std::vector<std::int64_t> child;
  std::vector<Requirement<K>> recent = std::vector<Requirement<K>>(std::size_t{1} << kRecentBits, {{}, 2});

  // The move x from coordinates c must reach an entry of value P (p) or N.
  void require(const std::vector<std::int64_t>& c, const KeyLayout& k, std::int64_t x, bool p, std::size_t line) {
    budget.charge(kWorkPerRequirement + 4 * k.m, line);
    name(c, x, child);
    const Requirement<K> r{key_of<K>(child, k), (line << 14 | static_cast<std::uint64_t>(x)) << 1 | p};
    // A requirement met again adds nothing; the first keeps the least line for messages.
    std::uint64_t h = r.tag & 1;
    for (const std::uint64_t w : r.key) h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
    Requirement<K>& seen = recent[h >> (64 - kRecentBits)];
    if (same<K>(seen.key, r.key) && (seen.tag & 1) == p) return;
    seen = r;
    pending.push_back(r);
    if (pending.size() == capacity) spill(line);
  }
  void spill(std::size_t line) {
    std::sort(pending.begin(), pending.end());
    auto run = std::make_unique<Run<K>>();
    run->file = temporary_file(line);
    run->size = pending.size();
    if (std::fwrite(pending.data(), sizeof pending[0], pending.size(), run->file) != pending.size() ||
        std::fflush(run->file) != 0 || std::fseek(run->file, 0, SEEK_SET) != 0)
      throw Reject{line, "cannot write a temporary file under TMPDIR (is the disk full?)"};
    runs.push_back(std::move(run));
    pending.clear();
  }

  void prove(const Certificate& cert, const KeyLayout& k, bool enders) try {
    EntryReader<K> reader(cert, k, offset, first);
    for (std::size_t i = 0; i < count; ++i) {
      Entry<K>& e = *reader.next();
      if (i == 0) first_key = e.key;
      last_key = e.key;
      budget.charge(1, e.line);
      check_semigroup(e, k, budget);
      const std::vector<std::int64_t>& c = e.c;
      if (!e.premise.empty()) {
        relied_on.premises.push_back(
            premise_of(std::string(e.premise), position_of(c, budget, e.line), e.value == 'P', budget, e.line));
      } else if (e.value == 'P') {  // its moves x = q·m + r, q < c_r, but 1
        for (std::int64_t r = 1; r < k.m; ++r)
          for (std::int64_t x = r == 1 ? r + k.m : r; x < r + k.m * c[r]; x += k.m) require(c, k, x, false, e.line);
      } else if (e.value == 'N') {
        if (e.witness % k.m == 0 || e.witness / k.m >= c[e.witness % k.m])
          throw Reject{e.line, "witness move " + std::to_string(e.witness) + " is not nameable here"};
        require(c, k, e.witness, true, e.line);
      } else {
        if (!enders) throw Reject{e.line, "'E' entries are not allowed with evidence keyed-witnesses"};
        const std::int64_t f = frobenius(c);
        budget.charge(f * (std::bit_width(static_cast<std::uint64_t>(std::max<std::int64_t>(f, 1))) + 2), e.line);
        if (f <= 1 || !is_ender(position_of(c, budget, e.line)))
          throw Reject{e.line, "'E' claims an ender with t > 1, but this position (t = " + std::to_string(f) +
                                   ") is not one"};
        relied_on.ender_theorem = true;
        ++relied_on.ender_entries;
      }
    }
    std::sort(pending.begin(), pending.end());
  } catch (const Reject& r) {
    rejected = r;
  }
};

// Every requirement meets an entry of its value, and every entry is met; in
// key order, so the first failure found is the same however the work was cut.
template <std::size_t K>
void merge(const Certificate& c, const KeyLayout& k, std::vector<std::unique_ptr<Run<K>>>& runs,
           std::size_t buffered) {
  using Head = std::pair<Requirement<K>, std::size_t>;
  const auto later = [](const Head& a, const Head& b) { return b.first < a.first; };
  std::priority_queue<Head, std::vector<Head>, decltype(later)> heads(later);
  Requirement<K> r;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    if (runs[i]->file != nullptr) runs[i]->held.resize(std::max<std::size_t>(64, buffered / runs.size()));
    if (runs[i]->next(r)) heads.push({r, i});
  }
  EntryReader<K> entries(c, k, 0, 0);
  const Entry<K>* e = entries.next();
  bool met = false;
  for (; !heads.empty(); heads.pop()) {
    const auto [need, run] = heads.top();
    if (runs[run]->next(r)) heads.push({r, run});
    for (; e != nullptr && less<K>(e->key, need.key); e = entries.next(), met = false)
      if (!met) throw Reject{e->line, "no move of the root or of an entry reaches this entry"};
    const std::size_t line = need.tag >> 15;
    const bool p = need.tag & 1;
    const std::string x = std::to_string(need.tag >> 1 & 0x3FFF);
    const std::string why = (line == 0 ? "root move " + x + (p ? " (claimed winning)" : " (claimed losing)")
                                       : (p ? "witness move " : "move ") + x) +
                            " must reach " + (p ? "a P entry" : "an N entry");
    if (e == nullptr || !same<K>(e->key, need.key))
      throw Reject{line == 0 ? c.claim_line : line, why + ", and its position has no entry"};
    if ((e->value == 'P') != p)
      throw Reject{line == 0 ? c.claim_line : line, why + ", but reaches the entry on line " + std::to_string(e->line)};
    met = true;
  }
  for (; e != nullptr; e = entries.next(), met = false)
    if (!met) throw Reject{e->line, "no move of the root or of an entry reaches this entry"};
}

template <std::size_t K>
ReliedOn check_keyed(const Certificate& c, Budget& budget, const Position& root, const KeyLayout& k, bool enders,
                     const std::vector<std::int64_t>& winning, const CheckOptions& options) {
  // Stretches start at restart lines; each thread's requirements fill a share of --memory.
  const std::size_t threads =
      std::clamp<std::size_t>(static_cast<std::size_t>(options.threads), 1, c.body_lines / kRestartEvery + 1);
  const std::size_t per = (c.body_lines / kRestartEvery / threads + 1) * kRestartEvery;
  const std::size_t capacity = std::max<std::size_t>(
      1 << 12, static_cast<std::size_t>(options.max_memory) / ((threads + 1) * sizeof(Requirement<K>)));
  std::vector<Stretch<K>> stretches(threads + 1);  // the last: the root's moves
  for (std::size_t t = 0, offset = 0, index = 0; t <= threads; ++t) {
    Stretch<K>& st = stretches[t];
    st.offset = offset, st.first = index, st.count = t < threads ? std::min(per, c.body_lines - index) : 0;
    st.budget = budget, st.capacity = capacity;
    for (std::size_t n = 0; n < st.count; ++n) offset = c.body.find('\n', offset) + 1;
    index += st.count;
  }
  Stretch<K>& root_moves = stretches.back();  // required from the claim line, tagged line 0
  for (std::int64_t x = 2, w = 0; x <= root.f; ++x) {
    if (root.in_t(x)) continue;
    const bool wins = static_cast<std::size_t>(w) < winning.size() && winning[w] == x;
    w += wins;
    root_moves.require(k.largest, k, x, wins, 0);
  }
  std::sort(root_moves.pending.begin(), root_moves.pending.end());
  std::vector<std::thread> workers;
  for (std::size_t t = 1; t < threads; ++t) workers.emplace_back([&, t] { stretches[t].prove(c, k, enders); });
  stretches[0].prove(c, k, enders);
  for (std::thread& w : workers) w.join();
  ReliedOn relied_on;
  std::vector<std::unique_ptr<Run<K>>> runs;
  const std::int64_t before = budget.used;
  for (std::size_t t = 0; t <= threads; ++t) {
    Stretch<K>& st = stretches[t];
    if (st.rejected) throw *st.rejected;
    if (t > 0 && t < threads && st.count > 0 && !less<K>(stretches[t - 1].last_key, st.first_key))
      throw Reject{c.line_of(st.first), "keys out of order: this key does not come after the line before's"};
    budget.charge(st.budget.used - before, t < threads ? c.line_of(st.first + st.count - 1) : c.claim_line);
    for (auto& run : st.runs) runs.push_back(std::move(run));
    runs.push_back(std::make_unique<Run<K>>());
    runs.back()->held = std::move(st.pending);
    relied_on.ender_theorem |= st.relied_on.ender_theorem;
    relied_on.ender_entries += st.relied_on.ender_entries;
    for (Premise& premise : st.relied_on.premises) relied_on.premises.push_back(std::move(premise));
  }
  // The runs on disk share what the ones in memory leave of --memory.
  std::size_t held = 0;
  for (const auto& run : runs) held += run->file == nullptr ? run->held.size() : 0;
  merge<K>(c, k, runs, (threads + 1) * capacity - std::min((threads + 1) * capacity, held));
  relied_on.position_key = position_key(root, budget, c.claim_line);
  return relied_on;
}

}  // namespace

ReliedOn check_keyed_table(const Certificate& c, Budget& budget, const Position& root, bool enders,
                           const std::vector<std::int64_t>& winning, const CheckOptions& options) {
  KeyLayout k;
  while (!root.in_t(++k.m)) {}
  k.largest.assign(static_cast<std::size_t>(k.m), 0);
  for (std::int64_t i = 1; i < k.m; ++i) k.largest[i] = coordinate(root, k.m, i);
  k.b = std::bit_width(static_cast<std::uint64_t>(*std::max_element(k.largest.begin(), k.largest.end())));
  k.per_word = 64 / k.b;
  switch (k.words()) {
    case 1: return check_keyed<1>(c, budget, root, k, enders, winning, options);
    case 2: return check_keyed<2>(c, budget, root, k, enders, winning, options);
    case 3: return check_keyed<3>(c, budget, root, k, enders, winning, options);
    case 4: return check_keyed<4>(c, budget, root, k, enders, winning, options);
  }
  throw Reject{c.claim_line, "a keyed table's keys hold at most 256 bits, and this root's need " +
                                 std::to_string(k.words()) + " words (use evidence witnesses)"};
}
