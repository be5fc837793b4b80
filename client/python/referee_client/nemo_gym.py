"""Referee environment problems as a NeMo Gym dataset (docs/INTEGRATION.md,
"NeMo Gym"; issue #28).

NeMo Gym trains on JSONL rows whose `responses_create_params` is the
Responses-API request the agent sends to the policy; every other field of
the row comes back to the resources server's /verify. A Referee row is

    {"responses_create_params": {"input": [{"role": "user", "content": PROMPT}]},
     "prompt_id": "env/sorting/3/…", "environment": "sorting", "difficulty": 3}

and Referee's /verify scores the model's answer against prompt_id (the
reference stays out of the row: any replica regenerates the problem).

    python3 -m referee_client.nemo_gym --target=HOST:PORT \\
        --curriculum='{"environments":[{"name":"sorting","high":4}],"window":2}' \\
        --count=10000 --seed=1 > train.jsonl
    referee sample --local --curriculum=… --count=N | python3 -m referee_client.nemo_gym --from=- > train.jsonl

The first asks a server's Sample; the second converts problems the CLI
made in process (`referee sample` or `referee generate --env=…`), no server.
"""

import argparse
import json
import sys
from typing import Iterable, Iterator, Optional


def row(problem: dict, system_prompt: Optional[str] = None) -> dict:
    """The NeMo Gym row of one problem (Sample's or the CLI's JSON form)."""
    environment = problem.get("environment") or {}
    messages = []
    if system_prompt:
        messages.append({"role": "system", "content": system_prompt})
    messages.append({"role": "user", "content": problem["prompt"]})
    return {
        "responses_create_params": {"input": messages},
        "prompt_id": problem["id"],
        "environment": environment.get("name"),
        "difficulty": int(problem.get("difficulty", environment.get("difficulty", 0))),
    }


def rows(problems: Iterable[dict], system_prompt: Optional[str] = None) -> Iterator[dict]:
    for problem in problems:
        yield row(problem, system_prompt)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m referee_client.nemo_gym",
        description="Write Referee problems as NeMo Gym JSONL rows.")
    parser.add_argument("--target", help="a Referee server (HOST:PORT) to sample from")
    parser.add_argument("--curriculum", help="Curriculum JSON (with --target)")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--from", dest="source",
                        help="JSONL problems to convert instead ('-' is stdin)")
    parser.add_argument("--system_prompt", help="a system message before each prompt")
    args = parser.parse_args(argv)
    if args.source:
        stream = sys.stdin if args.source == "-" else open(args.source)
        problems = (json.loads(line) for line in stream if line.strip())
    elif args.target and args.curriculum:
        from referee_client.client import RefereeClient

        with RefereeClient(args.target) as client:
            problems = client.sample(json.loads(args.curriculum), count=args.count,
                                     seed=args.seed)
    else:
        parser.error("give --target and --curriculum, or --from")
    for one in rows(problems, args.system_prompt):
        sys.stdout.write(json.dumps(one) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
