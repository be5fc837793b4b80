#!/usr/bin/env bash
# The shapes trainers send (issue #15), each through bench/compare.sh with
# the server and the load generator pinned to cores of their own:
#   by id, groups of 16   problems put first, `referee bench --task=activity`
#   by id, groups of 8    the same with GRPO groups of 8
#   inline, groups of 8   every request carries its problems (verl labels,
#                         stateless clients), none put
# Prints one Markdown table of medians (ratios within each run, then the
# median), ready for docs/PERFORMANCE.md.
#
# usage: bench/shapes.sh [--runs=5] [--build=build] [any compare.sh flag]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5 extra=()
for arg in "$@"; do
  case "$arg" in
    --runs=*) runs=${arg#*=} ;;
    *) extra+=("$arg") ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shapes=("by id, groups of 16|--group_size=16"
        "by id, groups of 8|--group_size=8"
        "inline, groups of 8|--group_size=8 --inline")
for i in "${!shapes[@]}"; do
  name=${shapes[$i]%%|*} flags=${shapes[$i]#*|}
  echo "== $name: bench/compare.sh --pin --runs=$runs $flags ${extra[*]}" >&2
  # shellcheck disable=SC2086  # $flags is a list of flags.
  bench/compare.sh --pin --runs="$runs" $flags "${extra[@]}" --json="$work/$i.json" >&2
done
/usr/bin/python3 - "$work" "${#shapes[@]}" "${shapes[@]}" <<'PY'
import json, sys
work, count, shapes = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
print("| shape | echo server | referee-server | ratio (min - max) | echo CPU/output | referee CPU/output | client cores (max) |")
print("|---|---|---|---|---|---|---|")
for i in range(count):
    s = json.load(open(f"{work}/{i}.json"))
    ratios = [r for r in s["runs"]]
    b_over_a = sorted(
        next(r["rollouts_per_second"] for r in s["runs"] if r["run"] == n and r["server"] == "b:referee") /
        next(r["rollouts_per_second"] for r in s["runs"] if r["run"] == n and r["server"] == "a:echo")
        for n in sorted({r["run"] for r in s["runs"]}))
    client = max(r["client_cpu_cores"] for r in s["runs"] if r["server"] in ("a:echo", "b:referee"))
    print("| %s | %.2fM/s | %.2fM/s | **%.2f** (%.2f - %.2f) | %.2f us | %.2f us | %.2f |" % (
        shapes[i].split("|")[0], s["a_echo_rollouts_per_second"] / 1e6,
        s["b_referee_rollouts_per_second"] / 1e6, s["b_over_a"], b_over_a[0], b_over_a[-1],
        s["a_server_cpu_us_per_output"], s["b_server_cpu_us_per_output"], client))
PY
