"""Starts `gamecert serve --port 0` for a test and talks HTTP to it.

The server's stderr goes to a file, not a pipe, so a chatty server can never
block on a full pipe; the port is read from its first line,
`gamecert serve: http://127.0.0.1:PORT/ (certificates: DIR)`.
"""
import http.client
import json
import os
import re
import subprocess
import tempfile
import time

START_LINE = re.compile(r"^gamecert serve: http://127\.0\.0\.1:(\d+)/ \(certificates: (.+)\)$", re.M)


def environment(name):
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"environment variable {name} not set (run through ctest)")
    return value


class ServeProcess:
    """A running `gamecert serve` on a free port, stopped on leaving the with-block."""

    def __init__(self, binary, certificates, *extra):
        """certificates None: the server's default, the certs installed next to the program."""
        self.stderr = tempfile.TemporaryFile(mode="w+")
        where = [] if certificates is None else ["--certs", certificates]
        self.process = subprocess.Popen([binary, "serve", "--port", "0", *where, *extra],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.stderr)
        deadline = time.monotonic() + 20
        while True:
            self.stderr.seek(0)
            text = self.stderr.read()
            found = START_LINE.search(text)
            if found:
                self.port = int(found.group(1))
                self.certificates = found.group(2)
                return
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise AssertionError(f"gamecert serve did not start: {text!r}")
            time.sleep(0.05)

    def get(self, path):
        """(status, content type, body bytes) of GET path."""
        status, headers, body = self.get_with_headers(path)
        return status, headers.get("Content-Type", ""), body

    def get_with_headers(self, path):
        """(status, headers, body bytes) of GET path."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    def get_json(self, path):
        status, content_type, body = self.get(path)
        assert content_type.startswith("application/json"), (path, status, content_type, body[:200])
        return status, json.loads(body)

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()


def run_cli(binary, *args):
    """(exit status, stdout bytes, stderr text) of the gamecert command line."""
    done = subprocess.run([binary, *args], stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    return done.returncode, done.stdout, done.stderr.decode()


def manifest_entries(certificates):
    """certs/MANIFEST as (sha256, bytes, path, claim) tuples, read here independently of the server."""
    entries = []
    with open(os.path.join(certificates, "MANIFEST"), encoding="utf-8") as manifest:
        for line in manifest:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sha256, size, path, claim = line.split(" ", 3)
            entries.append((sha256, int(size), path, claim))
    return entries


# The fixed command lines of docs/explorer.md's API table, for comparing an
# answer with what the command line prints.
def sylver_winning_args(position):
    return ["sylver", "winning", *position.split(","), "--max-states", "5000000", "--time-limit", "10",
            "--threads", "1", "--levels", "1", "--quiet"]


def sim_position_args(red, blue):
    args = []
    if red:
        args += ["--red", red]
    if blue:
        args += ["--blue", blue]
    return args
