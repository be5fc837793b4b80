#!/usr/bin/env bash
# math_equiv through the server (docs/PERFORMANCE.md "Math answers"): the
# median of --runs `referee bench` runs of --batches batches of 1,024
# rollouts, 4 connections × 4 in flight, for each workload
#   answer     a number answer ("42"), half right;
#   math_expr  an expression answer ("(x+1)^2"), half right;
# at 1 KB and 8 KB outputs (reasoning filler, then the box), scored by the
# default (math_equiv) and, as the reference, by answer_match (text). The
# server is pinned to core 0 (--threads=1), the load generator to core 1.
#
# usage: bench/math.sh [--runs=3] [--batches=300] [--build=build]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3 batches=300 build=build
for arg in "$@"; do
  case "$arg" in
    --runs=*) runs=${arg#*=} ;;
    --batches=*) batches=${arg#*=} ;;
    --build=*) build=${arg#*=} ;;
    *) sed -n '2,11p' "$0" >&2; exit 2 ;;
  esac
done
cli="$build/client/referee"
source bench/lib.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
pin_server="taskset -c 0" pin_client="taskset -c 1"
[ "$(nproc)" -ge 2 ] || { pin_server=""; pin_client=""; }

start_server referee $pin_server "$build/server/referee-server" \
  --listen=127.0.0.1:0 --metrics_listen= --threads=1

# rate TASK BYTES [SPEC]: the median rollouts/s.
rate() {
  local spec=()
  [ -n "${3:-}" ] && spec=(--spec="$3")
  for run in $(seq 1 "$runs"); do
    $pin_client "$cli" bench --target="127.0.0.1:$port" --task="$1" --output_bytes="$2" \
      --batches="$batches" --batch_size=1024 --concurrency=4 --connections=4 --json \
      "${spec[@]}" | /usr/bin/python3 -c \
      "import json,sys; print(json.load(sys.stdin)['rollouts_per_second'])"
  done | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'
}

text='{"terms": [{"verifier": "answer_match"}]}'
printf '| workload | output | math_equiv rollouts/s | answer_match rollouts/s | ratio |\n'
printf '|---|---|---|---|---|\n'
for task in answer math_expr; do
  for bytes in 1024 8192; do
    math=$(rate "$task" "$bytes")
    plain=$(rate "$task" "$bytes" "$text")
    printf '| %s | %s | %.0f | %.0f | %.2f |\n' "$task" "$bytes" "$math" "$plain" \
      "$(awk -v a="$math" -v b="$plain" 'BEGIN {print a / b}')"
  done
done
