"""Sessions (DESIGN §11, issue #29) against real servers: Step over gRPC and
HTTP, the Python Episode helper, replay on alternating replicas, every
interactive environment's reference policy, and the Step metrics."""

import json
import random
import urllib.request

import pytest

from referee_client import Episode, RefereeClient, references
from test_http import post


def reference_actions(problem, client=None):
    """The reference policy's actions (referee_client.references): a game's
    lines, or an optimisation environment's JSON actions one a turn, then
    the stop turn when the episode's limit leaves one (`client` asks for
    the limit)."""
    actions = references.reference_actions(problem)
    if actions[-1] != references.STOP:
        return actions
    opening = client.step([{"prompt_id": problem["id"], "actions": []}])[0]
    return actions if len(actions) < opening.max_turns else actions[:-1]


def interactive(client):
    return [e for e in client.environments() if e.get("interactive")]


def test_environments_say_which_are_interactive(server):
    with RefereeClient(server.target) as client:
        environments = {e["name"]: e for e in client.environments()}
    guessing = environments["number_guessing"]
    assert guessing["interactive"] is True
    # Level 30: 1..2^33, binary search's 34 guesses + 2.
    assert guessing["maxTurns"] == 36
    assert guessing["family"] == "games"
    assert not environments["sorting"].get("interactive", False)
    assert environments["sorting"]["maxTurns"] == 1


def test_an_episode_played_by_binary_search(server):
    with RefereeClient(server.target) as client:
        episode = Episode("env/number_guessing/5/42")
        opening = episode.start(client)
        assert "from 1 to 256" in opening.observation and opening.max_turns == 11
        low, high = 1, 256
        while not episode.done:
            guess = (low + high) // 2
            result = episode.act(client, str(guess))
            assert result.error == "OK", result
            if result.observation.startswith("Higher"):
                low = guess + 1
            elif result.observation.startswith("Lower"):
                high = guess - 1
        assert episode.correct and episode.episode_return == 1.0
        assert len(episode.actions) <= 9  # floor(log2 256) + 1.
        # An action after the end is this episode's error; the episode is
        # left as it was.
        after = episode.act(client, "1")
        assert after.error == "INVALID_ARGUMENT" and "ended" in after.error_message
        assert after.reward == -1.0
        assert len(episode.history) == len(episode.actions) + 1


def test_replay_on_alternating_replicas_is_the_same(make_server):
    a, b = make_server("--demo"), make_server("--demo")
    rng = random.Random(5)
    with RefereeClient(a.target) as one, RefereeClient(b.target) as other:
        for env in interactive(one):
            name = env["name"]
            problem = one.sample({"environments": [{"name": name, "high": 1}]}, count=1,
                                 seed=3)[0]
            actions = reference_actions(problem, one)
            # A few random-looking actions first (never more than the
            # limit allows), then the reference policy.
            played_alone, played_alternating = [], []
            for k in range(len(actions) + 1):
                episode = {"episode_id": str(k), "prompt_id": problem["id"],
                           "actions": actions[:k]}
                played_alone.append(one.step([episode])[0])
                played_alternating.append((one if k % 2 else other).step([episode])[0])
            for x, y in zip(played_alone, played_alternating):
                assert (x.observation, x.reward, x.done, x.episode_return) == (
                    y.observation, y.reward, y.done, y.episode_return), name
            last = played_alone[-1]
            assert last.done and last.correct and last.episode_return == 1.0, (name, last)
            # Random junk on both replicas: identical too.
            junk = [rng.choice(["1", "x", "up", "take 1 from heap 1", "press 1 1", "check",
                                "2 2", "stop", "reveal 1 1", "north"])
                    for _ in range(min(5, last.max_turns - 1))]
            episode = {"prompt_id": problem["id"], "actions": junk}
            x, y = one.step([episode])[0], other.step([episode])[0]
            assert (x.observation, x.reward, x.episode_return, x.error) == (
                y.observation, y.reward, y.episode_return, y.error), name


def test_every_interactive_environment_is_solved_by_its_reference(server):
    with RefereeClient(server.target) as client:
        for env in interactive(client):
            for level in sorted({0, env.get("maxDifficulty", 0) // 2}):
                problems = client.sample(
                    {"environments": [{"name": env["name"], "high": level}], "window": 1},
                    count=3, seed=level + 1)
                episodes = [Episode(p["id"]) for p in problems]
                for episode, problem in zip(episodes, problems):
                    episode.actions = reference_actions(problem, client)
                results = client.step(episodes)
                for result in results:
                    assert result.error == "OK", (env["name"], result)
                    assert result.done and result.correct, (env["name"], result)
                    assert result.episode_return == 1.0, (env["name"], result)
                    assert result.turn <= result.max_turns


def test_http_step_is_the_grpc_step(server):
    episodes = [{"episodeId": "a", "promptId": "env/number_guessing/2/9", "actions": ["16"]},
                {"episodeId": "b", "promptId": "demo-math-sum", "actions": ["\\boxed{42}"]},
                {"episodeId": "c", "promptId": "nope", "actions": []}]
    status, reply = post(server.http + "/v1/step", {"episodes": episodes})
    assert status == 200, reply
    with RefereeClient(server.target) as client:
        grpc_results = client.step([{"episode_id": e["episodeId"], "prompt_id": e["promptId"],
                                     "actions": e["actions"]} for e in episodes])
    for http, rpc in zip(reply["results"], grpc_results):
        assert http["episodeId"] == rpc.episode_id
        assert http["observation"] == rpc.observation
        assert http["reward"] == pytest.approx(rpc.reward)
        assert http["error"] == rpc.error
    assert reply["results"][1]["correct"] is True
    assert reply["results"][2]["error"] == "UNKNOWN_PROMPT"
    status, reply = post(server.http + "/v1/step", {"episodes": "x"})
    assert status == 400 and "StepRequest" in reply["error"], reply
    status, reply = post(server.http + "/v1/step", {"episodes": []})
    assert status == 400 and "episodes" in reply["error"], reply


def test_step_metrics(make_server):
    s = make_server("--demo", "--metrics_listen=127.0.0.1:0")
    with RefereeClient(s.target) as client:
        episode = Episode("env/number_guessing/0/3")
        low, high = 1, 8
        while not episode.done:
            guess = (low + high) // 2
            result = episode.act(client, str(guess))
            if result.observation.startswith("Higher"):
                low = guess + 1
            else:
                high = guess - 1
        turns = len(episode.actions)
    metrics = urllib.request.urlopen("http://127.0.0.1:%d/metrics" % s.metrics_port,
                                     timeout=10).read().decode()
    assert 'referee_steps_total{environment="number_guessing"} %d' % turns in metrics
    assert 'referee_episodes_done_total{environment="number_guessing"} 1' in metrics
    assert 'referee_episode_return_count{environment="number_guessing"} 1' in metrics
    assert 'referee_episode_return_sum{environment="number_guessing"} 1' in metrics
    assert 'referee_request_duration_seconds_count{method="Step"}' in metrics


def test_referee_play_in_the_terminal(server):
    # The CLI plays an episode, one action per line, on the server and in
    # process alike: a junk line (-1/6), then the reference's guesses.
    import os
    import subprocess

    cli = os.environ["REFEREE_CLI_BIN"]
    generated = subprocess.run([cli, "generate", "--env=number_guessing", "--seed=1",
                                "--count=1", "--reference"], capture_output=True, text=True,
                               timeout=60)
    guesses = reference_actions(json.loads(generated.stdout))
    for where in (["--target=" + server.target], ["--local"]):
        run = subprocess.run([cli, "play", "--env=number_guessing", "--seed=1", *where],
                             input="x\n" + "\n".join(guesses) + "\n", capture_output=True,
                             text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        assert "env/number_guessing/0/1 (6 turns)" in run.stdout
        assert "Not a guess: reply with one integer from 1 to 8." in run.stdout
        assert "Correct: it is %s." % guesses[-1] in run.stdout
        assert "Solved: return 0.833333 in %d turns." % (len(guesses) + 1) in run.stdout, \
            run.stdout
    run = subprocess.run([cli, "play", "--local"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "--env" in run.stderr


def test_the_episode_loop_example_runs(server):
    # client/python/examples/episode_loop.py end to end: the bisecting
    # policy solves every number_guessing episode; every interactive
    # environment gets episodes.
    import os
    import subprocess
    import sys

    example = os.path.join(os.path.dirname(__file__), "..", "examples", "episode_loop.py")
    run = subprocess.run([sys.executable, example, "--target=" + server.target,
                          "--episodes=30", "--batch=8"], capture_output=True, text=True,
                         timeout=240, env=dict(os.environ))
    assert run.returncode == 0, run.stderr
    lines = {line.split()[0]: line for line in run.stdout.splitlines() if line.strip()}
    assert "mean return +1.000" in lines["number_guessing"], run.stdout
    solved = int(lines["number_guessing"].split("solved")[1])
    episodes = int(lines["number_guessing"].split("episodes")[1].split()[0])
    assert solved == episodes > 0
    with RefereeClient(server.target) as client:
        names = {e["name"] for e in interactive(client)}
    assert set(lines) <= names
