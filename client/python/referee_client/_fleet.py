"""Failover over Referee replicas (docs/RELIABILITY.md, "Clients under
failure"): which replica an attempt goes to, how long an attempt may stay
silent, and when a replica that failed is used again.

Scoring is a pure function of (problem, output, spec), so sending a call
again, to the same replica or another, can never change a reward: the
client may repeat any call that did not answer.

The policy, per call:
- The call's `timeout` is the caller's whole budget. Attempts go to the
  replicas in turn, skipping those cooling down, until one answers or the
  budget is spent (or `retries` more attempts were made, when set).
- An attempt that has not answered after `attempt_timeout` seconds is not
  abandoned outright: its replica is asked for health (`probe_timeout`).
  A replica that answers is alive and merely busy (a large batch), so the
  attempt keeps waiting; one that does not (a stalled process, a paused VM,
  a dead connection) is cooled down and the attempt moves to another
  replica. A big batch is never thrown away for being big, and a stall
  costs about attempt_timeout + probe_timeout, not the stall.
- A replica that refused (UNAVAILABLE) or stalled is skipped for a cooldown
  of 1 s, doubling up to 30 s — at most once per cooldown period, so the
  failures of calls that were already in flight when it went down do not
  escalate it. While it cools down it is probed in the background every
  `probe_interval` seconds, and rejoins the rotation as soon as it answers
  health SERVING: a restarted replica is used again within about a second
  of being ready.
"""

import threading
import time
from typing import Callable, List, Optional

import grpc

# grpc.health.v1 spoken with raw bytes: its generated module would have to
# live in the `grpc` package, which belongs to grpcio. HealthCheckRequest{}
# is empty; HealthCheckResponse is field 1, a varint status.
HEALTH_METHOD = "/grpc.health.v1.Health/Check"
_SERVING_STATUS = {0: "UNKNOWN", 1: "SERVING", 2: "NOT_SERVING", 3: "SERVICE_UNKNOWN"}


def health_status(response: bytes) -> str:
    status = response[1] if len(response) >= 2 and response[0] == 0x08 else 0
    return _SERVING_STATUS.get(status, "UNKNOWN")


# Channel arguments for failover (with the message sizes and the balancing
# policy the client sets itself):
FAILOVER_CHANNEL_OPTIONS = [
    # A replica that went away and came back is reconnected to within a
    # second (gRPC's default backoff grows to 120 s, which kept restarted
    # replicas out of rotation).
    ("grpc.initial_reconnect_backoff_ms", 250),
    ("grpc.max_reconnect_backoff_ms", 1000),
    # Keepalive pings notice a connection that died without a reset (a
    # node gone, a partition). Referee servers accept them (server.cc).
    ("grpc.keepalive_time_ms", 20000),
    ("grpc.keepalive_timeout_ms", 10000),
    ("grpc.keepalive_permit_without_calls", 1),
    ("grpc.http2.max_pings_without_data", 0),
]

# Scoring is pure, so a call is safe to repeat. UNAVAILABLE: a replica is
# down, unreachable or draining; CANCELLED (which this client never asks
# for): a replica was shutting down under the call; RESOURCE_EXHAUSTED:
# that replica is overloaded, another may not be.
RETRYABLE = (
    grpc.StatusCode.UNAVAILABLE,
    grpc.StatusCode.CANCELLED,
    grpc.StatusCode.RESOURCE_EXHAUSTED,
)


class Stalled(Exception):
    """An attempt's replica did not answer it nor a health probe."""


class Replica:
    def __init__(self, target: str, health: Callable):
        self.target = target
        self.health = health  # Check as a raw-bytes unary method.
        self.down_until = 0.0
        self.failures = 0
        self.probing = False
        self.last_probe = 0.0
        self.answered = 0


class Fleet:
    """The replicas' cooldowns and probes. Thread-safe."""

    COOLDOWN = 1.0
    MAX_COOLDOWN = 30.0

    def __init__(self, replicas: List[Replica], probe_timeout: float, probe_interval: float):
        self.replicas = replicas
        self.probe_timeout = probe_timeout
        self.probe_interval = probe_interval
        self._lock = threading.Lock()
        self._next = 0

    def start(self) -> int:
        """Where a new call starts: replicas in turn."""
        with self._lock:
            start = self._next
            self._next += 1
            return start

    def pick(self, start: int, attempt: int) -> int:
        """The replica for this attempt: the next in turn that is not cooling
        down, or simply the next when all are. Starts background probes of
        the cooling replicas it passes."""
        count = len(self.replicas)
        now = time.monotonic()
        chosen, due = None, []
        with self._lock:
            for step in range(count):
                index = (start + attempt + step) % count
                replica = self.replicas[index]
                if replica.down_until <= now:
                    chosen = index
                    break
                if not replica.probing and now - replica.last_probe >= self.probe_interval:
                    replica.probing, replica.last_probe = True, now
                    due.append(replica)
        for replica in due:  # Outside the lock: a done future calls back at once.
            self._probe(replica)
        return chosen if chosen is not None else (start + attempt) % count

    def answered(self, index: int) -> None:
        """Counts an answer. It ends no cooldown: a draining replica still
        answers the calls it accepted while refusing new ones; only a
        health probe answering SERVING brings a replica back."""
        now = time.monotonic()
        with self._lock:
            replica = self.replicas[index]
            replica.answered += 1
            if replica.down_until <= now:
                replica.failures = 0

    def failed(self, index: int) -> None:
        """Cools a replica down. A replica already cooling is left as it is:
        the failures of calls that were in flight when it went down are one
        failure, not many (each would double the cooldown)."""
        now = time.monotonic()
        with self._lock:
            replica = self.replicas[index]
            if replica.down_until > now:
                return
            replica.failures = min(replica.failures + 1, 30)  # 2**29 s: past any cap.
            cooldown = min(self.MAX_COOLDOWN, self.COOLDOWN * 2 ** (replica.failures - 1))
            replica.down_until = now + cooldown

    def alive(self, index: int, metadata, deadline: float) -> bool:
        """Whether the replica answers a health check within probe_timeout
        and the call's budget (any status: a draining replica still answers
        what it accepted)."""
        timeout = min(self.probe_timeout, deadline - time.monotonic())
        if timeout <= 0:
            return True  # The budget decides: the attempt ends with it.
        try:
            self.replicas[index].health(b"", timeout=timeout, metadata=metadata)
            return True
        except grpc.RpcError:
            return False

    def _probe(self, replica: Replica) -> None:
        """Asks a cooling replica for health in the background; SERVING ends
        its cooldown."""
        future = replica.health.future(b"", timeout=self.probe_timeout)

        def done(f):
            serving = False
            try:
                serving = health_status(f.result()) == "SERVING"
            except Exception:  # noqa: BLE001 - any failure: still down
                pass
            with self._lock:
                replica.probing = False
                if serving:
                    replica.failures = 0
                    replica.down_until = 0.0

        future.add_done_callback(done)

    def stats(self) -> List[dict]:
        now = time.monotonic()
        with self._lock:
            return [
                dict(target=r.target, answered=r.answered, failures=r.failures,
                     cooling_down=r.down_until > now)
                for r in self.replicas
            ]


def await_attempt(future, fleet: Fleet, index: int, deadline: float,
                  attempt_timeout: float, metadata):
    """The attempt's response. Raises grpc.RpcError as the call failed,
    Stalled when its replica went silent, grpc.FutureTimeoutError when the
    budget ran out first (the attempt is then cancelled)."""
    while True:
        now = time.monotonic()
        wait = min(attempt_timeout, deadline - now)
        if wait <= 0:
            future.cancel()
            raise grpc.FutureTimeoutError()
        try:
            return future.result(timeout=wait)
        except grpc.FutureTimeoutError:
            if time.monotonic() >= deadline:
                continue  # Cancelled above.
            if fleet.alive(index, metadata, deadline):
                continue  # Busy, not stalled: keep waiting.
            if not future.cancel():
                continue  # It ended while the probe ran: take its outcome.
            raise Stalled() from None


def backoff_sleep(backoff: float, failures_in_a_row: int, deadline: float) -> None:
    """backoff·2^n, capped at 1 s and at the budget left."""
    delay = min(1.0, backoff * (2 ** min(failures_in_a_row, 10)))
    time.sleep(max(0.0, min(delay, deadline - time.monotonic())))


def describe(error: Optional[BaseException]) -> str:
    if isinstance(error, grpc.RpcError):
        return "%s: %s" % (error.code().name, error.details() or "")
    if isinstance(error, Stalled):
        return "a replica stopped answering (health probe failed)"
    return "no attempt finished"
