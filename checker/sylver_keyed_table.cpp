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
// x is a relaxation round each cycle of x mod m: no bitset, no closure.
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
#include <thread>
#include <tuple>

#include "games.hpp"
#include "sylver_replay.hpp"

namespace {

using Coordinates = std::vector<std::int64_t>;  // c[0] = 0, then c_1..c_{m-1}
const std::size_t kRestartEvery = kBodyBlock;
const std::size_t kLongestLine = 1 << 16;  // an entry takes at most about 600 (256 one-bit coordinates)
const std::int64_t kWorkPerRequirement = 50;  // its sort and merge, in closure-word units (docs/checker.md)
// Bounds the requirements' memory and disk by the body's size: a line of a
// few bytes can require thousands of positions.
const std::size_t kNotedPerByte = 4;
const int kRecentBits = 16;  // requirements remembered to drop repeats

// The coordinates after naming x = q·m + r (nameable: q < c[r]), into
// `out`: a_j + x lies in class j + r, so c[j + r] falls to c[j] + q, plus 1
// where j + r passes m. Once round each cycle of r is enough from its least
// a_j = j + m·c[j], which nothing lowers (a chain through it may start
// there): class 0 on the cycle holding it, a_0 = 0.
void name(const Coordinates& c, std::int64_t x, Coordinates& out) {
  const auto m = static_cast<std::int64_t>(c.size()), q = x / m, r = x % m, cycles = std::gcd(m, r);
  const auto next = [&](std::int64_t j) { return j + r >= m ? j + r - m : j + r; };
  out = c;
  for (std::int64_t start = 0; start < cycles; ++start) {
    std::int64_t least = start;
    for (std::int64_t j = next(start), n = 1; start > 0 && n < m / cycles; ++n, j = next(j))
      if (j + m * c[j] < least + m * c[least]) least = j;
    for (std::int64_t step = 1, j = least; step < m / cycles; ++step, j = next(j))
      out[next(j)] = std::min(out[next(j)], out[j] + q + (j + r >= m));
  }
}
// The largest number not in the position: the largest i + m·c_i, less m.
std::int64_t frobenius(const Coordinates& c) {
  std::int64_t f = -1;
  for (std::int64_t i = 1, m = static_cast<std::int64_t>(c.size()); i < m; ++i)
    f = std::max(f, i + m * (c[i] - 1));
  return f;
}
// The position of coordinates c, as a bitset (for the checks that read one).
Position position_of(const Coordinates& c, Budget& budget, std::size_t line) {
  const std::int64_t f = frobenius(c), m = static_cast<std::int64_t>(c.size());
  budget.charge(f + m, line);
  Position s{1, f, Bits(static_cast<std::size_t>(f < 0 ? 0 : f / 64 + 1), 0)};
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t n = i + m * c[i]; n <= f; n += m) s.t_bits[n / 64] |= std::uint64_t{1} << (n % 64);
  return s;
}
// The check of one certificate whose keys take K words: c_i in b bits,
// c_1 at the top of the first word, so that keys compare as their words do.
template <std::size_t K>
struct KeyedTable {
  using Key = std::array<std::uint64_t, K>;
  const Certificate& c;
  const bool enders;
  const std::int64_t m, b;
  const Coordinates root;  // the root's coordinates, which bound every descendant's

  // Word by word: std::array's operators call memcmp, a third of the time.
  static bool less(const Key& x, const Key& y) {
    for (std::size_t i = 0; i + 1 < K; ++i)
      if (x[i] != y[i]) return x[i] < y[i];
    return x[K - 1] < y[K - 1];
  }
  static bool same(const Key& x, const Key& y) { return !less(x, y) && !less(y, x); }

  Key key_of(const Coordinates& x) const {
    Key key{};
    for (std::int64_t i = 1, per = 64 / b; i < m; ++i)
      key[(i - 1) / per] |= static_cast<std::uint64_t>(x[i]) << (64 - b * ((i - 1) % per + 1));
    return key;
  }

  // The key a move reaches, then (line·2^14 + the move)·2 + 1 if it needs
  // a P entry, 0 if N; the line is 0 for a root move.
  struct Requirement {
    Key key;
    std::uint64_t tag;
    bool operator<(const Requirement& o) const {
      for (std::size_t i = 0; i < K; ++i)
        if (key[i] != o.key[i]) return key[i] < o.key[i];
      return tag < o.tag;
    }
  };
  // A sorted run: [at, end) of `memory`, or a temporary file read through `held`.
  struct Run {
    const Requirement* memory = nullptr;
    std::vector<Requirement> held;
    std::FILE* file = nullptr;
    std::size_t end = 0, at = 0;
    bool next(Requirement& r) {
      if (file == nullptr) return at < end ? (r = memory[at++], true) : false;
      if (at == end || (at % held.size() == 0 &&
                        std::fread(held.data(), sizeof r, std::min(held.size(), end - at), file) == 0))
        return false;
      r = held[at++ % held.size()];
      return true;
    }
    ~Run() {
      if (file != nullptr) std::fclose(file);
    }
  };

  // One body line: its key, then "P", "N <x>", "E" or "<P|N> R <sha256>".
  struct Entry {
    Coordinates c;
    Key key{};
    std::size_t line = 0;
    char value = 0;
    std::int64_t witness = 0;
    std::string premise;  // an R entry's SHA-256
  };
  // Reads entries from the `index`-th (0-based) on, at byte `offset`, each key against the one before.
  struct Reader {
    const KeyedTable& t;
    BodyLines lines;
    std::size_t index, last;  // the entries index..last-1
    const char* at = nullptr;
    bool read = false;
    Entry e{Coordinates(static_cast<std::size_t>(t.m), 0), {}, 0, 0, 0, {}};

    // A canonical decimal number in low..high, then one space or the line's end.
    // `what`, then coordinate `index` if it is one: messages are made only when needed.
    std::int64_t number(std::int64_t low, std::int64_t high, const char* name, std::size_t coordinate = 0) {
      const auto what = [&] { return name + (coordinate == 0 ? "" : std::to_string(coordinate)); };
      const char* start = at;
      std::int64_t n = 0;
      while (*at >= '0' && *at <= '9' && at - start < 18) n = 10 * n + (*at++ - '0');
      if (at == start || (*at != ' ' && *at != '\n') || (*start == '0' && at - start > 1))
        throw Reject{e.line, what() +
                                 " is not a number in canonical form (expected the shared count, the "
                                 "coordinates after it, then 'P', 'N <x>', 'E' or '<P|N> R <sha256>')"};
      if (n < low || n > high)
        throw Reject{e.line, what() + " " + std::to_string(n) + " is outside " + std::to_string(low) + ".." +
                                 std::to_string(high)};
      at += *at == ' ';
      return n;
    }
    Entry* next() {
      if (index == last) return nullptr;
      e.line = t.c.line_of(index);
      const std::string_view text = lines.next(e.line);
      at = text.data();
      const char* end = text.data() + text.size();
      const bool restart = index++ % kRestartEvery == 0;
      const auto shared = static_cast<std::size_t>(
          number(0, restart ? 0 : t.m - 2, restart ? "a restart line's shared count" : "the shared count"));
      std::size_t differs = e.c.size();  // the first coordinate unlike the key before's
      for (std::size_t i = shared + 1; i < e.c.size(); ++i) {
        const std::int64_t was = e.c[i];
        e.c[i] = number(0, t.root[i], "coordinate c_", i);
        if (differs == e.c.size() && e.c[i] != was) differs = i;
      }
      const Key before = std::exchange(e.key, t.key_of(e.c));
      if (read && differs == e.c.size())
        throw Reject{e.line, "duplicate key: the position of the line before"};
      if (read && less(e.key, before))
        throw Reject{e.line, "keys out of order: this key comes before the line before's"};
      if (read && !restart && differs != shared + 1)
        throw Reject{e.line, "not canonical: the key shares " + std::to_string(differs - 1) +
                                 " leading coordinates with the one before, not " + std::to_string(shared)};
      read = true;
      const std::string_view rest(at, static_cast<std::size_t>(end - at));
      e.value = rest.empty() ? 0 : rest[0];
      e.premise.clear();
      bool valid = rest == "P" || rest == "E";
      if (rest.size() == 68 && rest.substr(1, 3) == " R " && (e.value == 'P' || e.value == 'N') &&
          rest.find_first_not_of("0123456789abcdef", 4) == std::string_view::npos)
        e.premise = rest.substr(4), valid = true;
      else if (rest.size() > 2 && rest.substr(0, 2) == "N ")
        at += 2, e.witness = number(2, kLargestNumber, "the witness move"), valid = at == end;
      if (!valid)
        throw Reject{e.line, "the value " + quoted(std::string(rest)) +
                                 " is not 'P', 'N <x>', 'E' or '<P|N> R <sha256>' (64 lowercase hex digits)"};
      return &e;
    }
  };

  // One thread's share: the entries of its stretch, their requirements in sorted runs.
  struct Stretch {
    const KeyedTable* t;
    std::size_t offset = 0, bytes = 0, first = 0, count = 0;  // byte offset and length, entry index, entries
    Budget budget{0, 0};
    std::size_t capacity = 0;  // requirements held before a run is written out
    std::size_t noted = 0;     // requirements kept, in memory and on disk: at most kNotedPerByte a byte
    std::vector<std::unique_ptr<Run>> runs;
    std::vector<Requirement> pending;
    std::optional<Reject> rejected;
    Key first_key{}, last_key{};
    ReliedOn relied_on;
    Coordinates child;
    std::vector<Requirement> recent = std::vector<Requirement>(std::size_t{1} << kRecentBits, {{}, 2});

    // The move x from coordinates c must reach an entry of value P (p) or N.
    void require(const Coordinates& c, std::int64_t x, bool p, std::size_t line) {
      budget.charge(kWorkPerRequirement + 4 * t->m, line);
      name(c, x, child);
      const Requirement r{t->key_of(child), (line << 14 | static_cast<std::uint64_t>(x)) << 1 | p};
      // A requirement met again adds nothing; the first keeps the least line for messages.
      std::uint64_t h = p;
      for (const std::uint64_t w : r.key) h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
      Requirement& seen = recent[h >> (64 - kRecentBits)];
      if (same(seen.key, r.key) && (seen.tag & 1) == p) return;
      if (pending.size() == pending.capacity())  // grown by hand: doubling could pass the capacity
        pending.reserve(std::min(capacity, 2 * pending.size() + 1024));
      pending.push_back(seen = r);
      if (++noted > kNotedPerByte * bytes + kLargestTableT)  // the root's moves: at most t
        throw Reject{line, "the entries require more than " + std::to_string(kNotedPerByte) +
                               " positions a body byte (certificates written by gamecert require under 1)"};
      if (pending.size() < capacity) return;
      std::sort(pending.begin(), pending.end());
      runs.push_back(std::make_unique<Run>());
      Run& run = *runs.back();
      run.file = temporary_file(line);
      run.end = pending.size();
      if (std::fwrite(pending.data(), sizeof r, pending.size(), run.file) != pending.size() ||
          std::fflush(run.file) != 0 || std::fseek(run.file, 0, SEEK_SET) != 0)
        throw Reject{line, "cannot write a temporary file under TMPDIR (is the disk full?)"};
      pending.clear();
    }

    void prove() try {
      Reader reader{*t, {t->c, offset, kLongestLine}, first, first + count};
      for (std::size_t i = 0; i < count; ++i) {
        Entry& e = *reader.next();
        if (i == 0) first_key = e.key;
        last_key = e.key;
        budget.charge(1, e.line);
        const std::int64_t m = t->m;
        if (!e.premise.empty()) {
          relied_on.premises.push_back(
              premise_of(e.premise, position_of(e.c, budget, e.line), e.value == 'P', budget, e.line));
        } else if (e.value == 'P') {  // its moves x = q·m + r, q < c_r, but 1
          for (std::int64_t r = 1; r < m; ++r)
            for (std::int64_t x = r == 1 ? 1 + m : r; x < r + m * e.c[r]; x += m)
              require(e.c, x, false, e.line);
        } else if (e.value == 'N') {
          if (e.witness % m == 0 || e.witness / m >= e.c[e.witness % m])
            throw Reject{e.line, "witness move " + std::to_string(e.witness) + " is not nameable here"};
          require(e.c, e.witness, true, e.line);
        } else {
          if (!t->enders) throw Reject{e.line, "'E' entries are not allowed with evidence keyed-witnesses"};
          const std::int64_t f = frobenius(e.c);
          if (f <= 1 || !is_ender(position_of(e.c, budget, e.line), &budget, e.line))  // charged as it goes
            throw Reject{e.line, "'E' claims an ender with t > 1, but this position (t = " +
                                     std::to_string(f) + ") is not one"};
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
  void merge(std::vector<std::unique_ptr<Run>>& runs, std::size_t offset, std::size_t first,
             std::size_t count) const {
    using Head = std::pair<Requirement, std::size_t>;
    const auto later = [](const Head& x, const Head& y) { return y.first < x.first; };
    std::priority_queue<Head, std::vector<Head>, decltype(later)> heads(later);
    Requirement r;
    for (std::size_t i = 0; i < runs.size(); ++i)
      if (runs[i]->next(r)) heads.push({r, i});
    Reader entries{*this, {c, offset, kLongestLine}, first, first + count};
    const Entry* e = entries.next();
    const auto unmet = [&] {
      return Reject{e->line, "no move of the root or of an entry reaches this entry"};
    };
    bool met = false;
    for (; !heads.empty(); heads.pop(), met = true) {
      const auto [need, run] = heads.top();
      if (runs[run]->next(r)) heads.push({r, run});
      for (; e != nullptr && less(e->key, need.key); e = entries.next(), met = false)
        if (!met) throw unmet();
      const bool p = need.tag & 1, found = e != nullptr && same(e->key, need.key);
      if (found && (e->value == 'P') == p) continue;
      const std::size_t line = need.tag >> 15;
      const std::string x = std::to_string(need.tag >> 1 & 0x3FFF);
      throw Reject{line == 0 ? c.claim_line : line,
                   (line == 0 ? "root move " + x + (p ? " (claimed winning)" : " (claimed losing)")
                              : (p ? "witness move " : "move ") + x) +
                       " must reach " + (p ? "a P entry" : "an N entry") +
                       (found ? ", but reaches the entry on line " + std::to_string(e->line)
                              : ", and its position has no entry")};
    }
    if (e != nullptr && (!met || (e = entries.next()) != nullptr)) throw unmet();
  }

  ReliedOn check(Budget& budget, const std::vector<std::int64_t>& winning,
                 const CheckOptions& options) const {
    // Stretches start at restart lines; the requirements held fill --memory.
    const std::size_t lines = c.body_lines;
    // Whole blocks of kRestartEvery entries to each, and no stretch empty.
    const std::size_t blocks = std::max<std::size_t>(1, (lines + kRestartEvery - 1) / kRestartEvery);
    const std::size_t per_blocks =
        (blocks + static_cast<std::size_t>(options.threads) - 1) / static_cast<std::size_t>(options.threads);
    const std::size_t threads = (blocks + per_blocks - 1) / per_blocks;
    const std::size_t per = per_blocks * kRestartEvery;
    // The requirements held share --memory, less the eighth a body on disk may keep (certificate_set.cpp).
    const std::size_t capacity = std::max<std::size_t>(
        1 << 12, static_cast<std::size_t>(options.max_memory / 8 * 7) / ((threads + 1) * sizeof(Requirement)));
    std::vector<Stretch> stretches(threads + 1);  // the last: the root's moves
    for (std::size_t s = 0, offset = 0, index = 0; s <= threads; ++s) {
      Stretch& st = stretches[s];
      st.t = this, st.offset = offset, st.first = index,
      st.count = s < threads ? std::min(per, lines - index) : 0;
      st.budget = budget, st.capacity = capacity;
      offset = index + st.count < lines ? c.block_offsets[(index + st.count) / kRestartEvery] : c.body_bytes;
      st.bytes = offset - st.offset;
      index += st.count;
    }
    for (std::int64_t x = 2, w = 0; x <= frobenius(root); ++x) {  // required from the claim line
      if (x % m == 0 || x / m >= root[x % m]) continue;
      const bool wins = static_cast<std::size_t>(w) < winning.size() && winning[w] == x;
      stretches.back().require(root, x, wins, 0);
      w += wins;
    }
    std::sort(stretches.back().pending.begin(), stretches.back().pending.end());
    std::vector<std::thread> workers;
    for (std::size_t s = 1; s < threads; ++s) workers.emplace_back([&, s] { stretches[s].prove(); });
    stretches[0].prove();
    for (std::thread& w : workers) w.join();
    ReliedOn relied_on;
    std::vector<std::unique_ptr<Run>> runs;
    std::size_t held = 0;
    const std::int64_t before = budget.used;
    for (std::size_t s = 0; s <= threads; ++s) {
      Stretch& st = stretches[s];
      if (st.rejected) throw *st.rejected;
      if (s > 0 && s < threads && st.count > 0 && !less(stretches[s - 1].last_key, st.first_key))
        throw Reject{c.line_of(st.first),
                     "keys out of order: this key does not come after the line before's"};
      budget.charge(st.budget.used - before, s < threads ? c.line_of(st.first + st.count - 1) : c.claim_line);
      for (auto& run : st.runs) runs.push_back(std::move(run));
      runs.push_back(std::make_unique<Run>(Run{st.pending.data(), {}, nullptr, st.pending.size()}));
      held += st.pending.capacity();  // what it holds, not what it uses: a run written out keeps its buffer
      relied_on.ender_theorem |= st.relied_on.ender_theorem;
      relied_on.ender_entries += st.relied_on.ender_entries;
      for (Premise& premise : st.relied_on.premises) relied_on.premises.push_back(std::move(premise));
    }
    const std::size_t on_disk = runs.size() - threads - 1;
    if (on_disk > 0 || threads == 1) {  // one merge of every run against every entry
      for (auto& run : runs)            // the runs on disk share what the ones in memory leave of --memory
        run->held.resize(
            run->file == nullptr
                ? 0
                : std::max<std::size_t>(
                      64, ((threads + 1) * capacity - std::min((threads + 1) * capacity, held)) / on_disk));
      merge(runs, 0, 0, lines);
      return relied_on;
    }
    // A merge per stretch, of the requirements in its range of keys: from its first key (the
    // first stretch: from the least) to the next stretch's.
    std::vector<std::optional<Reject>> failed(threads);
    const auto merge_stretch = [&](std::size_t s) {
      std::vector<std::unique_ptr<Run>> part;
      for (const auto& run : runs) {
        const auto from = [&](std::size_t t) {
          return t == 0         ? run->memory
                 : t == threads ? run->memory + run->end
                                : std::lower_bound(run->memory, run->memory + run->end,
                                                   Requirement{stretches[t].first_key, 0});
        };
        part.push_back(std::make_unique<Run>(Run{run->memory,
                                                 {},
                                                 nullptr,
                                                 static_cast<std::size_t>(from(s + 1) - run->memory),
                                                 static_cast<std::size_t>(from(s) - run->memory)}));
      }
      try {
        merge(part, stretches[s].offset, stretches[s].first, stretches[s].count);
      } catch (const Reject& r) {
        failed[s] = r;
      }
    };
    workers.clear();
    for (std::size_t s = 1; s < threads; ++s) workers.emplace_back(merge_stretch, s);
    merge_stretch(0);
    for (std::thread& w : workers) w.join();
    for (const auto& reject : failed)
      if (reject) throw *reject;  // the first in key order
    return relied_on;
  }
};

}  // namespace

ReliedOn check_keyed_table(const Certificate& c, Budget& budget, const Position& root, bool enders,
                           const std::vector<std::int64_t>& winning, const CheckOptions& options) {
  std::int64_t m = 1;
  while (!root.in_t(m)) ++m;
  Coordinates coordinates(static_cast<std::size_t>(m), 0);
  for (std::int64_t i = 1; i < m; ++i)
    for (std::int64_t n = i; !root.in_t(n); n += m) ++coordinates[i];
  const auto b = static_cast<std::int64_t>(
      std::bit_width(static_cast<std::uint64_t>(*std::max_element(coordinates.begin(), coordinates.end()))));
  const auto check = [&]<std::size_t K>() {
    return KeyedTable<K>{c, enders, m, b, coordinates}.check(budget, winning, options);
  };
  const std::int64_t words = (m - 2) / (64 / b) + 1;
  if (words > 4)
    throw Reject{c.claim_line, "a keyed table's keys hold at most 256 bits (use evidence witnesses)"};
  ReliedOn relied_on = words == 1   ? check.operator()<1>()
                       : words == 2 ? check.operator()<2>()
                       : words == 3 ? check.operator()<3>()
                                    : check.operator()<4>();
  relied_on.position_key = position_key(root, budget, c.claim_line);
  return relied_on;
}
