"""The verl and TRL adapters against the real server."""

import asyncio
import json

import pytest

from referee_client import verl
from referee_client.trl import AsyncRefereeReward, RefereeReward

COUNTDOWN = {"countdown": {"numbers": [44, 19, 35], "target": 98}}


def test_verl_single_with_prompt_id(server):
    scored = verl.compute_score("demo", "so \\boxed{42}", "demo-math-sum", target=server.target)
    assert scored["score"] == 1.0
    assert scored["correct"] == 1.0
    assert scored["math_equiv"] == 1.0


def test_verl_single_with_problem_json(server):
    # A Problem as a JSON string (no id: one is derived) and as a dict.
    near_miss = "<answer>(35 + 19) - 44</answer>"
    spec = {"terms": [{"verifier": "countdown_ast"}]}
    as_string = verl.compute_score(
        "countdown", near_miss, json.dumps(COUNTDOWN), target=server.target, spec=spec
    )
    as_dict = verl.compute_score("countdown", near_miss, COUNTDOWN, target=server.target, spec=spec)
    assert as_string["score"] == pytest.approx(0.1 + 0.5 * 2.718281828459045 ** -0.5)
    assert as_dict == as_string


def test_verl_batch_form(server):
    scored = verl.compute_score_batch(
        data_sources=["demo", "demo", "countdown"],
        solution_strs=["\\boxed{42}", "\\boxed{7}", "<answer>35 + 19 + 44</answer>"],
        ground_truths=["demo-math-sum", "demo-math-sum", COUNTDOWN],
        extra_infos=[None, None, None],
        target=server.target,
    )
    assert [s["score"] for s in scored] == [1.0, 0.0, 1.0]
    assert verl.compute_score_batch([], [], [], [], target=server.target) == []


def test_verl_target_from_environment(server, monkeypatch):
    monkeypatch.setenv("REFEREE_TARGET", server.target)
    assert verl.compute_score("demo", "\\boxed{3/4}", "demo-math-fraction")["score"] == 1.0


def test_trl_callable_with_a_dataset_batch(server):
    reward = RefereeReward(target=server.target)
    assert reward.__name__ == "referee"
    # As GRPOTrainer calls it: prompts, completions (chat format here) and
    # every other dataset column as keyword lists.
    rewards = reward(
        prompts=[[{"role": "user", "content": "17+25?"}]] * 2,
        completions=[
            [{"role": "assistant", "content": "\\boxed{42}"}],
            [{"role": "assistant", "content": "\\boxed{40}"}],
        ],
        prompt_id=["demo-math-sum", "demo-math-sum"],
        difficulty=[1, 1],
    )
    assert rewards == [1.0, 0.0]
    with pytest.raises(KeyError):
        reward(prompts=["p"], completions=["c"])


def test_trl_async_variant(server):
    reward = AsyncRefereeReward(target=server.target, id_column="pid")
    rewards = asyncio.run(reward(prompts=["p"], completions=["\\boxed{42}"], pid=["demo-math-sum"]))
    assert rewards == [1.0]
