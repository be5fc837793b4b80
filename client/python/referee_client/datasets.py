"""Reasoning Gym's dataset API over Referee's environments (issue #28).

Reasoning Gym (open-thought/reasoning-gym) users write

    import reasoning_gym
    ds = reasoning_gym.create_dataset("leg_counting", size=100, seed=42)
    for entry in ds:                       # {"question", "answer", "metadata"}
        reward = ds.score_answer(answer=extracted, entry=entry)

and the same loop runs on Referee's environments with one import changed:

    import referee_client.datasets as reasoning_gym
    ds = reasoning_gym.create_dataset("sorting", size=100, seed=42, difficulty=3)

Entries: "question" is the prompt; "answer" the reference answer as the
model writes it inside its answer tags (the text of the reference output's
last <answer>…</answer>, or the whole reference output where an environment
has no tags); "metadata" holds prompt_id (env/NAME/LEVEL/SEED: any replica
regenerates the problem from it), environment, difficulty, source
("referee"), Reasoning Gym's source_dataset and source_index, and the full
reference_output. score_answer takes that bare answer (put back into the
reference's tags) or a whole model output (one with answer tags or a
\\boxed{}), and returns Referee's reward: 1.0 is full credit; partial
credit and the environment's penalties (down to -1 for no parsable answer,
DESIGN §8) are kept, where Reasoning Gym's scores stay in [0, 1].

An entry without a prompt_id (for example a math dataset converted to this
shape) is scored against its "answer" as a reference answer by math_equiv;
metadata["data_source"] routes it as the verl adapter does.

Problems come from Sample with a one-environment curriculum whose window is
the one level (or from `curriculum=`, Referee's RLVE curriculum), so the same
(name, size, seed, difficulty) gives the same entries on any server and in
process. Where they are made: against a server (`target`, else
REFEREE_TARGET), or, with neither, in process: the native module
(referee_client.local) when it is built, else the CLI's --local engine
(the `referee` binary: REFEREE_CLI, else `referee` on PATH), with no
server at all.
"""

import json
import os
import random
import re
import shutil
import struct
import subprocess
import tempfile
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union

from referee_client.data_sources import math_route, problem_ref, route_spec

# Sample's limit per call (engine/curriculum.h kMaxSampleCount); a larger
# dataset is drawn in calls of this size (seeds: _call_seed).
_MAX_SAMPLE = 65536
_ANSWER_TAG = re.compile(r"<answer>(.*?)</answer>", re.DOTALL)


def _call_seed(seed: int, call: int) -> int:
    """Sample's seed for call `call` of a dataset: `seed` itself for the
    first, then a SplitMix64 mix of (seed, call), so a large dataset's later
    calls do not repeat the problems of the dataset with seed + 1."""
    if call == 0:
        return seed
    z = (seed + call * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)


def _answer_part(reference_output: str) -> str:
    """The text inside the reference's last answer tags, else all of it."""
    found = _ANSWER_TAG.findall(reference_output)
    return found[-1].strip() if found else reference_output


def _as_output(answer: str, reference_output: Optional[str]) -> str:
    """A bare answer put back into the reference output's answer tags; a
    whole model output (answer tags or a \\boxed{}) as it is; no answer at
    all stays empty (no answer block: the environment's "no answer" reward,
    -1, never an empty block's)."""
    if not answer.strip():
        return ""
    if "<answer>" in answer or "\\boxed" in answer:
        return answer
    if reference_output and _ANSWER_TAG.search(reference_output):
        return "<answer>%s</answer>" % answer
    return answer


class _Local:
    """The CLI's --local engine: `referee sample|score --local`."""

    def __init__(self, cli: str):
        self.cli = cli

    def _run(self, args: List[str]) -> List[dict]:
        run = subprocess.run([self.cli, *args], capture_output=True, text=True, timeout=600)
        if run.returncode != 0:
            raise RuntimeError("referee %s: %s" % (args[0], run.stderr.strip()))
        return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]

    def sample(self, curriculum: dict, count: int, seed: int) -> List[dict]:
        return self._run(["sample", "--local", "--reference", "--curriculum=" + json.dumps(curriculum),
                          "--count=%d" % count, "--seed=%d" % seed])

    def score(self, rollouts: List[dict], problems: List[dict], spec: Optional[dict]) -> List[float]:
        with tempfile.TemporaryDirectory(prefix="referee-datasets-") as work:
            rollouts_file = os.path.join(work, "rollouts.jsonl")
            with open(rollouts_file, "w") as out:
                out.writelines(json.dumps(r) + "\n" for r in rollouts)
            args = ["score", "--local", "--rollouts=" + rollouts_file]
            if problems:
                problems_file = os.path.join(work, "problems.jsonl")
                with open(problems_file, "w") as out:
                    out.writelines(json.dumps(p) + "\n" for p in problems)
                args.append("--problems=" + problems_file)
            if spec is not None:
                args.append("--spec=" + json.dumps(spec))
            # The CLI prints each float32 reward as its shortest decimal; read
            # back as that float32, as a server's reward is.
            return [struct.unpack("f", struct.pack("f", float(r["reward"])))[0]
                    for r in self._run(args)]


class _Server:
    """A server (`target`), or the engine in process (`client` given)."""

    def __init__(self, target: Optional[str] = None, client=None):
        from referee_client.client import RefereeClient

        self.client = client or RefereeClient(target)

    def sample(self, curriculum: dict, count: int, seed: int) -> List[dict]:
        return self.client.sample(curriculum, count=count, seed=seed)

    def score(self, rollouts: List[dict], problems: List[dict], spec: Optional[dict]) -> List[float]:
        result = self.client.score(rollouts, spec=spec, problems=problems or None)
        return [float(r) for r in result.rewards]


def _backend(target: Optional[str]):
    target = target or os.environ.get("REFEREE_TARGET")
    if target:
        return _Server(target)
    from referee_client import local

    if local.available():
        return _Server(client=local.shared())  # The engine in this process.
    cli = os.environ.get("REFEREE_CLI") or shutil.which("referee")
    if not cli:
        raise RuntimeError(
            "no Referee to make problems: pass target= or set REFEREE_TARGET (a server), "
            "or put the `referee` CLI on PATH or in REFEREE_CLI (in process, no server)")
    return _Local(cli)


def _entry(problem: dict, index: int) -> dict:
    environment = problem.get("environment", {})
    reference = problem.get("referenceOutput", "")
    return {
        "question": problem["prompt"],
        "answer": _answer_part(reference),
        "metadata": {
            "prompt_id": problem["id"],
            "environment": environment.get("name"),
            "difficulty": int(problem.get("difficulty", environment.get("difficulty", 0))),
            "source": "referee",
            # Reasoning Gym's keys (NeMo Gym's reasoning_gym server reads
            # source_dataset as the task's name).
            "source_dataset": environment.get("name"),
            "source_index": index,
            "reference_output": reference,
        },
    }


def score_answers(answers: Sequence[Optional[str]], entries: Sequence[dict],
                  target: Optional[str] = None, backend=None) -> List[float]:
    """Rewards of answers[i] for entries[i], in one call. Entries with a
    prompt_id are scored as that problem; others against their "answer"
    (math_equiv, routed by metadata["data_source"])."""
    if len(answers) != len(entries):
        raise ValueError("answers and entries must have the same length")
    backend = backend or _backend(target)
    rewards: List[float] = [0.0] * len(entries)
    by_spec: Dict[str, List[int]] = {}
    for i, entry in enumerate(entries):
        metadata = entry.get("metadata") or {}
        route = None if metadata.get("prompt_id") else math_route(metadata.get("data_source"))
        key = json.dumps(route_spec(route, False)) if route else ""
        by_spec.setdefault(key, []).append(i)
    for key, indices in by_spec.items():
        rollouts, problems, seen = [], [], set()
        for i in indices:
            entry, answer = entries[i], answers[i] or ""
            metadata = entry.get("metadata") or {}
            prompt_id = metadata.get("prompt_id")
            if prompt_id:
                output = _as_output(answer, metadata.get("reference_output"))
            else:
                if entry.get("answer") is None:
                    raise ValueError("entry %d: needs metadata.prompt_id or an answer" % i)
                prompt_id, problem = problem_ref(entry["answer"], as_answer=True)
                if prompt_id not in seen:
                    seen.add(prompt_id)
                    problems.append(problem)
                output = answer
            rollouts.append({"prompt_id": prompt_id, "output": output})
        scored = backend.score(rollouts, problems, json.loads(key) if key else None)
        for i, reward in zip(indices, scored):
            rewards[i] = reward
    return rewards


class RefereeDataset(Sequence):
    """A Reasoning Gym-style dataset of Referee problems: a sequence of
    entries with score_answer."""

    def __init__(self, entries: List[dict], name: Optional[str], seed: int,
                 difficulty: Optional[int], backend):
        self.entries = entries
        self.name = name
        self.seed = seed
        self.difficulty = difficulty
        self.size = len(entries)
        self._backend = backend

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, index):
        return self.entries[index]

    def __iter__(self) -> Iterator[dict]:
        return iter(self.entries)

    def score_answer(self, answer: Optional[str], entry: dict) -> float:
        return score_answers([answer], [entry], backend=self._backend)[0]

    def score_answers(self, answers: Sequence[Optional[str]], entries: Sequence[dict]) -> List[float]:
        return score_answers(answers, entries, backend=self._backend)


def create_dataset(name: Optional[str] = None, size: int = 500, seed: Optional[int] = None,
                   difficulty: int = 0, target: Optional[str] = None,
                   curriculum: Union[None, dict, str, Any] = None) -> RefereeDataset:
    """`size` problems of environment `name` at level `difficulty` (0 to the
    environment's top level), or drawn from `curriculum` (a Curriculum, its
    dict or JSON; `name` and `difficulty` then unused). seed=None draws a
    random seed, as Reasoning Gym does; the dataset's .seed records it."""
    if curriculum is None:
        if not name:
            raise ValueError("create_dataset: name (an environment) or curriculum= is required")
        if not isinstance(difficulty, int) or difficulty < 0:
            raise ValueError("difficulty: must be an integer >= 0")
        plan = {"environments": [{"name": name, "high": difficulty}], "window": 1}
    else:
        plan = curriculum.to_dict() if hasattr(curriculum, "to_dict") else curriculum
        if isinstance(plan, str):
            plan = json.loads(plan)
        name, difficulty = None, None
    if not isinstance(size, int) or size < 1:
        raise ValueError("size: must be an integer >= 1")
    if seed is None:
        seed = random.Random().randrange(2 ** 32)
    backend = _backend(target)
    problems: List[dict] = []
    for call, start in enumerate(range(0, size, _MAX_SAMPLE)):
        problems += backend.sample(plan, min(_MAX_SAMPLE, size - start), _call_seed(seed, call))
    entries = [_entry(p, i) for i, p in enumerate(problems)]
    return RefereeDataset(entries, name, seed, difficulty, backend)


def score_answer(answer: Optional[str], entry: dict, target: Optional[str] = None) -> float:
    """Reward of `answer` for `entry` (Reasoning Gym's ds.score_answer,
    without the dataset)."""
    return score_answers([answer], [entry], target=target)[0]


def get_score_answer_fn(name: str, target: Optional[str] = None):
    """Reasoning Gym's get_score_answer_fn(name): a function of (answer,
    entry). Referee scores by the entry's prompt id, so any name does."""
    return lambda answer, entry: score_answer(answer, entry, target=target)
