#!/usr/bin/env python3
"""Code rewards' cost (DESIGN §12; docs/PERFORMANCE.md "Code rewards").

1. The sandbox's overhead: a trivial Python program (read a line, print it)
   run N times one after another on one core, (a) as a plain subprocess and
   (b) through a server's sandbox with one worker (bubblewrap, namespaces,
   seccomp, rlimits, the launcher; the runs of one rollout's 50 tests,
   scored in one call). Both pinned to the same core; runs per second and
   the difference per run.
2. End to end: a batch of 1,024 code rollouts with 10 tests each through
   a server with --sandbox_workers=WORKERS: wall time and runs per second.

    PYTHONPATH=build/python /usr/bin/python3 bench/code_bench.py \\
        --server=build/server/referee-server [--core=0] [--runs=200] [--workers=2] [--rollouts=1024]

Needs bubblewrap and user namespaces (as the server's --sandbox=bwrap does).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from referee_client import RefereeClient

PROGRAM = "import sys\nsys.stdout.write(sys.stdin.readline())\n"
FENCED = "```python\n" + PROGRAM + "```\n"


def start_server(binary, workers, core, threads=1):
    ready = tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
    os.unlink(ready)
    command = [binary, "--listen=127.0.0.1:0", "--metrics_listen=", "--sandbox=bwrap",
               "--sandbox_workers=%d" % workers, "--threads=%d" % threads,
               "--ready_file=" + ready]
    if core is not None:
        command = ["taskset", "-c", str(core)] + command
    server = subprocess.Popen(command, stderr=subprocess.DEVNULL)
    for _ in range(600):
        if os.path.exists(ready) and os.path.getsize(ready) > 0:
            return server, json.load(open(ready))["grpc_port"]
        if server.poll() is not None:
            sys.exit("the server did not start (bubblewrap and user namespaces needed)")
        time.sleep(0.05)
    sys.exit("the server did not get ready")


def code_problem(problem_id, tests):
    return {"id": problem_id,
            "code": {"tests": [{"stdin": "line %d\n" % t, "expectedStdout": "line %d\n" % t}
                               for t in range(tests)]}}


def plain_runs_per_second(runs, core):
    """The same program as a plain subprocess (no isolation at all)."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PROGRAM)
    command = ["/usr/bin/python3", "-s", f.name]
    if core is not None:
        command = ["taskset", "-c", str(core)] + command
    start = time.perf_counter()
    for i in range(runs):
        subprocess.run(command, input=b"line %d\n" % i, stdout=subprocess.PIPE, check=True)
    seconds = time.perf_counter() - start
    os.unlink(f.name)
    return runs / seconds


def sandbox_runs_per_second(client, runs):
    """`runs` runs in calls of one rollout with 50 tests (one worker)."""
    per_call = 50
    problem = code_problem("overhead", per_call)
    start = time.perf_counter()
    for _ in range(runs // per_call):
        result = client.score([("overhead", FENCED)], problems=[problem])
        assert result.rewards[0] == 1.0, result
    return (runs // per_call) * per_call / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", default="build/server/referee-server")
    parser.add_argument("--core", type=int, default=0)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rollouts", type=int, default=1024)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    # 1. Overhead, one core.
    server, port = start_server(args.server, workers=1, core=args.core)
    try:
        client = RefereeClient("127.0.0.1:%d" % port, timeout=600)
        sandbox_runs_per_second(client, 50)  # Warm.
        plain = statistics.median(plain_runs_per_second(args.runs, args.core)
                                  for _ in range(args.repeats))
        sandboxed = statistics.median(sandbox_runs_per_second(client, args.runs)
                                      for _ in range(args.repeats))
    finally:
        server.terminate()
        server.wait()
    print("trivial program, core %d: plain subprocess %.1f runs/s (%.2f ms), sandboxed %.1f runs/s "
          "(%.2f ms): the sandbox adds %.2f ms a run"
          % (args.core, plain, 1000 / plain, sandboxed, 1000 / sandboxed,
             1000 / sandboxed - 1000 / plain))

    # 2. End to end: 1,024 rollouts × 10 tests.
    server, port = start_server(args.server, workers=args.workers, core=None)
    try:
        client = RefereeClient("127.0.0.1:%d" % port, timeout=3600)
        problem = code_problem("e2e", 10)
        rollouts = [("e2e", FENCED if i % 4 else "```python\nprint('wrong')\n```")
                    for i in range(args.rollouts)]
        start = time.perf_counter()
        result = client.score(rollouts, problems=[problem])
        seconds = time.perf_counter() - start
        right = sum(1 for r in result.rewards if r == 1.0)
        assert right == sum(1 for i in range(args.rollouts) if i % 4), right
    finally:
        server.terminate()
        server.wait()
    runs = args.rollouts * 10
    print("end to end: %d rollouts x 10 tests = %d runs on %d workers in %.1f s: %.1f runs/s, "
          "%.1f ms a rollout" % (args.rollouts, runs, args.workers, seconds, runs / seconds,
                                  1000 * seconds / args.rollouts))


if __name__ == "__main__":
    main()
