"""The Python baseline for bench/compare.sh: what a trainer's reward step
does today, put behind gRPC. A grpcio server (Debian's python3-grpcio) with
Referee's service shapes that scores in Python what `referee bench
--task=activity` sends, with the same rule as Referee's ids_exact (DESIGN §4):
the reward is 1 iff the last `\\ids{...}` (content without braces) is a
comma-separated list of digit runs equal to the problem's solution.

Run with /usr/bin/python3 and PYTHONPATH=build/python (the generated stubs):
  python_server.py --listen=127.0.0.1:0 --ready_file=ready.json [--workers=4]
One process (the usual way a Python service runs; the GIL makes it one core
for scoring), a thread pool of --workers for the gRPC handlers.
"""

import argparse
import json
import os
import signal
import threading
from concurrent import futures

import grpc
from referee_client._proto import referee_pb2, referee_pb2_grpc

TAG = "\\ids{"


def parse_ids(output: str):
    """The last well-formed \\ids{...}'s ID list, or None."""
    end = len(output)
    while True:
        start = output.rfind(TAG, 0, end)
        if start < 0:
            return None
        close = output.find("}", start + len(TAG))
        content = output[start + len(TAG):close] if close >= 0 else None
        if content is not None and "{" not in content:
            if not content.strip():
                return []
            ids = []
            for token in content.split(","):
                token = token.strip()
                if not token.isdigit() or not token.isascii():
                    return None
                ids.append(int(token))
            return ids
        end = start


class Baseline(referee_pb2_grpc.RefereeServicer):
    def __init__(self):
        self.solutions = {}
        self.lock = threading.Lock()

    @staticmethod
    def add_solutions(problems, solutions):
        for problem in problems:
            task = problem.WhichOneof("task")
            if task in ("activity", "lis"):
                solutions[problem.id] = list(getattr(problem, task).solution)

    def PutProblems(self, request, context):
        with self.lock:
            self.add_solutions(request.problems, self.solutions)
            total = len(self.solutions)
        return referee_pb2.PutProblemsResponse(added=len(request.problems), total=total)

    def Score(self, request, context):
        rewards = []
        results = []
        solutions = self.solutions
        if request.problems:  # Inline problems (referee bench --inline) first.
            solutions = dict(self.solutions)
            self.add_solutions(request.problems, solutions)
        for rollout in request.rollouts:
            solution = solutions.get(rollout.prompt_id)
            if solution is None:
                rewards.append(0.0)
                results.append(referee_pb2.RolloutResult(error=referee_pb2.UNKNOWN_PROMPT))
                continue
            ids = parse_ids(rollout.output.decode("utf-8", "replace"))
            reward = 1.0 if ids == solution else 0.0
            rewards.append(reward)
            results.append(referee_pb2.RolloutResult(reward=reward, correct=reward == 1.0,
                                                     parsed=ids is not None))
        response = referee_pb2.ScoreResponse(request_id=request.request_id, rewards=rewards)
        if request.details or any(r.error for r in results):
            response.results.extend(results)
        return response


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--listen", default="127.0.0.1:0")
    parser.add_argument("--ready_file", default="")
    parser.add_argument("--workers", type=int, default=4)
    args = parser.parse_args()
    options = [("grpc.max_send_message_length", 256 << 20),
               ("grpc.max_receive_message_length", 256 << 20)]
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=args.workers), options=options)
    referee_pb2_grpc.add_RefereeServicer_to_server(Baseline(), server)
    port = server.add_insecure_port(args.listen)
    server.start()
    if args.ready_file:
        with open(args.ready_file + ".tmp", "w") as out:
            json.dump({"grpc_port": port, "metrics_port": 0, "http_port": 0}, out)
        os.rename(args.ready_file + ".tmp", args.ready_file)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    server.stop(grace=1).wait()


if __name__ == "__main__":
    main()
