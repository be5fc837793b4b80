"""Chaos run (issue #34): a trainer scoring through three replicas while
they fail, with the Python client's defaults.

Three replicas on loopback; trainer threads each run steps of `--rollouts`
rollouts in GRPO groups of 8 (ten generated environments and inline math
problems, right and wrong answers, GRPO advantages), one Score call per
step, as a GPU trainer's reward step does. Faults, one at a time with a
quiet interval between them:

  kill    kill -9 of a replica, restarted on its port at once
  drain   SIGTERM (drain) of a replica, restarted when it has exited
  stall   SIGSTOP of a replica for --stall seconds, then SIGCONT
  double  kill -9 of one replica and SIGSTOP of another at the same time;
          both back after --stall seconds

It fails unless every step's rewards and advantages equal those of a
fault-free pass over the same steps, no call failed to the trainer, and
every restarted or resumed replica answered calls again within
--rejoin_limit seconds of being ready. Prints one JSON object: per fault,
the worst step while it lasted and the time until the replica was used
again; overall step percentiles. Bounded in time; loopback only.

usage: chaos.py --server BIN --pythonpath DIR [--faults kill,drain,stall,double]
                [--stall 5] [--quiet 2] [--threads 2] [--rollouts 512]
"""

import argparse
import json
import random
import signal
import sys
import threading
import time

from replicas import Replica, free_port

ENVIRONMENTS = ["sorting", "josephus", "multiplication", "gcd_lcm", "topological_sort",
                "shortest_path", "sliding_window", "inversion_pair", "graph_coloring",
                "minimal_cyclic_shift"]
GROUP = 8
DISTINCT_STEPS = 12  # Step requests cycle through these.


def build_steps(client, rollouts, seed):
    """DISTINCT_STEPS steps: (rollouts, inline problems) each, groups of
    GROUP outputs per prompt: references, corrupted references, empty
    outputs, and right or wrong math answers."""
    rng = random.Random(seed)
    curriculum = {"environments": [{"name": n, "high": 2} for n in ENVIRONMENTS]}
    problems = client.sample(curriculum, count=64, seed=seed)
    steps = []
    for s in range(DISTINCT_STEPS):
        batch, inline = [], []
        for g in range(rollouts // GROUP):
            if g % 4 == 3:  # Inline math: the answer is s + g.
                pid = "chaos-math-%d-%d" % (s, g)
                inline.append({"id": pid, "answer": {"answer": str(s + g)}})
                outputs = ["The answer is \\boxed{%d}." % (s + g + rng.choice([0, 0, 1, -1]))
                           for _ in range(GROUP)]
            else:
                problem = problems[rng.randrange(len(problems))]
                pid, reference = problem["id"], problem["referenceOutput"]
                outputs = [rng.choice([reference, reference, reference[:-1], ""])
                           for _ in range(GROUP)]
            batch += [{"prompt_id": pid, "output": o} for o in outputs]
        steps.append((batch, inline))
    return steps


SPEC = {"advantage": {"kind": "GRPO"}}


def score(client, step):
    batch, inline = step
    result = client.score(batch, spec=SPEC, problems=inline)
    return list(result.rewards), list(result.advantages)


class Trainer:
    """Threads running steps until stopped, recording each step's time and
    checking its answer against the fault-free one."""

    def __init__(self, client, steps, expected, threads):
        self.client, self.steps, self.expected = client, steps, expected
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.log = []  # (start, end) per step.
        self.failed, self.wrong, self.first_error = 0, 0, None
        self.threads = [threading.Thread(target=self.run, args=(t,)) for t in range(threads)]

    def run(self, offset):
        i = offset
        while not self.stop.is_set():
            k = i % len(self.steps)
            start = time.monotonic()
            try:
                answer = score(self.client, self.steps[k])
            except Exception as error:  # noqa: BLE001 - counted and reported
                with self.lock:
                    self.failed += 1
                    self.first_error = self.first_error or repr(error)
                i += 1
                continue
            end = time.monotonic()
            with self.lock:
                self.log.append((start, end))
                if answer != self.expected[k]:
                    self.wrong += 1
            i += 1

    def worst_between(self, begin, end):
        """The longest step that overlapped [begin, end]."""
        with self.lock:
            spans = [e - s for s, e in self.log if e >= begin and s <= end]
        return max(spans) if spans else 0.0


def wait_used(client, index, since, limit):
    """Seconds from `since` until replica `index` answered a call."""
    before = client.replicas()[index]["answered"]
    while time.monotonic() - since < limit:
        if client.replicas()[index]["answered"] > before:
            return time.monotonic() - since
        time.sleep(0.01)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--pythonpath", required=True)
    parser.add_argument("--faults", default="kill,drain,stall,double")
    parser.add_argument("--stall", type=float, default=5.0)
    parser.add_argument("--quiet", type=float, default=2.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rollouts", type=int, default=512)
    parser.add_argument("--rejoin_limit", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    sys.path.insert(0, args.pythonpath)
    from referee_client import RefereeClient

    replicas = [Replica(args.server, free_port()) for _ in range(3)]
    for r in replicas:
        r.start()
    client = RefereeClient([r.target for r in replicas])  # The defaults.
    steps = build_steps(client, args.rollouts, args.seed)
    expected = [score(client, step) for step in steps]  # Fault-free.

    trainer = Trainer(client, steps, expected, args.threads)
    began = time.monotonic()
    for t in trainer.threads:
        t.start()
    faults = []

    def quiet():
        time.sleep(args.quiet)

    def restart_and_time(index):
        replicas[index].start()
        return wait_used(client, index, time.monotonic(), args.rejoin_limit * 4)

    quiet()
    for name in args.faults.split(","):
        begin = time.monotonic()
        rejoin = []
        if name == "kill":
            replicas[0].send(signal.SIGKILL)
            replicas[0].process.wait()
            used = restart_and_time(0)
            rejoin.append(used)
        elif name == "drain":
            replicas[1].send(signal.SIGTERM)
            replicas[1].process.wait(timeout=30)
            exit_code = replicas[1].process.returncode
            used = restart_and_time(1)
            rejoin.append(used)
            if exit_code != 0:
                trainer.failed += 1
                trainer.first_error = "drained replica exited %d" % exit_code
        elif name == "stall":
            replicas[2].send(signal.SIGSTOP)
            time.sleep(args.stall)
            replicas[2].send(signal.SIGCONT)
            rejoin.append(wait_used(client, 2, time.monotonic(), args.rejoin_limit * 4))
        elif name == "double":
            replicas[0].send(signal.SIGKILL)
            replicas[1].send(signal.SIGSTOP)
            replicas[0].process.wait()
            time.sleep(args.stall)
            replicas[1].send(signal.SIGCONT)
            resumed = time.monotonic()
            used0 = restart_and_time(0)
            used1 = wait_used(client, 1, resumed, args.rejoin_limit * 4)
            rejoin += [used0, used1]
        else:
            raise SystemExit("unknown fault %r" % name)
        end = time.monotonic()
        quiet()
        faults.append(dict(
            fault=name, seconds=round(end - begin, 2),
            worst_step_s=round(trainer.worst_between(begin, end), 3),
            back_in_rotation_s=[None if u is None else round(u, 2) for u in rejoin]))

    trainer.stop.set()
    for t in trainer.threads:
        t.join(timeout=120)
    for r in replicas:
        r.stop()
    client.close()

    spans = sorted(e - s for s, e in trainer.log) or [0.0]
    figures = dict(
        seconds=round(time.monotonic() - began, 1), threads=args.threads,
        rollouts_per_step=args.rollouts, steps=len(trainer.log), failed=trainer.failed,
        wrong=trainer.wrong, first_error=trainer.first_error,
        step_p50_s=round(spans[len(spans) // 2], 4), step_max_s=round(spans[-1], 3),
        faults=faults)
    print(json.dumps(figures))
    rejoined = all(u is not None and u <= args.rejoin_limit
                   for f in faults for u in f["back_in_rotation_s"])
    ok = trainer.failed == 0 and trainer.wrong == 0 and len(trainer.log) > 0 and rejoined
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
