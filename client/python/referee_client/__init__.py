"""Referee reward service client and trainer adapters.

    from referee_client import RefereeClient
    client = RefereeClient("localhost:50051")
    client.score([("demo-math-sum", "... \\boxed{42}")]).rewards   # [1.0]

Environments: Curriculum (RLVE adaptive difficulty; client.sample,
client.update_curriculum). Adapters: referee_client.verl (compute_score),
referee_client.trl (RefereeReward). See docs/INTEGRATION.md and
docs/ENVIRONMENTS.md.
"""

from referee_client.client import (  # noqa: F401
    Episode,
    GroupStats,
    RefereeClient,
    RefereeError,
    RolloutResult,
    ScoreResult,
    StepResult,
)

from referee_client.curriculum import Curriculum  # noqa: F401

__all__ = ["Curriculum", "Episode", "GroupStats", "RefereeClient", "RefereeError",
           "RolloutResult", "ScoreResult", "StepResult"]
