"""TRL adapter: a reward function for GRPOTrainer's `reward_funcs`.

    from referee_client.trl import RefereeReward
    trainer = GRPOTrainer(..., reward_funcs=[RefereeReward(target="localhost:50051")])

TRL calls it with the prompts, the completions (strings, or chat messages
[{"role": "assistant", "content": ...}]) and every other dataset column as
keyword lists; the problem id is read from `id_column` (default
"prompt_id"). A column value may also be a Problem as JSON.
"""

import asyncio
from typing import Any, List, Optional, Sequence

from referee_client.client import RefereeClient
from referee_client.verl import _problem_ref


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
        target: Any = "localhost:50051",
        spec: Optional[Any] = None,
        id_column: str = "prompt_id",
        client: Optional[RefereeClient] = None,
    ):
        self.client = client or RefereeClient(target)
        self.spec = spec
        self.id_column = id_column
        # TRL logs each reward function under its __name__.
        self.__name__ = "referee"

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any], **kwargs) -> List[float]:
        ids = kwargs.get(self.id_column)
        if ids is None:
            raise KeyError(f"no '{self.id_column}' column in the batch: set id_column")
        rollouts, problems = [], {}
        for completion, truth in zip(completions, ids):
            prompt_id, problem = _problem_ref(truth)
            if problem is not None:
                problems[prompt_id] = problem
            rollouts.append({"promptId": prompt_id, "output": _text(completion)})
        if not rollouts:
            return []
        return list(
            self.client.score(rollouts, spec=self.spec, problems=list(problems.values())).rewards
        )


class AsyncRefereeReward(RefereeReward):
    """The same reward as a coroutine, for async training loops: the gRPC
    call runs on a worker thread so the event loop is not blocked."""

    async def __call__(self, prompts, completions, **kwargs) -> List[float]:  # type: ignore[override]
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            None, lambda: RefereeReward.__call__(self, prompts, completions, **kwargs)
        )
