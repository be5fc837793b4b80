"""Failover soak (issue #13): three replicas on loopback, the Python client
spreading batches over them from several threads; mid-run one replica is
kill -9'd and restarted on its port, another is SIGTERMed (drained) and
restarted. Every rollout must be answered exactly once with the reward it
should get, and the replica that is never touched must not grow in memory
(RSS growth < 5% from after warm-up to the end). Bounded: it stops by
itself after --seconds. Prints its figures as one JSON object.

usage: soak.py --server BIN --pythonpath DIR [--seconds 60] [--threads 4]
"""

import argparse
import json
import signal
import sys
import threading
import time

from replicas import Replica, free_port


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--pythonpath", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--threads", type=int, default=4)
    args = parser.parse_args()
    sys.path.insert(0, args.pythonpath)
    from referee_client import RefereeClient

    replicas = [Replica(args.server, free_port()) for _ in range(3)]
    for r in replicas:
        r.start()
    client = RefereeClient([r.target for r in replicas])  # Its defaults.

    # A batch: 64 rollouts whose rewards are known in advance — right and
    # wrong answers to the demo problems, and generated problems answered
    # with their reference outputs (full credit) or with nothing (-1).
    batch, expected = [], []
    for i in range(16):
        batch += [("demo-math-sum", "\\boxed{42}"), ("demo-math-sum", "\\boxed{41}"),
                  ("env/sorting/2/%d" % i, ""), ("demo-math-fraction", "\\boxed{3/4}")]
        expected += [1.0, 0.0, -1.0, 1.0]

    stop = threading.Event()
    lock = threading.Lock()
    tally = {"batches": 0, "rollouts": 0, "wrong": 0, "failed": 0, "latencies": []}

    def work():
        while not stop.is_set():
            start = time.monotonic()
            try:
                result = client.score(batch)
            except Exception as error:  # noqa: BLE001 - counted, reported
                with lock:
                    tally["failed"] += 1
                    tally.setdefault("first_error", str(error))
                continue
            took = time.monotonic() - start
            with lock:
                tally["batches"] += 1
                tally["rollouts"] += len(result.rewards)
                tally["latencies"].append(took)
                if result.rewards != expected:
                    tally["wrong"] += 1

    workers = [threading.Thread(target=work) for _ in range(args.threads)]
    began = time.monotonic()
    for w in workers:
        w.start()
    events = []

    def at(fraction):
        time.sleep(max(0.0, began + args.seconds * fraction - time.monotonic()))

    at(0.15)
    rss_start = replicas[0].rss_kib()
    at(0.35)
    replicas[1].stop(signal.SIGKILL)
    events.append("kill -9 replica 1")
    time.sleep(1)
    replicas[1].start()
    events.append("restarted replica 1")
    at(0.6)
    replicas[2].stop(signal.SIGTERM)
    events.append("SIGTERM replica 2 (exit %d)" % replicas[2].process.returncode)
    replicas[2].start()
    events.append("restarted replica 2")
    at(1.0)
    stop.set()
    for w in workers:
        w.join(timeout=60)
    rss_end = replicas[0].rss_kib()
    for r in replicas:
        r.stop()
    client.close()

    latencies = sorted(tally.pop("latencies")) or [0.0]
    figures = dict(
        tally, seconds=args.seconds, threads=args.threads, events=events,
        p50_ms=round(latencies[len(latencies) // 2] * 1e3, 2),
        max_ms=round(latencies[-1] * 1e3, 2),
        rss_start_kib=rss_start, rss_end_kib=rss_end,
        rss_growth=round((rss_end - rss_start) / max(rss_start, 1), 4))
    print(json.dumps(figures))
    ok = (figures["failed"] == 0 and figures["wrong"] == 0 and figures["batches"] > 0
          and figures["rollouts"] == 64 * figures["batches"] and figures["rss_growth"] < 0.05)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
