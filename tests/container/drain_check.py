"""SIGTERM drains a containerised referee-server.

Sends one slow batch (40 outputs of 4 MiB whose \\boxed scan reads every byte
about three times, on a server started with --threads=1), waits until
/metrics shows it in flight, runs the stop command given on the command line
(podman kill --signal TERM ...), and checks that the batch is still answered
in full. The caller then checks the container's exit code.

usage: /usr/bin/python3 drain_check.py GRPC_PORT METRICS_PORT STOP_COMMAND...
(PYTHONPATH must hold build/python, where CMake puts referee_client.)
"""

import subprocess
import sys
import time
import urllib.request

import grpc
from referee_client._proto import referee_pb2, referee_pb2_grpc


def inflight(metrics_port: int) -> float:
    with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=2) as reply:
        for line in reply.read().decode().splitlines():
            if line.startswith("referee_inflight_requests "):
                return float(line.split()[1])
    return 0.0


def main() -> int:
    grpc_port, metrics_port, stop_command = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    slow = "\\boxed{42}"
    slow += "\\boxed{" * (((4 << 20) - 16 - len(slow)) // len("\\boxed{"))
    # answer_match takes the first closed box; math_equiv (the default)
    # gives an output whose last box never closes no answer.
    request = referee_pb2.ScoreRequest(
        rollouts=[referee_pb2.Rollout(prompt_id="demo-math-sum", output=slow) for _ in range(40)],
        spec=referee_pb2.RewardSpec(terms=[referee_pb2.Term(verifier="answer_match")]),
    )
    options = [("grpc.max_send_message_length", 256 << 20),
               ("grpc.max_receive_message_length", 256 << 20)]
    with grpc.insecure_channel(f"127.0.0.1:{grpc_port}", options=options) as channel:
        future = referee_pb2_grpc.RefereeStub(channel).Score.future(request, timeout=120)
        deadline = time.monotonic() + 30
        while inflight(metrics_port) < 1:
            if future.done() or time.monotonic() > deadline:
                print("drain_check: the batch finished before SIGTERM could be sent", file=sys.stderr)
                return 1
            time.sleep(0.01)
        subprocess.run(stop_command, check=True, stdout=subprocess.DEVNULL)
        print("drain_check: SIGTERM sent with the batch in flight")
        response = future.result()
    rewards = list(response.rewards)
    if len(rewards) != 40 or any(r != 1.0 for r in rewards):
        print(f"drain_check: expected 40 rewards of 1.0, got {rewards}", file=sys.stderr)
        return 1
    print("drain_check: the in-flight batch was answered in full (40 x 1.0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
