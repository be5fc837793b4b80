"""bench/compare.sh's baselines answer like Referee: the Python server
scores ids_exact exactly as referee-server does (so b/c compares the same
work), and the echo server answers one reward per rollout.

Run by ctest (bench_baselines) with PYTHONPATH=build/python and the binaries
in REFEREE_SERVER_BIN and REFEREE_ECHO_BIN.
"""

import json
import os
import subprocess
import sys
import tempfile
import time

import grpc
import pytest
from referee_client._proto import referee_pb2, referee_pb2_grpc

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON_SERVER = os.path.join(HERE, "..", "..", "bench", "python_server.py")

PROBLEM = referee_pb2.Problem(
    id="p",
    activity=referee_pb2.Activity(
        intervals=[
            referee_pb2.Interval(start=286, end=304),
            referee_pb2.Interval(start=10, end=34),
            referee_pb2.Interval(start=395, end=461),
            referee_pb2.Interval(start=515, end=539),
            referee_pb2.Interval(start=211, end=247),
        ],
        # By end time: 2 (34), 5 (247), 1 (304), 3 (461), 4 (539), and each
        # starts after the previous ends. The Python baseline reads this;
        # referee-server checks it against its own DP.
        solution=[2, 5, 1, 3, 4],
        answer=5,
    ),
)

# (output, reward under DESIGN §4's ids_exact), by hand.
CASES = [
    ("\\ids{2,5,1,3,4}", 1.0),
    ("\\ids{ 2 , 5,1, 3,4 }", 1.0),  # Spaces around tokens are allowed.
    ("\\ids{2,5,1,3}", 0.0),  # Too short.
    ("\\ids{2,5,1,3,4,}", 0.0),  # An empty token: not parsed.
    ("\\ids{2,5,1,3,4}\\ids{1}", 0.0),  # The last tag counts.
    ("\\ids{1}\\ids{2,5,1,3,4}", 1.0),
    ("\\ids{2,5,1,3,4}\\ids{1{", 1.0),  # A tag with `{` inside is no match.
    ("\\ids{02,5,1,3,4}", 1.0),  # "02" is 2.
    ("\\ids{2,5,1,3,4", 0.0),  # Never closed.
    ("\\ids{2;5;1;3;4}", 0.0),
    ("\\ids{}", 0.0),  # Parsed, empty.
    ("no tag at all", 0.0),
    ("\\ids{2,5,1,3,\u0664}", 0.0),  # A non-ASCII digit is not a digit.
]


def start(command):
    ready = os.path.join(tempfile.mkdtemp(prefix="referee-bench-"), "ready.json")
    process = subprocess.Popen(command + ["--listen=127.0.0.1:0", "--ready_file=" + ready],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 30
    while not os.path.exists(ready):
        if process.poll() is not None or time.time() > deadline:
            raise RuntimeError("%s did not start" % command[0])
        time.sleep(0.02)
    return process, "127.0.0.1:%d" % json.load(open(ready))["grpc_port"]


@pytest.fixture(scope="module")
def servers():
    started = {
        "referee": start([os.environ["REFEREE_SERVER_BIN"], "--metrics_listen=",
                          "--shutdown_grace_seconds=1"]),
        "python": start([sys.executable, PYTHON_SERVER]),
        "echo": start([os.environ["REFEREE_ECHO_BIN"]]),
    }
    yield {name: target for name, (_, target) in started.items()}
    for process, _ in started.values():
        process.terminate()
        process.wait(timeout=30)


def score(target, outputs):
    with grpc.insecure_channel(target) as channel:
        stub = referee_pb2_grpc.RefereeStub(channel)
        stub.PutProblems(
            referee_pb2.PutProblemsRequest(problems=[PROBLEM], replace=True), timeout=10
        )
        request = referee_pb2.ScoreRequest(
            rollouts=[referee_pb2.Rollout(prompt_id="p", output=o.encode()) for o in outputs]
        )
        return list(stub.Score(request, timeout=10).rewards)


def test_python_baseline_scores_ids_exact_like_referee(servers):
    outputs = [output for output, _ in CASES]
    want = [reward for _, reward in CASES]
    assert score(servers["referee"], outputs) == want
    assert score(servers["python"], outputs) == want


def test_echo_answers_one_reward_per_rollout(servers):
    assert score(servers["echo"], ["a", "b", "c"]) == [0.0, 0.0, 0.0]
