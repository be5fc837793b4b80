"""RefereeClient against the real server."""

import threading

import pytest

from referee_client import RefereeClient, RefereeError

FIG1_ACTIVITY = {
    "id": "fig1",
    "activity": {
        "intervals": [
            {"start": 369, "end": 444},
            {"start": 433, "end": 503},
            {"start": 449, "end": 568},
            {"start": 504, "end": 618},
            {"start": 288, "end": 374},
        ]
    },
}


def test_score_in_input_order(server):
    with RefereeClient(server.target) as client:
        result = client.score(
            [
                ("demo-math-sum", "so \\boxed{42}"),
                {"prompt_id": "demo-math-sum", "output": "\\boxed{41}"},
                ("demo-math-fraction", "<answer>0.75</answer>"),
            ]
        )
    assert result.rewards == [1.0, 0.0, 1.0]
    assert [g.group_id for g in result.groups] == ["demo-math-sum", "demo-math-fraction"]


def test_details_errors_and_inline_problems(server):
    with RefereeClient(server.target) as client:
        result = client.score(
            [("fig1", "\\ids{5,2,4}\n\\answer{3}"), ("nope", "\\boxed{1}")],
            spec={"terms": [{"verifier": "ids_exact"}, {"verifier": "answer_exact"}]},
            problems=[FIG1_ACTIVITY],
            details=True,
        )
    first, second = result.results
    assert first.reward == 2.0 and first.correct and first.components == {
        "ids_exact": 1.0,
        "answer_exact": 1.0,
    }
    assert second.error == "UNKNOWN_PROMPT" and second.reward == 0.0


def test_bad_request_raises_naming_the_field(server):
    with RefereeClient(server.target) as client:
        with pytest.raises(RefereeError) as raised:
            client.score([("demo-math-sum", "x")], spec={"terms": [{"verifier": "nope"}]})
    assert "spec.terms[0].verifier" in str(raised.value)


def test_batching_keeps_groups_whole(server):
    # 10 groups of 8; batches of at most 12 rollouts must not split a group,
    # or GRPO advantages would change.
    groups = {
        "demo-math-sum": ["\\boxed{42}", "\\boxed{1}"] * 4,
        "demo-math-fraction": ["\\boxed{3/4}"] * 3 + ["no"] * 5,
    }
    spec = {"advantage": {"kind": "GRPO"}}
    whole = RefereeClient(server.target).score_groups(groups, spec=spec)
    small = RefereeClient(server.target, max_batch=5).score_groups(groups, spec=spec)
    assert small.advantages == pytest.approx(whole.advantages)
    assert len(small.rewards) == 16


def test_shape_and_health(server):
    with RefereeClient(server.target) as client:
        assert client.health() == "SERVING"
        shaped = client.shape(
            [
                {"groupId": "g", "baseReward": 1, "correct": True, "noveltyScore": 1},
                {"groupId": "g", "baseReward": 1, "correct": True, "noveltyScore": 3},
            ]
        )
    assert shaped.rewards == pytest.approx([0.9, 1.1])


def test_retries_across_a_replica_stopped_mid_run(make_server):
    a, b = make_server("--demo"), make_server("--demo")
    client = RefereeClient([a.target, b.target], retries=4, backoff=0.01, timeout=5)
    errors, rewards = [], []

    def work():
        for _ in range(60):
            try:
                rewards.extend(client.score([("demo-math-sum", "\\boxed{42}")]).rewards)
            except RefereeError as error:  # pragma: no cover - the failure case
                errors.append(error)

    worker = threading.Thread(target=work)
    worker.start()
    a.stop()  # One replica goes away while calls are in flight.
    worker.join()
    assert errors == []
    assert rewards == [1.0] * 60


def test_one_target_resolving_to_two_replicas_uses_both(make_server):
    # As with a Kubernetes headless Service: one target, several addresses
    # ("ipv4:" lists them as DNS would). Only replica a knows "only-on-a", so
    # each answer tells which replica gave it; round_robin must reach both.
    a, b = make_server(), make_server()
    with RefereeClient(a.target) as direct:
        direct.put_problems([{"id": "only-on-a", "answer": {"answer": "7"}}])
    errors = []
    with RefereeClient("ipv4:%s,%s" % (a.target, b.target), retries=0) as client:
        for _ in range(40):
            errors.append(client.score([("only-on-a", "\\boxed{7}")]).results[0].error)
    assert errors.count("OK") > 0
    assert errors.count("UNKNOWN_PROMPT") > 0


def test_dead_replica_is_skipped_after_it_fails(make_server):
    live = make_server("--demo")
    dead = make_server("--demo")
    dead_target = dead.target
    dead.stop()
    with RefereeClient([dead_target, live.target], retries=0, timeout=5) as client:
        # The first call starts on the dead replica and, with no retries,
        # fails; from then on the client skips it while it cools down.
        with pytest.raises(RefereeError):
            client.score([("demo-math-sum", "\\boxed{42}")])
        for _ in range(10):
            assert client.score([("demo-math-sum", "\\boxed{42}")]).rewards == [1.0]


def test_overloaded_replica_sends_the_call_elsewhere(make_server):
    from referee_client._proto import referee_pb2, referee_pb2_grpc
    import grpc

    busy = make_server("--demo", "--threads=1", "--max_queued=1")
    idle = make_server("--demo")
    channel = grpc.insecure_channel(busy.target)
    stub = referee_pb2_grpc.RefereeStub(channel)
    slow = referee_pb2.ScoreRequest(rollouts=[
        referee_pb2.Rollout(prompt_id="env/sudoku/10/%d" % i, output=b"x")
        for i in range(20000)])
    running = stub.Score.future(slow, timeout=120)   # Runs.
    waiting = stub.Score.future(slow, timeout=120)   # Waits: the queue is full.
    import time
    time.sleep(0.5)
    with RefereeClient([busy.target, idle.target], retries=1, backoff=0.01) as client:
        assert client.score([("demo-math-sum", "\\boxed{42}")]).rewards == [1.0]
    running.cancel()
    waiting.cancel()
    channel.close()


class _SilentReplica:
    """Accepts TCP connections and never answers (a stopped process, a
    paused VM): the kernel completes handshakes from the backlog."""

    def __init__(self):
        import socket
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(64)
        self.target = "127.0.0.1:%d" % self.socket.getsockname()[1]

    def close(self):
        self.socket.close()


def test_a_silent_replica_is_failed_over(server):
    # Issue #34: an attempt silent past attempt_timeout whose replica fails
    # its health probe moves to another replica, within the budget; the
    # silent one is skipped from then on.
    silent = _SilentReplica()
    with RefereeClient([silent.target, server.target], attempt_timeout=0.2,
                       probe_timeout=0.2) as client:
        for _ in range(6):
            assert client.score([("demo-math-sum", "\\boxed{42}")]).rewards == [1.0]
        stats = client.replicas()
    assert stats[0]["answered"] == 0 and stats[0]["cooling_down"]
    assert stats[1]["answered"] == 6
    # Alone, the call ends with its budget, saying why.
    with RefereeClient(silent.target, timeout=1.0, attempt_timeout=0.2,
                       probe_timeout=0.2) as alone:
        with pytest.raises(RefereeError) as error:
            alone.score([("demo-math-sum", "\\boxed{42}")])
    assert error.value.code.name == "DEADLINE_EXCEEDED"
    assert "stopped answering" in error.value.message
    silent.close()


def test_a_busy_replica_keeps_its_attempt(make_server):
    # A replica scoring a long batch answers health: the attempt stays.
    # Only replica a holds "only-on-a": an attempt moved to b would show
    # UNKNOWN_PROMPT.
    a, b = make_server("--demo"), make_server("--demo")
    with RefereeClient(a.target) as direct:
        direct.put_problems([{"id": "only-on-a", "answer": {"answer": "7"}}])
    # ~1 s of scoring (20x the attempt timeout; several seconds under TSan).
    batch = [("only-on-a", "\\boxed{7}")] + [("env/sudoku/10/%d" % i, "x") for i in range(1500)]
    with RefereeClient([a.target, b.target], attempt_timeout=0.05, probe_timeout=5) as client:
        result = client.score(batch, details=True)
        stats = client.replicas()
    assert result.results[0].error == "OK" and result.rewards[0] == 1.0
    assert [s["answered"] for s in stats] == [1, 0]


def test_a_restarted_replica_rejoins(make_server):
    # Failures of calls in flight while a replica is down do not escalate
    # its cooldown, and a background health probe brings it back as soon
    # as it serves again, on the same port.
    from conftest import Server
    live = make_server("--demo")
    down = make_server("--demo")
    port = down.target.split(":")[1]
    client = RefereeClient([down.target, live.target])
    down.stop()
    for _ in range(20):  # Many calls meet the dead replica first.
        assert client.score([("demo-math-sum", "\\boxed{42}")]).rewards == [1.0]
    assert client.replicas()[0]["failures"] == 1  # Not escalated per call.
    back = Server("--demo", "--listen=127.0.0.1:" + port)
    try:
        import time
        deadline = time.monotonic() + 30
        while client.replicas()[0]["answered"] == 0:
            assert time.monotonic() < deadline, client.replicas()
            client.score([("demo-math-sum", "\\boxed{42}")])
            time.sleep(0.02)
    finally:
        client.close()
        back.stop()


def test_eval_k_in_group_stats(server):
    # demo-math-sum's answer is 42: rollouts 41, 42, 42, 41 (n = 4, c = 2).
    # pass@2 = 1 − C(2,2)/C(4,2) = 5/6; avg@2 = 1/2 (41, 42); maj@2: a tie
    # of 41 and 42 goes to the smaller number, 41: wrong. k = 8 > 4 is
    # left out with a note.
    outputs = ["\\boxed{41}", "\\boxed{42}", "\\boxed{42}", "\\boxed{41}"]
    with RefereeClient(server.target) as client:
        result = client.score([("demo-math-sum", o) for o in outputs],
                              spec={"evalK": [2, 4, 8]})
    group = result.groups[0]
    assert abs(group.pass_at_k[2] - 5 / 6) < 1e-12
    assert group.avg_at_k == {2: 0.5, 4: 0.5}
    assert group.maj_at_k[2] == 0.0
    # maj@4: 41 twice and 42 twice: 41 again.
    assert group.maj_at_k[4] == 0.0
    assert 8 not in group.pass_at_k
    assert group.eval_note == "k = 8 left out: the group has 4 rollouts"


def test_inline_problems_read_the_same_with_or_without_json_format():
    # _as_problem builds the commonest shape directly; every problem must be
    # the message json_format makes of it, and the rest go to json_format.
    from google.protobuf import json_format
    from referee_client._proto import referee_pb2
    from referee_client.client import _as_problem

    for problem in [
        {"id": "q", "answer": {"answer": "42"}},
        {"id": "", "answer": {"answer": ""}},
        {"id": "é", "answer": {"answer": "\\frac{1}{2} ∞"}},
        {"id": "q", "prompt": "p", "answer": {"answer": "1"}},
        {"id": "env", "environment": {"name": "sorting", "difficulty": 2, "seed": "7"}},
        '{"id": "s", "answer": {"answer": "3"}}',
    ]:
        parsed = json_format.Parse(problem, referee_pb2.Problem()) if isinstance(problem, str) \
            else json_format.ParseDict(problem, referee_pb2.Problem())
        assert _as_problem(problem) == parsed, problem
    for bad in [{"id": 5, "answer": {"answer": "1"}}, {"id": "q", "answer": {"answer": 1}},
                {"id": "q", "answer": {"answr": "1"}}, {"id": "q", "answer": {"answer": "\ud800"}}]:
        with pytest.raises(json_format.ParseError):
            _as_problem(bad)
