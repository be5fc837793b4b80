#!/usr/bin/env python3
"""verl's own reward functions against Referee's in process, on the same
rows: per call and per batch, with how often the verdicts agree.

    apt-get install python3-sympy python3-pylatexenc     # verl's graders need them
    PYTHONPATH=build/python taskset -c 1 /usr/bin/python3 bench/verl_graders_bench.py \\
        --verl=/path/to/verl [--rows=300]

--verl is a checkout of github.com/volcengine/verl: its
verl/utils/reward_score modules are loaded from there as they are, with
one stand-in: verl.utils.metric (it imports torch, which this machine
lacks; prime_math's timeout decorator, verl.utils.py_functional, imports
it without using it). Nothing of verl is copied into this project.
On Debian 12, sympy's LaTeX parser (which prime_math tries) needs an
antlr4 runtime newer than Debian's: there prime_math reaches its verdicts
without that step, so its times are a lower bound and its misses on equal
fractions not in lowest terms are this machine's.

Rows, one style per verl data source (a third of the answers wrong, a
few hundred bytes of reasoning before each):
  gsm8k  (openai/gsm8k:   verl gsm8k.compute_score,        "#### N")
  MATH   (lighteval/MATH: verl math_reward.compute_score,  "\\boxed{...}")
  DAPO   (math_dapo:      verl math_dapo.compute_score,    "Answer: ...")
  numina (numina_olympiads: verl prime_math.compute_score, sympy with a
          10 s timeout in a forked process per comparison)
Referee: referee_client.verl.compute_score (one call a row) and
compute_score_batch (the whole style at once), in process.
"""
import argparse
import importlib
import os
import statistics
import sys
import time
import types

from referee_client import verl as referee_verl

REASONING = ("Let us work through the problem carefully. First we restate what is given "
             "and what is asked, then we set up the relation between the quantities, "
             "simplify it step by step, and check the result against the constraints. ") * 2


def load_verl(root):
    """verl's reward_score package from a checkout, without its heavy
    package __init__ files."""
    def package(name, path):
        module = types.ModuleType(name)
        module.__path__ = [path]
        sys.modules[name] = module
        return module

    package("verl", os.path.join(root, "verl"))
    package("verl.utils", os.path.join(root, "verl", "utils"))
    package("verl.utils.reward_score", os.path.join(root, "verl", "utils", "reward_score"))
    metric = types.ModuleType("verl.utils.metric")
    metric.Metric = object  # Stand-in: a type name py_functional imports.
    sys.modules["verl.utils.metric"] = metric
    return {name: importlib.import_module("verl.utils.reward_score." + name)
            for name in ("gsm8k", "math_reward", "math_dapo", "prime_math")}


def rows(style, count):
    out = []
    for i in range(count):
        a, b = i % 7 + 1, i % 5 + 2
        wrong = i % 3 == 2
        if style == "gsm8k":
            truth = str(12 * a + b)
            answer = str(12 * a + b + (1 if wrong else 0))
            out.append(("openai/gsm8k", REASONING + "So the total is " + answer + ".\n#### " + answer,
                        truth))
        elif style == "MATH":
            truth = "\\frac{%d}{%d}" % (a, b)
            given = "\\frac{%d}{%d}" % (a + (1 if wrong else 0), b)
            out.append(("lighteval/MATH", REASONING + "The answer is $\\boxed{" + given + "}$.",
                        truth))
        elif style == "DAPO":
            truth = str(a * b)
            given = str(a * b + (1 if wrong else 0))
            out.append(("math_dapo", REASONING + "\nAnswer: " + given, truth))
        else:  # numina: prime_math, answers written as a solver writes them.
            truth = "\\frac{%d}{%d}" % (a, b)
            n = a + (1 if wrong else 0)
            given = ("\\dfrac{%d}{%d}" % (n, b), "%d/%d" % (n, b),
                     "\\frac{%d}{%d}" % (2 * n, 2 * b),  # Equal only once simplified.
                     "%d \\cdot \\frac{1}{%d}" % (n, b))[i % 4]
            out.append(("numina_olympiads", REASONING + "Therefore the answer is $\\boxed{" + given
                        + "}$.", truth))
    return out


def verl_verdict(graders, data_source, output, truth):
    if data_source == "openai/gsm8k":
        return graders["gsm8k"].compute_score(output, truth) > 0
    if data_source == "lighteval/MATH":
        return graders["math_reward"].compute_score(output, truth) > 0
    if data_source == "math_dapo":
        return graders["math_dapo"].compute_score(output, truth)["score"] > 0
    return bool(graders["prime_math"].compute_score(output, truth)[0])


def timed(call, items):
    """(mean seconds a call, median, verdicts)."""
    times = []
    verdicts = []
    for item in items:
        start = time.perf_counter()
        verdicts.append(call(*item))
        times.append(time.perf_counter() - start)
    return statistics.mean(times), statistics.median(times), verdicts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--verl", required=True, help="a checkout of volcengine/verl")
    parser.add_argument("--rows", type=int, default=300)
    args = parser.parse_args()
    graders = load_verl(os.path.abspath(args.verl))
    print("| style | verl per call, mean (median) | Referee per call, mean (median) | × (means) "
          "| Referee batch, per row | verdicts agree |")
    print("|---|---|---|---|---|---|")
    for style in ("gsm8k", "MATH", "DAPO", "numina"):
        items = rows(style, args.rows)
        # numina's sympy forks a process per comparison: fewer rows.
        verl_items = items if style != "numina" else items[:max(30, args.rows // 10)]
        verl_mean, verl_median, verl_verdicts = timed(
            lambda d, o, t: verl_verdict(graders, d, o, t), verl_items)
        referee_verl.compute_score(*items[0])  # Warm: the engine is made.
        ours_mean, ours_median, ours = timed(
            lambda d, o, t: referee_verl.compute_score(d, o, t)["correct"] > 0, items)
        columns = list(zip(*items))
        start = time.perf_counter()
        for _ in range(5):
            referee_verl.compute_score_batch(*columns)
        batch_row = (time.perf_counter() - start) / 5 / len(items)
        agree = sum(a == b for a, b in zip(verl_verdicts, ours)) / len(verl_verdicts)
        print("| %s | %.1f µs (%.1f) | %.1f µs (%.1f) | %.1f× | %.2f µs | %.0f%% of %d |" % (
            style, verl_mean * 1e6, verl_median * 1e6, ours_mean * 1e6, ours_median * 1e6,
            verl_mean / ours_mean, batch_row * 1e6, 100 * agree, len(verl_verdicts)))


if __name__ == "__main__":
    main()
