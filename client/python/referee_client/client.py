"""A Python client for the Referee reward service (referee.v1.Referee).

Typed results, a deadline per call, failover over replicas (retries on
retryable statuses, per-attempt deadlines with health probes, cooldowns:
referee_client._fleet), and batching of large inputs that keeps groups
whole.
"""

import json
import os
import time
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

import grpc
from google.protobuf import json_format

from referee_client import _fleet
from referee_client._proto import referee_pb2, referee_pb2_grpc

# Messages of up to 256 MiB: a batch of long outputs is large.
_CHANNEL_OPTIONS = [
    ("grpc.max_send_message_length", 256 << 20),
    ("grpc.max_receive_message_length", 256 << 20),
    # A target that resolves to several replicas (a Kubernetes headless
    # Service: "dns:///referee-headless.NS.svc:50051") gets its calls spread
    # over all of them; gRPC's default, pick_first, would use one.
    ("grpc.lb_policy_name", "round_robin"),
] + _fleet.FAILOVER_CHANNEL_OPTIONS


class RefereeError(Exception):
    """A call failed as a whole (bad request, server unreachable, ...)."""

    def __init__(self, code: grpc.StatusCode, message: str):
        super().__init__(f"{code.name}: {message}")
        self.code = code
        self.message = message


@dataclass
class RolloutResult:
    """One rollout's verdict (RolloutResult in referee.proto)."""

    reward: float
    correct: bool = False
    parsed: bool = False
    components: Dict[str, float] = field(default_factory=dict)
    error: str = "OK"
    error_message: str = ""
    advantage: Optional[float] = None


@dataclass
class StepResult:
    """One episode's turn (StepResult in referee.proto, DESIGN §11)."""

    episode_id: str
    observation: str
    reward: float
    done: bool
    episode_return: float
    correct: bool
    turn: int
    max_turns: int
    components: Dict[str, float] = field(default_factory=dict)
    error: str = "OK"
    error_message: str = ""


class Episode:
    """An episode the caller keeps (the server keeps none): its prompt id
    and the actions so far. `client.step([episode, ...])` plays one more
    turn of each; `episode.act(client, action)` adds an action and plays it.

        episode = Episode("env/number_guessing/3/7")
        print(episode.start(client).observation)      # the opening
        while not episode.done:
            result = episode.act(client, policy(episode.history))
    """

    def __init__(self, prompt_id: str, episode_id: Optional[str] = None):
        self.prompt_id = prompt_id
        self.episode_id = episode_id if episode_id is not None else prompt_id
        self.actions: List[str] = []
        self.history: List[tuple] = []  # (action or None, observation) per turn.
        self.done = False
        self.episode_return = 0.0
        self.correct = False

    def message(self) -> "referee_pb2.Episode":
        return referee_pb2.Episode(episode_id=self.episode_id, prompt_id=self.prompt_id,
                                   actions=self.actions)

    def record(self, result: StepResult) -> StepResult:
        if result.error == "OK":
            self.history.append((self.actions[-1] if self.actions else None, result.observation))
            self.done, self.correct = result.done, result.correct
            self.episode_return = result.episode_return
        return result

    def start(self, client: "RefereeClient") -> StepResult:
        """The opening observation (no action played)."""
        return client.step([self])[0]

    def act(self, client: "RefereeClient", action: str) -> StepResult:
        """Plays `action`; an error leaves the episode as it was."""
        self.actions.append(action)
        result = client.step([self])[0]
        if result.error != "OK":
            self.actions.pop()
        return result


@dataclass
class GroupStats:
    group_id: str
    size: int
    mean: float
    std: float
    correct: int
    uniform: bool
    # With a spec's eval_k (DESIGN §8 "Evaluation"), keyed by k: pass@k
    # (unbiased, over the group), avg@k and maj@k (over its first k).
    pass_at_k: Dict[int, float] = field(default_factory=dict)
    avg_at_k: Dict[int, float] = field(default_factory=dict)
    maj_at_k: Dict[int, float] = field(default_factory=dict)
    eval_note: str = ""


@dataclass
class ScoreResult:
    """Rewards in input order, plus what the request asked for."""

    rewards: List[float]
    results: List[RolloutResult]
    advantages: List[float]
    groups: List[GroupStats]


def _as_spec(spec: Union[None, str, dict, referee_pb2.RewardSpec]) -> referee_pb2.RewardSpec:
    if spec is None:
        return referee_pb2.RewardSpec()
    if isinstance(spec, referee_pb2.RewardSpec):
        return spec
    if isinstance(spec, str):
        spec = json.loads(spec)
    return json_format.ParseDict(spec, referee_pb2.RewardSpec())


def _as_message(value, message):
    """A dict or JSON string parsed into `message` (returned)."""
    if isinstance(value, str):
        return json_format.Parse(value, message)
    if isinstance(value, dict):
        return json_format.ParseDict(value, message)
    message.CopyFrom(value)
    return message


def _as_problem(problem: Union[str, dict, referee_pb2.Problem]) -> referee_pb2.Problem:
    if isinstance(problem, referee_pb2.Problem):
        return problem
    if isinstance(problem, str):
        problem = json.loads(problem)
    fast = _plain_answer_problem(problem)
    if fast is not None:
        return fast
    return json_format.ParseDict(problem, referee_pb2.Problem())


def _plain_answer_problem(problem: Any) -> Optional[referee_pb2.Problem]:
    """The commonest inline problem, {"id": str, "answer": {"answer": str}}
    (verl's and TRL's reference answers), built without json_format, which
    took most of a 1,024-problem batch's Python time; None for any other
    shape (json_format then reads it, errors included)."""
    if type(problem) is not dict or problem.keys() != {"id", "answer"}:
        return None
    answer = problem["answer"]
    if type(answer) is not dict or answer.keys() != {"answer"}:
        return None
    problem_id, text = problem["id"], answer["answer"]
    if type(problem_id) is not str or type(text) is not str:
        return None
    try:
        message = referee_pb2.Problem(id=problem_id)
        message.answer.answer = text
    except (TypeError, ValueError, UnicodeError):  # E.g. a lone surrogate: json_format's error.
        return None
    return message


def _as_rollout(rollout: Any) -> referee_pb2.Rollout:
    """A Rollout from a dict ({"prompt_id", "output", ...}, output as text
    as in the JSONL files), a (prompt_id, output) pair (output str or
    bytes), or a Rollout message."""
    if isinstance(rollout, referee_pb2.Rollout):
        return rollout
    if isinstance(rollout, dict):
        fields = dict(rollout)
        output = fields.pop("output", "")
        message = json_format.ParseDict(fields, referee_pb2.Rollout())
        message.output = output  # Text is encoded (referee_client._proto).
        return message
    prompt_id, output = rollout
    return referee_pb2.Rollout(prompt_id=prompt_id, output=output)


def _group_of(rollout: referee_pb2.Rollout) -> str:
    return rollout.group_id or rollout.prompt_id


class _HealthStub:
    """Check() over a raw-bytes unary method, shaped like a generated stub."""

    def __init__(self, method):
        self.Check = method


class RefereeClient:
    """Blocking client. Thread-safe: calls may come from several threads.

    target: "HOST:PORT" or a list of them (replicas, used in turn; a call
    fails over to another replica when one refuses, is overloaded or
    stalls: docs/RELIABILITY.md, "Clients under failure").

    timeout: each call's whole budget in seconds, retries included: a call
    either answers within it or raises. attempt_timeout: how long one
    attempt may stay silent before its replica is asked for health
    (probe_timeout); a replica that answers keeps the attempt (it is busy),
    one that does not is cooled down and the attempt moves on. retries:
    at most this many attempts after the first; None (the default): as
    many as the budget allows. backoff: the first pause between attempts,
    doubling up to 1 s.

    Security (DESIGN §10), as the CLI's flags: tls_ca (PEM file of the CA
    to trust: TLS), tls_cert/tls_key (PEM files: mutual TLS),
    auth_token_file (the server's bearer token; default: the
    REFEREE_AUTH_TOKEN environment variable) or auth_token directly.
    tls_ca, tls_cert and tls_key default to the REFEREE_TLS_CA,
    REFEREE_TLS_CERT and REFEREE_TLS_KEY environment variables, so the
    trainer adapters (verl, TRL), which make their own client, reach a TLS
    server without code changes.
    """

    def __init__(
        self,
        target: Union[str, Sequence[str]],
        timeout: float = 60.0,
        retries: Optional[int] = None,
        backoff: float = 0.05,
        max_batch: int = 4096,
        max_batch_bytes: int = 64 << 20,
        tls_ca: Optional[str] = None,
        tls_cert: Optional[str] = None,
        tls_key: Optional[str] = None,
        auth_token_file: Optional[str] = None,
        auth_token: Optional[str] = None,
        attempt_timeout: float = 1.0,
        probe_timeout: float = 0.5,
        probe_interval: float = 0.5,
    ):
        targets = [target] if isinstance(target, str) else list(target)
        if not targets:
            raise ValueError("target: at least one HOST:PORT")
        if not (timeout > 0 and attempt_timeout > 0 and probe_timeout > 0 and probe_interval > 0):
            raise ValueError("timeout, attempt_timeout, probe_timeout and probe_interval "
                             "must be positive")
        tls_ca = tls_ca or os.environ.get("REFEREE_TLS_CA") or None
        tls_cert = tls_cert or os.environ.get("REFEREE_TLS_CERT") or None
        tls_key = tls_key or os.environ.get("REFEREE_TLS_KEY") or None
        if bool(tls_cert) != bool(tls_key):
            raise ValueError("tls_cert and tls_key go together")
        if auth_token is None and auth_token_file:
            with open(auth_token_file) as f:
                auth_token = f.read().strip()
            if not auth_token:
                raise ValueError("auth_token_file %s: empty" % auth_token_file)
        if auth_token is None:
            auth_token = os.environ.get("REFEREE_AUTH_TOKEN", "").strip() or None
        # Per call, not as call credentials: gRPC sends those only over TLS.
        self._metadata = (("authorization", "Bearer " + auth_token),) if auth_token else None
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.attempt_timeout = attempt_timeout
        self.max_batch = max_batch
        self.max_batch_bytes = max_batch_bytes
        if tls_ca or tls_cert:
            def read(path):
                with open(path, "rb") as f:
                    return f.read()

            credentials = grpc.ssl_channel_credentials(
                root_certificates=read(tls_ca) if tls_ca else None,
                private_key=read(tls_key) if tls_key else None,
                certificate_chain=read(tls_cert) if tls_cert else None,
            )
            self._channels = [
                grpc.secure_channel(t, credentials, options=_CHANNEL_OPTIONS) for t in targets
            ]
        else:
            self._channels = [grpc.insecure_channel(t, options=_CHANNEL_OPTIONS) for t in targets]
        self._stubs = [referee_pb2_grpc.RefereeStub(c) for c in self._channels]
        self._health = [
            _HealthStub(c.unary_unary(_fleet.HEALTH_METHOD, lambda b: b, lambda b: b))
            for c in self._channels
        ]
        self._fleet = _fleet.Fleet(
            [_fleet.Replica(t, h.Check) for t, h in zip(targets, self._health)],
            probe_timeout=probe_timeout, probe_interval=probe_interval)

    def close(self) -> None:
        for channel in self._channels:
            channel.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def replicas(self) -> List[dict]:
        """Per target: calls answered, failures in a row, whether it is
        cooling down (skipped) now."""
        return self._fleet.stats()

    # ------------------------------------------------------------ plumbing

    def _call(self, method: str, request, health: bool = False):
        """Calls `method` on the next replica, failing over as the class
        docstring says, within the call's budget."""
        deadline = time.monotonic() + self.timeout
        start = self._fleet.start()
        stubs = self._health if health else self._stubs
        last: Optional[BaseException] = None
        attempt = 0
        while True:
            index = self._fleet.pick(start, attempt)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                future = getattr(stubs[index], method).future(
                    request, timeout=remaining, metadata=self._metadata)
                result = _fleet.await_attempt(future, self._fleet, index, deadline,
                                              self.attempt_timeout, self._metadata)
                self._fleet.answered(index)
                return result
            except grpc.FutureTimeoutError:
                break  # The budget is spent.
            except _fleet.Stalled as error:
                last = error
                self._fleet.failed(index)
            except grpc.RpcError as error:
                if error.code() == grpc.StatusCode.DEADLINE_EXCEEDED and \
                        time.monotonic() >= deadline - 1e-3:
                    break
                if error.code() not in _fleet.RETRYABLE:
                    raise RefereeError(error.code(), error.details() or "") from None
                last = error
                if error.code() == grpc.StatusCode.UNAVAILABLE:
                    self._fleet.failed(index)
            if self.retries is not None and attempt >= self.retries:
                if isinstance(last, grpc.RpcError):
                    raise RefereeError(last.code(), last.details() or "")
                raise RefereeError(grpc.StatusCode.UNAVAILABLE, _fleet.describe(last))
            _fleet.backoff_sleep(self.backoff, attempt, deadline)
            attempt += 1
        raise RefereeError(grpc.StatusCode.DEADLINE_EXCEEDED,
                           "no replica answered within the call's %g s budget (%d attempts; "
                           "last: %s)" % (self.timeout, attempt + 1, _fleet.describe(last)))

    def _chunks(self, rollouts: List[referee_pb2.Rollout]) -> Iterable[List[referee_pb2.Rollout]]:
        """Cuts rollouts into batches of at most max_batch rollouts and about
        max_batch_bytes, never splitting a group that is listed contiguously
        (group shaping needs it whole)."""
        chunk: List[referee_pb2.Rollout] = []
        chunk_bytes = 0
        for rollout in rollouts:
            size = rollout.ByteSize()
            same_group = chunk and _group_of(chunk[-1]) == _group_of(rollout)
            full = len(chunk) >= self.max_batch or chunk_bytes + size > self.max_batch_bytes
            if chunk and full and not same_group:
                yield chunk
                chunk, chunk_bytes = [], 0
            chunk.append(rollout)
            chunk_bytes += size
        if chunk:
            yield chunk

    # ------------------------------------------------------------- the API

    def score(
        self,
        rollouts: Sequence[Any],
        spec: Union[None, str, dict, referee_pb2.RewardSpec] = None,
        problems: Optional[Sequence[Any]] = None,
        details: bool = False,
    ) -> ScoreResult:
        """Scores rollouts (dicts, (prompt_id, output) pairs or Rollout
        messages); rewards come back in input order. `problems` are sent
        inline with each batch that refers to them."""
        messages = [_as_rollout(r) for r in rollouts]
        spec_message = _as_spec(spec)
        inline = [_as_problem(p) for p in (problems or [])]
        by_id = {p.id: p for p in inline}
        result = ScoreResult(rewards=[], results=[], advantages=[], groups=[])
        for chunk in self._chunks(messages):
            request = referee_pb2.ScoreRequest(rollouts=chunk, spec=spec_message, details=details)
            seen = set()
            for rollout in chunk:
                if rollout.prompt_id in by_id and rollout.prompt_id not in seen:
                    seen.add(rollout.prompt_id)
                    request.problems.append(by_id[rollout.prompt_id])
            response = self._call("Score", request)
            result.rewards.extend(response.rewards)
            result.advantages.extend(response.advantages)
            for i in range(len(chunk)):
                if response.results:
                    r = response.results[i]
                    result.results.append(
                        RolloutResult(
                            reward=r.reward,
                            correct=r.correct,
                            parsed=r.parsed,
                            components=dict(r.components),
                            error=referee_pb2.ErrorCode.Name(r.error),
                            error_message=r.error_message,
                        )
                    )
                else:
                    result.results.append(RolloutResult(reward=response.rewards[i]))
                if response.advantages:
                    result.results[-1].advantage = response.advantages[i]
            for g in response.groups:
                result.groups.append(
                    GroupStats(g.group_id, g.size, g.mean, g.std, g.correct, g.uniform,
                               dict(g.pass_at_k), dict(g.avg_at_k), dict(g.maj_at_k),
                               g.eval_note)
                )
        return result

    def score_groups(
        self,
        groups: Dict[str, Sequence[str]],
        spec: Union[None, str, dict, referee_pb2.RewardSpec] = None,
        problems: Optional[Sequence[Any]] = None,
        details: bool = False,
    ) -> ScoreResult:
        """Scores {prompt_id: [outputs...]}: one GRPO group per prompt."""
        rollouts = [
            _as_rollout((prompt_id, output))
            for prompt_id, outputs in groups.items()
            for output in outputs
        ]
        return self.score(rollouts, spec=spec, problems=problems, details=details)

    def shape(
        self,
        items: Sequence[dict],
        novelty: Optional[dict] = None,
    ) -> ScoreResult:
        """Novelty shaping of rewards the trainer already has. items:
        dicts with group_id, base_reward, correct, ref_logprobs or
        novelty_score. Returns rewards and, as advantages, nothing; the
        bonuses are in results[i].components["novelty"]."""
        request = referee_pb2.ShapeRequest(
            items=[json_format.ParseDict(i, referee_pb2.ShapeItem()) for i in items],
            novelty=json_format.ParseDict(novelty or {}, referee_pb2.Novelty()),
        )
        response = self._call("Shape", request)
        return ScoreResult(
            rewards=list(response.rewards),
            results=[
                RolloutResult(reward=r, components={"novelty": b})
                for r, b in zip(response.rewards, response.bonuses)
            ],
            advantages=[],
            groups=[],
        )

    def put_problems(self, problems: Sequence[Any], replace: bool = False) -> int:
        """Adds problems to the store of the next replica (each replica has
        its own store: send to every replica, or send problems inline). An
        id already stored is ALREADY_EXISTS unless `replace`."""
        request = referee_pb2.PutProblemsRequest(
            problems=[_as_problem(p) for p in problems], replace=replace
        )
        return self._call("PutProblems", request).total

    def put_problems_everywhere(self, problems: Sequence[Any], replace: bool = False) -> None:
        """PutProblems on every replica."""
        request = referee_pb2.PutProblemsRequest(
            problems=[_as_problem(p) for p in problems], replace=replace
        )
        for stub in self._stubs:
            stub.PutProblems(request, timeout=self.timeout, metadata=self._metadata)

    def verifiers(self) -> List[dict]:
        """The server's verifiers: name, tasks, description, params, floor,
        fullCredit (VerifierInfo as JSON). code_tests is listed only by a
        server whose sandbox is on (--sandbox=bwrap)."""
        response = self._call("ListVerifiers", referee_pb2.ListVerifiersRequest())
        return [json_format.MessageToDict(v) for v in response.verifiers]

    # ------------------------------------------------------- environments

    def environments(self) -> List[dict]:
        """The server's environments: name, description, verifiers,
        defaultSpec, difficulty, maxDifficulty (EnvironmentInfo as JSON)."""
        response = self._call("ListEnvironments", referee_pb2.ListEnvironmentsRequest())
        return [json_format.MessageToDict(e) for e in response.environments]

    def sample(self, curriculum: Union[dict, str], count: int, seed: int = 0) -> List[dict]:
        """`count` problems drawn from a curriculum (a Curriculum as a dict
        or JSON): dicts with id (env/<name>/<difficulty>/<seed>), prompt,
        difficulty, the environment data and referenceOutput. The same
        arguments give the same problems on any replica."""
        request = referee_pb2.SampleRequest(
            curriculum=_as_message(curriculum, referee_pb2.Curriculum()),
            count=count,
            seed=seed,
        )
        response = self._call("Sample", request)
        return [json_format.MessageToDict(p) for p in response.problems]

    def step(self, episodes: Sequence[Any], spec: Any = None) -> List[StepResult]:
        """Plays one more turn of each episode (DESIGN §11): Episode objects
        (their results are recorded in them), dicts {"prompt_id", "actions",
        "episode_id"} or Episode messages. results[i] for episodes[i]; an
        episode's error (INVALID_ARGUMENT for an action after it ended, ...)
        is in its result, not raised."""
        messages = []
        for episode in episodes:
            if isinstance(episode, Episode):
                messages.append(episode.message())
            elif isinstance(episode, referee_pb2.Episode):
                messages.append(episode)
            else:
                messages.append(json_format.ParseDict(episode, referee_pb2.Episode()))
        request = referee_pb2.StepRequest(episodes=messages, spec=_as_spec(spec))
        response = self._call("Step", request)
        results = []
        for episode, r in zip(episodes, response.results):
            result = StepResult(
                episode_id=r.episode_id, observation=r.observation, reward=r.reward,
                done=r.done, episode_return=r.episode_return, correct=r.correct, turn=r.turn,
                max_turns=r.max_turns, components=dict(r.components),
                error=referee_pb2.ErrorCode.Name(r.error), error_message=r.error_message)
            if isinstance(episode, Episode):
                episode.record(result)
            results.append(result)
        return results

    def update_curriculum(
        self, curriculum: Union[dict, str], outcomes: Iterable[Any]
    ) -> dict:
        """Folds outcomes ((prompt_id, correct) pairs or dicts) into a
        curriculum and returns the new one as a dict. Pure: any replica
        gives the same answer."""
        request = referee_pb2.UpdateCurriculumRequest(
            curriculum=_as_message(curriculum, referee_pb2.Curriculum())
        )
        for outcome in outcomes:
            if isinstance(outcome, dict):
                prompt_id, correct = outcome["prompt_id"], outcome["correct"]
            else:
                prompt_id, correct = outcome
            request.outcomes.add(prompt_id=prompt_id, correct=bool(correct))
        response = self._call("UpdateCurriculum", request)
        return json_format.MessageToDict(response, preserving_proto_field_name=True)

    def health(self) -> str:
        """The serving status of the next replica, e.g. "SERVING"."""
        return _fleet.health_status(self._call("Check", b"", health=True))
