"""verl's math `data_source` names and how Referee scores each (issue #14).

verl's `default_compute_score` picks a reward function by data source; the
adapters route the same names to the server's `math_equiv` with the
extraction that dataset's prompts ask for (or, with `compat`, verl's own
function reproduced exactly). The server's HTTP endpoints keep the same
table in C++ (server/data_sources.cc); test_adapters.py checks they agree.

A ground truth of a routed item is the reference answer itself (sent as an
inline `answer` problem); a Problem JSON stays a Problem. Items of any other
data source keep the plain rule: the ground truth is a Referee prompt id or
a Problem JSON.
"""

import hashlib
import json
from typing import Any, Dict, List, Optional, Sequence, Tuple

# The task fields of a Problem: a routed JSON label is a Problem only with one.
_TASKS = {"activity", "lis", "countdown", "answer"}
_MATH = ("lighteval/MATH", "DigitalLearningGmbH/MATH-lighteval", "HuggingFaceH4/MATH-500")
_DAPO = ("math_dapo", "math", "math_dapo_reasoning")


def math_route(data_source: Optional[str]) -> Optional[Tuple[str, str]]:
    """(extract, compat) of math_equiv for a verl data source, else None."""
    if not isinstance(data_source, str):
        return None
    if data_source == "openai/gsm8k":
        return ("gsm8k", "verl_gsm8k")
    if data_source in _MATH:
        return ("boxed", "verl_math")
    if data_source in _DAPO or data_source.startswith("aime"):
        return ("answer_line", "verl_dapo")
    if data_source.startswith("numina_"):
        return ("auto", "none")
    return None


def route_spec(route: Tuple[str, str], compat: bool) -> dict:
    """The RewardSpec (JSON form) of one math_equiv term for `route`."""
    extract, verl = route
    params = {"compat": verl} if compat and verl != "none" else {"extract": extract}
    return {"terms": [{"verifier": "math_equiv", "params": params}]}


def problem_ref(ground_truth: Any, as_answer: bool = False) -> Tuple[str, Optional[dict]]:
    """(prompt_id, inline problem or None) for a ground truth: a Problem (a
    dict or its JSON) is sent inline; with `as_answer` any other value is a
    reference answer, sent as an inline `answer` problem; else it is a
    prompt id the server knows."""
    problem = None
    if isinstance(ground_truth, dict):
        problem = dict(ground_truth)
    elif isinstance(ground_truth, str) and ground_truth.lstrip().startswith("{"):
        try:
            problem = json.loads(ground_truth)
        except ValueError:
            if not as_answer:
                raise
        if as_answer and not (isinstance(problem, dict) and _TASKS & problem.keys()):
            problem = None  # An answer that starts with "{", e.g. "{1, 2}".
    if problem is None and as_answer:
        problem = {"answer": {"answer": str(ground_truth)}}
    if problem is None:
        return str(ground_truth), None
    if not problem.get("id"):
        digest = hashlib.sha1(json.dumps(problem, sort_keys=True).encode()).hexdigest()
        problem["id"] = "verl-" + digest[:16]
    return problem["id"], problem


def score_routed(
    client,
    outputs: Sequence[str],
    ground_truths: Sequence[Any],
    data_sources: Optional[Sequence[Optional[str]]] = None,
    spec: Any = None,
    compat: bool = False,
) -> List[Any]:
    """Scores (output, ground truth, data source) items with details, one
    Score call per distinct spec (usually one); RolloutResults in input
    order."""
    groups: Dict[str, Tuple[Any, List[int], List[dict], Dict[str, dict]]] = {}
    sources = list(data_sources) if data_sources is not None else [None] * len(outputs)
    for i, (output, truth) in enumerate(zip(outputs, ground_truths)):
        route = math_route(sources[i] if i < len(sources) else None)
        item_spec = route_spec(route, compat) if route else spec
        key = json.dumps(item_spec, sort_keys=True, default=str)
        group = groups.setdefault(key, (item_spec, [], [], {}))
        prompt_id, problem = problem_ref(truth, as_answer=route is not None)
        if problem is not None:
            group[3][prompt_id] = problem
        group[1].append(i)
        group[2].append({"promptId": prompt_id, "output": output})
    results: List[Any] = [None] * len(outputs)
    for item_spec, indices, rollouts, problems in groups.values():
        scored = client.score(rollouts, spec=item_spec, problems=list(problems.values()), details=True)
        for i, result in zip(indices, scored.results):
            results[i] = result
    return results


def routed_columns(
    client,
    outputs: Sequence[str],
    ground_truths: Sequence[Any],
    data_sources: Optional[Sequence[Optional[str]]] = None,
    spec: Any = None,
    compat: bool = False,
    components: bool = True,
):
    """score_routed's lean road (the engine in process: a client with
    `score_columns`): ScoredColumns for the whole batch in one call with no
    object per row, when the rows need no Problem built — one route for
    all rows (or none), every ground truth a plain reference answer (routed)
    or prompt id. None when the road does not apply; score_routed then
    gives the same verdicts the general way."""
    columns = getattr(client, "score_columns", None)
    if columns is None or not outputs:
        return None
    sources = list(data_sources) if data_sources is not None else [None] * len(outputs)
    if len(sources) != len(outputs) or len(ground_truths) != len(outputs):
        return None
    routes = {math_route(source) for source in set(sources)}
    if len(routes) != 1:
        return None
    route = routes.pop()
    keys = []
    for truth in ground_truths:
        if isinstance(truth, str):
            if truth.lstrip().startswith("{"):  # Maybe a Problem's JSON.
                return None
            keys.append(truth)
        elif isinstance(truth, dict):
            return None
        else:
            keys.append(str(truth))
    if route is not None:
        return columns(list(outputs), answers=keys, spec=route_spec(route, compat),
                       details=True, components=components)
    return columns(list(outputs), prompt_ids=keys, spec=spec, details=True, components=components)
