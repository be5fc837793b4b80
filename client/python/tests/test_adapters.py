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


# ---- verl's math data sources (issue #14): plain answers, routed.

def test_verl_swap_by_data_source(server):
    # What each dataset's prompts ask for, scored with the answer as the
    # ground truth: no prompt ids, no data change.
    cases = [
        ("openai/gsm8k", "She has 72 left.\n#### 72", "72", 1.0),
        ("openai/gsm8k", "#### 71", "72", 0.0),
        ("lighteval/MATH", "so $\\boxed{\\dfrac{1}{2}}$", "\\frac{1}{2}", 1.0),
        ("HuggingFaceH4/MATH-500", "\\boxed{(1,2)}", "(1, 2)", 1.0),
        ("math_dapo", "...\nAnswer: 42", "42", 1.0),
        ("aime2024", "Answer: 0.5", "\\frac12", 1.0),
        ("numina_olympiads", "\\boxed{x^2-1}", "(x-1)(x+1)", 1.0),
    ]
    for source, output, truth, expected in cases:
        scored = verl.compute_score(source, output, truth, target=server.target)
        assert scored["score"] == expected, (source, output, scored)
        assert scored["acc"] == expected and scored["parsed"] == 1.0


def test_verl_compat_reproduces_verl_scores(server):
    # verl's math_dapo scores a wrong answer -1; its gsm8k wants the exact
    # string after "#### " (so "72.00" is wrong there, right in math_equiv).
    wrong = verl.compute_score("math_dapo", "Answer: 41", "42", target=server.target, compat=True)
    assert wrong["score"] == -1.0 and wrong["acc"] == 0.0
    assert verl.compute_score("openai/gsm8k", "#### 72.00", "72", target=server.target,
                              compat=True)["score"] == 0.0
    assert verl.compute_score("openai/gsm8k", "#### 72.00", "72",
                              target=server.target)["score"] == 1.0


def test_verl_async_batches_concurrent_calls(server, monkeypatch):
    calls = []
    real = verl.compute_score_batch

    def counting(*args, **kwargs):
        calls.append(len(args[1]))
        return real(*args, **kwargs)

    monkeypatch.setattr(verl, "compute_score_batch", counting)

    async def run():
        return await asyncio.gather(*[
            verl.compute_score_async("openai/gsm8k", "#### %d" % i, str(i if i % 2 else -i),
                                     target=server.target)
            for i in range(1, 41)
        ])

    scored = asyncio.run(run())
    assert [s["score"] for s in scored] == [1.0 if i % 2 else 0.0 for i in range(1, 41)]
    assert calls == [40]  # One Score request for the 40 concurrent calls.


def test_trl_routes_a_data_source_column(server):
    reward = RefereeReward(target=server.target, id_column="answer")
    rewards = reward(
        prompts=["q1", "q2", "q3"],
        completions=["#### 1,000", "#### 999", "\\boxed{42}"],
        answer=["1000", "1000", "demo-math-sum"],
        data_source=["openai/gsm8k", "openai/gsm8k", "demo"],
    )
    assert rewards == [1.0, 0.0, 1.0]


def test_http_endpoints_route_the_same_data_sources(server):
    from referee_client.data_sources import math_route
    from test_http import post

    # Only one extraction finds each label: boxed → 1, answer_line → 2,
    # gsm8k (the line after ####) → 3, auto → 3 (the last final-answer
    # marker of any kind wins, DESIGN §9).
    output = "\\boxed{1}\nAnswer: 2\n#### 3"
    expected = {"boxed": "1", "auto": "3", "answer_line": "2", "gsm8k": "3"}
    for source in ["openai/gsm8k", "lighteval/MATH", "DigitalLearningGmbH/MATH-lighteval",
                   "HuggingFaceH4/MATH-500", "math_dapo", "math", "math_dapo_reasoning",
                   "aime2025", "numina_cn_k12", "demo", "gsm8k"]:
        route = math_route(source)
        status, reply = post(server.http + "/reward",
                             {"response": output, "label": "1", "data_source": source})
        if route is None:
            assert status == 400 and "data_source" in reply["error"], (source, reply)
            continue
        label = expected[route[0]]
        status, reply = post(server.http + "/get_reward",
                             {"query": [output, output], "labels": [label, "9"],
                              "data_source": source})
        assert status == 200 and reply["rewards"] == [1.0, 0.0], (source, reply)
    status, reply = post(server.http + "/reward",
                         {"response": output, "label": "1", "data_source": "openai/gsm8k",
                          "compat": "yes"})
    assert status == 400 and "compat" in reply["error"], reply


def test_http_data_source_in_the_url(server):
    # Stock OpenRLHF posts only query/prompts/labels: the data source rides
    # in --remote_rm_url's query string instead (percent-encoded or not).
    from test_http import post

    output = "Work.\n#### 72"
    for url in ["/get_reward?data_source=openai/gsm8k",
                "/get_reward?data_source=openai%2Fgsm8k&other=1"]:
        status, reply = post(server.http + url, {"query": [output, output], "labels": ["72", "9"]})
        assert status == 200 and reply["rewards"] == [1.0, 0.0], (url, reply)
    # compat in the URL: verl_gsm8k's string rule (72.00 is not 72).
    status, reply = post(server.http + "/get_reward?data_source=openai/gsm8k&compat=true",
                         {"query": ["#### 72.00"], "labels": ["72"]})
    assert status == 200 and reply["rewards"] == [0.0], reply
    status, reply = post(server.http + "/get_reward?data_source=openai/gsm8k",
                         {"query": ["#### 72.00"], "labels": ["72"]})
    assert status == 200 and reply["rewards"] == [1.0], reply
    # The body wins over the URL.
    status, reply = post(server.http + "/reward?data_source=nonsense",
                         {"response": "\\boxed{5}", "label": "5", "data_source": "lighteval/MATH"})
    assert status == 200 and reply == 1.0, reply
    status, reply = post(server.http + "/reward?data_source=nonsense",
                         {"response": "\\boxed{5}", "label": "5"})
    assert status == 400 and "data_source" in reply["error"], reply
    status, reply = post(server.http + "/reward?data_source=openai/gsm8k&compat=maybe",
                         {"response": "#### 5", "label": "5"})
    assert status == 400 and "compat" in reply["error"], reply


def test_routed_answers_that_look_like_json_are_answers(server):
    # A set written with plain braces is an answer, not a Problem.
    scored = verl.compute_score("lighteval/MATH", "\\boxed{\\{1, 2\\}}", "{2, 1}",
                                target=server.target)
    assert scored["score"] == 1.0
    scored = verl.compute_score("lighteval/MATH", "\\boxed{7}", '{"answer": {"answer": "7"}}',
                                target=server.target)
    assert scored["score"] == 1.0

