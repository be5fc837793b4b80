"""TRL adapter: a reward function for GRPOTrainer's `reward_funcs`.

    from referee_client.trl import RefereeReward
    trainer = GRPOTrainer(..., reward_funcs=[RefereeReward()])   # in process

With no `target` (and no REFEREE_TARGET) the engine runs in this process
(referee_client.local); RefereeReward(target="host:50051") calls a server.

TRL calls it with the prompts, the completions (strings, or chat messages
[{"role": "assistant", "content": ...}]) and every other dataset column as
keyword lists; the problem id is read from `id_column` (default
"prompt_id"). A column value may also be a Problem as JSON. A dataset with
verl's `data_source` column (openai/gsm8k, the MATH sets, math_dapo, aime*,
numina_*) is routed as the verl adapter does: `id_column` (e.g. "answer")
then holds the reference answer, scored by math_equiv
(referee_client/data_sources.py; `compat=True` for verl's own rules).
"""

import asyncio
from typing import Any, List, Optional, Sequence

from referee_client import local
from referee_client.client import RefereeClient
from referee_client.data_sources import routed_columns, score_routed


def _text(completion: Any) -> str:
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list) and completion:  # Chat messages.
        return "".join(m.get("content", "") for m in completion if isinstance(m, dict))
    return str(completion)


class RefereeReward:
    """Callable (prompts, completions, **columns) -> list[float]."""

    def __init__(
        self,
        target: Any = None,
        spec: Optional[Any] = None,
        id_column: str = "prompt_id",
        client: Optional[RefereeClient] = None,
        compat: bool = False,
    ):
        # No target and no REFEREE_TARGET: the engine in process.
        self.client = client or local.default_client(target)
        self.spec = spec
        self.id_column = id_column
        self.compat = compat
        # TRL logs each reward function under its __name__.
        self.__name__ = "referee"

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any], **kwargs) -> List[float]:
        ids = kwargs.get(self.id_column)
        if ids is None:
            raise KeyError(f"no '{self.id_column}' column in the batch: set id_column")
        if not completions:
            return []
        texts = [_text(c) for c in completions]
        # In process, plain answers or ids: one columns call, no object per row.
        columns = routed_columns(self.client, texts, ids, kwargs.get("data_source"),
                                 spec=self.spec, compat=self.compat, components=False)
        if columns is not None:
            return columns.rewards
        results = score_routed(self.client, texts, list(ids), kwargs.get("data_source"),
                               spec=self.spec, compat=self.compat)
        return [r.reward for r in results]


class AsyncRefereeReward(RefereeReward):
    """The same reward as a coroutine, for async training loops: the gRPC
    call runs on a worker thread so the event loop is not blocked."""

    async def __call__(self, prompts, completions, **kwargs) -> List[float]:  # type: ignore[override]
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            None, lambda: RefereeReward.__call__(self, prompts, completions, **kwargs)
        )
