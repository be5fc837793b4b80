#!/usr/bin/env python3
"""A multi-turn rollout loop against a real Referee server (DESIGN §11).

The server keeps no session: each step sends every live episode's prompt
id and actions so far, and any replica replays them. The "policy" is
simulated without a GPU: on number_guessing it reads the higher/lower
replies and bisects (it solves every episode); on the other interactive
environments (games, and optimisation environments one JSON action a
turn) it follows the reference answer's actions with probability
--skill, else plays a random action, so returns spread over the ladder:

    build/server/referee-server --listen=127.0.0.1:50051 &
    PYTHONPATH=build/python /usr/bin/python3 \\
        client/python/examples/episode_loop.py --target=127.0.0.1:50051

Prints each environment's mean return and solve rate over --episodes
episodes, played --batch episodes per Step call.
"""

import argparse
import random
import re
from collections import defaultdict

from referee_client import Episode, RefereeClient
from referee_client.references import reference_actions


class Bisect:
    """number_guessing's optimal policy, from the observations alone."""

    def __init__(self, opening):
        self.low, self.high = 1, int(re.search(r"from 1 to (\d+)", opening).group(1))

    def act(self, last_observation):
        if last_observation.startswith("Higher"):
            self.low = self.guess + 1
        elif last_observation.startswith("Lower"):
            self.high = self.guess - 1
        self.guess = (self.low + self.high) // 2
        return str(self.guess)


class Imitator:
    """The reference's actions with probability `skill`, else a random one
    (any text: illegal ones are penalised turns, never errors)."""

    def __init__(self, reference, skill, rng):
        self.reference, self.skill, self.rng, self.turn = reference, skill, rng, 0

    def act(self, last_observation):
        action = self.reference[min(self.turn, len(self.reference) - 1)]
        self.turn += 1
        if self.rng.random() < self.skill:
            return action
        return self.rng.choice(["1", "2 2", "up", "north", "check", "stop", "take 1 from heap 1"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", default="127.0.0.1:50051")
    parser.add_argument("--episodes", type=int, default=40)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--skill", type=float, default=0.9)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    returns, solved = defaultdict(list), defaultdict(int)
    with RefereeClient(args.target) as client:
        games = [e["name"] for e in client.environments() if e.get("interactive")]
        curriculum = {"environments": [{"name": g, "high": args.level} for g in games],
                      "window": 1}
        problems = client.sample(curriculum, count=args.episodes, seed=args.seed)
        for start in range(0, len(problems), args.batch):
            batch = problems[start:start + args.batch]
            episodes = [Episode(p["id"]) for p in batch]
            openings = client.step(episodes)  # The opening observations.
            policies = [Bisect(o.observation) if p["environment"]["name"] == "number_guessing"
                        else Imitator(reference_actions(p), args.skill, rng)
                        for p, o in zip(batch, openings)]
            # One Step call per turn for every live episode of the batch.
            while True:
                live = [i for i, e in enumerate(episodes) if not e.done]
                if not live:
                    break
                for i in live:
                    last = episodes[i].history[-1][1]
                    episodes[i].actions.append(policies[i].act(last))
                client.step([episodes[i] for i in live])
            for problem, episode in zip(batch, episodes):
                name = problem["environment"]["name"]
                returns[name].append(episode.episode_return)
                solved[name] += episode.correct
    for name in sorted(returns):
        mean = sum(returns[name]) / len(returns[name])
        print("%-18s episodes %3d  mean return %+.3f  solved %3d" %
              (name, len(returns[name]), mean, solved[name]))


if __name__ == "__main__":
    main()
