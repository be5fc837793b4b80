"""The engine in process (referee_client.local, DESIGN §6): the real native
module against hand-worked answers and against the real server, from many
threads and after a fork."""

import multiprocessing
import os
import threading

import pytest

from referee_client import RefereeClient, RefereeError
from referee_client import local

if not local.available():
    # The plain build makes the module (pybind11-dev is installed by
    # scripts/install_deps.sh); sanitizer builds cannot load one into an
    # uninstrumented Python and do not build it.
    if os.environ.get("REFEREE_NATIVE_BUILT") == "ON":
        raise ImportError("the build says it made referee_client._native, but it does not import")
    pytest.skip("referee_client._native is not built here", allow_module_level=True)


Q42 = {"id": "q42", "answer": {"answer": "42"}}
HALF = {"id": "half", "answer": {"answer": "1/2"}}


def test_scores_answers_worked_by_hand():
    referee = local.LocalReferee()
    result = referee.score(
        [("q42", "It is \\boxed{42}"), ("q42", "It is \\boxed{41}"), ("half", "\\boxed{0.5}"),
         ("half", "no answer at all")],
        problems=[Q42, HALF], details=True)
    # math_equiv's default ladder: 1 right, 0 wrong or unparsed.
    assert result.rewards == [1.0, 0.0, 1.0, 0.0]
    assert [r.correct for r in result.results] == [True, False, True, False]
    assert [r.parsed for r in result.results] == [True, True, True, False]
    # Groups: one per prompt id, first-seen order.
    assert [(g.group_id, g.size, g.correct) for g in result.groups] == [("q42", 2, 1), ("half", 2, 1)]


def test_eval_k_and_unknown_ids():
    referee = local.LocalReferee()
    # Answers 7, 8, 7 to a problem whose answer is 7: pass@2 = 1 - C(1,2)/C(3,2) = 1,
    # pass@1 = 2/3, maj@2 of (7, 8): a tie, the smaller 7 wins: right.
    q7 = {"id": "q7", "answer": {"answer": "7"}}
    result = referee.score([("q7", "\\boxed{7}"), ("q7", "\\boxed{8}"), ("q7", "\\boxed{7}")],
                           spec={"evalK": [1, 2]}, problems=[q7])
    group = result.groups[0]
    assert group.pass_at_k[1] == pytest.approx(2 / 3)
    assert group.pass_at_k[2] == 1
    assert group.maj_at_k[2] == 1
    result = referee.score([("nowhere", "x")], details=True)
    assert result.results[0].error == "UNKNOWN_PROMPT"


def test_same_answers_as_the_server(server):
    remote = RefereeClient(server.target)
    referee = local.LocalReferee()
    sampled = referee.sample({"environments": [{"name": "sorting", "high": 3},
                                               {"name": "knapsack", "high": 2}]}, count=12, seed=5)
    assert sampled == remote.sample({"environments": [{"name": "sorting", "high": 3},
                                                      {"name": "knapsack", "high": 2}]},
                                    count=12, seed=5)
    rollouts = []
    for problem in sampled:
        rollouts.append((problem["id"], problem["referenceOutput"]))
        rollouts.append((problem["id"], problem["referenceOutput"][:-5]))
        rollouts.append((problem["id"], "\\boxed{1}"))
    mine = referee.score(rollouts, details=True)
    theirs = remote.score(rollouts, details=True)
    assert mine.rewards == theirs.rewards
    assert mine.results == theirs.results
    assert [g.group_id for g in mine.groups] == [g.group_id for g in theirs.groups]
    assert any(r.correct for r in mine.results) and not all(r.correct for r in mine.results)
    assert referee.environments() == remote.environments()
    # Step, a curriculum update, errors: the same too.
    episodes = [{"prompt_id": "env/number_guessing/2/3", "actions": ["50", "25"]}]
    assert referee.step(episodes) == remote.step(episodes)
    curriculum = {"environments": [{"name": "sorting"}], "min_attempts": 2,
                  "accuracy_threshold": 0.5}
    outcomes = [("env/sorting/0/1", True), ("env/sorting/0/2", True)]
    assert referee.update_curriculum(curriculum, outcomes) == \
        remote.update_curriculum(curriculum, outcomes)
    with pytest.raises(RefereeError) as mine_error:
        referee.score([("q42", "x")], spec={"terms": [{"verifier": "no_such_verifier"}]},
                      problems=[Q42])
    with pytest.raises(RefereeError) as their_error:
        remote.score([("q42", "x")], spec={"terms": [{"verifier": "no_such_verifier"}]},
                     problems=[Q42])
    assert mine_error.value.code == their_error.value.code
    assert str(mine_error.value) == str(their_error.value)
    remote.close()


def test_put_problems_then_score_by_id():
    referee = local.LocalReferee()
    referee.put_problems([{"id": "stored-q", "answer": {"answer": "3"}}], replace=True)
    assert referee.score([("stored-q", "\\boxed{3}")]).rewards == [1.0]
    with pytest.raises(RefereeError) as error:
        referee.put_problems([{"id": "stored-q", "answer": {"answer": "4"}}])
    assert error.value.code.name == "ALREADY_EXISTS"


def _score_many(referee, out, index):
    rewards = []
    for k in range(40):
        rewards.append(tuple(referee.score(
            [("q42", "\\boxed{%d}" % (40 + k % 4)), ("half", "\\boxed{%d/2}" % (k % 3))],
            problems=[Q42, HALF]).rewards))
    out[index] = rewards


def test_many_threads_get_what_one_thread_gets():
    referee = local.LocalReferee()
    expected = {}
    _score_many(referee, expected, 0)
    results = {}
    threads = [threading.Thread(target=_score_many, args=(referee, results, i)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
        assert not t.is_alive()
    assert all(results[i] == expected[0] for i in range(16))


def _child_scores(queue):
    queue.put(local.shared().score([("q42", "\\boxed{42}"), ("q42", "\\boxed{7}")],
                                   problems=[Q42]).rewards)


def test_works_in_a_forked_child_while_the_parent_scores():
    referee = local.shared()
    assert referee.score([("q42", "\\boxed{42}")], problems=[Q42]).rewards == [1.0]
    # Fork while another thread of the parent is inside the engine.
    stop = threading.Event()

    def busy():
        while not stop.is_set():
            referee.score([("half", "\\boxed{1/2}")] * 64, problems=[HALF])

    worker = threading.Thread(target=busy)
    worker.start()
    try:
        context = multiprocessing.get_context("fork")
        queue = context.Queue()
        children = [context.Process(target=_child_scores, args=(queue,)) for _ in range(3)]
        for child in children:
            child.start()
        got = [queue.get(timeout=120) for _ in children]
        for child in children:
            child.join(timeout=60)
            assert child.exitcode == 0
    finally:
        stop.set()
        worker.join(timeout=60)
    assert got == [[1.0, 0.0]] * 3


def test_score_columns_worked_by_hand_and_as_score():
    referee = local.LocalReferee()
    # math_equiv's default ladder by reference answer: 1 right, 0 wrong.
    got = referee.score_columns(["\\boxed{42}", "\\boxed{41}", "\\boxed{1/2}"],
                                answers=["42", "42", "0.5"], components=True)
    assert got.rewards == [1.0, 0.0, 1.0]
    assert got.correct == [True, False, True]
    assert got.errors == ["OK", "OK", "OK"]
    assert got.components == [{"math_equiv": 1.0}, {"math_equiv": 0.0}, {"math_equiv": 1.0}]
    # By id, 70 rows (the pool's road), against score() on the same rows.
    ids = ["env/sorting/1/%d" % (k % 5) for k in range(69)] + ["nowhere"]
    outputs = ["<answer>%s</answer>" % " ".join(str(x) for x in range(k % 4)) for k in range(70)]
    columns = referee.score_columns(outputs, prompt_ids=ids, components=True)
    scored = referee.score(list(zip(ids, outputs)), details=True)
    assert columns.rewards == scored.rewards
    assert columns.errors == [r.error for r in scored.results]
    assert columns.components == [r.components for r in scored.results]
    assert referee.score_columns(outputs, prompt_ids=ids, details=False).correct is None
    # Bytes are text too; a spec applies.
    spec = {"terms": [{"verifier": "math_equiv", "params": {"extract": "gsm8k"}}]}
    assert referee.score_columns([b"#### 42"], answers=["42"], spec=spec).rewards == [1.0]


def test_score_columns_refuses_bad_columns():
    referee = local.LocalReferee()
    with pytest.raises(ValueError):
        referee.score_columns(["a"], prompt_ids=["x"], answers=["y"])
    with pytest.raises(ValueError):
        referee.score_columns(["a"])
    with pytest.raises(ValueError):
        referee.score_columns(["a", "b"], answers=["1"])
    with pytest.raises(TypeError):
        referee.score_columns([7], answers=["1"])
    with pytest.raises(RefereeError) as error:
        referee.score_columns([], answers=[])
    assert error.value.code.name == "INVALID_ARGUMENT"
    with pytest.raises(RefereeError) as error:
        local.LocalReferee(timeout=1e-9).score_columns(["\\boxed{1}"] * 100, answers=["1"] * 100)
    assert error.value.code.name == "DEADLINE_EXCEEDED"
    # With a timeout that holds, the rows are copied and answered alike.
    roomy = local.LocalReferee(timeout=600)
    assert roomy.score_columns(["\\boxed{1}"] * 100, answers=["1"] * 100).rewards == [1.0] * 100


def test_math_equiv_in_process(server):
    # By value: 0.5 is 1/2; gsm8k's extraction reads the #### line.
    got = local.math_equiv("so \\boxed{0.5}", "1/2")
    assert (got.reward, got.correct, got.parsed) == (1.0, True, True)
    assert local.math_equiv("so \\boxed{0.6}", "1/2").correct is False
    assert local.math_equiv("#### 42", "42", extract="gsm8k").correct is True
    # The same result as Score through the server.
    remote = RefereeClient(server.target)
    theirs = remote.score([("m", "#### 42")], problems=[{"id": "m", "answer": {"answer": "42"}}],
                          spec={"terms": [{"verifier": "math_equiv",
                                           "params": {"extract": "gsm8k"}}]},
                          details=True).results[0]
    mine = local.math_equiv("#### 42", "42", extract="gsm8k")
    assert (mine.reward, mine.correct, mine.parsed, mine.components, mine.error) == (
        theirs.reward, theirs.correct, theirs.parsed, theirs.components, theirs.error)
    remote.close()
    with pytest.raises(RefereeError) as error:
        local.math_equiv("1", "1", no_such_param=1)
    assert error.value.code.name == "INVALID_ARGUMENT"
