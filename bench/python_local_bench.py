#!/usr/bin/env python3
"""The engine in process from Python (referee_client.local) against the
same calls over gRPC: 1,024 math answers a batch (inline problems, a third
of the answers wrong) and single-rollout calls. Medians of 20 batches and
2,000 single calls (500 over gRPC). Then the lean roads against the
engine's own cost on the same batch: score_columns (no object per row),
verl's compute_score_batch and TRL's reward function on it.

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
    # The engine's own cost: the request (with details, under the spec
    # verl's and TRL's faces send for a numina_* row) handed over already
    # serialized, the response left serialized.
    from referee_client import verl
    from referee_client.data_sources import math_route, route_spec
    from referee_client.trl import RefereeReward
    sources = ["numina_math"] * len(ROLLOUTS)
    spec = route_spec(math_route(sources[0]), False)
    request.details = True
    json_format.ParseDict(spec, request.spec)
    raw = request.SerializeToString()
    engine = median_seconds(lambda: local._native.call("Score", raw), 50)
    referee = local.LocalReferee()
    outputs = [o for _, o in ROLLOUTS]
    answers = [p["answer"]["answer"] for p in PROBLEMS]
    columns = median_seconds(
        lambda: referee.score_columns(outputs, answers=answers, spec=spec), 50)
    with_parts = median_seconds(
        lambda: referee.score_columns(outputs, answers=answers, spec=spec, components=True), 50)
    verl_batch = median_seconds(lambda: verl.compute_score_batch(sources, outputs, answers), 50)
    reward = RefereeReward(client=referee, id_column="answer")
    trl = median_seconds(lambda: reward(outputs, outputs, data_source=sources, answer=answers),
                         50)
    print("engine on the serialized request: batch of 1024 %.2f ms" % (engine * 1e3))
    for name, seconds in (("score_columns", columns),
                          ("score_columns with components", with_parts),
                          ("verl compute_score_batch", verl_batch),
                          ("TRL RefereeReward", trl)):
        print("%s: batch of 1024 %.2f ms, %.2fx the engine's" % (name, seconds * 1e3,
                                                                 seconds / engine))
    if len(sys.argv) > 1:
        client = RefereeClient(sys.argv[1])
        report("gRPC (RefereeClient.score)", client, 500)
        client.close()


if __name__ == "__main__":
    main()
