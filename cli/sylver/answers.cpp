#include "cli/sylver/answers.hpp"

#include <cmath>

#include "sylver/infinite/theory/enders.hpp"
#include "cli/sylver/arguments.hpp"

namespace gamecert::cli {

Json numbers_json(const std::vector<std::int64_t>& xs) {
  Json out = Json::array();
  for (std::int64_t x : xs) out.push_back(x);
  return out;
}

const sylver::AperySet& finite_position(const sylver::Position& position) {
  if (position.gcd() != 1)
    throw UsageError("position " + sylver::format_set(position.named()) +
                     " has gcd > 1 (infinitely many moves); this command needs gcd 1");
  if (position.over()) throw UsageError("1 has been named: the game is over");
  return position.general().finite_position();
}

namespace {
Json known_json(const sylver::InfiniteFacts& known) {
  Json out;
  out["hutchings"] = known.hutchings;
  out["pairing"] = known.pairing;
  Json families = Json::array();
  for (const sylver::KnownFamily& family : known.families) {
    Json f;
    f["gcd"] = family.h;
    f["above"] = family.above;
    f["rule"] = family.rule;
    if (family.rule == "absorption") {
      f["answer"] = family.answer;
      f["reaches"] = numbers_json(family.reaches);
    }
    if (family.rule == "periodicity") {
      f["period_start"] = family.period_start;
      f["period_length"] = family.period_length;
    }
    families.push_back(f);
  }
  out["families"] = families;
  out["open_families"] = numbers_json(known.open_families);
  out["examined"] = known.examined;
  out["unsettled"] = numbers_json(known.unsettled);
  return out;
}
}  // namespace

Json winning_fields(const sylver::WinningReport& report) {
  Json out;
  out["position"] = numbers_json(report.position);
  out["gcd"] = report.gcd;
  out["t"] = report.frobenius ? Json(*report.frobenius) : Json(nullptr);
  out["winning"] = numbers_json(report.winning);
  out["status"] = sylver::status_word(report.status);
  if (!report.reason.empty()) out["reason"] = report.reason;
  if (report.known) out["known"] = known_json(*report.known);
  if (!report.facts.empty()) {
    Json facts = Json::array();
    for (const sylver::ProvedPosition& fact : report.facts)
      facts.push_back({{"sha256", fact.sha256}, {"claim", fact.claim}});
    out["facts"] = facts;
  }
  out["value"] = sylver::value_word(report.value);
  out["shape"] = report.shape ? Json(*report.shape) : Json(nullptr);
  Json moves = Json::array();
  for (const sylver::MoveStanding& m : report.moves)
    moves.push_back({{"move", m.move}, {"standing", sylver::standing_word(m.standing)}});
  out["moves"] = moves;
  Json others = Json::array();
  for (const sylver::ClassStanding& c : report.other_moves)
    others.push_back({{"gcd", c.gcd}, {"standing", sylver::standing_word(c.standing)}});
  out["other_moves"] = others;
  return out;
}

Json winning_json(const sylver::WinningReport& report, int threads, std::optional<std::size_t> resumed,
                  double seconds) {
  Json out = winning_fields(report);
  if (resumed) out["resumed"] = *resumed;
  if (report.gcd == 1 && report.status != sylver::WinningStatus::over) out["threads"] = threads;
  out["states"] = report.states;
  out["memo_bytes"] = report.memo_bytes;
  out["evicted"] = report.evicted;
  out["seconds"] = std::round(seconds * 1000) / 1000;
  return out;
}

Json ender_json(const sylver::Position& position, std::uint64_t max_t, bool progress) {
  const sylver::AperySet& s = finite_position(position);
  const std::int64_t t = s.frobenius();
  if (static_cast<std::uint64_t>(t) > max_t)
    throw LimitReached("the ender test of " + position.text() +
                       " takes about t = " + std::to_string(t) + " steps, more than --max-t " +
                       std::to_string(max_t) + " (raise it, up to " + std::to_string(kMaxT.high) + ")");
  const sylver::EnderFacts facts = sylver::ender_facts(s, progress);
  Json out;
  out["position"] = numbers_json(position.generators());
  out["t"] = t;
  out["genus"] = s.genus();
  out["ender"] = facts.ender;
  out["quiet"] = facts.quiet;
  std::vector<std::int64_t> completed = position.generators();
  for (std::int64_t x : facts.completion) completed.push_back(x);
  out["ender_completion"] = numbers_json(sylver::Position::of(completed).generators());
  return out;
}

}  // namespace gamecert::cli
