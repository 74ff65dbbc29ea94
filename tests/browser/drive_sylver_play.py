#!/usr/bin/env python3
"""Sylver Coinage played on the explorer page (ctest `sylver_play`, label
browser), in headless Chromium over the DevTools protocol:

- study mode replays Wikipedia's example game (A 5, B 4, A 11, B 6, A 7,
  B 2, A 3; B must name 1): every A move is shown as leaving a P-position,
  and /api/sylver/winning agrees (status solved, no winning move);
- {5}: Hutchings' theorem named; {8}: the marks of a partly settled
  position are those `known` gives (✓ proved winning, ✗ proved losing, each
  ✗ coprime to 8 up to 35 confirmed by the exact solver on {8, x}, ? open),
  with the rule behind each mark on hover;
- {5, 14} (name 5, then 14): the board holds exactly the nameable numbers,
  as many as ender's genus, and its ✓ marks are exactly the winning list of
  /api/sylver/winning (✗ on every other); hovering fades exactly the numbers
  the move would kill; the committed certificates of {5, 14} are linked;
- computer first (opening 5 chosen in the select) and you first: the
  computer's moves follow the documented rule on the API's answers;
- a heavy search ({18}, seconds in the prover) shows the server's progress
  line after a moment and stops when cancelled: every mark becomes unknown,
  the job is gone and no command is left running; a new game during a
  search ({20}) cancels it too; {16} (Conway's open
  opening) runs to its end with progress and the page says "unknown".

Prints the latency of every interaction (click to settled page, ms), and
their mean and maximum apart from the heavy searches.

  drive_sylver_play.py OUT_DIR [--save-docs DIR]

The screenshots ({8} hovering 20, with what is known; {5, 14} hovering 18)
go to OUT_DIR/explorer-sylver-known.png and explorer-sylver-play.png and,
with --save-docs, to DIR/sylver-known.png and sylver-play.png
(docs/explorer/)."""
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from explorer_server import manifest_entries  # noqa: E402
from page import Section, run  # noqa: E402

EXAMPLE = [5, 4, 11, 6, 7, 2, 3]

STATE = """JSON.stringify({
  state: document.getElementById('sylver-play-status').dataset.state,
  status: document.getElementById('sylver-play-status').textContent,
  loser: document.getElementById('sylver-play-status').dataset.loser || null,
  marks: Object.fromEntries([...document.querySelectorAll('#sylver-play-board .sylver-number')].map(
      b => [b.dataset.n, b.dataset.mark])),
  count: document.getElementById('sylver-play-board').dataset.count,
  killed: document.getElementById('sylver-play-board').dataset.killed || null,
  faded: [...document.querySelectorAll('#sylver-play-board .doomed')].map(b => +b.dataset.n),
  t: document.getElementById('sylver-play-t').dataset.value,
  value: document.getElementById('sylver-play-value').dataset.value,
  log: [...document.querySelectorAll('#sylver-play-log li')].map(
      li => ({player: li.dataset.player, n: +li.dataset.n, leaves: li.dataset.leaves, text: li.textContent})),
  certificates: [...document.querySelectorAll('#sylver-play-certificate [data-path]')].map(e => e.dataset.path),
  api: document.getElementById('sylver-play-api').textContent,
  known: [...document.querySelectorAll('#sylver-play-known li')].map(li => li.textContent),
  whys: Object.fromEntries([...document.querySelectorAll('#sylver-play-board .sylver-number')].map(
      b => [b.dataset.n, b.dataset.why])),
  progress: document.getElementById('sylver-play-progress').hidden ? null
            : document.getElementById('sylver-play-progress-text').textContent})"""


# The progress line of the search in flight is on screen.
PROGRESS_SHOWN = ("!document.getElementById('sylver-play-progress').hidden && "
                  "!!document.getElementById('sylver-play-progress').dataset.progress")


def nameable(named, bound):
    """The numbers 1..bound that are no sum of named numbers (the rule, computed here independently)."""
    reachable = [True] + [False] * bound
    for g in named:
        for s in range(g, bound + 1):
            reachable[s] = reachable[s] or reachable[s - g]
    return [x for x in range(1, bound + 1) if not reachable[x]]


class SylverSection(Section):
    def __init__(self, browser):
        super().__init__(browser, "sylver-play-status", ["to-move", "over", "error"], STATE, "sylverGame.times")

    def new_game(self, mode, opening="random"):
        self.browser.evaluate(f"document.getElementById('sylver-play-mode').value = '{mode}';"
                              f"document.getElementById('sylver-play-opening').value = '{opening}'")
        return self.act(f"new game ({mode})", "document.getElementById('sylver-play-new').click()")

    def click(self, n):
        return self.act(f"name {n}", f"document.querySelector('#sylver-play-board [data-n=\"{n}\"]').click()")

    def hover(self, n):
        return self.glance(f"hover {n}", f"document.querySelector('#sylver-play-board [data-n=\"{n}\"]').dispatchEvent("
                                         "new MouseEvent('mouseover', {bubbles: true}))")


def winning(server, named):
    status, answer = server.get_json("/api/sylver/winning?position=" + ",".join(map(str, named)))
    assert status == 200, answer
    return answer


def replay_example(page, server):
    state = page.act("replay the example", "document.getElementById('sylver-play-example').click()",
                     until=["over", "error"])
    assert state["state"] == "over" and state["loser"] == "B", state
    assert "B must name 1" in state["status"], state["status"]
    assert [m["n"] for m in state["log"]] == EXAMPLE, state["log"]
    assert [m["player"] for m in state["log"]] == list("ABABABA"), state["log"]
    for i, move in enumerate(state["log"]):
        if move["player"] != "A":
            continue
        answer = winning(server, EXAMPLE[:i + 1])
        assert answer["status"] == "solved" and answer["winning"] == [], (EXAMPLE[:i + 1], answer)
        assert move["leaves"] == "P" and "P-position" in move["text"], move
        print(f"ok   example: A names {move['n']}, leaving {answer['position']} (gcd {answer['gcd']}): "
              f"page P, API status {answer['status']} winning []")


def finite_position(page, server, binary_certificates):
    page.new_game("study")
    page.click(5)
    state = page.click(14)
    answer = winning(server, [5, 14])
    status, ender = server.get_json("/api/sylver/ender?position=5,14")
    assert status == 200, ender
    gaps = nameable([5, 14], answer["t"])
    assert sorted(map(int, state["marks"])) == gaps, (state["marks"], gaps)
    assert int(state["count"]) == len(gaps) == ender["genus"], (state["count"], ender)
    assert state["t"] == str(answer["t"]), state["t"]
    ticks = sorted(int(n) for n, mark in state["marks"].items() if mark == "win")
    crosses = sorted(int(n) for n, mark in state["marks"].items() if mark == "lose")
    assert ticks == answer["winning"], (ticks, answer["winning"])
    assert crosses == [x for x in gaps if x not in answer["winning"]], crosses
    assert state["value"] == ("N" if answer["winning"] else "P"), state["value"]
    listed = [p for _, _, p, claim in manifest_entries(binary_certificates) if " position=5,14 " in claim + " "]
    page.browser.wait_for("document.querySelector('#sylver-play-certificate').dataset.position === '5,14' && "
                          f"document.querySelectorAll('#sylver-play-certificate [data-path]').length === {len(listed)}",
                          "the certificate links")
    assert page.state()["certificates"] == listed, listed
    print(f"ok   {{5, 14}}: t={answer['t']}, {len(gaps)} nameable numbers (genus {ender['genus']}), "
          f"✓ on {ticks} = sylver winning's list, ✗ on the other {len(crosses)}; certificates {listed}")
    for x in (4, 18, 51):
        hovered = page.hover(x)
        killed = [y for y in gaps if y not in nameable([5, 14, x], answer["t"])]
        assert sorted(hovered["faded"]) == killed and hovered["killed"] == str(len(killed)), (x, hovered["faded"])
        print(f"ok   hover {x} at {{5, 14}}: fades {len(killed)} numbers, exactly those naming {x} kills")


def expected_marks(answer, shown):
    """Each number's mark by docs/sylver-infinite.md ("Classifying a move") from the API's answer."""
    g, known, marks = answer["gcd"], answer["known"], {}
    for x in shown:
        family = next((f for f in known["families"] if f["gcd"] == math.gcd(x, g)), None)
        if x == 1:
            marks[str(x)] = "lose"
        elif x in answer["winning"]:
            marks[str(x)] = "win"
        elif known["pairing"]:
            marks[str(x)] = "lose"
        elif x in known["unsettled"] or (x > known["examined"] and math.gcd(x, g) in known["open_families"]):
            marks[str(x)] = "unknown"
        else:
            assert x <= known["examined"] or (family and x > family["above"]), (x, known)
            marks[str(x)] = "lose"
    return marks


def infinite_position(page, server, snapshot):
    """{5}: P by Hutchings' theorem, named on the page. {8}: gcd 8, the prover proves some winning
    moves, and some moves lose, but not all moves are settled (status partial); the marks are those
    `known` gives, and each ✗ on a number x <= 35 coprime to 8 is checked on a second road: {8, x}
    is finite, and the exact solver finds it N."""
    page.new_game("study")
    state = page.click(5)
    assert state["known"][0].startswith("Hutchings' theorem") and state["value"] == "P", state
    assert set(state["marks"].values()) == {"lose"}, state["marks"]
    certified = page.browser.wait_for("document.querySelector('#sylver-play-certificate').dataset.position === '5' && "
                                      "[...document.querySelectorAll('#sylver-play-certificate [data-path]')]"
                                      ".map(e => e.dataset.path).join(',')", "the certificate of {5}")
    assert "sylver/infinite/5.txt" in certified.split(","), certified
    print(f"ok   {{5}}: the page names Hutchings' theorem and links {certified}; every number ✗ "
          f"({len(state['marks'])} shown), P")
    page.new_game("study")
    state = page.click(8)
    answer = winning(server, [8])
    shown = nameable([8], 60)
    assert sorted(map(int, state["marks"])) == shown, state["marks"]
    assert answer["status"] == "partial" and state["marks"] == expected_marks(answer, shown), (state["marks"], answer)
    assert f"status {answer['status']}" in state["api"] and answer["reason"][:40] in state["api"], state["api"]
    coprime_losing = [int(x) for x, m in state["marks"].items() if m == "lose" and math.gcd(int(x), 8) == 1 and x != "1"]
    for x in [x for x in coprime_losing if x <= 35]:  # {8, 59} alone takes seconds to solve in full
        assert winning(server, [8, x])["winning"], x  # {8, x} is N: naming x loses
        assert "Quiet End theorem" in state["whys"][str(x)] or "tried one by one" in state["whys"][str(x)], state["whys"]
    assert any("Quiet End theorem" in f for f in state["known"]) and "absorption" in " ".join(state["known"]), state
    # The absorption into {8, 12} lands on a committed certificate: the fact links it.
    linked = page.browser.wait_for("[...document.querySelectorAll('#sylver-play-known li[data-reaches=\"8,12\"] [data-path]')]"
                                   ".map(e => e.dataset.path).join(',')", "the certified P-position's link")
    assert sorted(linked.split(",")) == ["sylver/infinite/8-12.txt", "sylver/p-positions/8-12.txt"], linked
    marks = list(state["marks"].values())
    print(f"ok   {{8}} (gcd 8): status {answer['status']}, ✓ on {answer['winning']}, {marks.count('lose')} ✗ "
          f"({len(coprime_losing)} coprime to 8, each {{8, x}} with x <= 35 N by the exact solver), {marks.count('unknown')} ?, "
          f"each as `known` says; {len(state['known'])} facts listed, the absorption into {{8, 12}} linked to {linked}")
    page.hover(20)
    snapshot("sylver-known")


def against_computer(page, server):
    # Computer first, opening 5: you 4, 6, 2; the computer must answer from the API's winning lists.
    # ?seed=1 in the address fixes the random opening: two new games open alike.
    openings = [page.new_game("computer-first")["log"][0]["n"] for _ in range(2)]
    assert openings[0] == openings[1] and openings[0] in (5, 7, 11), openings
    print(f"ok   computer first, random opening with ?seed=1: {openings[0]} both times")
    state = page.new_game("computer-first", "5")
    assert state["log"][0]["n"] == 5 and state["log"][0]["player"] == "A", state["log"]
    named = [5]
    for mine in (4, 6, 2):
        assert state["state"] == "to-move", state
        named.append(mine)
        answer = winning(server, named)
        expected = min(answer["winning"]) if answer["winning"] else max(nameable(named, answer["t"]))
        state = page.click(mine)
        assert state["log"][len(named)]["n"] == expected, (named, state["log"], answer)
        named.append(expected)
    assert named == EXAMPLE, named
    assert state["state"] == "over" and state["loser"] == "B", state
    print(f"ok   computer first (opening 5): the computer answered {named[2::2]} = the smallest winning moves; "
          f"you (B) must name 1")
    # You first: 5 leaves {5}, P by Hutchings (solved, no winning move): the computer names the smallest nameable > 1.
    page.new_game("you-first")
    state = page.click(5)
    answer = winning(server, [5])
    assert answer["winning"] == [] and answer["status"] == "solved" and answer["known"]["hutchings"], answer
    assert [m["n"] for m in state["log"]] == [5, 2], state["log"]
    assert state["state"] == "to-move", state
    print(f"ok   you first: after 5 ({answer['status']}, gcd {answer['gcd']}, no winning move) "
          f"the computer named 2, the smallest nameable number > 1")


def children_of(pid):
    """The processes whose parent is pid (the server's running commands)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


def wait_for_no_children(server):
    """True once the server has no child process (a kill is immediate; the reaping takes a moment)."""
    for _ in range(50):
        if not children_of(server.process.pid):
            return True
        time.sleep(0.05)
    return False


def heavy_searches(page, server):
    """{18}: cancelled while the prover runs; {16}: followed to its end."""
    page.new_game("study")
    started = time.monotonic()
    page.browser.evaluate("document.querySelector('#sylver-play-board [data-n=\"18\"]').click()")
    page.browser.wait_for(PROGRESS_SHOWN, "a progress line")
    shown = page.state()["progress"]
    assert shown.startswith("Searching for ") and "moves tried one by one" in shown, shown
    waited = time.monotonic() - started
    state = page.act("cancel {18}", "document.getElementById('sylver-play-cancel').click()")
    assert state["progress"] is None, state
    assert "the search was cancelled" in state["api"] and "cancelled by /api/job/cancel" in state["api"], state["api"]
    assert state["value"] == "?" and state["marks"]["1"] == "lose", state
    assert set(m for n, m in state["marks"].items() if n != "1") == {"unknown"}, state["marks"]
    assert [m["n"] for m in state["log"]] == [18], state["log"]
    assert wait_for_no_children(server), children_of(server.process.pid)
    print(f"ok   {{18}}: progress shown after {waited:.1f} s ({shown!r}); cancelled, every mark but 1's is ?, "
          f"no command left running")

    # A new game while a search runs cancels it: no command is left holding a slot.
    page.new_game("study")
    page.browser.evaluate("document.querySelector('#sylver-play-board [data-n=\"20\"]').click()")
    page.browser.wait_for(PROGRESS_SHOWN, "a progress line")
    assert children_of(server.process.pid), "{20} runs as a child"
    state = page.new_game("study")
    assert state["progress"] is None and state["log"] == [], state
    assert wait_for_no_children(server), children_of(server.process.pid)
    print("ok   a new game during the search of {20} cancels it: no command left running")

    page.new_game("study")
    seen = []
    page.browser.evaluate("document.querySelector('#sylver-play-board [data-n=\"16\"]').click()")
    while page.state()["state"] == "busy":
        progress = page.state()["progress"]
        if progress and progress not in seen:
            seen.append(progress)
        time.sleep(0.1)
    state = page.state()
    answer = winning(server, [16])
    assert answer["status"] == "unknown" and answer["winning"] == [], answer
    assert state["value"] == "?" and "status unknown" in state["api"], state
    assert state["marks"] == expected_marks(answer, nameable([16], 60)), state["marks"]
    assert answer["known"]["open_families"] == [2, 4, 8], answer["known"]
    for h in (2, 4, 8):
        assert f"Open: no rule covers the moves x > 120 with gcd(x, 16) = {h}." in state["known"], state["known"]
    assert state["known"][-1].startswith("So the value of this position is unknown"), state["known"]
    # 12 loses by 14 into {12, 14, 16} and 26 by 88 into {16, 26, 88}, certified P-positions the prover takes as
    # facts; 38 is the lowest open reply.
    assert "Quiet End theorem" in state["whys"]["3"] and "proved losing" in state["whys"]["12"], state["whys"]
    assert "proved losing" in state["whys"]["26"] and "neither proved" in state["whys"]["38"], state["whys"]
    assert any("moves tried one by one" in line for line in seen), seen
    print(f"ok   {{16}}: {len(seen)} progress lines shown (last {seen[-1]!r}); the page says unknown, "
          f"as /api/sylver/winning (status {answer['status']})")


def steps(session):
    page = SylverSection(session.browser)
    server = session.server

    def screenshot(name):
        session.screenshot("#sylver-play", name)

    page.settled()
    replay_example(page, server)
    against_computer(page, server)
    infinite_position(page, server, screenshot)
    heavy_searches(page, server)
    finite_position(page, server, session.certificates)
    session.browser.evaluate("document.getElementById('sylver-play-board').dispatchEvent(new MouseEvent('mouseleave'))")
    page.hover(18)
    screenshot("sylver-play")
    page.print_timings(apart=("replay the example", "cancel {18}"))


if __name__ == "__main__":
    sys.exit(run("Sylver play test", "sylver-play-status", steps, query="?seed=1"))
