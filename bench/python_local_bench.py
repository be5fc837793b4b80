#!/usr/bin/env python3
"""The engine in process from Python (referee_client.local) against the
same calls over gRPC: 1,024 math answers a batch (inline problems, a third
of the answers wrong) and single-rollout calls. Medians of 20 batches and
2,000 single calls (500 over gRPC).

    PYTHONPATH=build/python taskset -c 1 /usr/bin/python3 bench/python_local_bench.py [HOST:PORT]

With HOST:PORT (a server pinned to another core) the gRPC path is timed too.
"""
import statistics
import sys
import time

from google.protobuf import json_format

from referee_client import RefereeClient, local
from referee_client._proto import referee_pb2

PROBLEMS = [{"id": "q%d" % i, "answer": {"answer": str(i)}} for i in range(1024)]
ROLLOUTS = [("q%d" % i, "Let me think... so the answer is \\boxed{%d}." % (i + (i % 3 == 0)))
            for i in range(1024)]


def median_seconds(call, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def report(name, referee, single_repeats):
    median_seconds(lambda: referee.score(ROLLOUTS, problems=PROBLEMS), 3)  # Warm.
    batch = median_seconds(lambda: referee.score(ROLLOUTS, problems=PROBLEMS), 20)
    single = median_seconds(lambda: referee.score(ROLLOUTS[:1], problems=PROBLEMS[:1]),
                            single_repeats)
    print("%s: batch of 1024 %.2f ms (%.1f us a rollout); one rollout a call %.1f us"
          % (name, batch * 1e3, batch * 1e6 / 1024, single * 1e6))


def main():
    report("in process (LocalReferee.score)", local.LocalReferee(), 2000)
    # The engine alone: the request serialized once, the response parsed.
    request = referee_pb2.ScoreRequest(
        rollouts=[referee_pb2.Rollout(prompt_id=p, output=o) for p, o in ROLLOUTS],
        problems=[json_format.ParseDict(p, referee_pb2.Problem()) for p in PROBLEMS])
    raw = request.SerializeToString()
    native = median_seconds(
        lambda: referee_pb2.ScoreResponse.FromString(local._native.call("Score", raw)), 50)
    print("in process, serialized request (_native.call + parse): batch of 1024 %.2f ms"
          % (native * 1e3))
    if len(sys.argv) > 1:
        client = RefereeClient(sys.argv[1])
        report("gRPC (RefereeClient.score)", client, 500)
        client.close()


if __name__ == "__main__":
    main()
