"""verl adapter: a drop-in `compute_score` for verl's reward managers.

verl config (see docs/INTEGRATION.md):

    custom_reward_function:
      path: <site-packages or build>/referee_client/verl.py
      name: compute_score          # or compute_score_batch with
                                   # reward_model.reward_manager=batch

The target comes from the `target` keyword or REFEREE_TARGET (default
localhost:50051); an optional RewardSpec from `spec` or REFEREE_SPEC (JSON).
`ground_truth` is a prompt id the server knows, or a Problem as JSON (a
string or a dict), sent inline.
"""

import hashlib
import json
import os
import threading
from typing import Any, Dict, List, Optional, Sequence, Tuple

from referee_client.client import RefereeClient

_clients: Dict[str, RefereeClient] = {}
_lock = threading.Lock()


def _client(target: Optional[str]) -> RefereeClient:
    target = target or os.environ.get("REFEREE_TARGET", "localhost:50051")
    with _lock:
        if target not in _clients:
            _clients[target] = RefereeClient(target.split(","))
        return _clients[target]


def _spec(spec: Any) -> Any:
    if spec is not None:
        return spec
    env = os.environ.get("REFEREE_SPEC")
    return json.loads(env) if env else None


def _problem_ref(ground_truth: Any) -> Tuple[str, Optional[dict]]:
    """(prompt_id, inline problem or None) for a ground truth."""
    if isinstance(ground_truth, dict):
        problem = dict(ground_truth)
    elif isinstance(ground_truth, str) and ground_truth.lstrip().startswith("{"):
        problem = json.loads(ground_truth)
    else:
        return str(ground_truth), None
    if not problem.get("id"):
        digest = hashlib.sha1(json.dumps(problem, sort_keys=True).encode()).hexdigest()
        problem["id"] = "verl-" + digest[:16]
    return problem["id"], problem


def _as_dict(result) -> Dict[str, float]:
    scored = {"score": result.reward, "correct": float(result.correct), "parsed": float(result.parsed)}
    scored.update(result.components)
    return scored


def compute_score_batch(
    data_sources: Sequence[str],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Any]] = None,
    **kwargs,
) -> List[Dict[str, float]]:
    """verl's batch form: one dict per item ({"score", "correct", "parsed",
    and each verifier's score}), in input order, from one Score call."""
    rollouts, problems = [], {}
    for solution, truth in zip(solution_strs, ground_truths):
        prompt_id, problem = _problem_ref(truth)
        if problem is not None:
            problems[prompt_id] = problem
        rollouts.append({"promptId": prompt_id, "output": solution})
    if not rollouts:
        return []
    result = _client(kwargs.get("target")).score(
        rollouts, spec=_spec(kwargs.get("spec")), problems=list(problems.values()), details=True
    )
    return [_as_dict(r) for r in result.results]


def compute_score(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: Optional[Any] = None,
    **kwargs,
) -> Dict[str, float]:
    """verl's single form: a dict with "score" and the components."""
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **kwargs)[0]
