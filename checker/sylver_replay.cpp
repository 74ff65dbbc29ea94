// The Sylver replay (sylver_replay.hpp). Finitely many moves are replayed
// one by one; the rest are covered by the family rules, whose arguments
// certs/FORMAT.md gives; the checker verifies each rule's finite premises
// here. Every operation is charged to the work budget (--max-work).
#include "sylver_replay.hpp"

#include <algorithm>
#include <bit>
#include <numeric>
#include <random>

#include "sylver_periodic.hpp"

namespace {

const std::size_t kLargestDepth = 10000;    // nested entries: the replay recurses
const std::size_t kLargestSolved = 100000;  // finite positions of a periodic rule's base region (memory)
// A closure's charge per word of its window: its shifts, copy, trim and hash
// come to about 10^9 units a second (docs/checker.md).
const std::int64_t kWorkPerWindowWord = 200;

void set_bit(Bits& b, std::int64_t i) { b[static_cast<std::size_t>(i / 64)] |= std::uint64_t{1} << (i % 64); }

// The numbers 0..top of b closed under adding x: shifts x, 2x, 4x, ... (each
// doubling covers twice as many copies of x). Words are updated from the top
// down, so each reads the lower words before this shift changed them.
void close_under(Bits& b, std::int64_t top, std::int64_t x) {
  for (std::int64_t shift = x; shift <= top; shift *= 2) {
    const std::int64_t words = shift / 64, bits = shift % 64;
    for (std::int64_t i = static_cast<std::int64_t>(b.size()) - 1; i >= words; --i) {
      std::uint64_t moved = b[i - words] << bits;
      if (bits != 0 && i - words - 1 >= 0) moved |= b[i - words - 1] >> (64 - bits);
      b[i] |= moved;
    }
  }
}

// The semigroup of the window 0..top (every larger number in it), trimmed to its Frobenius number.
Position from_window(std::int64_t g, Bits& b, std::int64_t top) {
  Position p;
  p.g = g;
  if ((top + 1) % 64 != 0) b.back() |= ~std::uint64_t{0} << ((top + 1) % 64);
  for (std::size_t i = b.size(); i-- > 0;)
    if (~b[i] != 0) {
      p.f = static_cast<std::int64_t>(64 * i) + 63 - std::countl_zero(~b[i]);
      break;
    }
  b.resize(static_cast<std::size_t>(p.f < 0 ? 0 : p.f / 64 + 1));
  if (p.f >= 0 && (p.f + 1) % 64 != 0) b.back() &= (std::uint64_t{1} << ((p.f + 1) % 64)) - 1;
  p.t_bits = std::move(b);
  return p;
}

// A finite position (g = 1) whose every nameable number other than t kills t.
bool is_ender(const Position& s) {
  const std::int64_t t = s.f;
  for (std::int64_t x = 1; x < t; ++x) {
    if (s.in_t(x)) continue;
    bool kills = false;
    for (std::int64_t rest = t - x; rest >= 0 && !kills; rest -= x) kills = s.in_t(rest);
    if (!kills) return false;
  }
  return true;
}

// The pairing strategy for {8, 12}: 2 <-> 3, 4 <-> 6, 4k+1 <-> 4k+3 and
// 8k+2 <-> 8k+6 (k >= 1); 0 for the numbers it leaves unpaired.
std::int64_t mate_8_12(std::int64_t n) {
  if (n == 2 || n == 3) return 5 - n;
  if (n == 4 || n == 6) return 10 - n;
  if (n >= 5 && n % 4 == 1) return n + 2;
  if (n >= 5 && n % 4 == 3) return n - 2;
  if (n >= 10 && n % 8 == 2) return n + 4;
  if (n >= 10 && n % 8 == 6) return n - 4;
  return 0;
}

// S = <8, 12> ∪ C for a set C of whole pairs other than {2, 3}: 8 and 12 lie
// in S, 2 does not, and every other minimal generator has its mate in S.
bool in_pairing_8_12_family(const Position& s, Budget& budget, std::size_t line) {
  if (!s.contains(8) || !s.contains(12) || s.contains(2)) return false;
  budget.charge((2 * s.f + 3) * (s.f + 2) + 1, line);
  for (std::int64_t u : s.minimal_generators())
    if (u != 8 && u != 12 && (mate_8_12(u) == 0 || !s.contains(mate_8_12(u)))) return false;
  return true;
}

}  // namespace

std::vector<std::int64_t> parse_list(const std::string& text, std::size_t line, const std::string& what,
                                     std::int64_t low, std::int64_t high) {
  std::vector<std::int64_t> out;
  if (text == "none") return out;
  for (const std::string& part : split(text, ',')) {
    const std::int64_t x = parse_integer(part, low, high, line, what);
    if (!out.empty() && x <= out.back())
      throw Reject{line, what + " list " + quoted(text) + " is not in ascending order without repeats"};
    out.push_back(x);
    if (out.size() > 10000) throw Reject{line, what + " list is too long"};
  }
  return out;
}

// The elements of T up to f + 1 + its least element (no larger one is
// minimal) that are not a sum of two smaller ones, times g. About f^2 steps.
std::vector<std::int64_t> Position::minimal_generators() const {
  std::vector<std::int64_t> out;
  for (std::int64_t n = 1; n <= 2 * f + 3; ++n) {
    if (!in_t(n)) continue;
    bool sum = false;
    for (std::int64_t a = 1; a <= n / 2 && !sum; ++a) sum = in_t(a) && in_t(n - a);
    if (!sum) out.push_back(n * g);
  }
  return out;
}

std::string Position::text() const {
  if (f > 5000)
    return "the position of gcd " + std::to_string(g) + " whose quotient has Frobenius number " +
           std::to_string(f);
  std::string out;
  for (std::int64_t a : minimal_generators()) out += (out.empty() ? "{" : ", ") + std::to_string(a);
  return out + "}";
}

Position after(const Position& s, std::int64_t x, Budget& budget, std::size_t line) {
  const std::int64_t g2 = std::gcd(s.g, x), r = s.g / g2, x2 = x / g2;
  const std::int64_t top = r * (s.f + 1) + (r - 1) * x2 + r;
  if (top > kLargestWindow)
    throw Reject{line, "naming " + std::to_string(x) + " in " + s.text() + " needs a window over " +
                           std::to_string(kLargestWindow) + " numbers"};
  budget.charge((top / 64 + 1) * kWorkPerWindowWord, line);
  Bits b;
  if (r == 1) {  // the same gcd: T's own words, every number above f in it
    b.reserve(static_cast<std::size_t>(top / 64 + 1));
    b.assign(s.t_bits.begin(), s.t_bits.end());
    if (s.f >= 0 && (s.f + 1) % 64 != 0) b.back() |= ~std::uint64_t{0} << ((s.f + 1) % 64);
    b.resize(static_cast<std::size_t>(top / 64 + 1), ~std::uint64_t{0});
  } else {
    b.assign(static_cast<std::size_t>(top / 64 + 1), 0);
    for (std::int64_t n = 0; n <= top; n += r)
      if (s.in_t(n / r)) set_bit(b, n);
  }
  close_under(b, top, x2);
  return from_window(g2, b, top);
}

// With gcd 1, once `smallest` consecutive numbers lie in the semigroup, all
// larger ones do; the window stops at the first point where that shows.
Position generated(const std::vector<std::int64_t>& numbers, std::int64_t largest_f, Budget& budget,
                   std::size_t line) {
  const std::int64_t smallest = *std::min_element(numbers.begin(), numbers.end());
  const std::int64_t top = std::min(smallest * *std::max_element(numbers.begin(), numbers.end()),
                                    largest_f + smallest);
  budget.charge((top / 64 + 1) * kWorkPerWindowWord * static_cast<std::int64_t>(numbers.size()), line);
  Bits b(static_cast<std::size_t>(top / 64 + 1), 0);
  set_bit(b, 0);
  for (std::int64_t x : numbers) close_under(b, top, x);
  Position p = from_window(1, b, top);
  if (p.f > top - smallest) throw Reject{line, "t exceeds " + std::to_string(largest_f)};
  return p;
}

Position claimed_position(const Certificate& c, bool win_loss_table, Budget& budget) {
  const std::size_t line = c.claim_line;
  const std::vector<std::int64_t> generators =
      parse_list(claim_field(c, "position"), line, "generator", 2, kLargestNumber);
  if (generators.empty()) throw Reject{line, "empty position"};
  std::int64_t g = 0;
  for (std::int64_t x : generators) g = std::gcd(g, x);
  if (win_loss_table && g != 1) throw Reject{line, "position has gcd " + std::to_string(g) + ", not 1"};
  if (!win_loss_table && g == 1) throw Reject{line, "the generators have gcd 1: use kind win-loss-table"};
  if (!win_loss_table && parse_integer(claim_field(c, "gcd"), 2, kLargestNumber, line, "gcd") != g)
    throw Reject{line, "claim says gcd=" + claim_field(c, "gcd") + ", the generators' gcd is " + std::to_string(g)};
  // Gaps 1..smallest-1 mean t >= smallest - 1, and a semigroup has at most
  // `smallest` minimal generators: both bound the work before it starts.
  const std::int64_t smallest = generators.front() / g;
  if (win_loss_table && smallest > kLargestTableT + 1)
    throw Reject{line, "t would exceed " + std::to_string(kLargestTableT)};
  if (static_cast<std::int64_t>(generators.size()) > smallest)
    throw Reject{line, "more generators than the smallest one: not minimal"};
  std::vector<std::int64_t> quotient;
  for (std::int64_t x : generators) quotient.push_back(x / g);
  Position root = generated(quotient, win_loss_table ? kLargestTableT : kLargestWindow, budget, line);
  root.g = g;
  // Minimal: no generator is a sum of two nonzero elements; one above
  // f + smallest is smallest plus an element above f.
  for (std::int64_t q : quotient) {
    budget.charge(std::min(q, root.f + smallest) / 2 + 1, line);
    for (std::int64_t a = q > root.f + smallest ? smallest : 1; a <= q / 2; ++a)
      if (root.in_t(a) && root.in_t(q - a))
        throw Reject{line, "generator " + std::to_string(q * g) + " is not minimal (" + std::to_string(a * g) +
                               " + " + std::to_string((q - a) * g) + ")"};
  }
  return root;
}

Theorems ReliedOn::theorems() const {
  Theorems out;
  if (ender_theorem) out.push_back("strategy stealing for enders (Sicherman 2002)");
  if (quiet_end) out.push_back("the Quiet End theorem (Sicherman 2002; Hutchings' theorem on {p})");
  return out;
}

void require_lemmas(const Certificate& c, const ReliedOn& relied_on) {
  require_claim(c, "lemmas", relied_on.lemmas(), ", the proof relies on " + relied_on.lemmas());
}

namespace {

// The positions met so far, each with a value ('P' or 'N') and a line: open
// addressing over one pool of words, which holds per entry its hash, line and
// value, g and f, and the bitset. The seed is drawn per run, so a certificate
// cannot choose positions that share a slot.
class PositionIndex {
 public:
  // About `entries` positions of about `words` bitset words each will be inserted.
  PositionIndex(std::size_t entries, std::size_t words) {
    std::random_device device;
    seed_ = static_cast<std::uint64_t>(device()) << 32 | device();
    slots_.assign(std::max<std::size_t>(1024, std::bit_ceil(2 * entries)), 0);
    if (words > 0) pool_.reserve(entries * (3 + words));
  }

  // The entry of s, null for a new position: its first word is 2·line, plus 1 for a P entry.
  const std::uint64_t* find(const Position& s) const {
    const std::uint64_t hash = position_hash(s, seed_), header = key_header(s.g, s.f);
    for (std::size_t i = hash & (slots_.size() - 1); slots_[i] != 0; i = (i + 1) & (slots_.size() - 1)) {
      const std::uint64_t* entry = &pool_[slots_[i] - 1];
      if (entry[0] != hash || entry[2] != header) continue;
      std::size_t k = 0;  // a plain loop: a call to memcmp costs more for a few words
      while (k < s.t_bits.size() && entry[3 + k] == s.t_bits[k]) ++k;
      if (k == s.t_bits.size()) return entry + 1;
    }
    return nullptr;
  }

  std::size_t size() const { return size_; }

  // At half full the slots double and every entry, walked in the pool, is placed again.
  void insert(const Position& s, bool p, std::size_t line) {  // s must be new
    const std::size_t offset = pool_.size();
    pool_.insert(pool_.end(), {position_hash(s, seed_), 2 * line + p, key_header(s.g, s.f)});
    pool_.insert(pool_.end(), s.t_bits.begin(), s.t_bits.end());
    if (2 * ++size_ <= slots_.size()) return place(offset);
    slots_.assign(2 * slots_.size(), 0);
    for (std::size_t o = 0; o < pool_.size(); o += 3 + ((pool_[o + 2] & 0xFFFFFFFF) + 63) / 64) place(o);
  }

 private:
  // The entry at `offset` takes the first empty slot from its hash.
  void place(std::size_t offset) {
    std::size_t i = pool_[offset] & (slots_.size() - 1);
    while (slots_[i] != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = offset + 1;
  }

  std::uint64_t seed_;
  std::size_t size_ = 0;
  Bits pool_;                         // per entry: its hash, 2·line + p, key_header(g, f), the bitset
  std::vector<std::uint64_t> slots_;  // 1 + an entry's offset in the pool; 0 = empty
};

// Which move asked for an entry, kept as numbers until a message needs it.
struct Why {
  enum Kind { kMove, kWinningMove, kWitness, kAnswer } kind;
  std::int64_t move;
  std::size_t line;  // the line that asked; 0 for the root of a win-loss table, which has none
  std::string text() const {
    const std::string x = std::to_string(move), at = " on line " + std::to_string(line);
    if (kind == kMove)
      return line == 0 ? "root move " + x + " (claimed losing)" : "move " + x + " of the position" + at;
    if (kind == kWinningMove) return "root move " + x + " (claimed winning)";
    if (kind == kWitness) return "witness move " + x + at;
    return "the answer " + x + " of the family" + at;
  }
};

// The walk over one certificate's body: an entry is read where the replay
// first needs its position, and proved there.
class SylverReplay {
 public:
  // A win-loss table (gcd 1, no lemma lines) keeps the messages its fixtures
  // pin, which name no position; `enders` says whether 'E' lines are allowed.
  SylverReplay(const Certificate& c, Budget& budget, bool win_loss_table, bool enders, std::size_t words)
      : c_(c), budget_(budget), table_(win_loss_table), enders_allowed_(enders), entries_(c.body_lines, words) {}

  // An infinite position: "moves <bound>" (or "P pairing-8-12"), its family
  // lines, then its moves up to the bound.
  void replay_root(const Position& root, const std::vector<std::int64_t>& winning) {
    const std::size_t line = take_line();
    const std::vector<std::string> words = split(text_, ' ');
    if (text_ == "P pairing-8-12") {
      if (!winning.empty()) throw Reject{line, "'P pairing-8-12' proves the root P, but the claim names winning moves"};
      pairing_rule(root, line);
    } else if (words.size() == 2 && words[0] == "moves") {
      const std::int64_t bound = parse_integer(words[1], 1, kLargestNumber, line, "bound");
      if (!winning.empty() && winning.back() > bound)
        throw Reject{line, "winning move " + std::to_string(winning.back()) + " is above the bound " + words[1]};
      replay_moves(root, bound, line, winning);
    } else {
      throw Reject{line, "the first body line must be 'moves <bound>' or 'P pairing-8-12', found " + quoted(text_)};
    }
  }

  // Every line must have been read by now.
  ReliedOn finish() const {
    if (!body_.done()) throw Reject{c_.line_of(body_.read()), "line not reached by the replay (extra entry)"};
    return relied_on_;
  }

  // Finds the entry of s, or reads it; it must have the value required.
  void require(const Position& s, bool p, const Why& why) {
    if (const std::uint64_t* seen = entries_.find(s)) {
      if ((*seen & 1) == p) return;
      const std::string wanted = why.text() + " must reach " + (p ? "a P" : "an N") + " entry";
      throw Reject{*seen / 2, table_ ? wanted + " but reaches this " + (p ? "N" : "P") + " entry"
                                     : wanted + ", but reaches this one, for " + s.text()};
    }
    if (depth_ == kLargestDepth)
      throw Reject{why.line, "entries nested more than " + std::to_string(kLargestDepth) + " deep"};
    ++depth_;
    const std::size_t line = take_line(&why);
    budget_.charge(1, line);
    if (p)
      p_entry(s, line, why);
    else
      n_entry(s, line, why);
    --depth_;
  }

  // The moves of s: for an infinite position first its families (one rule
  // line per proper divisor h of g), then each nameable x <= bound in
  // ascending order; for a finite one every nameable x >= 2. Moves listed in
  // `winning` must reach P entries, all others N entries.
  void replay_moves(const Position& s, std::int64_t bound, std::size_t line,
                    const std::vector<std::int64_t>& winning = {}) {
    if (s.finite())
      bound = s.f;
    else if (bound < s.g * s.f)
      throw Reject{line, "bound " + std::to_string(bound) + " leaves out the move " + std::to_string(s.g * s.f) +
                             " of " + s.text() + " (nameable multiples of the gcd are replayed one by one)"};
    for (std::int64_t h = 1; h < s.g; ++h)
      if (s.g % h == 0) family(s, h, bound);
    std::size_t w = 0;
    for (std::int64_t x = 2; x <= bound; ++x) {
      if (s.contains(x)) continue;
      const bool wins = w < winning.size() && winning[w] == x;
      if (wins) ++w;
      require(after(s, x, budget_, line == 0 ? c_.claim_line : line), wins,
              {wins ? Why::kWinningMove : Why::kMove, x, line});
    }
  }

 private:
  void p_entry(const Position& s, std::size_t line, const Why& why) {
    if (text_ == "P pairing-8-12" && !table_) {
      entries_.insert(s, true, line);
      return pairing_rule(s, line);
    }
    const std::vector<std::string> words = s.finite() ? std::vector<std::string>{} : split(text_, ' ');
    if (s.finite() ? text_ != "P" : words.size() != 2 || words[0] != "P")
      throw Reject{line, why.text() + " must reach a P entry ('" + (s.finite() ? "P" : "P <bound>") + "')" +
                             named(s, " for ") + ", but the line is " + quoted(text_)};
    entries_.insert(s, true, line);
    replay_moves(s, s.finite() ? 0 : parse_integer(words[1], 1, kLargestNumber, line, "bound"), line);
  }

  void n_entry(const Position& s, std::size_t line, const Why& why) {
    if (text_ == "E") {
      if (!enders_allowed_) throw Reject{line, "'E' entries are not allowed with evidence witnesses"};
      if (s.finite() && s.f > 1) budget_.charge(s.f * (std::bit_width(static_cast<std::uint64_t>(s.f)) + 2), line);
      if (!s.finite() || s.f <= 1 || !is_ender(s))
        throw Reject{line, "'E' claims an ender with t > 1, but this position" + named(s, " ") + " (" +
                               (s.finite() ? "t = " + std::to_string(s.f) : "gcd " + std::to_string(s.g)) +
                               ") is not one"};
      entries_.insert(s, false, line);
      relied_on_.ender_theorem = true;
      ++relied_on_.ender_entries;
      return;
    }
    if (text_.size() < 3 || text_.compare(0, 2, "N ") != 0)
      throw Reject{line, why.text() + " must reach an N entry ('N " + (table_ ? "x" : "<x>") + "' or 'E')" +
                             named(s, " for ") + ", but the line is " + quoted(text_)};
    const std::int64_t x = parse_integer(text_.substr(2), 2, kLargestNumber, line, "witness move");
    if (s.contains(x) || (s.finite() && x > s.f))
      throw Reject{line, "witness move " + std::to_string(x) + " is not nameable" +
                             (table_ ? " here" : " in " + s.text())};
    entries_.insert(s, false, line);
    require(after(s, x, budget_, line), true, {Why::kWitness, x, line});
  }

  // The moves x > bound with gcd(x, g) = h: one line "family h <rule> ...",
  // whose rule's finite premises are checked here (FORMAT.md gives the arguments).
  void family(const Position& s, std::int64_t h, std::int64_t bound) {
    const std::size_t line = take_line();
    const std::vector<std::string> words = split(text_, ' ');
    const std::string which = "the moves x > " + std::to_string(bound) + " of " + s.text() + " with gcd(x, " +
                              std::to_string(s.g) + ") = " + std::to_string(h);
    if (words.size() < 3 || words[0] != "family" || words[1] != std::to_string(h))
      throw Reject{line, "expected 'family " + std::to_string(h) + " <rule>' for " + which + ", found " +
                             quoted(text_)};
    if (words[2] == "enders" && words.size() == 3) {  // every x > bound coprime to g gives a quiet ender, t > 1
      if (h != 1)
        throw Reject{line, "the enders rule covers only the moves coprime to the gcd (family 1), not " + which};
      budget_.charge(s.f + 1, line);
      for (std::int64_t n = 0; n <= s.f; ++n)  // symmetric: exactly one of n, f - n lies in S/g
        if (s.in_t(n) == s.in_t(s.f - n))
          throw Reject{line, "the enders rule needs S/g symmetric, and " + s.text() + "/" + std::to_string(s.g) +
                                 " is not"};
      if (bound < s.f)
        throw Reject{line, "the enders rule needs every move above the bound to lie in S/g: "
                           "the bound must be at least " + std::to_string(s.f)};
      if ((s.g - 1) * (bound + 1) + s.g * s.f <= 1)
        throw Reject{line, "the enders rule needs t > 1 for the first move above the bound; raise the bound"};
      relied_on_.ender_theorem = relied_on_.quiet_end = true;
    } else if (words[2] == "answer" && words.size() == 4) {  // each x answered by w: S ∪ {w} is P (the next entry)
      const std::int64_t w = parse_integer(words[3], 2, kLargestNumber, line, "answer");
      if (w > bound || s.contains(w))
        throw Reject{line, "the answer " + std::to_string(w) + " must be nameable in " + s.text() +
                               " and at most the bound " + std::to_string(bound)};
      const Position answered = after(s, w, budget_, line);
      if (h % answered.g != 0)
        throw Reject{line, "the answer " + std::to_string(w) + " leaves gcd " + std::to_string(answered.g) +
                               ", which does not divide " + std::to_string(h) + ", so it cannot absorb " + which};
      if (bound < answered.g * answered.f)
        throw Reject{line, "the answer " + std::to_string(w) + " does not absorb the move " +
                               std::to_string(answered.g * answered.f) + " among " + which +
                               "; the bound must be at least that"};
      require(answered, true, {Why::kAnswer, w, line});
    } else if (words[2] == "periodic" && words.size() == 5) {  // every odd x > bound loses (sylver_periodic.hpp)
      // The length is read first, so its message comes first when both numbers are wrong.
      const std::int64_t length = parse_integer(words[4], 2, kLargestNumber, line, "length");
      const std::int64_t start = parse_integer(words[3], 3, kLargestNumber, line, "start");
      if (s.g != 2 || h != 1)
        throw Reject{line, "the periodic rule covers the odd moves of a position of gcd 2, not " + which};
      if (s.f > 62) throw Reject{line, "the periodic rule needs F(S/2) <= 62, and it is " + std::to_string(s.f)};
      PeriodicRule rule{0, s.f, s.minimal_generators(), bound, start, length};
      for (std::int64_t n = 1; n <= s.f; ++n)
        if (!s.in_t(n)) rule.t_gaps |= std::uint64_t{1} << n;
      check_periodic_rule(
          rule,
          [&](const std::vector<std::int64_t>& named) {
            return finite_p(generated(named, kLargestWindow, budget_, line), line);
          },
          [&](std::int64_t work) { budget_.charge(work, line); }, line);
    } else {
      throw Reject{line, "unknown family rule " + quoted(text_) +
                             " (rules: 'enders', 'answer <w>', 'periodic <start> <length>')"};
    }
  }

  // The value of a finite position by plain search over its moves 2..t
  // (the periodic rule's base region: small positions).
  bool finite_p(const Position& s, std::size_t line) {
    if (const std::uint64_t* known = solved_.find(s)) return *known & 1;
    if (solved_.size() == kLargestSolved)
      throw Reject{line, "the periodic rule's base region needs more than " + std::to_string(kLargestSolved) +
                             " finite positions"};
    bool p = true;
    for (std::int64_t x = 2; x <= s.f && p; ++x)
      if (!s.contains(x)) p = !finite_p(after(s, x, budget_, line), line);
    solved_.insert(s, p, 0);
    return p;
  }

  // The pairing strategy for {8, 12}: the Z3 lemma sylver-pairing-8-12 (FORMAT.md).
  void pairing_rule(const Position& s, std::size_t line) {
    if (!in_pairing_8_12_family(s, budget_, line))
      throw Reject{line, "'P pairing-8-12' needs a position <8, 12> plus whole pairs (not 2-3), and " + s.text() +
                             " is not one"};
    relied_on_.pairing_lemma = true;
  }

  // A win-loss table's messages name no position (its fixtures pin them so).
  std::string named(const Position& s, const std::string& before) const {
    return table_ ? "" : before + s.text();
  }

  // The next line, into text_; `why` names the entry it is read for, if any.
  std::size_t take_line(const Why* why = nullptr) {
    if (body_.done())
      throw Reject{c_.line_of(c_.body_lines), why ? "body ends before the entry for " + why->text()
                                                  : std::string("body ends before the replay does")};
    text_ = body_.next();
    return body_.line();
  }

  const Certificate& c_;
  Budget& budget_;  // shared with the claim's checks: one budget per certificate
  const bool table_, enders_allowed_;
  BodyReader body_{c_};
  std::string text_;       // the line last taken
  PositionIndex entries_;  // the body's entries
  PositionIndex solved_{0, 0};  // finite_p's values (the periodic rule's base region)
  std::size_t depth_ = 0;
  ReliedOn relied_on_;
};

}  // namespace

ReliedOn replay(const Certificate& c, Budget& budget, const Position& root, bool win_loss_table, bool enders,
                const std::vector<std::int64_t>& winning, std::int64_t move) {
  SylverReplay replay(c, budget, win_loss_table, enders, win_loss_table ? root.t_bits.size() : 0);
  if (move > 0)
    replay.require(after(root, move, budget, c.claim_line), true, {Why::kWinningMove, move, c.claim_line});
  else if (win_loss_table)
    replay.replay_moves(root, 0, 0, winning);
  else
    replay.replay_root(root, winning);
  return replay.finish();
}
