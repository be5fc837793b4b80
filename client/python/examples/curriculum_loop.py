#!/usr/bin/env python3
"""A trainer loop against a real Referee server: sample -> score -> update.

The "policy" is simulated: it answers a problem correctly (with the
problem's reference output) with probability skill(difficulty), else writes
nonsense, so the curriculum's climb can be watched without a GPU:

    build/server/referee-server --listen=127.0.0.1:50051 &
    PYTHONPATH=build/python /usr/bin/python3 \\
        client/python/examples/curriculum_loop.py --target=127.0.0.1:50051

Each step samples --prompts problems, answers each --rollouts times, scores
the rollouts by their env/... ids (no problem data is sent), folds the
outcomes into the curriculum and prints every environment's window.
"""

import argparse
import json
import random

from referee_client import Curriculum, RefereeClient


def skill(difficulty: int, limit: int) -> float:
    """Perfect below `limit`, then a coin flip: the curriculum should stop
    at `limit` (50% < the 90% threshold)."""
    return 1.0 if difficulty < limit else 0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--environments", default="sorting,multiplication")
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--prompts", type=int, default=32)
    parser.add_argument("--rollouts", type=int, default=8)
    parser.add_argument("--min_attempts", type=int, default=64)
    parser.add_argument("--limit", type=int, default=3, help="the policy's skill limit")
    parser.add_argument("--checkpoint", default="", help="write the curriculum JSON here")
    args = parser.parse_args()

    client = RefereeClient(args.target)
    curriculum = Curriculum(args.environments.split(","), min_attempts=args.min_attempts)
    rng = random.Random(0)
    for step in range(args.steps):
        problems = curriculum.sample(client, count=args.prompts, seed=step)
        rollouts = []
        for problem in problems:
            p = skill(int(problem.get("difficulty", 0)), args.limit)
            for _ in range(args.rollouts):
                right = rng.random() < p
                output = problem["referenceOutput"] if right else "I am not sure."
                rollouts.append({"prompt_id": problem["id"], "output": output})
        result = client.score(rollouts, details=True)
        outcomes = [(r["prompt_id"], v.correct) for r, v in zip(rollouts, result.results)]
        curriculum.update(client, outcomes)
        accuracy = sum(c for _, c in outcomes) / len(outcomes)
        print(
            json.dumps(
                {"step": step, "accuracy": round(accuracy, 3), "high": curriculum.highs}
            ),
            flush=True,
        )
    if args.checkpoint:
        with open(args.checkpoint, "w") as f:
            f.write(curriculum.to_json())


if __name__ == "__main__":
    main()
