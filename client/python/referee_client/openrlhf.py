"""OpenRLHF's reward function file, in process: give OpenRLHF this file's
path where it takes a reward model URL.

    --remote_rm_url /path/to/build/python/referee_client/openrlhf.py   # --reward.remote_url on newer releases
    --label_key label        # a Referee id or Problem JSON per prompt

OpenRLHF loads the file by path and calls reward_func(queries, prompts,
labels) from its rollout workers; the engine runs in that process
(referee_client.local; REFEREE_TARGET=host:50051 sends the work to a
server instead). As with the HTTP endpoint (`POST /get_reward`), a query
is prompt + response and what follows the prompt is scored; a label is a
Referee id or a Problem as JSON, or — with REFEREE_DATA_SOURCE set to one
of verl's math data sources (openai/gsm8k, lighteval/MATH, math_dapo,
aime*, numina_*) — the reference answer, judged by math_equiv
(REFEREE_VERL_COMPAT=1: verl's own rules). REFEREE_SPEC (JSON) is the
RewardSpec for ids.

Returns {"rewards", "scores", "extra_logs": {"correct"}} as torch tensors
when torch is importable (OpenRLHF's workers have it), else as lists.
"""

import os
import sys

try:
    from referee_client import local
except ImportError:  # Loaded by path with the package's folder not on sys.path.
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from referee_client import local
from referee_client.data_sources import routed_columns, score_routed
from referee_client.verl import _compat, _spec  # REFEREE_SPEC, REFEREE_VERL_COMPAT


def _responses(queries, prompts):
    out = []
    for i, query in enumerate(queries):
        prompt = prompts[i] if prompts is not None and i < len(prompts) else None
        out.append(query[len(prompt):] if isinstance(prompt, str) and query.startswith(prompt)
                   else query)
    return out


def score_labels(outputs, labels, data_source=None, spec=None, compat=None, client=None):
    """(rewards, correct flags) for outputs against labels, as OpenRLHF's and
    slime's faces read them (the module docstring)."""
    client = client or local.default_client()
    if data_source is None:
        data_source = os.environ.get("REFEREE_DATA_SOURCE") or None
    spec, compat = _spec(spec), _compat(compat)
    sources = [data_source] * len(outputs)
    columns = routed_columns(client, outputs, labels, sources, spec=spec, compat=compat,
                             components=False)
    if columns is not None:
        return columns.rewards, [float(c) for c in columns.correct]
    results = score_routed(client, list(outputs), list(labels), sources, spec=spec, compat=compat)
    return [r.reward for r in results], [float(r.correct) for r in results]


def reward_func(queries, prompts, labels, **kwargs):
    """OpenRLHF's call: one reward per query."""
    if not queries:
        rewards, correct = [], []
    else:
        rewards, correct = score_labels(_responses(queries, prompts), labels,
                                        data_source=kwargs.get("data_source"))
    try:
        import torch
    except ImportError:
        return {"rewards": rewards, "scores": rewards, "extra_logs": {"correct": correct}}
    as_tensor = torch.tensor(rewards, dtype=torch.float)
    return {"rewards": as_tensor, "scores": as_tensor,
            "extra_logs": {"correct": torch.tensor(correct, dtype=torch.float)}}
