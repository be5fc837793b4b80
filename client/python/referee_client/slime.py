"""slime's custom reward model, in process:

    --custom-rm-path referee_client.slime.reward_func            # one Sample a call
    --custom-rm-path referee_client.slime.reward_func --group-rm # a list of Samples a call

with build/python (or the installed package) on the rollout workers'
PYTHONPATH. The engine runs in that process (REFEREE_TARGET=host:50051
sends the work to a server instead). A sample's `label` is a Referee id or
a Problem as JSON, or — when its metadata's "data_source" (else
REFEREE_DATA_SOURCE) is one of verl's math data sources — the reference
answer, judged by math_equiv; its `response` is scored, as `POST /reward`
scores it. Returns the reward (a float), or a list for a group.
"""

import asyncio

from referee_client.openrlhf import score_labels


def _data_source(sample):
    metadata = getattr(sample, "metadata", None)
    return metadata.get("data_source") if isinstance(metadata, dict) else None


def _score(samples):
    # One call per data source, in input order.
    rewards = [0.0] * len(samples)
    by_source = {}
    for i, sample in enumerate(samples):
        by_source.setdefault(_data_source(sample), []).append(i)
    for source, indices in by_source.items():
        scored, _ = score_labels([samples[i].response for i in indices],
                                 [samples[i].label for i in indices], data_source=source)
        for i, reward in zip(indices, scored):
            rewards[i] = reward
    return rewards


async def reward_func(args, sample_or_samples):
    """slime's call: a Sample (its reward) or a list of Samples (--group-rm:
    their rewards in order). The engine works on a worker thread so the
    rollout's event loop keeps going."""
    loop = asyncio.get_running_loop()
    if isinstance(sample_or_samples, (list, tuple)):
        samples = list(sample_or_samples)
        return await loop.run_in_executor(None, _score, samples) if samples else []
    return (await loop.run_in_executor(None, _score, [sample_or_samples]))[0]
