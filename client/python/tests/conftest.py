"""Starts the real referee-server (REFEREE_SERVER_BIN) on free local ports."""

import json
import os
import shutil
import subprocess
import tempfile
import time

import pytest


class Server:
    def __init__(self, *flags):
        self.dir = tempfile.mkdtemp(prefix="referee-py-")
        ready = os.path.join(self.dir, "ready.json")
        log = open(os.path.join(self.dir, "server.log"), "wb")
        self.process = subprocess.Popen(
            [
                os.environ["REFEREE_SERVER_BIN"],
                "--listen=127.0.0.1:0",
                "--metrics_listen=",
                "--http_listen=127.0.0.1:0",
                "--ready_file=" + ready,
                # Tests that stop a server mid-call need not wait long.
                "--shutdown_grace_seconds=1",
                *flags,
            ],
            # Kept so a failing test shows why the server misbehaved (a
            # sanitizer report, an error at start), and for tests that read
            # the server's log (spdlog writes to stdout).
            stdout=log,
            stderr=log,
        )
        log.close()  # The child has its own copy.
        deadline = time.time() + 30
        while not os.path.exists(ready):
            if self.process.poll() is not None or time.time() > deadline:
                self.process.kill()
                raise RuntimeError("referee-server did not start: " + self.log_tail())
            time.sleep(0.02)
        ports = json.load(open(ready))
        self.http = "http://127.0.0.1:%d" % ports["http_port"]
        self.http_port = ports["http_port"]
        self.target = "127.0.0.1:%d" % ports["grpc_port"]
        self.metrics_port = ports["metrics_port"]

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        # Captured by pytest, shown only when the test failed. stop() may
        # run twice (a test stops its server, then the fixture does).
        if os.path.isdir(self.dir):
            print("--- referee-server exit %s, stderr tail:\n%s"
                  % (self.process.returncode, self.log_tail()))
        shutil.rmtree(self.dir, ignore_errors=True)

    def log_tail(self):
        try:
            with open(os.path.join(self.dir, "server.log"), "rb") as log:
                return log.read()[-6000:].decode("utf-8", "replace")
        except OSError:
            return "(no log)"


@pytest.fixture(scope="session")
def _shared_server():
    s = Server("--demo")
    yield s
    s.stop()


@pytest.fixture
def server(_shared_server):
    """The session's --demo server, checked alive around each test so that
    a server that died (a sanitizer's halt_on_error) is reported with its
    log by the test during which it died, not as later tests' refusals."""
    s = _shared_server
    if s.process.poll() is not None:
        pytest.fail("the shared referee-server had already exited (%s): %s"
                    % (s.process.returncode, s.log_tail()))
    yield s
    if s.process.poll() is not None:
        pytest.fail("the shared referee-server exited during this test (%s): %s"
                    % (s.process.returncode, s.log_tail()))


@pytest.fixture
def make_server():
    started = []

    def start(*flags):
        s = Server(*flags)
        started.append(s)
        return s

    yield start
    for s in started:
        s.stop()
