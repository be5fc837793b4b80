"""Referee replicas on loopback for the soak and chaos runs: each a real
referee-server process on its own fixed port, started, signalled and
restarted as an orchestrator would."""

import os
import signal
import socket
import subprocess
import tempfile
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Replica:
    def __init__(self, server, port, flags=()):
        self.server, self.port, self.flags = server, port, list(flags)
        self.dir = tempfile.mkdtemp(prefix="referee-replica-")
        self.process = None

    @property
    def target(self):
        return "127.0.0.1:%d" % self.port

    def start(self, timeout=30):
        """Starts the server and returns once it serves (its ready file)."""
        ready = os.path.join(self.dir, "ready.json")
        if os.path.exists(ready):
            os.remove(ready)
        self.process = subprocess.Popen(
            [self.server, "--demo", "--threads=1", "--listen=127.0.0.1:%d" % self.port,
             "--metrics_listen=", "--ready_file=" + ready, "--shutdown_grace_seconds=5",
             *self.flags],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + timeout
        while not os.path.exists(ready):
            if self.process.poll() is not None or time.time() > deadline:
                raise RuntimeError("replica on port %d did not start (exit %s)"
                                   % (self.port, self.process.poll()))
            time.sleep(0.02)

    def rss_kib(self):
        with open("/proc/%d/status" % self.process.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def send(self, sig):
        self.process.send_signal(sig)

    def stop(self, sig=signal.SIGTERM):
        if self.process and self.process.poll() is None:
            if sig != signal.SIGKILL:
                self.process.send_signal(signal.SIGCONT)  # A stopped one too.
            self.process.send_signal(sig)
            self.process.wait(timeout=30)
