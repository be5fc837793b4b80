"""Referee reward service client and trainer adapters.

    from referee_client import RefereeClient
    client = RefereeClient("localhost:50051")
    client.score([("demo-math-sum", "... \\boxed{42}")]).rewards   # [1.0]

Adapters: referee_client.verl (compute_score), referee_client.trl
(RefereeReward). See docs/INTEGRATION.md.
"""

from referee_client.client import (  # noqa: F401
    GroupStats,
    RefereeClient,
    RefereeError,
    RolloutResult,
    ScoreResult,
)

__all__ = ["GroupStats", "RefereeClient", "RefereeError", "RolloutResult", "ScoreResult"]
