// gamecert._gamecert: the public C++ interface (include/gamecert) for Python,
// through pybind11. Thin on purpose: each function takes plain values and
// returns plain values (dicts, lists, ints, strings); the package gamecert/
// shapes them as the command line's JSON. Errors keep the C++ interface's
// two kinds, which pybind11 turns into ValueError (std::invalid_argument) and
// RuntimeError (std::runtime_error).
//
// Long searches run on a thread of their own while the caller waits without
// the GIL, so other Python threads run; every 0.1 s the caller takes the GIL
// back to let Python handle signals, and a Ctrl-C sets the search's cancel
// flag, waits for it to stop, and raises KeyboardInterrupt.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "gamecert/certificate.hpp"
#include "gamecert/sim.hpp"
#include "gamecert/subtraction.hpp"
#include "gamecert/sylver.hpp"
#include "gamecert/wythoff.hpp"

namespace py = pybind11;

namespace {

// Runs work(cancel) on its own thread; see the comment at the top.
template <typename Result>
Result cancellable(const std::function<Result(const std::atomic<bool>*)>& work) {
  std::atomic<bool> cancel{false};
  std::optional<Result> result;
  std::exception_ptr failure;
  bool done = false;
  std::mutex mutex;
  std::condition_variable finished;
  std::thread worker([&] {
    try {
      Result r = work(&cancel);
      std::lock_guard<std::mutex> lock(mutex);
      result.emplace(std::move(r));
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex);
      failure = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(mutex);
    done = true;
    finished.notify_all();
  });
  bool interrupted = false;
  for (;;) {
    {
      py::gil_scoped_release release;
      std::unique_lock<std::mutex> lock(mutex);
      if (finished.wait_for(lock, std::chrono::milliseconds(100), [&] { return done; })) break;
    }
    if (PyErr_CheckSignals() != 0) {
      interrupted = true;
      cancel = true;
      py::gil_scoped_release release;
      std::unique_lock<std::mutex> lock(mutex);
      finished.wait(lock, [&] { return done; });
      break;
    }
  }
  worker.join();
  if (interrupted) throw py::error_already_set();
  if (failure) std::rethrow_exception(failure);
  return std::move(*result);
}

gamecert::sylver::Limits sylver_limits(std::uint64_t max_states, double max_seconds,
                                       std::uint64_t max_memory_bytes, int threads, double prover_seconds,
                                       int levels) {
  gamecert::sylver::Limits limits;
  limits.max_states = max_states;
  limits.max_seconds = max_seconds;
  limits.max_memory_bytes = max_memory_bytes;
  limits.threads = threads;
  limits.prover_seconds = prover_seconds;
  limits.levels = levels;
  return limits;
}

py::dict known_dict(const gamecert::sylver::InfiniteFacts& known) {
  py::list families;
  for (const gamecert::sylver::KnownFamily& family : known.families) {
    py::dict f;
    f["gcd"] = family.h;
    f["above"] = family.above;
    f["rule"] = family.rule;
    if (family.rule == "absorption") {
      f["answer"] = family.answer;
      f["reaches"] = family.reaches;
    }
    if (family.rule == "periodicity") {
      f["period_start"] = family.period_start;
      f["period_length"] = family.period_length;
    }
    families.append(f);
  }
  py::dict out;
  out["hutchings"] = known.hutchings;
  out["pairing"] = known.pairing;
  out["families"] = families;
  out["open_families"] = known.open_families;
  out["examined"] = known.examined;
  out["unsettled"] = known.unsettled;
  return out;
}

// `sylver winning`'s fields, in its order, without threads and seconds.
py::dict analysis_dict(const gamecert::sylver::Analysis& a) {
  py::dict out;
  out["position"] = a.position;
  out["gcd"] = a.gcd;
  out["t"] = a.t ? py::object(py::int_(*a.t)) : py::object(py::none());
  out["winning"] = a.winning;
  out["status"] = a.status;
  if (!a.reason.empty()) out["reason"] = a.reason;
  if (a.known) out["known"] = known_dict(*a.known);
  if (!a.facts.empty()) {
    py::list facts;
    for (const auto& fact : a.facts) {
      py::dict d;
      d["sha256"] = fact.sha256;
      d["claim"] = fact.claim;
      facts.append(d);
    }
    out["facts"] = facts;
  }
  out["value"] = a.value;
  out["shape"] = a.shape ? py::object(py::str(*a.shape)) : py::object(py::none());
  py::list moves, others;
  for (const auto& m : a.moves) {
    py::dict d;
    d["move"] = m.move;
    d["standing"] = gamecert::sylver::standing_word(m.standing);
    moves.append(d);
  }
  for (const auto& c : a.other_moves) {
    py::dict d;
    d["gcd"] = c.gcd;
    d["standing"] = gamecert::sylver::standing_word(c.standing);
    others.append(d);
  }
  out["moves"] = moves;
  out["other_moves"] = others;
  out["states"] = a.states;
  out["memo_bytes"] = a.memo_bytes;
  out["evicted"] = a.evicted;
  return out;
}

py::tuple certificate_tuple(const gamecert::Certificate& c) {
  return py::make_tuple(c.text, c.printed_claim);
}

// work() without the GIL, for the calls that take a while but cannot be cancelled.
template <typename Work>
auto without_gil(Work work) {
  py::gil_scoped_release release;
  return work();
}

py::list positions_list(const std::vector<gamecert::wythoff::Position>& positions) {
  py::list out;
  for (const auto& p : positions) out.append(py::make_tuple(p.x, p.y));
  return out;
}

gamecert::sim::Game sim_game(int board, const std::vector<std::pair<int, int>>& red,
                             const std::vector<std::pair<int, int>>& blue) {
  gamecert::sim::Game game;
  game.board = board;
  for (const auto& [u, v] : red) game.red.push_back({u, v});
  for (const auto& [u, v] : blue) game.blue.push_back({u, v});
  return game;
}

const char* result_word(gamecert::sim::Result r) {
  return r == gamecert::sim::Result::win ? "win" : r == gamecert::sim::Result::loss ? "loss" : "draw";
}

}  // namespace

PYBIND11_MODULE(_gamecert, m) {
  m.doc() = "gamecert's public C++ interface; use the package gamecert, which shapes its answers";
  m.def("version", &gamecert::version);
  m.def("sha256_hex", [](const std::string& data) { return gamecert::sha256_hex(data); });
  m.def(
      "check_certificate",
      [](const std::string& text, std::int64_t max_work) {
        const gamecert::CheckVerdict v =
            without_gil([&] { return gamecert::check_certificate(text, max_work); });
        py::dict out;
        out["accepted"] = v.accepted;
        out["sha256"] = v.sha256;
        if (v.accepted) {
          out["claim"] = v.printed_claim;
        } else {
          out["line"] = v.line;
          out["reason"] = v.reason;
        }
        return out;
      },
      py::arg("text"), py::arg("max_work") = 0);

  m.def(
      "cite",
      [](const std::string& text, const std::string& file_name,
         const std::vector<std::pair<std::string, std::string>>& dependencies) {
        const gamecert::Citation c =
            without_gil([&] { return gamecert::cite(text, file_name, dependencies); });
        // Pairs as the command's JSON lists them: [{"sha256": .., second: ..}, ...].
        const auto listed = [](const std::vector<std::pair<std::string, std::string>>& pairs, const char* second) {
          py::list out;
          for (const auto& [sha, other] : pairs) {
            py::dict d;
            d["sha256"] = sha;
            d[second] = other;
            out.append(d);
          }
          return out;
        };
        py::dict out;  // `gamecert cite --format json`'s fields, in its order
        out["key"] = c.key;
        out["title"] = c.title;
        out["statement"] = c.statement;
        out["claim"] = c.claim;
        out["sha256"] = c.sha256;
        out["bytes"] = c.bytes;
        out["gamecert_version"] = c.version;
        out["gamecert_commit"] = c.commit;
        out["check_command"] = c.check_command;
        out["rests_on"] = c.rests_on;
        out["rests_on_certificates"] = listed(c.rests_on_certificates, "claim");
        out["same_claim"] = listed(c.same_claim, "path");
        return py::make_tuple(out, c.bibtex, c.latex);
      },
      py::arg("text"), py::arg("file_name"), py::arg("dependencies"));

  m.def(
      "sylver_analyse",
      [](const std::vector<std::int64_t>& named, bool first, std::uint64_t max_states, double max_seconds,
         std::uint64_t max_memory_bytes, int threads, double prover_seconds, int levels) {
        gamecert::sylver::Limits limits =
            sylver_limits(max_states, max_seconds, max_memory_bytes, threads, prover_seconds, levels);
        const gamecert::sylver::Analysis a =
            cancellable<gamecert::sylver::Analysis>([&](const std::atomic<bool>* cancel) {
              limits.cancel = cancel;
              return first ? gamecert::sylver::first_winning_move(named, limits)
                           : gamecert::sylver::analyse(named, limits);
            });
        return analysis_dict(a);
      },
      py::arg("named"), py::arg("first"), py::arg("max_states"), py::arg("max_seconds"),
      py::arg("max_memory_bytes"), py::arg("threads"), py::arg("prover_seconds"), py::arg("levels"));
  m.def("sylver_standing", [](const std::vector<std::int64_t>& named, std::int64_t x,
                              std::uint64_t max_states, double max_seconds, std::uint64_t max_memory_bytes,
                              int threads, double prover_seconds, int levels) {
    gamecert::sylver::Limits limits =
        sylver_limits(max_states, max_seconds, max_memory_bytes, threads, prover_seconds, levels);
    const gamecert::sylver::Analysis a =
        cancellable<gamecert::sylver::Analysis>([&](const std::atomic<bool>* cancel) {
          limits.cancel = cancel;
          return gamecert::sylver::analyse(named, limits);
        });
    return std::string(gamecert::sylver::standing_word(gamecert::sylver::standing(a, x)));
  });
  m.def("sylver_ender", [](const std::vector<std::int64_t>& named, std::uint64_t max_t) {
    const gamecert::sylver::EnderReport e =
        without_gil([&] { return gamecert::sylver::ender(named, max_t); });
    py::dict out;  // `sylver ender`'s fields, in its order
    out["position"] = e.position;
    out["t"] = e.t;
    out["genus"] = e.genus;
    out["ender"] = e.ender;
    out["quiet"] = e.quiet;
    out["ender_completion"] = e.ender_completion;
    return out;
  });
  m.def("sylver_certify", [](const std::vector<std::int64_t>& named, std::uint64_t max_states,
                             double max_seconds, std::uint64_t max_memory_bytes, int threads) {
    const gamecert::sylver::Limits limits =
        sylver_limits(max_states, max_seconds, max_memory_bytes, threads, 0, 1);
    // The certificate writer reads no cancel flag: Ctrl-C takes effect when it returns.
    return certificate_tuple(without_gil([&] { return gamecert::sylver::certify(named, limits); }));
  });
  m.def("sylver_position_svg", [](const std::vector<std::int64_t>& named, std::uint64_t max_states) {
    gamecert::sylver::Limits limits;
    limits.max_states = max_states;
    py::gil_scoped_release release;
    return gamecert::sylver::position_svg(named, limits);
  });
  m.def("sylver_table_svg", [](int max_m, int max_n, std::uint64_t max_states) {
    gamecert::sylver::Limits limits;
    limits.max_states = max_states;
    py::gil_scoped_release release;
    return gamecert::sylver::table_svg(max_m, max_n, limits);
  });

  m.def("subtraction_find_period", [](const std::vector<std::uint32_t>& moves, bool misere, bool grundy) {
    const gamecert::subtraction::Period p = without_gil([&] {
      return gamecert::subtraction::find_period(
          moves, misere ? gamecert::subtraction::Play::misere : gamecert::subtraction::Play::normal,
          grundy ? gamecert::subtraction::Sequence::grundy : gamecert::subtraction::Sequence::outcome);
    });
    return py::make_tuple(p.preperiod, p.period, p.terms);
  });
  m.def("subtraction_say_game", [](std::uint64_t target, std::uint32_t max_count) {
    const gamecert::subtraction::SayGame g = gamecert::subtraction::say_game(target, max_count);
    return py::make_tuple(g.first_player_wins, g.line);
  });
  m.def("subtraction_certify", [](const std::vector<std::uint32_t>& moves) {
    return certificate_tuple(without_gil([&] { return gamecert::subtraction::certify_periods(moves); }));
  });

  m.def("wythoff_variant_p_positions",
        [](std::uint64_t bound) { return positions_list(gamecert::wythoff::variant_p_positions(bound)); });
  m.def("wythoff_variant_p_positions_by_search", [](std::uint64_t bound) {
    return positions_list(gamecert::wythoff::variant_p_positions_by_search(bound));
  });
  m.def("wythoff_p_positions",
        [](std::uint64_t bound) { return positions_list(gamecert::wythoff::wythoff_p_positions(bound)); });
  m.def("wythoff_certify", [](std::uint32_t bound) {
    return certificate_tuple(without_gil([&] { return gamecert::wythoff::certify_p_positions(bound); }));
  });
  m.def("wythoff_plot_svg", [](std::uint64_t bound) { return gamecert::wythoff::plot_svg(bound); });

  m.def("sim_analyse", [](int board, const std::vector<std::pair<int, int>>& red,
                          const std::vector<std::pair<int, int>>& blue) {
    const gamecert::sim::Analysis a =
        without_gil([&] { return gamecert::sim::analyse(sim_game(board, red, blue)); });
    py::dict moves;
    for (const auto& mv : a.moves) {
      py::dict v;
      v["value"] = result_word(mv.value.result);
      v["depth"] = mv.value.depth;
      moves[py::str(gamecert::sim::edge_name(mv.edge))] = v;
    }
    py::dict out;
    out["board"] = board;
    out["to_move"] = a.red_to_move ? "red" : "blue";
    out["value"] = result_word(a.value.result);
    out["depth"] = a.value.depth;
    out["moves"] = moves;
    return out;
  });
  m.def("sim_best_move", [](int board, const std::vector<std::pair<int, int>>& red,
                            const std::vector<std::pair<int, int>>& blue) {
    py::gil_scoped_release release;
    return gamecert::sim::edge_name(gamecert::sim::best_move(sim_game(board, red, blue)));
  });
  m.def("sim_value_table_certificate", [](int board) {
    return certificate_tuple(without_gil([&] { return gamecert::sim::value_table_certificate(board); }));
  });
  m.def("sim_board_svg", [](int board, const std::vector<std::pair<int, int>>& red,
                            const std::vector<std::pair<int, int>>& blue, bool with_values) {
    py::gil_scoped_release release;
    return gamecert::sim::board_svg(sim_game(board, red, blue), with_values);
  });
}
