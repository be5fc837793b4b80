#!/usr/bin/env bash
# The Referee demo: installs what it needs, builds (Release), starts
# `referee-server --demo` on free local ports, scores a demo batch (correct,
# near-miss and malformed outputs for each demo task) with the `referee` CLI,
# prints the rewards and a few lines of /metrics, and stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install_deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target referee-server referee

workdir=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$workdir"
}
trap cleanup EXIT

build/server/referee-server --demo --listen=127.0.0.1:0 \
  --metrics_listen=127.0.0.1:0 --ready_file="$workdir/ready.json" \
  >"$workdir/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  [ -s "$workdir/ready.json" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$workdir/server.log"; exit 1; fi
  sleep 0.1
done
grpc_port=$(sed -E 's/.*"grpc_port": ([0-9]+).*/\1/' "$workdir/ready.json")
metrics_port=$(sed -E 's/.*"metrics_port": ([0-9]+).*/\1/' "$workdir/ready.json")
echo "referee-server --demo is serving on 127.0.0.1:$grpc_port (metrics on :$metrics_port)"
echo

echo "== Rewards (referee score --format=table) =="
build/client/referee score --target="127.0.0.1:$grpc_port" \
  --rollouts=scripts/demo/rollouts.jsonl --format=table
echo
echo "== Activity/LIS outputs with partial credit: --spec ids_prefix (gamma 0.1) =="
grep -E '"demo-(activity|lis)-' scripts/demo/rollouts.jsonl \
  | build/client/referee score --target="127.0.0.1:$grpc_port" --rollouts=- \
      --spec='{"terms": [{"verifier": "ids_prefix"}]}' --format=table
echo
echo "== Countdown with the AST-shaped reward: --spec countdown_ast (seed 002) =="
grep -E '"demo-countdown-' scripts/demo/rollouts.jsonl \
  | build/client/referee score --target="127.0.0.1:$grpc_port" --rollouts=- \
      --spec='{"terms": [{"verifier": "countdown_ast"}]}' --format=table
echo
echo "== Environments: one curriculum step (docs/ENVIRONMENTS.md) =="
curriculum='{"environments": [{"name": "sorting"}], "min_attempts": 4}'
echo "curriculum: $curriculum"
build/client/referee sample --target="127.0.0.1:$grpc_port" --reference \
  --curriculum="$curriculum" --count=4 --seed=1 >"$workdir/sampled.jsonl"
sed -E 's/.*"id":"([^"]*)".*"referenceOutput":"(.*)"}$/{"prompt_id": "\1", "output": "\2"}/' \
  "$workdir/sampled.jsonl" >"$workdir/answers.jsonl"
echo "4 sampled sorting problems, answered with their reference outputs:"
build/client/referee score --target="127.0.0.1:$grpc_port" \
  --rollouts="$workdir/answers.jsonl" --format=table
sed -E 's/.*"prompt_id": "([^"]*)".*/{"prompt_id": "\1", "correct": true}/' \
  "$workdir/answers.jsonl" >"$workdir/outcomes.jsonl"
echo "after 4 correct of 4 at level 0 (threshold 0.9, min_attempts 4), the window moves up:"
build/client/referee curriculum --target="127.0.0.1:$grpc_port" \
  --curriculum="$curriculum" --outcomes="$workdir/outcomes.jsonl"
echo

echo "== A few lines of /metrics (non-zero series) =="
curl -s "http://127.0.0.1:$metrics_port/metrics" \
  | grep -E '^referee_(rollouts_total|correct_total|rollout_errors_total|parse_failures_total|batch_size_count|problems|build_info|generated_problems_total|environment_difficulty)' \
  | grep -v ' 0$' || true
