"""referee_client.datasets, Reasoning Gym's API over Referee's environments
(issue #28): against the real server, and in process through the real
CLI's --local engine (no server)."""

import os

import pytest

import referee_client.datasets as reasoning_gym

ENVIRONMENTS = [("sorting", 3), ("gcd_lcm", 2), ("topological_sort", 2), ("sudoku", 0)]


@pytest.fixture
def local(monkeypatch):
    # No server anywhere: the CLI's --local engine makes and scores problems
    # (the native module, which would be used first, turned off).
    monkeypatch.delenv("REFEREE_TARGET", raising=False)
    monkeypatch.setenv("REFEREE_NATIVE", "0")
    monkeypatch.setenv("REFEREE_CLI", os.environ["REFEREE_CLI_BIN"])


def corrupt(answer):
    """The answer with its first digit changed (a different answer)."""
    for i, ch in enumerate(answer):
        if ch.isdigit():
            return answer[:i] + ("1" if ch != "1" else "2") + answer[i + 1:]
    raise AssertionError("no digit in %r" % answer)


def test_entries_have_reasoning_gyms_shape(server):
    ds = reasoning_gym.create_dataset("sorting", size=5, seed=42, difficulty=3,
                                      target=server.target)
    assert len(ds) == ds.size == 5 and ds.seed == 42 and ds.name == "sorting"
    for i, entry in enumerate(ds):
        assert set(entry) == {"question", "answer", "metadata"}
        meta = entry["metadata"]
        assert meta["prompt_id"].startswith("env/sorting/3/")
        assert (meta["environment"], meta["difficulty"], meta["source"]) == ("sorting", 3, "referee")
        assert (meta["source_dataset"], meta["source_index"]) == ("sorting", i)
        # The answer is what goes inside the answer tags: numbers, no tags.
        assert "<answer>" not in entry["answer"]
        assert meta["reference_output"] == "<answer>%s</answer>" % entry["answer"]
        assert entry["question"] and ds[i] is entry


def test_reference_answers_earn_full_credit_and_corrupted_ones_do_not(server):
    for name, level in ENVIRONMENTS:
        ds = reasoning_gym.create_dataset(name, size=4, seed=7, difficulty=level,
                                          target=server.target)
        for entry in ds:
            assert ds.score_answer(answer=entry["answer"], entry=entry) == 1.0, (name, entry)
            # A whole model output is scored as it is.
            full = "Let me think.\n" + entry["metadata"]["reference_output"]
            assert ds.score_answer(full, entry) == 1.0, name
            assert ds.score_answer(corrupt(entry["answer"]), entry) < 1.0, (name, entry)
        # No answer at all (Reasoning Gym passes None) is never full credit.
        assert ds.score_answer(None, ds[0]) < 1.0
        rewards = ds.score_answers([e["answer"] for e in ds], list(ds))
        assert rewards == [1.0] * len(ds)


def test_same_arguments_same_problems_on_a_server_and_in_process(server, local):
    for name, level in ENVIRONMENTS:
        remote = reasoning_gym.create_dataset(name, size=6, seed=3, difficulty=level,
                                              target=server.target)
        here = reasoning_gym.create_dataset(name, size=6, seed=3, difficulty=level)
        assert list(remote) == list(here), name
        assert [e["metadata"]["prompt_id"] for e in remote] != [
            e["metadata"]["prompt_id"] for e in reasoning_gym.create_dataset(
                name, size=6, seed=4, difficulty=level)]
        # Scored in process with no server, as on the server.
        answers = [e["answer"] for e in here]
        assert here.score_answers(answers, list(here)) == [1.0] * 6
        assert here.score_answer(corrupt(answers[0]), here[0]) == remote.score_answer(
            corrupt(answers[0]), remote[0])


def test_curriculum_form(server):
    from referee_client import Curriculum

    curriculum = Curriculum([{"name": "sorting", "high": 2}, {"name": "gcd_lcm", "high": 1}])
    ds = reasoning_gym.create_dataset(curriculum=curriculum, size=20, seed=1,
                                      target=server.target)
    environments = {e["metadata"]["environment"] for e in ds}
    assert environments == {"sorting", "gcd_lcm"}
    assert all(e["metadata"]["difficulty"] <= 2 for e in ds)
    assert [ds.score_answer(e["answer"], e) for e in ds] == [1.0] * 20


def test_math_answer_entries_without_a_prompt_id(server, local):
    # A math dataset in Reasoning Gym's shape: scored against its answer by
    # math_equiv (server or in process), routed by data_source like verl.
    entry = {"question": "What is 17 + 25?", "answer": "42", "metadata": {"source": "math"}}
    for target in (server.target, None):
        assert reasoning_gym.score_answer("so \\boxed{42}", entry, target=target) == 1.0
        assert reasoning_gym.score_answer("\\boxed{41}", entry, target=target) == 0.0
    gsm8k = dict(entry, metadata={"data_source": "openai/gsm8k"})
    assert reasoning_gym.score_answer("it is #### 42", gsm8k, target=server.target) == 1.0
    assert reasoning_gym.score_answer("it is #### 43", gsm8k, target=server.target) == 0.0
    score = reasoning_gym.get_score_answer_fn("anything", target=server.target)
    assert score(answer="\\boxed{42}", entry=entry) == 1.0


def test_bad_arguments_are_clear_errors(server, monkeypatch):
    with pytest.raises(ValueError, match="name"):
        reasoning_gym.create_dataset(size=3, target=server.target)
    with pytest.raises(ValueError, match="size"):
        reasoning_gym.create_dataset("sorting", size=0, target=server.target)
    with pytest.raises(Exception, match="no_such_environment"):
        reasoning_gym.create_dataset("no_such_environment", size=1, target=server.target)
    monkeypatch.delenv("REFEREE_TARGET", raising=False)
    monkeypatch.delenv("REFEREE_CLI", raising=False)
    monkeypatch.setenv("REFEREE_NATIVE", "0")
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(RuntimeError, match="REFEREE_TARGET"):
        reasoning_gym.create_dataset("sorting", size=1)


def test_no_answer_is_the_floor_on_a_game(server):
    # Reasoning Gym passes None when nothing was extracted: that is "no
    # answer" (-1), never an empty answer block (an episode with no move, 0),
    # which would out-earn a real attempt full of illegal moves.
    ds = reasoning_gym.create_dataset("number_guessing", size=2, seed=4, difficulty=2,
                                      target=server.target)
    for entry in ds:
        assert ds.score_answer(None, entry) == -1.0
        assert ds.score_answer("", entry) == -1.0
        assert ds.score_answer(entry["answer"], entry) == 1.0


def test_large_datasets_do_not_repeat_the_next_seed():
    # Calls after the first are seeded by a mix of (seed, call), not seed + k.
    seeds = {reasoning_gym._call_seed(s, k) for s in range(50) for k in range(4)}
    assert len(seeds) == 200
    assert reasoning_gym._call_seed(7, 0) == 7
