// Sylver Coinage win/loss tables (certs/FORMAT.md, "Sylver Coinage").
//
// Independent of the solver: a position is a bitset of the representable
// numbers 0..T, where T is the root's Frobenius number (everything above T
// is representable in every position of the game). Membership of the root is
// a plain dynamic programme over its generators; naming x closes the set
// under adding x by shift-and-or with shifts x, 2x, 4x, ... The body is
// replayed exactly as FORMAT.md describes; entries are found again by their
// bitset, so the certificate cannot attach evidence to the wrong position.
// That look-up is the replay's main cost, so positions live in one flat
// hash table with a seed drawn per run (a certificate cannot be built to
// collide), and the reason for each requirement is formatted only when a
// certificate is rejected.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "certificate.hpp"
#include "games.hpp"
#include "sylver_shared.hpp"

namespace {

const std::int64_t kLargestGenerator = 100000;
const std::int64_t kLargestFrobenius = 5000;  // bounds memory and recursion depth

bool member(const Bits& s, std::int64_t y, std::int64_t top) {
  if (y < 0) return false;
  if (y > top) return true;
  return (s[y / 64] >> (y % 64)) & 1;
}

// Which move asked for an entry, kept as numbers until a message needs it.
struct Reason {
  enum Kind { kRootWinning, kRootLosing, kFromP, kWitness } kind;
  std::int64_t move;
  std::size_t line;  // the entry the move was made from (kFromP, kWitness)
  std::string text() const {
    const std::string x = std::to_string(move);
    switch (kind) {
      case kRootWinning:
        return "root move " + x + " (claimed winning)";
      case kRootLosing:
        return "root move " + x + " (claimed losing)";
      case kFromP:
        return "move " + x + " from the P entry on line " + std::to_string(line);
      case kWitness:
        break;
    }
    return "witness move " + x + " on line " + std::to_string(line);
  }
};

// The entries replayed so far, by position: open addressing over one pool of
// words (every position of a certificate has the same number of words).
class PositionIndex {
 public:
  // At most `entries` positions will be inserted (the body's line count).
  PositionIndex(std::size_t words, std::size_t entries) : words_(words), seed_(std::random_device{}() | 1) {
    std::size_t size = 1024;
    while (size < 2 * entries) size *= 2;
    slots_.assign(size, 0);
    lines_.reserve(entries);
    pool_.reserve(entries * words);
  }
  // 'P' or 'N' for a position replayed already, 0 for a new one.
  char value(const Bits& s) const {
    const std::uint64_t slot = slots_[slot_of(s.data(), hash(s.data()))];
    return slot == 0 ? 0 : (slot & kValueBit) ? 'P' : 'N';
  }
  // The line of a position's entry (for messages only: it costs a look-up).
  std::size_t line(const Bits& s) const {
    return lines_[(slots_[slot_of(s.data(), hash(s.data()))] >> 32) - 1];
  }
  // `s` must be new.
  void insert(const Bits& s, char value, std::size_t line) {
    if (2 * (lines_.size() + 1) > slots_.size()) grow();
    lines_.push_back(line);
    pool_.insert(pool_.end(), s.begin(), s.end());
    const std::uint64_t h = hash(s.data());
    slots_[slot_of(s.data(), h)] = slot_value(lines_.size(), h) | (value == 'P' ? kValueBit : 0);
  }

 private:
  std::uint64_t hash(const std::uint64_t* w) const {
    std::uint64_t h = seed_;
    for (std::size_t i = 0; i < words_; ++i) h = (h ^ w[i]) * UINT64_C(0x9E3779B97F4A7C15);
    return h ^ (h >> 29);
  }
  // A slot holds 1 + the entry's index in its high half, the value in bit
  // 31 and 31 bits of the hash below, so most probes read nothing else.
  static constexpr std::uint64_t kValueBit = std::uint64_t{1} << 31;
  static constexpr std::uint64_t kTagMask = kValueBit - 1;
  static std::uint64_t slot_value(std::size_t index_plus_one, std::uint64_t h) {
    return (static_cast<std::uint64_t>(index_plus_one) << 32) | (h >> 33);
  }
  // The slot holding the position `w` (with hash h), or the empty slot where it would go.
  std::size_t slot_of(const std::uint64_t* w, std::uint64_t h) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == 0) return i;
      if ((slot & kTagMask) != (h >> 33)) continue;
      const std::uint64_t* stored = &pool_[((slot >> 32) - 1) * words_];
      std::size_t k = 0;  // a plain loop: a call to memcmp costs more for a few words
      while (k < words_ && stored[k] == w[k]) ++k;
      if (k == words_) return i;
    }
  }
  void grow() {
    const std::size_t size = 2 * slots_.size();
    std::vector<std::uint64_t> old(std::move(slots_));
    slots_.assign(size, 0);
    for (const std::uint64_t slot : old) {
      if (slot == 0) continue;
      const std::uint64_t* w = &pool_[((slot >> 32) - 1) * words_];
      slots_[slot_of(w, hash(w))] = slot;
    }
  }

  std::size_t words_;
  std::uint64_t seed_;
  std::vector<std::uint64_t> pool_;   // words_ per entry, in insertion order
  std::vector<std::size_t> lines_;    // the entries' lines, in insertion order
  std::vector<std::uint64_t> slots_;  // see slot_value; 0 = empty
};

class SylverReplay {
 public:
  SylverReplay(const Certificate& c, std::int64_t top, bool enders_allowed)
      : c_(c),
        top_(top),
        enders_allowed_(enders_allowed),
        entries_(static_cast<std::size_t>(top / 64 + 1), c.body_lines) {}

  // The position after naming x: the closure of s under adding x.
  Bits after(const Bits& s, std::int64_t x) const {
    Bits r = s;
    close_under(r, top_, x);
    clear_above_top(r);
    return r;
  }

  void clear_above_top(Bits& r) const {
    const std::int64_t used = top_ + 1 - 64 * (static_cast<std::int64_t>(r.size()) - 1);
    if (used < 64) r.back() &= (std::uint64_t{1} << used) - 1;
  }

  std::int64_t frobenius(const Bits& s) const {
    const std::int64_t last = static_cast<std::int64_t>(s.size()) - 1;
    const std::int64_t used = top_ + 1 - 64 * last;  // bits of the last word in 0..top
    for (std::int64_t i = last; i >= 0; --i) {
      const std::uint64_t all = i == last && used < 64 ? (std::uint64_t{1} << used) - 1 : ~std::uint64_t{0};
      const std::uint64_t gaps = ~s[static_cast<std::size_t>(i)] & all;
      if (gaps != 0) return 64 * i + 63 - std::countl_zero(gaps);
    }
    return 0;
  }

  bool is_ender(const Bits& s, std::int64_t t) const {
    for (std::int64_t x = 1; x < t; ++x) {
      if (member(s, x, top_)) continue;
      bool kills = false;
      for (std::int64_t rest = t - x; rest >= 0 && !kills; rest -= x) kills = member(s, rest, top_);
      if (!kills) return false;
    }
    return true;
  }

  // The replay; `why` says which move asked for the entry, for messages.
  void require_p(const Bits& s, const Reason& why) {
    if (const char seen = entries_.value(s)) {
      if (seen != 'P')
        throw Reject{entries_.line(s), why.text() + " must reach a P entry but reaches this N entry"};
      return;
    }
    const std::size_t line = take_line(why);
    if (text_ != "P")
      throw Reject{line, why.text() + " must reach a P entry, but the line is '" + text_ + "'"};
    entries_.insert(s, 'P', line);
    const std::int64_t t = frobenius(s);
    for (std::int64_t x = 2; x <= t; ++x)
      if (!member(s, x, top_)) require_n(after(s, x), {Reason::kFromP, x, line});
  }

  void require_n(const Bits& s, const Reason& why) {
    if (const char seen = entries_.value(s)) {
      if (seen != 'N')
        throw Reject{entries_.line(s), why.text() + " must reach an N entry but reaches this P entry"};
      return;
    }
    const std::size_t line = take_line(why);
    const std::string& text = text_;
    const std::int64_t t = frobenius(s);
    if (text == "E") {
      if (!enders_allowed_) throw Reject{line, "'E' entries are not allowed with evidence witnesses"};
      if (t <= 1 || !is_ender(s, t))
        throw Reject{line, "'E' claims an ender with t > 1, but this position (t = " + std::to_string(t) +
                               ") is not one"};
      entries_.insert(s, 'N', line);
      ++enders_;
      return;
    }
    if (text.size() < 3 || text.compare(0, 2, "N ") != 0)
      throw Reject{line,
                   why.text() + " must reach an N entry ('N x' or 'E'), but the line is '" + text + "'"};
    const std::int64_t x = parse_integer(text.substr(2), 2, top_, line, "witness move");
    if (member(s, x, top_) || x > t)
      throw Reject{line, "witness move " + std::to_string(x) + " is not nameable here"};
    entries_.insert(s, 'N', line);
    require_p(after(s, x), {Reason::kWitness, x, line});
  }

  void finish() const {
    if (!body_.done()) throw Reject{c_.line_of(body_.read()), "line not reached by the replay (extra entry)"};
  }
  std::size_t enders() const { return enders_; }

 private:
  std::size_t take_line(const Reason& why) {
    if (body_.done()) throw Reject{c_.line_of(c_.body_lines), "body ends before the entry for " + why.text()};
    text_ = body_.next();
    return body_.line();
  }

  const Certificate& c_;
  std::int64_t top_;
  bool enders_allowed_;
  std::size_t enders_ = 0;  // 'E' entries read
  BodyReader body_{c_};
  std::string text_;  // the body line last taken
  PositionIndex entries_;
};

}  // namespace

void check_sylver(const Certificate& c, const CheckOptions& options) {
  const std::size_t line = c.claim_line;
  const HeaderLine& evidence = parameter(c, "evidence");
  if (evidence.value != "witnesses" && evidence.value != "witnesses-and-enders")
    throw Reject{evidence.line, "evidence must be 'witnesses' or 'witnesses-and-enders'"};
  const std::vector<std::int64_t> generators =
      parse_list(claim_field(c, "position"), line, "generator", 2, kLargestGenerator);
  if (generators.empty()) throw Reject{line, "empty position"};
  std::int64_t g = 0;
  for (std::int64_t x : generators) g = std::gcd(g, x);
  if (g != 1) throw Reject{line, "position has gcd " + std::to_string(g) + ", not 1"};
  // With gcd 1, once `smallest` consecutive numbers are representable, all
  // larger ones are; t is the last gap before that run. Gaps 1..smallest-1
  // mean t >= smallest - 1, which bounds the work for any input.
  const std::int64_t smallest = generators.front();
  if (smallest > kLargestFrobenius + 1)
    throw Reject{line, "t would exceed " + std::to_string(kLargestFrobenius)};
  if (static_cast<std::int64_t>(generators.size()) > smallest)
    throw Reject{line, "more generators than the smallest one: not minimal"};
  const std::int64_t size = kLargestFrobenius + smallest + 1;
  std::vector<char> representable(static_cast<std::size_t>(size), 0);
  representable[0] = 1;
  std::int64_t t = 0, run = 0;
  for (std::int64_t y = 1; y < size && run < smallest; ++y) {
    for (std::int64_t x : generators)
      if (x <= y && representable[y - x]) {
        representable[y] = 1;
        break;
      }
    run = representable[y] ? run + 1 : 0;
    if (!representable[y]) t = y;
  }
  if (run < smallest) throw Reject{line, "t exceeds " + std::to_string(kLargestFrobenius)};
  for (std::int64_t x : generators) {
    if (x > t + smallest) throw Reject{line, "generator " + std::to_string(x) + " is not minimal"};
    for (std::int64_t a = 1; a <= x / 2; ++a)
      if (representable[a] && representable[x - a])
        throw Reject{line, "generator " + std::to_string(x) + " is not minimal (" + std::to_string(a) +
                               " + " + std::to_string(x - a) + ")"};
  }
  if (parse_integer(claim_field(c, "t"), 0, kLargestFrobenius, line, "t") != t)
    throw Reject{line, "claim says t=" + claim_field(c, "t") + ", the Frobenius number of position=" +
                           claim_field(c, "position") + " is " + std::to_string(t)};
  // Each entry replays at most t moves on bitsets of t / 64 + 1 words, so this
  // bounds the replay's time before it starts (docs/checker.md).
  const std::int64_t words = t / 64 + 1;
  const std::int64_t work = static_cast<std::int64_t>(c.body_lines) * t * words;
  if (work > options.max_work)
    throw Reject{line, "over the work budget: " + std::to_string(c.body_lines) + " entries x t " +
                           std::to_string(t) + " x " + std::to_string(words) +
                           " words = " + std::to_string(work) + " > " + std::to_string(options.max_work) +
                           " (raise it with --max-work N)"};
  // The replay's index numbers its entries in 32 bits.
  if (c.body_lines >= 0xFFFFFFFF) throw Reject{line, "more than 4294967294 entries"};
  const std::vector<std::int64_t> winning = parse_list(claim_field(c, "winning"), line, "winning move", 2, t);
  for (std::int64_t x : winning)
    if (representable[x]) throw Reject{line, "winning move " + std::to_string(x) + " is not nameable"};

  Bits root(static_cast<std::size_t>(t / 64 + 1), 0);
  for (std::int64_t y = 0; y <= t; ++y)
    if (representable[y]) root[y / 64] |= std::uint64_t{1} << (y % 64);
  SylverReplay replay(c, t, evidence.value == "witnesses-and-enders");
  std::size_t w = 0;
  for (std::int64_t x = 2; x <= t; ++x) {
    if (representable[x]) continue;
    if (w < winning.size() && winning[w] == x) {
      ++w;
      replay.require_p(replay.after(root, x), {Reason::kRootWinning, x, 0});
    } else {
      replay.require_n(replay.after(root, x), {Reason::kRootLosing, x, 0});
    }
  }
  replay.finish();
  // One text per proof: the evidence line says whether the body uses E.
  if (evidence.value == "witnesses-and-enders" && replay.enders() == 0)
    throw Reject{evidence.line,
                 "evidence witnesses-and-enders, but the body has no 'E' entry (write 'evidence witnesses')"};
}
