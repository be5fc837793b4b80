"""The engine in process under stress (issue #39's reliability bar): hostile
and fuzzer-corpus outputs never hold a caller past its timeout, 64 Python
threads get what one gets, the pool works after every kind of fork, and
memory stays flat over many calls (a bounded soak)."""

import multiprocessing
import os
import pathlib
import threading
import time

import pytest

from referee_client import RefereeError
from referee_client import local

if not local.available():
    if os.environ.get("REFEREE_NATIVE_BUILT") == "ON":
        raise ImportError("the build says it made referee_client._native, but it does not import")
    pytest.skip("referee_client._native is not built here", allow_module_level=True)

from referee_client import _native  # noqa: E402  (after the skip)

SLOWDOWN = float(os.environ.get("REFEREE_TEST_SLOWDOWN", "1"))
CORPUS = pathlib.Path(__file__).resolve().parents[3] / "tests" / "fuzz" / "corpus"
Q42 = {"id": "q42", "answer": {"answer": "42"}}
SET12 = {"id": "set12", "answer": {"answer": "\\{1,2\\}"}}


def _repeat(unit, size, sep=""):
    count = max(1, (size + len(unit) + len(sep) - 1) // (len(unit) + len(sep)))
    return sep.join([unit] * count)


def hostile_outputs():
    """bench/verifiers_bench.cc's hostile answers, megabytes included."""
    return [
        "\\boxed{x" + "+x^2" * 1000 + "}",
        "\\boxed{" * 1000,
        "\\boxed{" + _repeat("x", 4000, "^") + "}",
        "\\boxed{\\{" + _repeat("1", 1 << 20, ",") + "\\}}",
        "\\boxed{" + _repeat("1234567890", 1 << 20) + "}",
        "\\boxed{" + _repeat("(0,1)", 1 << 20, "\\cup") + "}",
        _repeat("1", 1 << 20, ","),
        "{" * (1 << 20),
        "\\frac{" * 200000,
    ]


def corpus_outputs():
    outputs = []
    for name in ("math_equiv", "math_answer"):
        folder = CORPUS / name
        if folder.is_dir():
            for path in sorted(folder.iterdir()):
                outputs.append(path.read_bytes().decode("utf-8", errors="replace"))
    return outputs


def test_hostile_outputs_never_hold_the_caller_past_its_timeout():
    timeout = 2.0 * SLOWDOWN
    referee = local.LocalReferee(timeout=timeout)
    hostile = hostile_outputs()
    outputs = hostile + corpus_outputs()
    assert len(outputs) > 20
    for index, output in enumerate(outputs):
        rollouts = [("q42", output), ("set12", output), ("q42", "\\boxed{42}")]
        started = time.monotonic()
        try:
            result = referee.score(rollouts, problems=[Q42, SET12], details=True)
        except RefereeError as error:
            assert error.code.name == "DEADLINE_EXCEEDED", error
        else:
            assert result.rewards[2] == 1.0
            if index < len(hostile):  # Wrong answers all: they earn a wrong answer's 0.
                assert result.rewards[:2] == [0.0, 0.0], index
        # Reading a megabyte request and answering take a little more
        # than the deadline itself: a second's slack.
        assert time.monotonic() - started < timeout + 1.0 * SLOWDOWN


def test_a_timeout_abandons_the_batch_at_once():
    tiny = local.LocalReferee(timeout=1e-9)
    with pytest.raises(RefereeError) as error:
        tiny.score([("q42", "\\boxed{42}")] * 200, problems=[Q42])
    assert error.value.code.name == "DEADLINE_EXCEEDED"
    with pytest.raises(ValueError):
        local.LocalReferee(timeout=0)
    with pytest.raises(_native.Error):
        _native.call("Score", b"", -1.0)
    # The engine answers afterwards, on and off the pool.
    roomy = local.LocalReferee(timeout=600)
    assert roomy.score([("q42", "\\boxed{42}")] * 200, problems=[Q42]).rewards == [1.0] * 200


def _rows(k):
    return [("q42", "\\boxed{%d}" % (40 + (k + i) % 4)) for i in range(70 if k % 2 else 3)]


def _score_rounds(referee, out, index):
    out[index] = [tuple(referee.score(_rows(k), problems=[Q42]).rewards) for k in range(12)]


def test_64_threads_get_what_one_thread_gets():
    referee = local.LocalReferee()
    expected = {}
    _score_rounds(referee, expected, 0)
    assert any(1.0 in rewards for rewards in expected[0])
    results = {}
    threads = [threading.Thread(target=_score_rounds, args=(referee, results, i))
               for i in range(64)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300 * SLOWDOWN)
        assert not t.is_alive()
    assert all(results[i] == expected[0] for i in range(64))


def _child(queue, configure_threads):
    try:
        if configure_threads is not None:
            local.configure(threads=configure_threads)
        referee = local.LocalReferee(timeout=600)
        # Both roads in the child: inline (3 rows) and its own pool (70).
        small = referee.score(_rows(0), problems=[Q42]).rewards
        large = referee.score(_rows(1), problems=[Q42]).rewards
        queue.put((small, large, _native.pool_threads()))
    except Exception as error:  # Reported to the parent, which fails.
        queue.put(repr(error))


@pytest.mark.parametrize("configure_threads", [None, 1, 3])
def test_pool_works_after_fork(configure_threads):
    # The parent's pool is running (a 70-row batch) before the fork.
    referee = local.shared()
    expected = (tuple(referee.score(_rows(0), problems=[Q42]).rewards),
                tuple(referee.score(_rows(1), problems=[Q42]).rewards))
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    children = [context.Process(target=_child, args=(queue, configure_threads))
                for _ in range(2)]
    for child in children:
        child.start()
    got = [queue.get(timeout=120 * SLOWDOWN) for _ in children]
    for child in children:
        child.join(timeout=60 * SLOWDOWN)
        assert child.exitcode == 0
    for answer in got:
        assert not isinstance(answer, str), answer
        small, large, threads = answer
        assert (tuple(small), tuple(large)) == expected
        if configure_threads is not None:
            assert threads == configure_threads


def test_configure_refuses_once_the_engine_is_made():
    local.shared().score([("q42", "\\boxed{42}")], problems=[Q42])
    made = _native.pool_threads()
    local.configure(threads=0)  # The size it was made with (nothing configured here): fine.
    with pytest.raises(RefereeError) as error:
        local.configure(threads=made + 5)
    assert error.value.code.name == "FAILED_PRECONDITION"


def _rss_bytes():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_memory_stays_flat_over_many_calls():
    # REFEREE_SOAK_CALLS=1000000 for the million (about half a
    # minute); CI runs 100,000, in at most a minute.
    calls = int(os.environ.get("REFEREE_SOAK_CALLS", "100000"))
    referee = local.LocalReferee()
    rows = [[("q42", "\\boxed{%d}" % k)] for k in range(40, 44)]
    for k in range(5000):  # Warm: caches, arenas, the pool.
        referee.score(rows[k % 4], problems=[Q42])
    before = _rss_bytes()
    deadline = time.monotonic() + 60 * SLOWDOWN
    done = 0
    while done < calls and time.monotonic() < deadline:
        assert referee.score(rows[done % 4], problems=[Q42]).rewards[0] == (
            1.0 if done % 4 == 2 else 0.0)
        done += 1
    grown = _rss_bytes() - before
    assert done >= min(calls, 20000)
    # A leak of even 100 bytes a call would show as 10 MB here.
    assert grown < 8 << 20, (done, grown)
