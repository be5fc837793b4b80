"""Referee's engine inside this Python process: no server (DESIGN §6).

    from referee_client.local import LocalReferee
    referee = LocalReferee()
    referee.score([("env/sorting/2/7", "<answer>1 2 3</answer>")]).rewards

LocalReferee has RefereeClient's API (score, score_groups, shape, step,
sample, update_curriculum, environments, put_problems, health) and its
result types; each call runs the engine's own function for that RPC in
the native module `referee_client._native` (engine/local_engine.h) with
the GIL released, so many Python threads score at once. Batches of 64
rollouts or more (and any call with a timeout) run on the engine's pool,
one thread per core this process may use (its CPU affinity) unless
`configure(threads=N)` said otherwise before
the first call. `LocalReferee(timeout=S)`: a Score, Step or Sample call
that is not answered within S seconds raises RefereeError
(DEADLINE_EXCEEDED) at once and its unfinished work stops. Errors are the
server's, raised as RefereeError with the same status code. Problems
stored with put_problems live in this process (each process, and each
child after a fork, has its own engine, pool and store).

`available()` says whether the module was built here (the project's CMake
builds it when Debian's pybind11-dev and python3-dev are installed).
"""

import os
import threading
from typing import Dict, List, NamedTuple, Optional, Sequence

import grpc

from referee_client._proto import referee_pb2
from referee_client.client import RefereeClient, RefereeError, RolloutResult, _as_spec

try:
    from referee_client import _native
except ImportError as _error:  # Built without pybind11, or not built yet.
    _native = None
    _import_error = _error
else:
    _import_error = None

# Each method's response type (the request is the message passed in).
_RESPONSES = {
    "Score": referee_pb2.ScoreResponse,
    "Step": referee_pb2.StepResponse,
    "Sample": referee_pb2.SampleResponse,
    "UpdateCurriculum": referee_pb2.Curriculum,
    "Shape": referee_pb2.ShapeResponse,
    "PutProblems": referee_pb2.PutProblemsResponse,
    "ListEnvironments": referee_pb2.ListEnvironmentsResponse,
    "ListVerifiers": referee_pb2.ListVerifiersResponse,
}

# absl's status code numbers are gRPC's.
_CODES = {code.value[0]: code for code in grpc.StatusCode}


def available() -> bool:
    """Whether the native module is importable in this build and not turned
    off (REFEREE_NATIVE=0: the adapters then call a server or, for the
    datasets, the `referee` CLI, as before the module)."""
    return _native is not None and os.environ.get("REFEREE_NATIVE", "1") not in ("0", "false")


class ScoredColumns(NamedTuple):
    """score_columns' answer: one list per field, a row per rollout."""

    rewards: List[float]
    correct: Optional[List[bool]] = None
    parsed: Optional[List[bool]] = None
    errors: Optional[List[str]] = None  # ErrorCode names: "OK", "UNKNOWN_PROMPT", ...
    components: Optional[List[Dict[str, float]]] = None


def _raise_native(error) -> None:
    code, message = error.args
    raise RefereeError(_CODES.get(code, grpc.StatusCode.UNKNOWN), message) from None


class LocalReferee(RefereeClient):
    """RefereeClient's API, answered by the engine in this process."""

    def __init__(self, max_batch: int = 65536, max_batch_bytes: int = 1 << 40,
                 timeout: Optional[float] = None):
        if not available():
            raise ImportError(
                "referee_client._native is not built (install pybind11-dev and python3-dev, "
                "then rebuild) or REFEREE_NATIVE=0 turned it off: %s" % _import_error)
        # RefereeClient's batching cuts requests at these; the engine's own
        # limit is 65,536 rollouts a call.
        self.max_batch = max_batch
        self.max_batch_bytes = max_batch_bytes
        if timeout is not None and not timeout > 0:
            raise ValueError("timeout must be a positive number of seconds, or None")
        # RefereeClient's attribute: each call's whole budget (inf: none).
        self.timeout = float("inf") if timeout is None else float(timeout)
        self._channels = []

    def close(self) -> None:
        pass

    def replicas(self):
        return [{"target": "in-process", "answered": 0, "failures": 0, "cooling": False}]

    def health(self) -> str:
        return "SERVING"

    def put_problems_everywhere(self, problems, replace: bool = False) -> None:
        self.put_problems(problems, replace=replace)

    def score_columns(self, outputs: Sequence[str], prompt_ids: Optional[Sequence[str]] = None,
                      answers: Optional[Sequence[str]] = None, spec=None, details: bool = True,
                      components: bool = False) -> ScoredColumns:
        """A batch as columns, with no message or object per row (the lean
        door: about the engine's own cost). `outputs`, and either
        `prompt_ids` (env ids, stored problems) or `answers` (reference
        answers: each distinct one becomes an inline `answer` problem, as
        verl's and TRL's faces send them), scored under `spec` (None: the
        tasks' defaults). Rewards, and with `details` each row's correct,
        parsed and error; with `components`, each row's components too.
        Group stats and advantages are score()'s."""
        spec_bytes = _as_spec(spec).SerializeToString() if spec is not None else b""
        timeout = None if self.timeout == float("inf") else self.timeout
        try:
            columns = _native.score_columns(outputs, prompt_ids, answers, spec_bytes, details,
                                            components, timeout)
        except _native.Error as error:
            _raise_native(error)
        return ScoredColumns(*columns)

    def math_equiv(self, output: str, answer: str, **params) -> RolloutResult:
        """math_equiv's verdict (DESIGN §4, §9) on one output against one
        reference answer, with the verifier's params as keywords (extract,
        compat, ...): the RolloutResult Score gives for that rollout."""
        term = {"verifier": "math_equiv"}
        if params:
            term["params"] = params
        got = self.score_columns([output], answers=[answer], spec={"terms": [term]},
                                 components=True)
        return RolloutResult(reward=got.rewards[0], correct=got.correct[0], parsed=got.parsed[0],
                             components=got.components[0], error=got.errors[0])

    def _call(self, method: str, request, health: bool = False):
        response_type = _RESPONSES.get(method)
        if response_type is None:
            raise RefereeError(grpc.StatusCode.UNIMPLEMENTED, "no method %s in process" % method)
        try:
            timeout = None if self.timeout == float("inf") else self.timeout
            reply = _native.call(method, request.SerializeToString(), timeout)
        except _native.Error as error:
            _raise_native(error)
        return response_type.FromString(reply)


_shared: Optional[LocalReferee] = None
_servers: dict = {}  # default_client's server clients, by targets.
_shared_lock = threading.Lock()


def _after_fork_in_child() -> None:
    # A lock another thread held at the fork stays held in the child.
    global _shared_lock
    _shared_lock = threading.Lock()


os.register_at_fork(after_in_child=_after_fork_in_child)


def configure(threads: int = 0) -> None:
    """Sizes this process's engine before its first call: `threads` for its
    pool (0: one per core it may use). A trainer that runs many reward workers on a
    node gives each a share of the cores. Raises RefereeError
    (FAILED_PRECONDITION) once the engine is made with another size; a
    child after a fork may configure its own."""
    if not available():
        raise ImportError("referee_client._native is not built: %s" % _import_error)
    try:
        _native.configure(threads)
    except _native.Error as error:
        _raise_native(error)


def math_equiv(output: str, answer: str, **params) -> RolloutResult:
    """LocalReferee.math_equiv on this process's shared engine."""
    return shared().math_equiv(output, answer, **params)


def default_client(target=None):
    """What the adapters (verl, TRL, datasets, math_verify) call when they
    are given no client: the server at `target`, else at REFEREE_TARGET,
    else the engine in process (shared()) when the module is built, else a
    server at localhost:50051 (the adapters' old default)."""
    target = target or os.environ.get("REFEREE_TARGET")
    if not target and available():
        return shared()
    targets = tuple(target.split(",") if isinstance(target, str) else target or
                    ["localhost:50051"])
    with _shared_lock:
        client = _servers.get(targets)
        if client is None:
            client = _servers[targets] = RefereeClient(list(targets))
        return client


def shared() -> LocalReferee:
    """One LocalReferee for the process (the engine behind it is per process
    anyway)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = LocalReferee()
        return _shared
