"""What the browser tests (drive_*.py) share: headless Chromium driven over
the DevTools protocol (Browser), one game section of the explorer page read
and played with timed interactions (Section), and the frame of a test run
(run: the server, the browser, the page loaded, screenshots, the cleanup).

Needs /usr/bin/chromium (scripts/install-deps installs it; without it a
test fails) and GAMECERT_BIN and GAMECERT_SOURCE_DIR, set by ctest."""
import argparse
import base64
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.request

from cdp import DevTools
from explorer_server import ServeProcess, environment

CHROMIUM = "/usr/bin/chromium"


class Browser:
    """Headless Chromium on a fresh profile; its DevTools port from DevToolsActivePort."""

    def __init__(self):
        if not os.access(CHROMIUM, os.X_OK):
            raise AssertionError(f"{CHROMIUM} is missing: run scripts/install-deps (it installs chromium)")
        self.profile = tempfile.mkdtemp(prefix="gamecert-chromium-")
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", "--window-size=1200,1000", "--no-first-run",
             "--no-default-browser-check", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)  # its own process group, ended as one in close()
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise AssertionError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port = int(open(port_file).read().split("\n")[0])
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        self.devtools = DevTools(page["webSocketDebuggerUrl"])
        self.devtools.call("Page.enable")

    def evaluate(self, expression):
        return self.devtools.evaluate(expression)

    def wait_for(self, expression, what, timeout=60):
        """Polls a JavaScript expression until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.devtools.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            time.sleep(0.005)  # fine enough for the latency figures the tests print

    def screenshot(self, selector, paths):
        """A PNG of one element, written to each path."""
        self.devtools.evaluate(f"document.querySelector({json.dumps(selector)}).scrollIntoView()")
        box = self.devtools.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()")
        shot = self.devtools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                                  clip={**box, "scale": 1})
        data = base64.b64decode(shot["data"])
        for path in paths:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            with open(path, "wb") as out:
                out.write(data)
        return len(data)

    def close(self):
        if getattr(self, "devtools", None):
            self.devtools.close()
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def click_script(selector):
    """A click on the element, as a bubbling event: SVG groups have no click() method."""
    return (f"document.querySelector({json.dumps(selector)}).dispatchEvent("
            "new MouseEvent('click', {bubbles: true}))")


def select_script(select_id, value):
    return (f"(() => {{ const s = document.getElementById({json.dumps(select_id)});"
            f" s.value = {json.dumps(value)}; s.dispatchEvent(new Event('change')); }})()")


def checkbox_script(checkbox_id, checked):
    return (f"(() => {{ const c = document.getElementById({json.dumps(checkbox_id)});"
            f" c.checked = {json.dumps(checked)}; c.dispatchEvent(new Event('change')); }})()")


class Section:
    """One game section of the page. Its status element's data-state says when it has settled; its
    state is read whole by one script returning JSON; the page keeps the ms of each API round trip
    in an array (`times`). Every interaction is timed from its script to the settled page."""

    def __init__(self, browser, status_id, settled_states, state_script, times):
        self.browser = browser
        self.status_id = status_id
        self.settled_states = settled_states
        self.state_script = state_script
        self.times = times
        self.timings = []  # (what, ms)
        self.round_trips = []  # (what, [ms of each API round trip it made])

    def state(self):
        return json.loads(self.browser.evaluate(self.state_script))

    def settled(self, states=None, what="the section to settle"):
        states = states or self.settled_states
        self.browser.wait_for(f"{json.dumps(states)}.includes("
                              f"document.getElementById({json.dumps(self.status_id)}).dataset.state)", what)
        state = self.state()
        assert state["state"] != "error", state
        return state

    def api_times(self):
        return json.loads(self.browser.evaluate(f"JSON.stringify({self.times})"))

    def act(self, what, script, until=None):
        """Runs script, waits until the section settles (in `until`'s states, else the usual ones) and
        records the time taken and the API round trips made. An interaction sets the status to 'busy'
        before its script returns, so the wait cannot see the state from before it."""
        known = self.api_times()
        started = time.monotonic()
        self.browser.evaluate(script)
        state = self.settled(until, what)
        self.timings.append((what, 1000 * (time.monotonic() - started)))
        times = self.api_times()
        self.round_trips.append((what, times[len(known):] if times[:len(known)] == known else times))
        return state

    def glance(self, what, script):
        """Runs script and reads the state at once, timed: for what the page does without asking the API."""
        started = time.monotonic()
        self.browser.evaluate(script)
        state = self.state()
        self.timings.append((what, 1000 * (time.monotonic() - started)))
        return state

    def print_timings(self, apart=()):
        """The latency and API round trips of each interaction; the mean and maximum leave out `apart`."""
        print("     latency per interaction (ms): " + ", ".join(f"{what} {ms:.0f}" for what, ms in self.timings))
        print("     API round trips per interaction (ms): " +
              ", ".join(f"{what} {'+'.join(map(str, trips))}" for what, trips in self.round_trips if trips))
        counted = [ms for what, ms in self.timings if what not in apart]
        print(f"     mean {sum(counted) / len(counted):.0f} ms, max {max(counted):.0f} ms over {len(counted)} "
              "interactions" + (f" (all but {', '.join(apart)})" if apart else ""))


class Run:
    """One browser test's run: the server, the browser on the page, where screenshots go."""

    def __init__(self, server, browser, options, binary, certificates):
        self.server = server
        self.browser = browser
        self.options = options
        self.binary = binary
        self.certificates = certificates

    def screenshot(self, selector, name):
        """The element as OUT_DIR/explorer-NAME.png and, with --save-docs DIR, DIR/NAME.png."""
        paths = [os.path.join(self.options.out_dir, f"explorer-{name}.png")]
        if self.options.save_docs:
            paths.append(os.path.join(self.options.save_docs, f"{name}.png"))
        size = self.browser.screenshot(selector, paths)
        print(f"ok   screenshot: {size} bytes -> {', '.join(paths)}")


def run(name, loaded_when, steps, query=""):
    """The command line `OUT_DIR [--save-docs DIR]`; starts the server and the browser, loads the page
    (with `query` in its address) until the element `loaded_when` exists, runs steps(Run) and closes
    both, whatever happens. Returns the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--save-docs", metavar="DIR")
    options = parser.parse_args()
    binary = environment("GAMECERT_BIN")
    certificates = os.path.join(environment("GAMECERT_SOURCE_DIR"), "certs")
    started = time.monotonic()
    # A generous per-request limit: the page's heavier searches ({16} takes about 4 s of CPU)
    # must not be cut off by a loaded machine; check_api.py tests the limit itself.
    with ServeProcess(binary, certificates, "--time-limit", "60") as server:
        browser = Browser()
        try:
            browser.devtools.call("Page.navigate", url=f"http://127.0.0.1:{server.port}/{query}")
            browser.wait_for(f"document.readyState === 'complete' && !!document.getElementById({json.dumps(loaded_when)})",
                             "the page to load")
            steps(Run(server, browser, options, binary, certificates))
        finally:
            browser.close()
    print(f"ok   {name} done in {time.monotonic() - started:.1f} s")
    return 0
