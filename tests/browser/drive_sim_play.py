#!/usr/bin/env python3
"""Sim on K6, the explorer page's Sim game (ctest `sim_play`, label browser),
played in headless Chromium over the DevTools protocol:

- as Red against the certified strategy (the page's first game), to the
  end: every label equals /api/sim/value for the position, the value
  table's line shown is /api/sim/table-line's and states that value, every
  Blue move and the strategy line shown equal /api/sim/blue-move's, Blue's
  last move is marked on the board; Red loses and the status says so;
- as Blue against the computer's Red, to the end of the game: labels and
  value-table lines as above (Blue's values), every Red move equals
  /api/sim/trap-move's for the position Red moved from, and the page shows
  that answer's exact probability that a random Blue errs; the labels
  hidden and shown again;
- as Red: Red 12 against the certified strategy, then the computer's Blue
  switched to the three rules and Red 45: the panel's mini-boards, rule
  survivors and per-edge counts equal the three_rules of /api/sim/value
  for the position Blue moved from, and Blue played its first allowed edge;
  a new game: after Red 12 the rules allow several edges and Blue plays
  the first;
- no two value labels of the board overlap.

Prints the latency of every interaction (click to settled page, ms).

  drive_sim_play.py OUT_DIR [--save-docs DIR]

The screenshots (the game lost by Red; as Blue after Red's first move, with
the trap probability; as Red with the rules panel) go to
OUT_DIR/explorer-sim.png, explorer-sim-blue.png and explorer-sim-rules.png
and, with --save-docs, to DIR/sim.png, sim-blue.png and sim-rules.png
(docs/explorer/)."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from page import Section, checkbox_script, click_script, run, select_script  # noqa: E402

STATE = """JSON.stringify({
  state: document.getElementById('sim-status').dataset.state,
  status: document.getElementById('sim-status').textContent,
  loser: document.getElementById('sim-status').dataset.loser || null,
  plies: document.getElementById('sim-status').dataset.plies || null,
  colours: Object.fromEntries([...document.querySelectorAll('#sim-board .edge')].map(
      g => [g.dataset.edge, g.dataset.colour])),
  marked: [...document.querySelectorAll('#sim-board .edge.last')].map(g => g.dataset.edge),
  values: Object.fromEntries([...document.querySelectorAll('#sim-board .value')].filter(
      t => t.dataset.value).map(t => [t.dataset.edgeValue, t.dataset.value])),
  trap: {...document.getElementById('sim-trap').dataset},
  trapText: document.getElementById('sim-trap').textContent,
  blueMove: document.getElementById('sim-blue-move').dataset.move,
  blueMoveText: document.getElementById('sim-blue-move').textContent,
  tableLine: document.getElementById('sim-table-line').dataset.line,
  tableText: document.getElementById('sim-table-line').textContent,
  blueLine: document.getElementById('sim-blue-line').dataset.line,
  blueText: document.getElementById('sim-blue-line').textContent,
  hidden: document.getElementById('sim-board').classList.contains('hide-values'),
  allowed: document.getElementById('sim-rules').dataset.allowed,
  miniBoards: [...document.querySelectorAll('#sim-rules .sim-mini-board')].map(m => ({
      vertices: m.dataset.vertices, rule1: m.dataset.rule1, rule2: m.dataset.rule2, rule3: m.dataset.rule3,
      counts: Object.fromEntries([...m.querySelectorAll('tr[data-edge]')].map(
          r => [r.dataset.edge, {blue: +r.dataset.blue, red: +r.dataset.red}]))})),
  triangle: document.getElementById('sim-triangle')?.dataset.triangle || null})"""


def edge_name(u, v):
    return f"{min(u, v)}{max(u, v)}"


EDGES = [edge_name(u, v) for u in range(1, 7) for v in range(u + 1, 7)]


def closes_triangle(own, edge):
    u, v = int(edge[0]), int(edge[1])
    return any(edge_name(u, w) in own and edge_name(v, w) in own for w in range(1, 7) if w not in (u, v))


class SimSection(Section):
    def __init__(self, browser):
        super().__init__(browser, "sim-status", ["your-move", "over", "error"], STATE, "simGame.times")

    def click(self, edge):
        return self.act(f"edge {edge}", click_script(f'#sim-board [data-edge="{edge}"]'))

    def select(self, select_id, value):
        return self.act(f"{select_id}={value}", select_script(select_id, value))


# The smallest distance between two value labels of the board, in px.
LABEL_GAP = """(() => {
  const at = [...document.querySelectorAll('#sim-board text.value')].map(t => [+t.getAttribute('x'), +t.getAttribute('y')]);
  let gap = Infinity;
  for (let i = 0; i < at.length; ++i)
    for (let j = i + 1; j < at.length; ++j) gap = Math.min(gap, Math.hypot(at[i][0] - at[j][0], at[i][1] - at[j][1]));
  return at.length === 15 ? gap : -at.length;
})()"""


def coloured(state, colour):
    return [e for e in EDGES if state["colours"][e] == colour]


def query(red, blue):
    return f"red={','.join(red)}&blue={','.join(blue)}"


def check_labels(state, server, red, blue, latencies=None):
    """The labels are /api/sim/value's, and the value table's line shown is the one that states that value;
    the value request's seconds appended to latencies."""
    started = time.monotonic()
    status, value = server.get_json(f"/api/sim/value?{query(red, blue)}")
    if latencies is not None:
        latencies.append(time.monotonic() - started)
    assert status == 200, value
    expected = {edge: move["value"][0].upper() + str(move["depth"]) for edge, move in value["moves"].items()}
    assert state["values"] == expected, f"page shows {state['values']}, sim value says {expected}"
    status, line = server.get_json(f"/api/sim/table-line?{query(red, blue)}")
    assert status == 200 and state["tableLine"] == str(line["line"]), (state["tableLine"], line)
    assert line["text"].split()[2:] == [value["value"][0].upper(), str(value["depth"])], (line, value)
    assert line["text"] in state["tableText"] and line["sha256"] in state["tableText"], state["tableText"]


def play_as_blue(page, server, snapshot):
    """A whole game as Blue (first safe edge, else first free) against the trap-setting Red; snapshot()
    after Red's first move."""
    red, blue = [], []
    state = page.settled()  # the user plays Blue: Red has moved
    errs_seen = []
    while True:
        new_red = [e for e in coloured(state, "red") if e not in red]
        assert len(new_red) == 1, (state, red)
        status, trap = server.get_json(f"/api/sim/trap-move?{query(red, blue)}")
        assert status == 200, trap
        assert new_red[0] == trap["move"], (new_red, trap)
        assert state["trap"]["blueErrs"] == trap["blue_errs"] and state["trap"]["redWins"] == trap["red_wins"], state
        assert trap["blue_errs"] in state["trapText"] and trap["blue_errs_decimal"] in state["trapText"], state
        errs_seen.append(trap["blue_errs"])
        red_closes = closes_triangle(red, trap["move"])
        red.append(trap["move"])
        if red_closes:
            break
        assert state["state"] == "your-move" and coloured(state, "blue") == sorted(blue), state
        assert state["marked"] == [trap["move"]] and not state["hidden"], state
        check_labels(state, server, red, blue)
        if not blue:
            snapshot()
        free = [e for e in EDGES if e not in red and e not in blue]
        move = ([e for e in free if not closes_triangle(blue, e)] or free)[0]
        blue_closes = closes_triangle(blue, move)
        blue.append(move)
        state = page.click(move)
        if blue_closes:
            break
    assert state["state"] == "over" and state["plies"] == str(len(red) + len(blue)), state
    assert state["loser"] == ("red" if red_closes else "blue"), state
    return red, blue, errs_seen, state


def rules_panel(page, server):
    """As Red against the strategy's Blue: Red 12; then the computer's Blue switched to the three
    rules, Red 45, and the panel against the API for the position Blue moved from."""
    page.select("sim-blue-by", "strategy")
    state = page.select("sim-side", "red")
    assert state["state"] == "your-move" and not coloured(state, "red") and not coloured(state, "blue"), state
    check_labels(state, server, [], [])
    state = page.click("12")
    status, answer = server.get_json("/api/sim/blue-move?red=12&blue=")
    assert status == 200, answer
    assert coloured(state, "blue") == [answer["move"]] and state["miniBoards"] == [], state
    assert state["blueLine"] == str(answer["line"]) and answer["text"] in state["blueText"], state
    assert answer["sha256"] in state["blueText"] and state["blueMove"] == answer["move"], state
    red, blue = ["12", "45"], [answer["move"]]
    assert "45" not in blue, blue
    page.select("sim-blue-by", "rules")
    state = page.click("45")
    status, value = server.get_json(f"/api/sim/value?{query(red, blue)}")
    assert status == 200, value
    rules = value["three_rules"]
    assert state["allowed"] == ",".join(rules["allowed"]), (state["allowed"], rules["allowed"])
    expected = [{"vertices": m["vertices"], "rule1": ",".join(m["rule1"]), "rule2": ",".join(m["rule2"]),
                 "rule3": ",".join(m["rule3"]), "counts": m["containing"]} for m in rules["mini_boards"]]
    assert state["miniBoards"] == expected, (state["miniBoards"], expected)
    assert coloured(state, "blue") == sorted(blue + [rules["allowed"][0]]), state
    assert state["blueMove"] == rules["allowed"][0] and "the three rules allow" in state["blueMoveText"], state
    assert state["blueLine"] == "" and state["marked"] == [rules["allowed"][0]], state
    check_labels(state, server, red, blue + [rules["allowed"][0]])
    return red, blue, rules


def rules_choice(page, server):
    """A new game with the rules from the start: after Red 12 they allow several edges; Blue takes the first."""
    page.act("new game", click_script("#sim-new"))
    state = page.click("12")
    status, first = server.get_json("/api/sim/value?red=12&blue=")
    assert status == 200, first
    allowed = first["three_rules"]["allowed"]
    assert len(allowed) > 1 and coloured(state, "blue") == [allowed[0]], (allowed, state)
    return allowed


def play_as_red(page, server, latencies):
    """A whole game as Red (the first uncoloured edge that closes no red triangle, else the first
    uncoloured) against the certified strategy, the game the page starts with; returns Red's and
    Blue's moves."""
    red, blue = [], []
    state = page.settled()
    while True:
        assert state["state"] == "your-move", state
        assert coloured(state, "red") == sorted(red) and coloured(state, "blue") == sorted(blue), (state, red, blue)
        assert state["marked"] == blue[-1:], (state["marked"], blue)
        check_labels(state, server, red, blue, latencies)
        free = [e for e in EDGES if e not in red and e not in blue]
        move = ([e for e in free if not closes_triangle(red, e)] or free)[0]
        losing = closes_triangle(red, move)
        red.append(move)
        if not losing:
            status, expected = server.get_json(f"/api/sim/blue-move?{query(red, blue)}")
            assert status == 200, expected
        state = page.click(move)
        if losing:
            break
        assert state["blueMove"] == expected["move"] and f"from line {expected['line']} " in state["blueMoveText"], \
            (state["blueMove"], state["blueMoveText"], expected)
        assert state["blueLine"] == str(expected["line"]) and expected["text"] in state["blueText"], (state, expected)
        assert expected["sha256"] in state["blueText"], state["blueText"]
        blue.append(expected["move"])
    plies = len(red) + len(blue)
    # Blue's strategy is a certified win: the game must end with Red's triangle.
    assert state["state"] == "over" and state["loser"] == "red", state
    assert state["plies"] == str(plies) and f"loses after {plies} plies" in state["status"], state
    assert state["status"].startswith("Red closed the triangle"), state
    assert state["triangle"] and move[0] in state["triangle"] and move[1] in state["triangle"], state
    return red, blue


def steps(session):
    page = SimSection(session.browser)
    server = session.server

    def screenshot(name):
        session.screenshot("#sim", name)

    gap = session.browser.evaluate(LABEL_GAP)
    assert gap >= 24, gap
    print(f"ok   the 15 value labels lie at least {gap:.0f} px apart (a label is about 24 px wide)")
    latencies = []
    red, blue = play_as_red(page, server, latencies)
    print(f"ok   as Red against the strategy: Red {','.join(red)}, Blue {','.join(blue)}: Red lost after "
          f"{len(red) + len(blue)} plies; every label, value-table line, Blue move and strategy line matched the API")
    print(f"     /api/sim/value latency over the game: mean {1000 * sum(latencies) / len(latencies):.1f} ms, "
          f"max {1000 * max(latencies):.1f} ms")
    screenshot("sim")
    page.select("sim-side", "blue")
    red, blue, errs, state = play_as_blue(page, server, lambda: screenshot("sim-blue"))
    print(f"ok   as Blue: Red {','.join(red)}, Blue {','.join(blue)}; {state['status']} Every label matched "
          f"/api/sim/value, each value-table line shown = /api/sim/table-line and states the value, every Red move "
          f"/api/sim/trap-move; Blue errs with probability {errs[0]} "
          f"from the first position on")
    hidden = page.act("values hidden", checkbox_script("sim-show-values", False))
    assert hidden["hidden"], hidden
    page.act("values shown", checkbox_script("sim-show-values", True))
    red, blue, rules = rules_panel(page, server)
    panel = "; ".join(f"{{{m['vertices']}}}: {len(m['rule1'])} -> {len(m['rule2'])} -> {len(m['rule3'])}"
                      for m in rules["mini_boards"])
    print(f"ok   as Red: Red 12, Blue {blue[0]} (strategy); Blue switched to the three rules; Red 45: the "
          f"panel (edges left after rules 1, 2, 3: {panel}) and its per-edge counts equal "
          f"/api/sim/value's three_rules; Blue played {rules['allowed'][0]}, the first allowed edge")
    screenshot("sim-rules")
    allowed = rules_choice(page, server)
    print(f"ok   new game, Blue on the three rules: after Red 12 they allow {','.join(allowed)}; "
          f"Blue played {allowed[0]}")
    page.print_timings()


if __name__ == "__main__":
    sys.exit(run("sim play test", "sim-status", steps))
