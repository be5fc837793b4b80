#!/usr/bin/env bash
# Referee against the transport limit and against Python, in one run on one
# machine, with the same load from the same client (`referee bench`):
#   a  bench/echo_server: Referee's service and messages, no scoring
#      (--echo_arena: with referee-server's arena allocator for Score, the
#      stricter limit: see bench/echo_server.cc);
#   b  referee-server;
#   c  bench/python_server.py: grpcio (Debian's python3-grpcio) scoring the
#      same rule in Python.
# The three servers are started once (each on the server core with --pin)
# and stay up; each run measures a and b back to back, then c. Ratios are
# taken within a run (the same seconds of a shared machine), then the median
# of the runs with its min–max is printed. Also per run: each server's CPU
# per output (utime+stime of its process over the load / rollouts) and b's
# latency with one batch in flight.
#
# The shape of the load: --group_size (rollouts per problem, GRPO groups)
# and --inline (problems in every request instead of put first). --pin runs
# each server on core 0 and the load generator on core 1 (taskset), so the
# client never takes the server's core; `referee bench` warns when its own
# CPU nears its core, and the warning is kept in the output.
#
# usage: bench/compare.sh [--runs=3] [--batches=400] [--batch_size=1024]
#          [--concurrency=4] [--connections=4] [--output_bytes=1024]
#          [--task=activity] [--group_size=16] [--inline] [--pin] [--echo_arena]
#          [--threads=0] [--build=build] [--json=FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3 batches=400 batch_size=1024 concurrency=4 connections=4 output_bytes=1024
task=activity group_size=16 inline=false pin=false threads=0 build=build json_out=""
echo_flags=()
for arg in "$@"; do
  case "$arg" in
    --group_size=*) group_size=${arg#*=} ;;
    --inline) inline=true ;;
    --pin) pin=true ;;
    --echo_arena) echo_flags=(--arena) ;;
    --runs=*) runs=${arg#*=} ;;
    --batches=*) batches=${arg#*=} ;;
    --batch_size=*) batch_size=${arg#*=} ;;
    --concurrency=*) concurrency=${arg#*=} ;;
    --connections=*) connections=${arg#*=} ;;
    --output_bytes=*) output_bytes=${arg#*=} ;;
    --task=*) task=${arg#*=} ;;
    --threads=*) threads=${arg#*=} ;;
    --build=*) build=${arg#*=} ;;
    --json=*) json_out=${arg#*=} ;;
    *) sed -n '2,25p' "$0" >&2; exit 2 ;;
  esac
done
cli="$build/client/referee"
for binary in "$cli" "$build/server/referee-server" "$build/bench/echo_server"; do
  [ -x "$binary" ] || { echo "compare.sh: missing $binary (build first)" >&2; exit 1; }
done
export PYTHONPATH="$build/python"

# --pin: the server on core 0, the load generator on core 1.
server_cpu=() client_cpu=()
if [ "$pin" = true ]; then
  [ "$(nproc --all)" -ge 2 ] || { echo "compare.sh: --pin needs 2 cores" >&2; exit 2; }
  server_cpu=(taskset -c 0) client_cpu=(taskset -c 1)
fi
shape=(--task="$task" --batch_size="$batch_size" --output_bytes="$output_bytes"
       --group_size="$group_size")
[ "$inline" = true ] && shape+=(--inline)

source bench/lib.sh
work=$(mktemp -d)
trap 'stop_all_servers; rm -rf "$work"' EXIT
# A failing step names itself and shows the servers' logs (which the EXIT
# trap is about to delete) instead of ending the script silently.
trap 'echo "compare.sh: line $LINENO failed: $BASH_COMMAND" >&2; show_server_logs' ERR

# CPU seconds (user+system) process $1 has used so far.
cpu_seconds() {
  awk -v tick="$(getconf CLK_TCK)" '{print ($14 + $15) / tick}' "/proc/$1/stat"
}

# measure NAME SERVER CONCURRENCY CONNECTIONS: one `referee bench` against
# SERVER (echo, referee or python); appends its JSON (plus that server's CPU
# per output) to results.
measure() {
  local name=$1 server=$2 inflight=$3 conns=$4 cpu0 cpu1
  local port=${server_ports[$server]} pid=${server_pids[$server]}
  # Warm-up: connections, problem tables, caches.
  "${client_cpu[@]}" "$cli" bench --target="127.0.0.1:$port" "${shape[@]}" --batches=20 \
    --concurrency="$inflight" --connections="$conns" --json >"$work/warm.json" ||
    { cat "$work/warm.json" >&2; return 1; }
  cpu0=$(cpu_seconds "$pid")
  "${client_cpu[@]}" "$cli" bench --target="127.0.0.1:$port" "${shape[@]}" \
    --batches="$batches" --concurrency="$inflight" --connections="$conns" \
    --json > "$work/one.json" || { cat "$work/one.json" >&2; return 1; }
  cpu1=$(cpu_seconds "$pid")
  /usr/bin/python3 - "$work/one.json" "$name" "$run" "$cpu0" "$cpu1" >> "$work/results.jsonl" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
if result["failed"]:
    sys.exit(f"compare.sh: {sys.argv[2]}: {result['failed']} failed batches")
rollouts = result["batches"] * result["batch_size"]
result.update(server=sys.argv[2], run=int(sys.argv[3]),
              server_cpu_us_per_output=(float(sys.argv[5]) - float(sys.argv[4])) / rollouts * 1e6)
print(json.dumps(result))
PY
  tail -1 "$work/results.jsonl" | /usr/bin/python3 -c 'import json,sys; r=json.load(sys.stdin); print("  %-16s %10.0f rollouts/s  p50 %7.2f ms  p99 %7.2f ms  server CPU %.2f us/output  client %.2f cores" % (r["server"], r["rollouts_per_second"], r["p50_ms"], r["p99_ms"], r["server_cpu_us_per_output"], r["client_cpu_cores"]))'
}

echo "load: ${shape[*]}, $batches batches, $concurrency in flight over" \
     "$connections connections; $runs runs; pinned: $pin"
: > "$work/results.jsonl"
start_server echo "${server_cpu[@]}" "$build/bench/echo_server" --listen=127.0.0.1:0 \
  "${echo_flags[@]}"
start_server referee "${server_cpu[@]}" "$build/server/referee-server" \
  --listen=127.0.0.1:0 --metrics_listen= --threads="$threads"
start_server python "${server_cpu[@]}" /usr/bin/python3 bench/python_server.py \
  --listen=127.0.0.1:0
for run in $(seq 1 "$runs"); do
  echo "run $run"
  measure "a:echo" echo "$concurrency" "$connections"
  measure "b:referee" referee "$concurrency" "$connections"
  measure "b:referee-1" referee 1 1
  measure "c:python" python "$concurrency" "$connections"
done

/usr/bin/python3 - "$work/results.jsonl" "$json_out" <<'PY'
import json, statistics, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
runs = sorted({r["run"] for r in rows})
def per_run(server, key):
    return [next(r[key] for r in rows if r["run"] == n and r["server"] == server) for n in runs]
def show(values, fmt):
    return (fmt % statistics.median(values)) + " (" + (fmt % min(values)) + " - " + (fmt % max(values)) + ")"
a, b, c = (per_run(s, "rollouts_per_second") for s in ("a:echo", "b:referee", "c:python"))
summary = {
    "a_echo_rollouts_per_second": statistics.median(a),
    "b_referee_rollouts_per_second": statistics.median(b),
    "c_python_rollouts_per_second": statistics.median(c),
    "b_over_a": statistics.median([y / x for x, y in zip(a, b)]),
    "b_over_c": statistics.median([y / z for y, z in zip(b, c)]),
    "a_server_cpu_us_per_output": statistics.median(per_run("a:echo", "server_cpu_us_per_output")),
    "b_server_cpu_us_per_output": statistics.median(per_run("b:referee", "server_cpu_us_per_output")),
    "b_minus_a_server_cpu_us_per_output": statistics.median(
        [y - x for x, y in zip(per_run("a:echo", "server_cpu_us_per_output"),
                               per_run("b:referee", "server_cpu_us_per_output"))]),
    "b_single_inflight_p99_ms": statistics.median(per_run("b:referee-1", "p99_ms")),
    "runs": rows,
}
print()
print("medians of %d runs (min - max):" % len(runs))
print("  a  echo server (transport limit)  " + show(a, "%.0f") + " rollouts/s")
print("  b  referee-server                 " + show(b, "%.0f") + " rollouts/s")
print("  c  Python grpcio server           " + show(c, "%.0f") + " rollouts/s")
print("  b/a                               " + show([y / x for x, y in zip(a, b)], "%.3f"))
print("  b/c                               " + show([y / z for y, z in zip(b, c)], "%.2f"))
cpu_a, cpu_b = per_run("a:echo", "server_cpu_us_per_output"), per_run("b:referee", "server_cpu_us_per_output")
print("  a server CPU per output           " + show(cpu_a, "%.3f") + " us")
print("  b server CPU per output           " + show(cpu_b, "%.3f") + " us")
print("  b - a: Referee's own CPU/output   " + show([y - x for x, y in zip(cpu_a, cpu_b)], "%.3f") + " us")
print("  b p99, 1 batch in flight          " + show(per_run("b:referee-1", "p99_ms"), "%.2f") + " ms")
print("  b p99, %d in flight               " % rows[0]["concurrency"] + show(per_run("b:referee", "p99_ms"), "%.2f") + " ms")
if sys.argv[2]:
    json.dump(summary, open(sys.argv[2], "w"), indent=1)
PY
