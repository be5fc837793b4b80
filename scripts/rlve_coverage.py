#!/usr/bin/env python3
"""Which of RLVE-Gym's 400 environments Referee serves, by family, with
RLVE's collections marked (issue #36; docs/ENVIRONMENTS.md, "RLVE-Gym
coverage").

    python3 scripts/rlve_coverage.py --referee=build/client/referee
        prints the coverage section (Markdown)
    python3 scripts/rlve_coverage.py --referee=... --check=docs/ENVIRONMENTS.md
        exits 1 if the section between the markers in that file is not the
        one printed, if a served environment names an RLVE-Gym identifier
        that is not among the 400 (a typo in Source()), or if a curriculum
        in docs/curricula/ is not the one below
    python3 scripts/rlve_coverage.py --referee=... --write-curricula
        writes docs/curricula/rlve_<collection>.json for each of RLVE's
        training collections C1, C4 and C16 that Referee serves whole: a
        Curriculum (DESIGN §8) naming its environments, every window at
        level 0, for `referee sample --curriculum=@FILE` and the Python
        Curriculum helper.
    python3 scripts/rlve_coverage.py --referee=... --heldout-set=FILE
        writes RLVE's held-out test set as Referee serves it (seed 001,
        Appendix D: 50 problems for each of the 50 held-out environments,
        levels evenly over 0..4): for each environment, levels 0..4 with
        seeds 0..9 each, ids env/NAME/LEVEL/SEED, one problem a line (the
        `referee generate --reference` JSON). The same 2,500 ids every time.

The identifiers and collections come from tests/testdata/rlve_gym_environments.tsv
(seed 001, Appendices B.2, D and E); what Referee serves comes from
`referee environments --local` (each entry's `family:` and `source:`).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSV = os.path.join(ROOT, "tests", "testdata", "rlve_gym_environments.tsv")
BEGIN = "<!-- rlve-coverage:begin (scripts/rlve_coverage.py writes this section) -->"
END = "<!-- rlve-coverage:end -->"
# RLVE's collections, smallest first; each holds the ones before it.
TRAINING = ["C1", "C4", "C16", "C256"]


def read_rlve():
    rows = []
    with open(TSV) as f:
        for line in f:
            if line.startswith("#") or line.startswith("number\t") or not line.strip():
                continue
            number, identifier, collection = line.rstrip("\n").split("\t")
            rows.append((int(number), identifier, collection))
    return rows


def served_environments(referee):
    """(name, family, identifier) of every RLVE-Gym port served."""
    text = subprocess.run([referee, "environments", "--local"], check=True,
                          capture_output=True, text=True).stdout
    out = []
    name = None
    for line in text.splitlines():
        if line and not line.startswith(" "):
            name = line.split()[0]
            continue
        m = re.search(r"family: (\S+), source: RLVE-Gym:(\S+)", line)
        if m and name:
            out.append((name, m.group(1), m.group(2)))
    return out


def in_collection(collection, wanted):
    """Whether an environment whose smallest collection is `collection`
    belongs to `wanted` (C16 holds C1 and C4's)."""
    if wanted == "held-out":
        return collection == "held-out"
    return collection in TRAINING and TRAINING.index(collection) <= TRAINING.index(wanted)


def section(rlve, served):
    by_identifier = {identifier: (number, collection) for number, identifier, collection in rlve}
    lines = [BEGIN, ""]
    counts = []
    served_ids = {identifier for _, _, identifier in served}
    for wanted, total in (("held-out", 50), ("C1", 1), ("C4", 4), ("C16", 16), ("C256", 256)):
        have = sum(1 for _, identifier, collection in rlve
                   if in_collection(collection, wanted) and identifier in served_ids)
        counts.append(f"{wanted} {have}/{total}")
    lines.append(f"Served: **{len(served_ids)} of RLVE-Gym's 400** environments; by "
                 f"collection: {', '.join(counts)}.")
    lines.append("")
    lines.append("| family | RLVE-Gym identifier (number) → Referee name [collection] |")
    lines.append("|---|---|")
    by_family = collections.defaultdict(list)
    for name, family, identifier in served:
        number, collection = by_identifier[identifier]
        mark = "" if collection == "-" else f" [{collection}]"
        by_family[family].append((number, f"{identifier} ({number}) → `{name}`{mark}"))
    for family in sorted(by_family):
        entries = "; ".join(text for _, text in sorted(by_family[family]))
        lines.append(f"| `{family}` | {entries} |")
    lines.append("")
    missing = [(number, identifier, collection) for number, identifier, collection in rlve
               if collection in ("held-out", "C1", "C4", "C16") and identifier not in served_ids]
    if missing:
        lines.append("Not served yet from the held-out set and C16: " + ", ".join(
            f"{identifier} ({number}) [{collection}]" for number, identifier, collection in missing)
            + ".")
    else:
        lines.append("Every held-out test environment and every environment of C16 is served.")
    lines.append("")
    lines.append(END)
    return "\n".join(lines)


CURRICULA = os.path.join(ROOT, "docs", "curricula")


def curricula(rlve, served):
    """{file name: JSON text} for each training collection served whole."""
    name_of = {identifier: name for name, _, identifier in served}
    out = {}
    for wanted in ("C1", "C4", "C16"):
        members = [identifier for _, identifier, collection in rlve
                   if in_collection(collection, wanted)]
        if not all(identifier in name_of for identifier in members):
            continue
        entries = ",\n".join(f'    {{"name": "{name_of[identifier]}"}}' for identifier in members)
        out[f"rlve_{wanted.lower()}.json"] = '{"environments": [\n' + entries + "\n]}\n"
    return out


# RLVE's held-out test set (seed 001, Appendix D): per environment, 50
# problems with levels evenly over 0..4 (its data/HELD-OUT_ENVIRONMENTS
# holds 10 problems at each of the controller's first five levels).
HELDOUT_LEVELS = range(5)
HELDOUT_PER_LEVEL = 10


def write_heldout_set(referee, rlve, served, path):
    name_of = {identifier: name for name, _, identifier in served}
    heldout = [identifier for _, identifier, collection in rlve if collection == "held-out"]
    missing = [identifier for identifier in heldout if identifier not in name_of]
    if missing:
        print("held-out environments not served: " + ", ".join(missing), file=sys.stderr)
        return 1
    count = 0
    with open(path, "w") as out:
        for identifier in heldout:
            for level in HELDOUT_LEVELS:
                lines = subprocess.run(
                    [referee, "generate", f"--env={name_of[identifier]}",
                     f"--difficulty={level}", f"--count={HELDOUT_PER_LEVEL}", "--seed=0",
                     "--reference"], check=True, capture_output=True, text=True).stdout
                for line in lines.splitlines():
                    if line.strip():
                        out.write(line + "\n")
                        count += 1
    want = len(heldout) * len(HELDOUT_LEVELS) * HELDOUT_PER_LEVEL
    if count != want:
        print(f"{path}: {count} problems, not {want}", file=sys.stderr)
        return 1
    print(f"wrote {count} problems of {len(heldout)} held-out environments to {path}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--referee", required=True, help="the referee CLI binary")
    parser.add_argument("--check", help="a Markdown file whose coverage section must be current")
    parser.add_argument("--write-curricula", action="store_true",
                        help="write docs/curricula/rlve_<collection>.json")
    parser.add_argument("--heldout-set", metavar="FILE",
                        help="write RLVE's held-out test set (2,500 problems) to FILE")
    args = parser.parse_args()
    rlve = read_rlve()
    known = {identifier for _, identifier, _ in rlve}
    served = served_environments(args.referee)
    unknown = sorted({identifier for _, _, identifier in served} - known)
    if unknown:
        print("served environments name RLVE-Gym identifiers that are not among the 400: "
              + ", ".join(unknown), file=sys.stderr)
        return 1
    if args.heldout_set:
        return write_heldout_set(args.referee, rlve, served, args.heldout_set)
    text = section(rlve, served)
    wanted_curricula = curricula(rlve, served)
    if args.write_curricula:
        os.makedirs(CURRICULA, exist_ok=True)
        for name, body in wanted_curricula.items():
            with open(os.path.join(CURRICULA, name), "w") as f:
                f.write(body)
        print("wrote", ", ".join(sorted(wanted_curricula)) or "nothing")
        return 0
    if not args.check:
        print(text)
        return 0
    with open(args.check) as f:
        doc = f.read()
    start, end = doc.find(BEGIN), doc.find(END)
    if start < 0 or end < 0:
        print(f"{args.check}: no coverage section (markers {BEGIN!r} … {END!r})", file=sys.stderr)
        return 1
    if doc[start:end + len(END)] != text:
        print(f"{args.check}: the RLVE-Gym coverage section is out of date; regenerate it with\n"
              f"  python3 scripts/rlve_coverage.py --referee=build/client/referee\n"
              f"and paste it between the markers. Expected:\n{text}", file=sys.stderr)
        return 1
    for name, body in wanted_curricula.items():
        path = os.path.join(CURRICULA, name)
        if not os.path.exists(path) or open(path).read() != body:
            print(f"{path} is missing or out of date; run with --write-curricula", file=sys.stderr)
            return 1
    print(f"{args.check}: coverage section current ({len(served)} RLVE-Gym ports); "
          f"curricula current: {', '.join(sorted(wanted_curricula)) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
