#!/usr/bin/env python3
"""Sim played as Red or Blue on the explorer page (ctest `sim_play`, label
browser), in headless Chromium over the DevTools protocol:

- as Blue against the computer's Red, hints on, to the end of the game:
  every label equals /api/sim/value for the position (Blue's values), the
  value table's line shown is /api/sim/table-line's and states that value, every
  Red move equals /api/sim/trap-move's for the position Red moved from, and
  the page shows that answer's exact probability that a random Blue errs;
- as Red: Red 12 against the certified strategy (Blue's move and the
  strategy line shown checked against /api/sim/blue-move), then the computer's Blue switched to the
  three rules and Red 45: the panel's mini-boards, rule survivors and
  per-edge counts equal the three_rules of /api/sim/value for the position
  Blue moved from, and Blue played its first allowed edge; a new game:
  after Red 12 the rules allow several edges and Blue plays the first;
- no two value labels of the board overlap.

Prints the latency of every interaction (click to settled page, ms).

  drive_sim_play.py OUT_DIR [--save-docs DIR]

The screenshots (as Blue after Red's first move, with the trap probability; as Red
with the rules panel) go to OUT_DIR/explorer-sim-play-blue.png and
explorer-sim-play.png and, with --save-docs, to DIR/sim-play-blue.png and
sim-play.png (docs/explorer/)."""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from drive_explorer import EDGES, Browser, closes_triangle  # noqa: E402
from explorer_server import Explorer, environment  # noqa: E402

PAGE = """JSON.stringify({
  state: document.getElementById('simp-status').dataset.state,
  status: document.getElementById('simp-status').textContent,
  loser: document.getElementById('simp-status').dataset.loser || null,
  plies: document.getElementById('simp-status').dataset.plies || null,
  colours: Object.fromEntries([...document.querySelectorAll('#simp-board .edge')].map(
      g => [g.dataset.edge, g.dataset.colour])),
  values: Object.fromEntries([...document.querySelectorAll('#simp-board .value')].filter(
      t => t.dataset.value).map(t => [t.dataset.edgeValue, t.dataset.value])),
  trap: {...document.getElementById('simp-trap').dataset},
  trapText: document.getElementById('simp-trap').textContent,
  tableLine: document.getElementById('simp-table-line').dataset.line,
  tableText: document.getElementById('simp-table-line').textContent,
  blueLine: document.getElementById('simp-blue-line').dataset.line,
  blueText: document.getElementById('simp-blue-line').textContent,
  hidden: document.getElementById('simp-board').classList.contains('hide-values'),
  allowed: document.getElementById('simp-rules').dataset.allowed,
  miniBoards: [...document.querySelectorAll('#simp-rules .simp-mini')].map(m => ({
      vertices: m.dataset.vertices, rule1: m.dataset.rule1, rule2: m.dataset.rule2, rule3: m.dataset.rule3,
      counts: Object.fromEntries([...m.querySelectorAll('tr[data-edge]')].map(
          r => [r.dataset.edge, {blue: +r.dataset.blue, red: +r.dataset.red}]))}))})"""


class Page:
    def __init__(self, browser):
        self.browser = browser
        self.timings = []  # (what, ms)

    def state(self):
        return json.loads(self.browser.devtools.evaluate(PAGE))

    def settled(self):
        self.browser.wait_for("['your-move', 'over', 'error'].includes("
                              "document.getElementById('simp-status').dataset.state)", "the Sim play panel to settle")
        state = self.state()
        assert state["state"] != "error", state["status"]
        return state

    def act(self, what, script):
        started = time.monotonic()
        self.browser.devtools.evaluate(script)
        state = self.settled()
        self.timings.append((what, 1000 * (time.monotonic() - started)))
        return state

    def click(self, edge):
        return self.act(f"edge {edge}", f"document.querySelector('#simp-board [data-edge=\"{edge}\"]').dispatchEvent("
                                        "new MouseEvent('click', {bubbles: true}))")

    def select(self, select_id, value):
        return self.act(f"{select_id}={value}", f"(() => {{ const s = document.getElementById('{select_id}');"
                                                f" s.value = '{value}'; s.dispatchEvent(new Event('change')); }})()")


# The smallest distance between two value labels of the play board, in px.
LABEL_GAP = """(() => {
  const at = [...document.querySelectorAll('#simp-board text.value')].map(t => [+t.getAttribute('x'), +t.getAttribute('y')]);
  let gap = Infinity;
  for (let i = 0; i < at.length; ++i)
    for (let j = i + 1; j < at.length; ++j) gap = Math.min(gap, Math.hypot(at[i][0] - at[j][0], at[i][1] - at[j][1]));
  return at.length === 15 ? gap : -at.length;
})()"""


def coloured(state, colour):
    return [e for e in EDGES if state["colours"][e] == colour]


def query(red, blue):
    return f"red={','.join(red)}&blue={','.join(blue)}"


def check_labels(state, server, red, blue):
    """The labels are /api/sim/value's, and the value table's line shown is the one that states that value."""
    status, value = server.get_json(f"/api/sim/value?{query(red, blue)}")
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
    state = page.settled()  # the page starts with the user as Blue: Red has moved
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
        assert not state["hidden"]
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
    page.select("simp-blue-by", "strategy")
    state = page.select("simp-side", "red")
    assert state["state"] == "your-move" and not coloured(state, "red") and not coloured(state, "blue"), state
    check_labels(state, server, [], [])
    state = page.click("12")
    status, answer = server.get_json("/api/sim/blue-move?red=12&blue=")
    assert status == 200, answer
    assert coloured(state, "blue") == [answer["move"]] and state["miniBoards"] == [], state
    assert state["blueLine"] == str(answer["line"]) and answer["text"] in state["blueText"], state
    assert answer["sha256"] in state["blueText"], state["blueText"]
    red, blue = ["12", "45"], [answer["move"]]
    assert "45" not in blue, blue
    page.select("simp-blue-by", "rules")
    state = page.click("45")
    status, value = server.get_json(f"/api/sim/value?{query(red, blue)}")
    assert status == 200, value
    rules = value["three_rules"]
    assert state["allowed"] == ",".join(rules["allowed"]), (state["allowed"], rules["allowed"])
    expected = [{"vertices": m["vertices"], "rule1": ",".join(m["rule1"]), "rule2": ",".join(m["rule2"]),
                 "rule3": ",".join(m["rule3"]), "counts": m["containing"]} for m in rules["mini_boards"]]
    assert state["miniBoards"] == expected, (state["miniBoards"], expected)
    assert coloured(state, "blue") == sorted(blue + [rules["allowed"][0]]), state
    assert state["trap"]["blueMove"] == rules["allowed"][0], state
    check_labels(state, server, red, blue + [rules["allowed"][0]])
    return red, blue, rules


def rules_choice(page, server):
    """A new game with the rules from the start: after Red 12 they allow several edges; Blue takes the first."""
    page.act("new game", "document.getElementById('simp-new').click()")
    state = page.click("12")
    status, first = server.get_json("/api/sim/value?red=12&blue=")
    assert status == 200, first
    allowed = first["three_rules"]["allowed"]
    assert len(allowed) > 1 and coloured(state, "blue") == [allowed[0]], (allowed, state)
    return allowed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--save-docs", metavar="DIR")
    options = parser.parse_args()
    binary = environment("GAMECERT_BIN")
    certificates = os.path.join(environment("GAMECERT_SOURCE_DIR"), "certs")
    started = time.monotonic()
    with Explorer(binary, certificates) as server:
        browser = Browser()
        try:
            browser.devtools.call("Page.navigate", url=f"http://127.0.0.1:{server.port}/")
            browser.wait_for("document.readyState === 'complete' && !!document.getElementById('simp-status')",
                             "the page to load")
            page = Page(browser)

            def screenshot(name):
                browser.save_screenshot("#sim-play", name, options)

            gap = browser.devtools.evaluate(LABEL_GAP)
            assert gap >= 24, gap
            print(f"ok   the 15 value labels lie at least {gap:.0f} px apart (a label is about 24 px wide)")
            red, blue, errs, state = play_as_blue(page, server, lambda: screenshot("sim-play-blue"))
            print(f"ok   as Blue: Red {','.join(red)}, Blue {','.join(blue)}; {state['status']} Every label matched "
                  f"/api/sim/value, each value-table line shown = /api/sim/table-line and states the value, every Red move "
                  f"/api/sim/trap-move; Blue errs with probability {errs[0]} "
                  f"from the first position on")
            hidden = page.act("hints off", "(() => { const c = document.getElementById('simp-hints');"
                                           " c.checked = false; c.dispatchEvent(new Event('change')); })()")
            assert hidden["hidden"], hidden
            page.act("hints on", "(() => { const c = document.getElementById('simp-hints');"
                                 " c.checked = true; c.dispatchEvent(new Event('change')); })()")
            red, blue, rules = rules_panel(page, server)
            panel = "; ".join(f"{{{m['vertices']}}}: {len(m['rule1'])} -> {len(m['rule2'])} -> {len(m['rule3'])}"
                              for m in rules["mini_boards"])
            print(f"ok   as Red: Red 12, Blue {blue[0]} (strategy); Blue switched to the three rules; Red 45: the "
                  f"panel (edges left after rules 1, 2, 3: {panel}) and its per-edge counts equal "
                  f"/api/sim/value's three_rules; Blue played {rules['allowed'][0]}, the first allowed edge")
            screenshot("sim-play")
            allowed = rules_choice(page, server)
            print(f"ok   new game, Blue on the three rules: after Red 12 they allow {','.join(allowed)}; "
                  f"Blue played {allowed[0]}")
        finally:
            browser.close()
    ms = [t for _, t in page.timings]
    print("     latency per interaction (ms): " + ", ".join(f"{what} {t:.0f}" for what, t in page.timings))
    print(f"     mean {sum(ms) / len(ms):.0f} ms, max {max(ms):.0f} ms over {len(ms)} interactions")
    print(f"ok   sim play test done in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
