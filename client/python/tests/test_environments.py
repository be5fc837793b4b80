"""Environments from Python against the real server: sample, score the
reference outputs, the Curriculum helper, the example trainer loop, and env
ids through the verl/TRL adapters and the HTTP endpoints."""

import json
import os
import subprocess
import sys
import urllib.request

import pytest

from referee_client import Curriculum, RefereeClient, RefereeError

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "curriculum_loop.py")


def test_environments_are_listed(server):
    client = RefereeClient(server.target)
    names = {e["name"] for e in client.environments()}
    assert {"sorting", "multiplication", "activity", "lis", "countdown"} <= names
    assert "answer" not in names


def test_sampled_references_score_full_credit(server):
    client = RefereeClient(server.target)
    curriculum = Curriculum([e["name"] for e in client.environments()])
    problems = curriculum.sample(client, count=64, seed=5)
    assert len(problems) == 64
    assert problems == curriculum.sample(client, count=64, seed=5)
    result = client.score(
        [(p["id"], p["referenceOutput"]) for p in problems], details=True
    )
    assert all(r.correct for r in result.results), [
        (p["id"], r.error_message) for p, r in zip(problems, result.results) if not r.correct
    ]
    assert result.rewards == [1.0] * 64


def test_states_are_sampled_and_scored(server):
    """DESIGN §8 "States": an optimisation environment's problems at states
    along the solver's path, one action asked; the reference (the solver's
    next action) earns 1, two actions earn the infeasible reward -0.5."""
    client = RefereeClient(server.target)
    curriculum = Curriculum([{"name": "role_assignment", "high": 1, "states": True}])
    assert curriculum.to_dict()["environments"][0]["states"] is True
    assert Curriculum.from_json(curriculum.to_json()).to_dict() == curriculum.to_dict()
    problems = curriculum.sample(client, count=16, seed=3)
    assert all("@" in p["id"] for p in problems), [p["id"] for p in problems]
    result = client.score([(p["id"], p["referenceOutput"]) for p in problems])
    assert result.rewards == [1.0] * 16
    # Two actions where one is asked: the infeasible reward.
    later = problems[0]
    state_id = later["id"]
    doubled = json.loads(later["referenceOutput"])
    doubled["answer"] = doubled["answer"] * 2
    assert client.score([(state_id, json.dumps(doubled))]).rewards == [-0.5]


def test_curriculum_update_and_checkpoint(server):
    client = RefereeClient(server.target)
    curriculum = Curriculum(["sorting"], min_attempts=2)
    # 2 of 2 at level 0: high 0 -> 1 (by hand from DESIGN §8).
    curriculum.update(client, [("env/sorting/0/1", True), ("env/sorting/0/2", True)])
    assert curriculum.highs == {"sorting": 1}
    restored = Curriculum.from_json(curriculum.to_json())
    assert restored.to_dict() == curriculum.to_dict()
    # An outcome at level 0 no longer counts; one at level 1 does.
    restored.update(client, [("env/sorting/0/3", True), ("env/sorting/1/3", False)])
    assert restored.levels[0]["high"] == 1 and int(restored.levels[0]["attempts"]) == 1
    with pytest.raises(RefereeError):
        Curriculum(["no-such-env"]).sample(client, count=1)


def test_example_trainer_loop_climbs(server):
    env = dict(os.environ)
    out = subprocess.run(
        [sys.executable, EXAMPLE, "--target=" + server.target, "--steps=12",
         "--environments=sorting", "--min_attempts=32", "--limit=2"],
        check=True, capture_output=True, text=True, env=env, timeout=120,
    ).stdout.strip().splitlines()
    highs = [json.loads(line)["high"]["sorting"] for line in out]
    assert len(highs) == 12
    assert all(b - a in (0, 1) for a, b in zip(highs, highs[1:]))
    assert highs[-1] == 2  # Perfect below 2, a coin flip at 2: stops there.


def test_env_ids_through_the_adapters(server):
    from referee_client import verl
    from referee_client.trl import RefereeReward

    problem = RefereeClient(server.target).sample(
        {"environments": [{"name": "multiplication", "high": 1}]}, count=1, seed=2
    )[0]
    score = verl.compute_score(
        data_source="referee", solution_str=problem["referenceOutput"],
        ground_truth=problem["id"], target=server.target,
    )
    assert score["score"] == 1.0
    reward = RefereeReward(target=server.target)
    assert reward(
        prompts=["p"], completions=["<answer>-5</answer>"], prompt_id=[problem["id"]]
    ) == [0.0]
    body = json.dumps(
        {"query": [problem["referenceOutput"]], "prompts": [""], "labels": [problem["id"]]}
    ).encode()
    request = urllib.request.Request(server.http + "/get_reward", data=body,
                                     headers={"Content-Type": "application/json"})
    answer = json.load(urllib.request.urlopen(request, timeout=30))
    assert answer["rewards"] == [1.0]
