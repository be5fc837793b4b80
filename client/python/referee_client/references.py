"""A sampled problem's reference, as the actions Step takes one a turn.

    from referee_client.references import reference_actions
    problem = client.sample({"environments": [{"name": "tsp", "high": 2}]}, 1)[0]
    actions = reference_actions(problem)       # ['{"answer": [{"city": 0}]}', ...]

For imitation warm-starts, tests and baselines of multi-turn rollouts
(DESIGN §11): the reference policy of an interactive environment, played
with `Episode` or `RefereeClient.step`, returns 1.

- A game: the lines of its reference's last `<answer>` span.
- An optimisation environment: one `{"answer": [action]}` a turn, then
  `{"answer": []}` (the stop turn: an episode that ends on its last action
  never plays it). The newer members' references are already seed 003's
  JSON actions; the seven older ones (knapsack ... max_sat) answer whole
  problems in text, converted here to the actions docs/ENVIRONMENTS.md's
  "Problems at states" table names. A problem at a state (`…@k`) gives its
  one next action.
"""

import json
import re
from typing import Callable, Dict, List

STOP = json.dumps({"answer": []})


def _tokens(text: str) -> List[int]:
    return [int(t) for t in text.split()]


def _each(field: str) -> Callable[[str], List[dict]]:
    return lambda text: [{field: v} for v in _tokens(text)]


def _indexed(first: str, second: str) -> Callable[[str], List[dict]]:
    # "v0 v1 ...": the i-th value belongs to agent / facility i.
    return lambda text: [{first: i, second: v} for i, v in enumerate(_tokens(text))]


def _literals(text: str) -> List[dict]:
    # max_sat: "-1 2 ...": x1 false, x2 true.
    return [{"variable": abs(v), "value": 1 if v > 0 else 0} for v in _tokens(text)]


def _bins(text: str) -> List[dict]:
    # bin_packing: one bin a line, its item labels; bins numbered by line.
    lines = [line for line in text.splitlines() if line.strip()]
    return [{"item": i, "bin": b} for b, line in enumerate(lines) for i in _tokens(line)]


# The older optimisation members' text answers, read as their actions.
_WHOLE_ANSWERS: Dict[str, Callable[[str], List[dict]]] = {
    "knapsack": _each("item_index"),
    "tsp": _each("city"),
    "weighted_tardiness": _each("job_index"),
    "assignment": _indexed("agent", "task"),
    "qap": _indexed("facility", "location"),
    "max_sat": _literals,
    "bin_packing": _bins,
}


def _environment(problem: dict) -> str:
    environment = problem.get("environment") or {}
    if environment.get("name"):
        return environment["name"]
    parts = problem.get("id", "").split("/")
    return parts[1] if len(parts) > 1 and parts[0] == "env" else ""


def reference_actions(problem: dict) -> List[str]:
    """The Step actions of a sampled problem's `referenceOutput` (sample or
    generate with the reference); see the module's docstring."""
    reference = problem["referenceOutput"]
    tagged = re.findall(r"<answer>(.*?)</answer>", reference, re.S)
    if tagged:
        convert = _WHOLE_ANSWERS.get(_environment(problem))
        if convert is None:  # A game: one action a line.
            return [line.strip() for line in tagged[-1].split("\n") if line.strip()]
        actions = convert(tagged[-1])
    else:
        actions = json.loads(reference)["answer"]
    return [json.dumps({"answer": [a]}) for a in actions] + [STOP]
