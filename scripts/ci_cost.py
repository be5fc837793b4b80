#!/usr/bin/env python3
"""CI cost per environment, and the projection to a larger catalogue.

Run after `CI=true bash .ci/run` in the same checkout (it reads the build
directories it leaves: build/, build-sanitize/ (clang: ASan+UBSan, fuzzers),
build-tsan/):

    python3 scripts/ci_cost.py --total-minutes=M [--environments=400]

M is the measured wall time of the whole run. For each suite it adds up,
from ninja's log, the CPU seconds spent compiling the catalogue's family
sources and their test files, and, from ctest's log, the seconds of the
tests that grow with the catalogue (environments_test and the server's
environment tests). Per environment, compile CPU is halved (2 cores) and
test seconds are halved (ctest -j 2). The container image is made from
the plain build's binaries (scripts/container-test.sh --prebuilt), so the
deploy suite adds nothing per environment. The projection is: total +
(N - n) x (per-environment wall seconds).
"""
import argparse
import glob
import os
import re

SUITES = {"plain": "build", "sanitize": "build-sanitize", "thread": "build-tsan"}


def ninja_costs(build):
    """CPU seconds of family library objects and of their tests' objects."""
    lib = tests = 0.0
    seen = {}
    path = os.path.join(build, ".ninja_log")
    if not os.path.exists(path):
        return None
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 4 or not parts[0].isdigit():
            continue
        seen[parts[3]] = (int(parts[1]) - int(parts[0])) / 1000.0  # Last build wins.
    for target, seconds in seen.items():
        if not target.endswith(".o"):
            continue
        # Unity builds (REFEREE_UNITY_BATCH) compile the family members in
        # batches, Unity/unity_N_cxx.cxx.o; without them, one object each.
        unity = "/Unity/unity_" in target
        if "referee_environments.dir/" in target and (
                unity or re.search(r"\.dir/[a-z_]+/[a-z_]+\.cc\.o$", target)):
            lib += seconds
        elif "environments_test.dir/" in target and (
                unity or ("/unit/verifiers/environments/" in target and "/legacy/" not in target)):
            tests += seconds
    return lib, tests


def ctest_seconds(build):
    """Seconds of the tests that grow with the catalogue."""
    path = os.path.join(build, "ctest.log")
    if not os.path.exists(path):
        return 0.0
    total = 0.0
    for line in open(path):
        m = re.search(r"Test\s+#\d+: (\S+) \.+\s+Passed\s+([\d.]+) sec", line)
        if m and (m.group(1).startswith("environments_test")
                  or m.group(1).startswith("EnvironmentsServerTest")):
            total += float(m.group(2))
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--total-minutes", type=float, required=True)
    parser.add_argument("--environments", type=int, default=400)
    parser.add_argument("--count", type=int, default=0,
                        help="environments today (default: family sources)")
    args = parser.parse_args()
    # A member's header declares its one Register...Environment (or Task).
    n = args.count or sum(
        1 for f in glob.glob("verifiers/environments/*/*.h")
        if re.search(r"^absl::Status Register\w+(Environment|Task)\(",
                     open(f).read(), re.M))
    per_env = 0.0
    print(f"{n} environments today")
    print(f"{'suite':10} {'lib s/env':>10} {'test s/env':>11} {'run s/env':>10} {'wall s/env':>11}")
    for suite, build in SUITES.items():
        costs = ninja_costs(build)
        if costs is None:
            print(f"{suite:10} (no {build}/.ninja_log)")
            continue
        lib, tests = costs[0] / n, costs[1] / n
        run = ctest_seconds(build) / n
        wall = (lib + tests) / 2 + run / 2
        per_env += wall
        print(f"{suite:10} {lib:10.2f} {tests:11.2f} {run:10.2f} {wall:11.2f}")
    print(f"{'deploy':10} {0:10.2f} {0:11.2f} {0:10.2f} {0:11.2f}  (the image takes the plain build's binaries)")
    projected = args.total_minutes + (args.environments - n) * per_env / 60
    print(f"per environment, all suites: {per_env:.2f} s wall")
    print(f"projected at {args.environments} environments: {args.total_minutes:.1f} + "
          f"{args.environments - n} x {per_env:.2f} s = {projected:.1f} minutes")


if __name__ == "__main__":
    main()
