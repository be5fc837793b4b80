#!/usr/bin/env bash
# RSS of referee-server under sustained load for --seconds (default 600),
# the server's VmRSS sampled every 10 s. Prints the samples and the change
# from the first minute's maximum to the last sample; a leak shows as
# steady growth.
#
# usage: bench/soak.sh [--seconds=600] [--clients=keep|reconnect]
#                      [--task=activity] [--build=build]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=600 task=activity build=build clients=keep
for arg in "$@"; do
  case "$arg" in
    --seconds=*) seconds=${arg#*=} ;;
    --clients=*) clients=${arg#*=} ;;
    --task=*) task=${arg#*=} ;;
    --build=*) build=${arg#*=} ;;
    *) sed -n '2,9p' "$0" >&2; exit 2 ;;
  esac
done
source bench/lib.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server referee "$build/server/referee-server" --listen=127.0.0.1:0 --metrics_listen=
rss_kib() { awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status"; }

# --clients=reconnect: `referee bench` runs back to back, each with new
# connections (connection churn). --clients=keep: one `referee bench` run,
# sized from a short calibration run to last --seconds, keeping its
# connections as a trainer does.
end=$(( $(date +%s) + seconds ))
bench() {
  "$build/client/referee" bench --target="127.0.0.1:$port" --task="$task" \
    --concurrency=4 --connections=4 --json "$@"
}
if [ "$clients" = keep ]; then
  calibration=$(bench --batches=1000 | /usr/bin/python3 -c \
    'import json,sys; r=json.load(sys.stdin); print(r["seconds"])')
  batches=$(/usr/bin/python3 -c "print(max(1, int(1000 * $seconds / $calibration)))")
  ( bench --batches="$batches" >> "$work/bench.jsonl" ) &
else
  ( while [ "$(date +%s)" -lt "$end" ]; do
      bench --batches=2000 >> "$work/bench.jsonl"
    done ) &
fi
load=$!
echo "elapsed_s rss_mib"
: > "$work/rss.txt"
start=$(date +%s)
while kill -0 "$load" 2>/dev/null; do
  echo "$(( $(date +%s) - start )) $(rss_kib)" >> "$work/rss.txt"
  awk 'END {printf "%d %.1f\n", $1, $2 / 1024}' "$work/rss.txt"
  sleep 10
done
wait "$load"
/usr/bin/python3 - "$work/rss.txt" "$work/bench.jsonl" <<'PY'
import json, sys
samples = [tuple(map(int, line.split())) for line in open(sys.argv[1])]
runs = [json.loads(line) for line in open(sys.argv[2])]
first_minute = max(r for t, r in samples if t <= 60) / 1024
last = samples[-1][1] / 1024
rollouts = sum(r["batches"] * r["batch_size"] for r in runs)
failed = sum(r["failed"] for r in runs)
print("%d rollouts scored, %d failed batches" % (rollouts, failed))
print("RSS: max of the first minute %.1f MiB, last %.1f MiB, max %.1f MiB, change %+.1f MiB"
      % (first_minute, last, max(r for _, r in samples) / 1024, last - first_minute))
PY
