"""Differential test of math_equiv's compat modes against verl's own Python
functions (docs/VERIFIERS.md "compat"). Not part of CI: it needs a verl
checkout, which Referee does not vendor.

usage: PYTHONPATH=build/python TARGET=127.0.0.1:PORT \\
         /usr/bin/python3 scripts/verl_compat_diff.py VERL_REWARD_SCORE_DIR [SEED] [COUNT]

VERL_REWARD_SCORE_DIR holds gsm8k.py, math_reward.py and math_dapo.py
(verl/utils/reward_score/ of volcengine/verl); TARGET is a running
referee-server (start it with a large --max_batch). Generated outputs mix
answer markers, LaTeX, Unicode spaces and verl's special strings; each is
scored by verl's function and by the server through the verl adapter with
compat on, and every disagreement is printed.
"""
import contextlib
import io
import os
import random
import sys

sys.path.insert(0, sys.argv[1])
import gsm8k  # noqa: E402  (verl's)
import math_dapo  # noqa: E402
import math_reward  # noqa: E402
from referee_client import verl as adapter  # noqa: E402

TOKENS = ["\\boxed", "\\boxed{", "\\boxed ", "{", "}", "$", "####", "#### ", "Answer", "answer", "ANSWER", ":",
          " ", "  ", "\n", "\t", "1", "2", "42", "0.5", ".5", "-", ",", ".", "/", "\\frac", "\\frac12", "\\sqrt",
          "\\sqrt3", "\\text{ ", "\\text{", "=", "x =", "k=", "\\dfrac", "\\tfrac", "\\left(", "\\right)", "\\%", "%",
          "dollars", "cm", "ſ", "é", "\\!", "\\\\", "a ", "an ", "^\\circ", "^{\\circ}", "\\$", "\\fbox{", "(", ")",
          "\\text{and}", "\\textbf{", "\\overline{", "mbox", "\\ldots", "\u00a0", "\u3000", "1,000", "frac", "sqrt",
          "[INVALID]", "3/4", "-0", "01/2", "\\mathrm{th}", "\\;", ",\\!", "{,}", '"', "\\dots", "\\text{m}",
          "\\text{s}", "\\text{}^2", "square", "units", "²", "٣"]

def rand_text(rng, n):
    return "".join(rng.choice(TOKENS) for _ in range(rng.randint(0, n)))

rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
target = os.environ["TARGET"]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
cases = []
ANSWERS = ["42", "1,000", "1000", "\\frac{1}{2}", "\\frac12", "0.5", "1/2", "\\dfrac{3}{4}", "x = 5", "5",
           "10\\%", "\\sqrt{3}", "\\sqrt3", "2\\sqrt 2", "(1, 2)", "\\text{(C)}", "C", "-7", "3.50", ".5",
           "12 cm", "5 dollars", "\\$5", "30^\\circ", "\\left[1,2\\right)", "k=3", "\\frac{\\sqrt{2}}{2}"]
def variant(rng, gt):
    out = gt
    for _ in range(rng.randint(0, 2)):
        out = rng.choice([out, " " + out, out + " ", out.replace(" ", ""), out.replace("frac", "dfrac"),
                          "$" + out + "$", out + ".", rng.choice(ANSWERS)])
    return out
for i in range(count):
    gt = rng.choice(ANSWERS) if i % 4 else (rand_text(rng, 6) or "42")
    if not gt.strip():
        gt = "42"
    if i % 2:
        marker = rng.choice(["\\boxed{%s}", "#### %s", "Answer: %s", "answer:%s", "\\boxed %s$", "\\fbox{%s}",
                             "Answer:\n%s", "**Answer:** %s"])
        sol = rand_text(rng, 20) + marker % variant(rng, gt) + rand_text(rng, 3)
    else:
        sol = rand_text(rng, 40) if i % 3 else rand_text(rng, 200)
    cases.append((sol, gt))
bad = 0
hits = {}
for source, fn in [("openai/gsm8k", lambda s, g: gsm8k.compute_score(s, g)),
                   ("lighteval/MATH", lambda s, g: math_reward.compute_score(s, g)),
                   ("math_dapo", lambda s, g: math_dapo.compute_score(s, g)["score"])]:
    got = adapter.compute_score_batch([source] * len(cases), [c[0] for c in cases], [c[1] for c in cases],
                                      target=target, compat=True)
    for (sol, gt), g in zip(cases, got):
        with contextlib.redirect_stdout(io.StringIO()):
            want = float(fn(sol, gt))
        hits[source] = hits.get(source, 0) + (want == 1.0)
        if abs(g["score"] - want) > 1e-9:
            bad += 1
            if bad <= 8:
                print("MISMATCH", source, repr(sol[-120:]), repr(gt), "verl", want, "referee", g["score"])
print("mismatches", bad, "of", 3 * len(cases))
print("verl full-credit rate per source:", {k: v for k, v in hits.items()})
