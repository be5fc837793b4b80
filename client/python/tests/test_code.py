"""Code rewards (DESIGN §12) through the Python client, the HTTP gateway's
neighbours and the README's CLI line, against a real server with
--sandbox=bwrap. Rewards worked out by hand from the tests each program
passes."""

import json
import os
import subprocess

import pytest

from referee_client import RefereeClient

SUM = {"id": "sum", "code": {"tests": [
    {"stdin": "1 2\n", "expectedStdout": "3\n"},
    {"stdin": "10 -4\n", "expectedStdout": "6\n"},
    {"stdin": "0 0\n", "expectedStdout": "0\n"},
    {"stdin": "5 5\n", "expectedStdout": "10\n"}]}}


def fenced(program):
    return "Here is my program:\n```python\n%s\n```\n" % program


@pytest.fixture(scope="module")
def code_server(request):
    from conftest import Server
    s = Server("--sandbox=bwrap", "--sandbox_workers=2", "--threads=1")
    request.addfinalizer(s.stop)
    return s


def test_fraction_of_tests_and_components(code_server):
    client = RefereeClient(code_server.target)
    result = client.score([
        ("sum", fenced("a, b = map(int, input().split())\nprint(a + b)")),
        # Passes 0 0 only: 1 of 4.
        ("sum", fenced("a, b = map(int, input().split())\nprint(a * b)")),
        # Prose, no program: unparsed, 0, not an error.
        ("sum", "I would add them."),
        # Loops until its 2 s CPU limit on every test.
        ("sum", fenced("while True:\n    pass")),
    ], problems=[SUM], details=True)
    assert result.rewards[0] == 1.0
    assert result.rewards[1] == 0.25
    assert result.rewards[2] == 0.0
    assert result.rewards[3] == 0.0
    assert result.results[0].correct
    assert not result.results[2].parsed
    assert result.results[1].components["code_tests.wrong_answer"] == 3
    assert result.results[3].components["code_tests.time_limit"] == 4
    assert all(r.error == "OK" for r in result.results)


def test_list_verifiers_shows_code_tests(code_server):
    names = [v["name"] for v in RefereeClient(code_server.target).verifiers()]
    assert "code_tests" in names


def test_readme_cli_line(code_server, tmp_path):
    problems = tmp_path / "code.jsonl"
    problems.write_text(json.dumps(SUM) + "\n")
    rollouts = tmp_path / "code_rollouts.jsonl"
    rollouts.write_text(json.dumps({"promptId": "sum", "output": fenced(
        "import sys\na, b = map(int, sys.stdin.read().split())\nprint(a + b)")}) + "\n")
    out = subprocess.run(
        [os.environ["REFEREE_CLI_BIN"], "score", "--target=" + code_server.target,
         "--problems=%s" % problems, "--rollouts=%s" % rollouts],
        capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.splitlines()[0])["reward"] == 1


def test_without_the_sandbox_code_is_an_error_not_a_reward(make_server):
    s = make_server()
    client = RefereeClient(s.target)
    assert "code_tests" not in [v["name"] for v in client.verifiers()]
    result = client.score([("sum", fenced("print(3)"))], problems=[SUM])
    assert result.rewards[0] == 0.0
    assert result.results[0].error == "VERIFIER_FAILED"
    assert "--sandbox=bwrap" in result.results[0].error_message
