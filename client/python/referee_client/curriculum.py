"""RLVE adaptive difficulty for a trainer loop (DESIGN §8, seed 001 §2.2).

The server keeps no curriculum state: this object holds it, checkpoints as
JSON, and asks any replica to sample problems and to fold outcomes in.

    from referee_client import Curriculum, RefereeClient
    client = RefereeClient("localhost:50051")
    curriculum = Curriculum(["sorting", "multiplication"])
    for step in range(steps):
        problems = curriculum.sample(client, count=64, seed=step)
        outputs = policy.generate([p["prompt"] for p in problems], n=16)
        result = client.score([(p["id"], o) for p, outs in zip(problems, outputs) for o in outs])
        curriculum.update(client, [(r.prompt_id, r.correct) for r in ...])
        save(curriculum.to_json())
"""

import json
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple


class Curriculum:
    """The Curriculum message as a Python object.

    environments: names (each starts at high 0) or dicts
    {"name", "high", "attempts", "correct", "states"} ("states": True asks
    Sample for an optimisation environment's problems at states along the
    solver's path, ids env/<name>/<d>/<seed>@<k>). Zero or None thresholds mean
    the server's defaults (0.9, window 4, 128 attempts)."""

    def __init__(
        self,
        environments: Sequence[Any],
        accuracy_threshold: Optional[float] = None,
        window: Optional[int] = None,
        min_attempts: Optional[int] = None,
    ):
        self.levels: List[Dict[str, Any]] = []
        for env in environments:
            level = {"name": env} if isinstance(env, str) else dict(env)
            level.setdefault("high", 0)
            level.setdefault("attempts", 0)
            level.setdefault("correct", 0)
            self.levels.append(level)
        self.accuracy_threshold = accuracy_threshold or 0
        self.window = window or 0
        self.min_attempts = min_attempts or 0

    # ----------------------------------------------------------- state

    def to_dict(self) -> dict:
        return {
            "environments": [
                dict(
                    {
                        "name": l["name"],
                        "high": int(l["high"]),
                        "attempts": int(l["attempts"]),
                        "correct": int(l["correct"]),
                    },
                    **({"states": True} if l.get("states") else {}),
                )
                for l in self.levels
            ],
            "accuracy_threshold": self.accuracy_threshold,
            "window": self.window,
            "min_attempts": self.min_attempts,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict) -> "Curriculum":
        return cls(
            data.get("environments", []),
            accuracy_threshold=data.get("accuracy_threshold") or data.get("accuracyThreshold"),
            window=data.get("window"),
            min_attempts=int(data.get("min_attempts") or data.get("minAttempts") or 0),
        )

    @classmethod
    def from_json(cls, text: str) -> "Curriculum":
        return cls.from_dict(json.loads(text))

    @property
    def highs(self) -> Dict[str, int]:
        """Each environment's current upper level."""
        return {l["name"]: int(l["high"]) for l in self.levels}

    # ------------------------------------------------------- with a server

    def sample(self, client, count: int, seed: int = 0) -> List[dict]:
        """`count` problems from the current windows (see RefereeClient.sample)."""
        return client.sample(self.to_dict(), count=count, seed=seed)

    def update(self, client, outcomes: Iterable[Tuple[str, bool]]) -> None:
        """Folds (prompt_id, correct) outcomes in order, on the server."""
        updated = client.update_curriculum(self.to_dict(), outcomes)
        fresh = Curriculum.from_dict(updated)
        self.levels = fresh.levels
