"""The trainer faces with no server named (issue #39): verl's compute_score,
TRL's reward function, Reasoning Gym's datasets and Math-Verify's
parse/verify run on the engine in process, and answer as the server does."""

import json
import os

import pytest

from referee_client import local, math_verify, verl
import referee_client.datasets as reasoning_gym
from referee_client.trl import RefereeReward

if not local.available():
    if os.environ.get("REFEREE_NATIVE_BUILT") == "ON":
        raise ImportError("the build says it made referee_client._native, but it does not import")
    pytest.skip("referee_client._native is not built here", allow_module_level=True)


@pytest.fixture
def no_server(monkeypatch):
    """Nothing names a server, and no CLI is on hand: only the module."""
    monkeypatch.delenv("REFEREE_TARGET", raising=False)
    monkeypatch.delenv("REFEREE_CLI", raising=False)
    monkeypatch.delenv("REFEREE_NATIVE", raising=False)
    monkeypatch.setenv("PATH", "/nonexistent")


P42 = json.dumps({"id": "p42", "answer": {"answer": "42"}})


def test_verl_compute_score_in_process(no_server, server):
    rows = [("x", "so \\boxed{42}", P42), ("x", "so \\boxed{41}", P42),
            ("openai/gsm8k", "17 + 25 = 42\n#### 42", "42"),
            ("openai/gsm8k", "#### 41", "42")]
    mine = [verl.compute_score(*row) for row in rows]
    assert [m["score"] for m in mine] == [1.0, 0.0, 1.0, 0.0]
    assert [m["correct"] for m in mine] == [1.0, 0.0, 1.0, 0.0]
    # The same dicts the server's path gives.
    assert mine == [verl.compute_score(*row, target=server.target) for row in rows]
    batch = verl.compute_score_batch([r[0] for r in rows], [r[1] for r in rows],
                                     [r[2] for r in rows])
    assert batch == mine


def test_trl_reward_in_process(no_server):
    reward = RefereeReward()
    assert isinstance(reward.client, local.LocalReferee)
    rewards = reward(["q", "q"], ["it is \\boxed{42}", "it is \\boxed{7}"], prompt_id=[P42, P42])
    assert rewards == [1.0, 0.0]


def test_reasoning_gym_datasets_in_process(no_server, server):
    ds = reasoning_gym.create_dataset("sorting", size=4, seed=9, difficulty=2)
    there = reasoning_gym.create_dataset("sorting", size=4, seed=9, difficulty=2,
                                         target=server.target)
    assert list(ds) == list(there)
    for entry in ds:
        assert ds.score_answer(answer=entry["answer"], entry=entry) == 1.0


def test_math_verify_call_shapes_by_hand(no_server):
    parse, verify = math_verify.parse, math_verify.verify
    parsed = parse("The answer is \\boxed{0.5}")
    assert isinstance(parsed, list) and parsed == ["The answer is \\boxed{0.5}"]
    assert verify(parse("1/2"), parsed) is True               # 0.5 = 1/2
    assert verify(parse("\\frac{1}{2}"), parse("\\boxed{\\frac{2}{4}}")) is True
    assert verify(parse("42"), parse("\\boxed{41}")) is False
    assert verify(parse("(x+1)^2"), parse("\\boxed{x^2+2x+1}")) is True
    assert verify(parse("x^2+1"), parse("\\boxed{x^2+2x+1}")) is False
    # Strings and Math-Verify's keywords are accepted as they are.
    assert verify("42", "so \\boxed{42}", float_rounding=6, timeout_seconds=5) is True
    # A hostile output: a verdict, not a hang.
    assert verify(parse("1"), parse("\\boxed{" + "(" * 200_000 + "}")) is False


def test_math_verify_agrees_with_the_server(no_server, server, monkeypatch):
    golds = ["1/2", "42", "\\sqrt{2}", "(1, 2)", "x+1", "3"]
    targets = ["\\boxed{0.5}", "\\boxed{42.0}", "\\boxed{2^{1/2}}", "\\boxed{(2, 1)}",
               "\\boxed{1+x}", "no answer"]
    mine = math_verify.verify_batch(golds, targets)
    monkeypatch.setenv("REFEREE_TARGET", server.target)
    assert math_verify.verify_batch(golds, targets) == mine
    assert mine[0] and mine[1] and mine[4] and not mine[3] and not mine[5]


def test_columns_road_gives_what_the_general_road_gives(no_server, server):
    """verl's and TRL's faces take score_columns when the rows are plain
    answers or ids: the same dicts and rewards as score_routed (the general
    road) and as the server."""
    from referee_client.data_sources import routed_columns, score_routed
    sources = ["lighteval/MATH"] * 6
    outputs = ["so \\boxed{\\frac12}", "so \\boxed{0.5}", "so \\boxed{2}", "no box", "\\boxed{3}",
               "\\boxed{x^2}"]
    truths = ["\\frac{1}{2}", "1/2", "1/2", "1/2", 3, "x^2"]
    referee = local.shared()
    columns = routed_columns(referee, outputs, truths, sources)
    assert columns is not None
    general = score_routed(referee, outputs, truths, sources)
    assert columns.rewards == [r.reward for r in general] == [1.0, 1.0, 0.0, 0.0, 1.0, 1.0]
    assert columns.correct == [r.correct for r in general]
    assert columns.parsed == [r.parsed for r in general]
    assert columns.components == [r.components for r in general]
    batch = verl.compute_score_batch(sources, outputs, truths)
    assert batch == verl.compute_score_batch(sources, outputs, truths, target=server.target)
    # Ids (no data source): TRL's face, unknown ids included.
    ids = ["env/sorting/0/1", "env/sorting/0/1", "nowhere"]
    texts = ["<answer>1 2 3</answer>", "nothing", "x"]
    by_id = routed_columns(referee, texts, ids)
    general = score_routed(referee, texts, ids)
    assert by_id.rewards == [r.reward for r in general]
    assert by_id.errors == [r.error for r in general] and by_id.errors[2] == "UNKNOWN_PROMPT"
    assert RefereeReward()(["p"] * 3, texts, prompt_id=ids) == by_id.rewards
    # Rows that need a Problem, or two routes, keep the general road.
    assert routed_columns(referee, outputs[:2], [P42, "1/2"], sources[:2]) is None
    assert routed_columns(referee, outputs[:2], truths[:2], ["openai/gsm8k", "math_dapo"]) is None


def test_openrlhf_reward_file_in_process(no_server, monkeypatch):
    """Loaded by path as OpenRLHF loads --remote_rm_url *.py files."""
    import importlib.util
    from referee_client import openrlhf
    spec = importlib.util.spec_from_file_location("reward_func", openrlhf.__file__)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sorting = local.shared().sample({"environments": [{"name": "sorting", "high": 2}]}, count=1)[0]
    prompts = ["Q: 17 + 25? ", "Q: 17 + 25? ", sorting["prompt"]]
    queries = [prompts[0] + "it is \\boxed{42}", prompts[1] + "it is \\boxed{41}",
               prompts[2] + sorting["referenceOutput"]]
    got = module.reward_func(queries, prompts, [P42, P42, sorting["id"]])
    assert got["rewards"] == got["scores"] == [1.0, 0.0, 1.0]
    assert got["extra_logs"]["correct"] == [1.0, 0.0, 1.0]
    assert module.reward_func([], [], []) == {"rewards": [], "scores": [],
                                               "extra_logs": {"correct": []}}
    # Reference answers under a verl math data source.
    monkeypatch.setenv("REFEREE_DATA_SOURCE", "openai/gsm8k")
    got = module.reward_func(["Q? so 42\n#### 42", "Q? #### 41"], ["Q? ", "Q? "], ["42", "42"])
    assert got["rewards"] == [1.0, 0.0]


class _Sample:
    def __init__(self, response, label, metadata=None):
        self.prompt, self.response, self.label, self.metadata = "p", response, label, metadata


def test_slime_reward_in_process(no_server):
    import asyncio
    from referee_client import slime
    one = asyncio.run(slime.reward_func(None, _Sample("so \\boxed{42}", P42)))
    assert one == 1.0
    group = [_Sample("so \\boxed{41}", P42), _Sample("#### 42", "42", {"data_source": "openai/gsm8k"}),
             _Sample("so \\boxed{42}", P42), _Sample("#### 7", "42", {"data_source": "openai/gsm8k"})]
    assert asyncio.run(slime.reward_func(None, group)) == [0.0, 1.0, 1.0, 0.0]
    assert asyncio.run(slime.reward_func(None, [])) == []
