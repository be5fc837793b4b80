"""Starts the real referee-server (REFEREE_SERVER_BIN) on free local ports."""

import json
import os
import subprocess
import tempfile
import time

import pytest


class Server:
    def __init__(self, *flags):
        self.dir = tempfile.mkdtemp(prefix="referee-py-")
        ready = os.path.join(self.dir, "ready.json")
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
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.time() + 30
        while not os.path.exists(ready):
            if self.process.poll() is not None or time.time() > deadline:
                raise RuntimeError("referee-server did not start")
            time.sleep(0.02)
        ports = json.load(open(ready))
        self.target = "127.0.0.1:%d" % ports["grpc_port"]
        self.http = "http://127.0.0.1:%d" % ports["http_port"]
        self.http_port = ports["http_port"]
        self.target = "127.0.0.1:%d" % ports["grpc_port"]
        self.metrics_port = ports["metrics_port"]

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)


@pytest.fixture(scope="session")
def server():
    s = Server("--demo")
    yield s
    s.stop()


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
