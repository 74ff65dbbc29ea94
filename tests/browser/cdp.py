"""A minimal Chrome DevTools Protocol client on a hand-written WebSocket
(RFC 6455, client side: the handshake, masked text frames out, frames in),
so the browser test needs nothing beyond Python's standard library."""
import base64
import hashlib
import json
import os
import socket
import struct
import urllib.parse

WEBSOCKET_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class WebSocket:
    def __init__(self, url, timeout=60):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        # No Origin header: Chromium only checks the origin of browser pages.
        request = (f"GET {parts.path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("the WebSocket handshake was cut off")
            head += chunk
        lines = head.decode("latin-1").split("\r\n")
        expected = base64.b64encode(hashlib.sha1((key + WEBSOCKET_GUID).encode()).digest()).decode()
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
        if " 101 " not in lines[0] + " " or headers.get("sec-websocket-accept") != expected:
            raise ConnectionError(f"WebSocket handshake refused: {lines[0]}")

    def _exactly(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("the WebSocket closed")
            data += chunk
        return data

    def _frame(self, opcode, payload):
        # A client masks every frame (RFC 6455, 5.3).
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 1 << 16:
            head += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", n)
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def send_text(self, text):
        self._frame(0x1, text.encode())

    def receive_text(self):
        """The next whole text message (continuation frames joined, pings answered)."""
        message = b""
        while True:
            first, second = self._exactly(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._exactly(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._exactly(8))[0]
            mask = self._exactly(4) if second & 0x80 else b""
            payload = self._exactly(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 0x9:
                self._frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("the browser closed the DevTools connection")
            if opcode in (0x0, 0x1):
                message += payload
                if first & 0x80:
                    return message.decode()

    def close(self):
        try:
            self._frame(0x8, b"")
        except OSError:
            pass
        self.sock.close()


class DevTools:
    """Commands to one page target; events that arrive in between are skipped."""

    def __init__(self, websocket_url):
        self.socket = WebSocket(websocket_url)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send_text(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.receive_text())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page, promises awaited."""
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page error in {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.socket.close()
