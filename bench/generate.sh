#!/bin/bash
# `referee generate --reference` against `referee score --local` of the
# same reference answers (issue #27's aim: generation at most 2x scoring,
# which also regenerates every problem from its id), and generate's peak
# RSS (aim: flat, <= 256 MB at any --count). docs/PERFORMANCE.md,
# "Generation at the generator's speed".
#   bash bench/generate.sh [--count=20000] [--core=1] [env:level ...]
# Default: every environment at level 0 and at its top level. One run
# each, pinned to one core; prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
count=20000 core=1 pairs=()
for arg in "$@"; do
  case "$arg" in
    --count=*) count="${arg#--count=}" ;;
    --core=*) core="${arg#--core=}" ;;
    *) pairs+=("$arg") ;;
  esac
done
referee=build/client/referee
if [[ ${#pairs[@]} -eq 0 ]]; then
  while read -r name top; do pairs+=("$name:0" "$name:$top"); done < <(
    "$referee" environments --local | awk '/^[a-z_0-9]+ +levels 0\.\./ {
      split($3, r, "\\.\\."); sub(",", "", r[2]); print $1, r[2] }')
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seconds() { awk '/Elapsed \(wall clock\)/ { n = split($NF, t, ":"); s = 0;
  for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$1"; }
echo "| environment | level | generate (s) | score --local (s) | ratio | generate RSS (MB) |"
echo "|---|---|---|---|---|---|"
for pair in "${pairs[@]}"; do
  name=${pair%%:*} level=${pair##*:}
  /usr/bin/time -v taskset -c "$core" "$referee" generate --env="$name" --difficulty="$level" \
    --count="$count" --reference --output="$work/problems.jsonl" 2> "$work/gen.time" >/dev/null
  /usr/bin/python3 - "$work/problems.jsonl" "$work/rollouts.jsonl" <<'PY'
import json, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as dst:
    for line in src:
        p = json.loads(line)
        dst.write(json.dumps({"prompt_id": p["id"], "output": p["referenceOutput"]}) + "\n")
PY
  /usr/bin/time -v taskset -c "$core" "$referee" score --local --rollouts="$work/rollouts.jsonl" \
    --spec="{\"terms\": [{\"verifier\": \"$name\"}]}" > "$work/scores.jsonl" 2> "$work/score.time" ||
    /usr/bin/time -v taskset -c "$core" "$referee" score --local --rollouts="$work/rollouts.jsonl" \
      > "$work/scores.jsonl" 2> "$work/score.time"
  g=$(seconds "$work/gen.time") s=$(seconds "$work/score.time")
  rss=$(awk '/Maximum resident/ { printf "%.0f", $NF / 1024 }' "$work/gen.time")
  awk -v n="$name" -v l="$level" -v g="$g" -v s="$s" -v r="$rss" \
    'BEGIN { printf "| %s | %s | %.2f | %.2f | %.2f | %s |\n", n, l, g, s, (s > 0 ? g / s : 0), r }'
done
