#!/bin/bash
# Referee's compiled ports against RLVE-Gym's own Python, side by side on
# the same core (docs/PERFORMANCE.md, "RLVE-Gym's Python, side by side"):
#   bash bench/rlve_compare.sh --rlve=DIR [--level=8] [--core=1] [name:Identifier ...]
# DIR: a checkout of github.com/Zhiyuan-Zeng/RLVE. Our figures come from
# build/bench/environments_bench (generation = GeneratePrepared, score = the
# default verifier on 1 KB outputs); theirs from bench/rlve_python_bench.py
# (generator() as trainers call it, _generate alone, scorer()). Both run
# under `taskset -c CORE`, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
rlve="" level=8 core=1 envs=()
for arg in "$@"; do
  case "$arg" in
    --rlve=*) rlve="${arg#--rlve=}" ;;
    --level=*) level="${arg#--level=}" ;;
    --core=*) core="${arg#--core=}" ;;
    *) envs+=("$arg") ;;
  esac
done
[[ -n "$rlve" ]] || { echo "usage: $0 --rlve=DIR [--level=N] [name:Identifier ...]" >&2; exit 2; }
if [[ ${#envs[@]} -eq 0 ]]; then
  envs=(catalan_number_mod:CatalanNumberMod sorting:Sorting
        multiplication:Multiplication)
fi
names=$(printf '%s\n' "${envs[@]}" | cut -d: -f1 | paste -sd'|')
py_args=()
for e in "${envs[@]}"; do py_args+=("--env=$e"); done
ours=$(mktemp) theirs=$(mktemp)
trap 'rm -f "$ours" "$theirs"' EXIT
taskset -c "$core" build/bench/environments_bench \
    --benchmark_filter="^(gen|score)/($names)/$level\$" \
    --benchmark_min_time=0.2 --benchmark_format=json > "$ours"
taskset -c "$core" /usr/bin/python3 bench/rlve_python_bench.py \
    --rlve="$rlve" --level="$level" "${py_args[@]}" > "$theirs"
/usr/bin/python3 - "$ours" "$theirs" "$level" <<'PY'
import json, sys
to_us = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}
ours = {b["name"]: b["real_time"] * to_us[b.get("time_unit", "ns")]
        for b in json.load(open(sys.argv[1]))["benchmarks"]}
print(f"level {sys.argv[3]}; microseconds per call (medians), ratio = RLVE / Referee")
print("| environment | generate: Referee | RLVE generator() | RLVE _generate | ratio (generator / _generate) "
      "| score 1 KB: Referee | RLVE scorer() | ratio |")
print("|---|---|---|---|---|---|---|---|")
for line in open(sys.argv[2]):
    name, generator, generate, score = line.split("\t")
    gen = ours[f"gen/{name}/{sys.argv[3]}"]
    sc = ours[f"score/{name}/{sys.argv[3]}"]
    g1, g2, s = float(generator), float(generate), float(score)
    print(f"| `{name}` | {gen:.2f} | {g1:.1f} | {g2:.1f} | {g1/gen:.0f}× / {g2/gen:.1f}× "
          f"| {sc:.2f} | {s:.2f} | {s/sc:.1f}× |")
PY
