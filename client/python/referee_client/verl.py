"""verl adapter: a drop-in `compute_score` for verl's reward managers.

verl config (see docs/INTEGRATION.md):

    custom_reward_function:
      path: <site-packages or build>/referee_client/verl.py
      name: compute_score          # or compute_score_batch with
                                   # reward_model.reward_manager=batch, or
                                   # compute_score_async for async loops

The target comes from the `target` keyword or REFEREE_TARGET; with
neither, the engine runs in this process (referee_client.local, when the
native module is built; else a server at localhost:50051). An optional
RewardSpec comes from `spec` or REFEREE_SPEC (JSON).

Ground truths are routed by `data_source` as verl's default_compute_score
does (referee_client/data_sources.py): for openai/gsm8k, the MATH sets,
math_dapo/aime* and numina_* the ground truth is the reference answer,
scored by the server's math_equiv with that dataset's extraction (`compat`
keyword or REFEREE_VERL_COMPAT=1: verl's own function, exactly). Any other
data source: the ground truth is a prompt id the server knows, or a Problem
as JSON (a string or a dict), sent inline.

Each call returns a dict, as verl logs it: "score" (the reward), "acc" and
"correct" (1.0/0.0), "parsed", and each verifier's score.
"""

import asyncio
import json
import os
import threading
from typing import Any, Dict, List, Optional, Sequence, Tuple

from referee_client import local
from referee_client.client import RefereeClient
from referee_client.data_sources import problem_ref, routed_columns, score_routed

# Kept for callers of the old private name.
_problem_ref = problem_ref

_clients: Dict[str, RefereeClient] = {}
_lock = threading.Lock()


def _client(target: Optional[str]) -> RefereeClient:
    target = target or os.environ.get("REFEREE_TARGET")
    if not target and local.available():
        return local.shared()  # No server named: the engine in process.
    target = target or "localhost:50051"
    with _lock:
        if target not in _clients:
            _clients[target] = RefereeClient(target.split(","))
        return _clients[target]


def _spec(spec: Any) -> Any:
    if spec is not None:
        return spec
    env = os.environ.get("REFEREE_SPEC")
    return json.loads(env) if env else None


def _compat(compat: Optional[bool]) -> bool:
    if compat is not None:
        return bool(compat)
    return os.environ.get("REFEREE_VERL_COMPAT", "") not in ("", "0", "false")


def _as_dict(result) -> Dict[str, float]:
    correct = float(result.correct)
    scored = {"score": result.reward, "acc": correct, "correct": correct,
              "parsed": float(result.parsed)}
    scored.update(result.components)
    return scored


def compute_score_batch(
    data_sources: Sequence[str],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Any]] = None,
    **kwargs,
) -> List[Dict[str, float]]:
    """verl's batch form: one dict per item, in input order, from one Score
    call per distinct reward spec (one for a single dataset)."""
    if not solution_strs:
        return []
    client = _client(kwargs.get("target"))
    spec, compat = _spec(kwargs.get("spec")), _compat(kwargs.get("compat"))
    # In process, plain answers or ids: one columns call, no object per row.
    columns = routed_columns(client, solution_strs, ground_truths, data_sources,
                             spec=spec, compat=compat)
    if columns is not None:
        rows = []
        for reward, correct, parsed, parts in zip(columns.rewards, columns.correct,
                                                  columns.parsed, columns.components):
            row = {"score": reward, "acc": float(correct), "correct": float(correct),
                   "parsed": float(parsed)}
            row.update(parts)
            rows.append(row)
        return rows
    results = score_routed(client, list(solution_strs), list(ground_truths), list(data_sources),
                           spec=spec, compat=compat)
    return [_as_dict(r) for r in results]


def compute_score(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: Optional[Any] = None,
    **kwargs,
) -> Dict[str, float]:
    """verl's single form: a dict with "score" and the components."""
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **kwargs)[0]


class _Batcher:
    """Gathers concurrent compute_score_async calls (those made within
    `window` seconds of the first) into one compute_score_batch, run on a
    worker thread so the event loop never blocks on the network."""

    def __init__(self) -> None:
        self._pending: Dict[Tuple[int, str], List[Tuple[tuple, asyncio.Future]]] = {}
        self._flushes: set = set()  # Running flush tasks, kept from the GC.

    async def submit(self, item: tuple, kwargs: Dict[str, Any]) -> Dict[str, float]:
        loop = asyncio.get_running_loop()
        key = (id(loop), json.dumps(kwargs, sort_keys=True, default=str))
        future = loop.create_future()
        batch = self._pending.setdefault(key, [])
        batch.append((item, future))
        if len(batch) == 1:
            window = float(kwargs.get("batch_window_ms", os.environ.get("REFEREE_BATCH_WINDOW_MS", 5)))
            loop.call_later(window / 1000.0, self._start_flush, loop, key, kwargs)
        return await future

    def _start_flush(self, loop, key: Tuple[int, str], kwargs: Dict[str, Any]) -> None:
        task = loop.create_task(self._flush(key, kwargs))
        self._flushes.add(task)
        task.add_done_callback(self._flushes.discard)

    async def _flush(self, key: Tuple[int, str], kwargs: Dict[str, Any]) -> None:
        batch = self._pending.pop(key, [])
        if not batch:
            return
        columns = list(zip(*(item for item, _ in batch)))
        call_kwargs = {k: v for k, v in kwargs.items() if k != "batch_window_ms"}
        loop = asyncio.get_running_loop()
        try:
            scored = await loop.run_in_executor(
                None, lambda: compute_score_batch(*columns, **call_kwargs))
        except Exception as error:  # Every waiting call sees the failure.
            for _, future in batch:
                if not future.done():
                    future.set_exception(error)
            return
        for (_, future), result in zip(batch, scored):
            if not future.done():
                future.set_result(result)


_batcher = _Batcher()


async def compute_score_async(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: Optional[Any] = None,
    **kwargs,
) -> Dict[str, float]:
    """compute_score as a coroutine for verl's async reward loop: concurrent
    calls are batched into one Score request (window: `batch_window_ms`
    keyword or REFEREE_BATCH_WINDOW_MS, default 5 ms)."""
    return await _batcher.submit((data_source, solution_str, ground_truth, extra_info), kwargs)
