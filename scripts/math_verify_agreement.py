#!/usr/bin/python3
"""Agreement of math_equiv with Math-Verify's own test pairs (issue #26,
docs/VERIFIERS.md "math_equiv"). Not part of CI: it needs a Math-Verify
checkout (huggingface/Math-Verify), which Referee does not vendor.

usage: /usr/bin/python3 scripts/math_verify_agreement.py --math-verify=DIR
           [--referee=build/client/referee]
           [--review=tests/testdata/math_verify_review.jsonl]

DIR is a work tree (holding tests/) or a bare git directory (read with
`git show HEAD:tests/...`). Math-Verify's tests are parsed with `ast`, never
executed or imported: every @pytest.mark.parametrize whose argument names
include gold, pred and expected (or result) contributes its literal rows.
Rows that are not plain literals (f-strings), and rows run with a
non-default option (strict=False, allow_set_relation_comp=True) are
skipped; rows with a `precision` are kept (a tolerance: list them in the
review file when ours differs). Each pair becomes a problem
{"id": ..., "answer": {"answer": gold}} and a rollout whose output is the
prediction as it is, read by `auto` as Math-Verify reads it (issue #26's
rule for outputs without a marker; --wrap boxes a prediction that has no
marker, as this script did before that rule). Golds go in as written:
math_equiv reads a reference that holds a final-answer marker (Math-Verify's
golds are sometimes whole solutions) as it reads an output (issue #35;
before, this script unboxed them itself). All are scored with one
`referee score --local` run with the math_equiv verifier.

--review=FILE: JSONL lines {"gold": ..., "pred": ..., "kind": "wrong" |
"convention", "reason": ...} for pairs whose Math-Verify verdict we judged
mathematically wrong (or a pure convention such as a tolerance or a decimal
comma). They are left out of the "should agree" count and listed apart.
"""
import argparse
import ast
import json
import os
import re
import subprocess
import sys
import tempfile

GOLD_NAMES = ("gold",)
PRED_NAMES = ("pred",)
VERDICT_NAMES = ("expected", "result")
# Options whose non-default value changes Math-Verify's behaviour: skipped.
DEFAULT_OPTIONS = {"strict": True, "allow_set_relation_comp": False}


def list_test_files(root):
    """(name, source) of every tests/test_*.py, from a work tree or git dir."""
    tests = os.path.join(root, "tests")
    if os.path.isdir(tests):
        out = []
        for name in sorted(os.listdir(tests)):
            if name.startswith("test_") and name.endswith(".py"):
                with open(os.path.join(tests, name), encoding="utf-8") as f:
                    out.append(("tests/" + name, f.read()))
        return out
    names = subprocess.run(["git", "-C", root, "ls-tree", "-r", "HEAD", "--name-only", "tests"],
                           check=True, capture_output=True, text=True).stdout.split()
    out = []
    for name in sorted(names):
        base = os.path.basename(name)
        if base.startswith("test_") and base.endswith(".py"):
            src = subprocess.run(["git", "-C", root, "show", "HEAD:" + name],
                                 check=True, capture_output=True, text=True).stdout
            out.append((name, src))
    return out


def is_parametrize(node):
    f = node.func if isinstance(node, ast.Call) else None
    return isinstance(f, ast.Attribute) and f.attr == "parametrize"


def extract_pairs(name, source):
    """[(where, gold, pred, expected, options)] from one test file's source."""
    pairs, skipped = [], []
    tree = ast.parse(source, filename=name)
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        for deco in fn.decorator_list:
            if not is_parametrize(deco) or len(deco.args) < 2:
                continue
            try:
                argnames = ast.literal_eval(deco.args[0])
            except ValueError:
                continue
            if isinstance(argnames, str):
                argnames = [a.strip() for a in argnames.split(",")]
            argnames = list(argnames)
            gi = next((argnames.index(n) for n in GOLD_NAMES if n in argnames), None)
            pi = next((argnames.index(n) for n in PRED_NAMES if n in argnames), None)
            vi = next((argnames.index(n) for n in VERDICT_NAMES if n in argnames), None)
            if gi is None or pi is None or vi is None or not isinstance(deco.args[1], (ast.List, ast.Tuple)):
                continue
            for row in deco.args[1].elts:
                where = "%s:%d %s" % (name, row.lineno, fn.name)
                try:
                    values = ast.literal_eval(row)
                except ValueError:
                    skipped.append((where, "not a literal row"))
                    continue
                if not isinstance(values, tuple) or len(values) != len(argnames):
                    skipped.append((where, "row shape"))
                    continue
                options = {argnames[i]: v for i, v in enumerate(values) if i not in (gi, pi, vi)}
                odd = {k: v for k, v in options.items() if k in DEFAULT_OPTIONS and v != DEFAULT_OPTIONS[k]}
                if odd:
                    skipped.append((where, "non-default option %s" % odd))
                    continue
                pairs.append((where, values[gi], values[pi], int(bool(values[vi])), options))
    return pairs, skipped


# A final-answer marker that math_equiv's `auto` mode reads (DESIGN §9).
MARKER = re.compile(r"\\boxed|\\fbox|answer\s*(?:\*\*)?\s*:|answer is|^####|<answer>", re.I | re.M)


def as_output(pred, wrap=False):
    if not wrap or MARKER.search(pred):
        return pred
    body = pred.strip()
    if len(body) >= 2 and body.startswith("$") and body.endswith("$") and "$" not in body[1:-1]:
        body = body[1:-1]
    return "\\boxed{" + body + "}"


def short(text, width=150):
    """repr of text, the middle elided when long (the end holds the answer)."""
    r = repr(text)
    return r if len(r) <= width else r[:50] + " ... " + r[-(width - 55):]


def load_review(path):
    review = {}
    if not path:
        return review
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            entry = json.loads(line)
            if entry.get("kind") not in ("wrong", "convention") or not entry.get("reason"):
                sys.exit("%s:%d: needs kind wrong|convention and a reason" % (path, n))
            review[(entry["gold"], entry["pred"])] = entry
    return review


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--math-verify", required=True, help="Math-Verify work tree or git dir")
    ap.add_argument("--referee", default=os.path.join(os.path.dirname(__file__), "..", "build", "client", "referee"))
    ap.add_argument("--wrap", action="store_true",
                    help="box predictions that hold no final-answer marker (one enclosing $...$ dropped)")
    ap.add_argument("--review", default="", help="JSONL of pairs where Math-Verify's verdict is judged wrong")
    args = ap.parse_args()

    pairs, skipped = [], []
    for name, source in list_test_files(args.math_verify):
        p, s = extract_pairs(name, source)
        pairs += p
        skipped += s
    review = load_review(args.review)

    with tempfile.TemporaryDirectory() as tmp:
        problems = os.path.join(tmp, "problems.jsonl")
        rollouts = os.path.join(tmp, "rollouts.jsonl")
        with open(problems, "w", encoding="utf-8") as pf, open(rollouts, "w", encoding="utf-8") as rf:
            for i, (_, gold, pred, _, _) in enumerate(pairs):
                pid = "mv-%d" % i
                pf.write(json.dumps({"id": pid, "answer": {"answer": gold}}) + "\n")
                rf.write(json.dumps({"prompt_id": pid, "output": as_output(pred, args.wrap)}) + "\n")
        run = subprocess.run([args.referee, "score", "--local", "--problems=" + problems,
                              "--rollouts=" + rollouts, '--spec={"terms": [{"verifier": "math_equiv"}]}'],
                             capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit("referee score failed: " + run.stderr)
    results = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    if len(results) != len(pairs):
        sys.exit("expected %d results, got %d" % (len(pairs), len(results)))

    agree, disagree, reviewed = 0, [], []
    for (where, gold, pred, want, options), res in zip(pairs, results):
        ours = 1 if res.get("correct") else 0
        entry = review.get((gold, pred))
        if entry:
            reviewed.append((where, gold, pred, want, ours, entry))
            continue
        if ours == want:
            agree += 1
        else:
            disagree.append((where, gold, pred, want, ours, options, res.get("errorMessage", "")))

    raw = sum(1 for (_, _, _, w, _), r in zip(pairs, results) if w == (1 if r.get("correct") else 0))
    print("pairs: %d (skipped rows: %d)" % (len(pairs), len(skipped)))
    print("agreements (all pairs): %d / %d" % (raw, len(pairs)))
    should = len(pairs) - len(reviewed)
    print("should agree (Math-Verify's verdict right): %d, agreements: %d, disagreements: %d"
          % (should, agree, len(disagree)))
    for where, why in skipped:
        print("  skipped %s: %s" % (where, why))
    print("\nDisagreements (gold | prediction | Math-Verify | ours | where):")
    for where, gold, pred, want, ours, options, err in disagree:
        extra = (" %s" % options) if options else ""
        print("  %s | %s | %d | %d | %s%s%s" % (short(gold), short(pred), want, ours, where, extra, (" [" + err + "]") if err else ""))
    print("\nReviewed (Math-Verify's verdict judged wrong or a convention; not counted):")
    for where, gold, pred, want, ours, entry in reviewed:
        print("  %s | %s | MV %d | ours %d | %s: %s | %s" % (short(gold), short(pred), want, ours, entry["kind"], entry["reason"], where))
    stale = set(review) - {(g, p) for _, g, p, _, _ in pairs}
    for gold, pred in sorted(stale):
        print("  (review entry matches no pair: %r | %r)" % (gold, pred))


if __name__ == "__main__":
    main()
