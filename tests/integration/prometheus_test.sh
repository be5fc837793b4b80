#!/usr/bin/env bash
# A real Prometheus (Debian's) scrapes a running referee-server every second
# while batches are scored; its HTTP API must then return the rollout count
# and a latency quantile, and `promtool check metrics` must find the
# exposition clean. The alert rules are loaded too, so a broken rule fails.
#
# Every query of the Grafana dashboard must also run on that Prometheus and
# name only metrics the server exports.
#
# usage: prometheus_test.sh REFEREE_SERVER REFEREE_CLI ALERT_RULES DASHBOARD
set -euo pipefail
server_bin=$1 cli_bin=$2 rules=$3 dashboard=$4
for tool in prometheus promtool curl; do
  command -v "$tool" >/dev/null || { echo "missing $tool (bash scripts/install_deps.sh installs it)"; exit 1; }
done

work=$(mktemp -d)
pids=()
scorer=""
cleanup() {
  # The background scorer stops first, between two benches: killing it
  # mid-bench once orphaned a `referee bench` that then retried a server
  # already gone for minutes, holding ctest's pipe open (a 180 s timeout).
  if [ -n "$scorer" ]; then touch "$work/stop"; wait "$scorer" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

"$server_bin" --demo --listen=127.0.0.1:0 --metrics_listen=127.0.0.1:0 \
  --ready_file="$work/ready.json" >"$work/server.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do [ -s "$work/ready.json" ] && break; sleep 0.05; done
read -r grpc_port metrics_port < <(/usr/bin/python3 -c \
  'import json,sys; d=json.load(open(sys.argv[1])); print(d["grpc_port"], d["metrics_port"])' \
  "$work/ready.json")

# Score something first so every family has samples, then lint.
"$cli_bin" bench --target="127.0.0.1:$grpc_port" --batches=20 --batch_size=64 --json >/dev/null
curl -sf "http://127.0.0.1:$metrics_port/metrics" > "$work/exposition.txt"
promtool check metrics < "$work/exposition.txt"
echo "promtool check metrics: clean"

prom_port=$(/usr/bin/python3 -c \
  'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files: ["$rules"]
scrape_configs:
  - job_name: referee
    static_configs:
      - targets: ["127.0.0.1:$metrics_port"]
YAML
prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/tsdb" \
  --web.listen-address="127.0.0.1:$prom_port" >"$work/prometheus.log" 2>&1 &
pids+=($!)

# Keep scoring while Prometheus starts and scrapes (the first scrape takes
# a few seconds). It stops when cleanup asks (the stop file), never mid-bench.
( for _ in $(seq 1 60); do
    [ -e "$work/stop" ] && break
    "$cli_bin" bench --target="127.0.0.1:$grpc_port" --batches=10 --batch_size=128 --json >/dev/null || true
    sleep 0.5
  done ) &
scorer=$!

query() {  # prints the first sample's value, or nothing
  curl -sfG "http://127.0.0.1:$prom_port/api/v1/query" --data-urlencode "query=$1" 2>/dev/null \
    | /usr/bin/python3 -c 'import json,sys
d = json.load(sys.stdin)["data"]["result"]
print(d[0]["value"][1] if d else "")' 2>/dev/null || true
}

passed=0
check() {  # check NAME QUERY: waits up to 30 s for a positive finite value
  local name=$1 expr=$2 value=""
  for _ in $(seq 1 60); do
    value=$(query "$expr")
    if /usr/bin/python3 -c 'import math,sys; v=float(sys.argv[1]); sys.exit(0 if v > 0 and math.isfinite(v) else 1)' "$value" 2>/dev/null; then
      echo "$name = $value"
      passed=$((passed + 1))
      return 0
    fi
    sleep 0.5
  done
  echo "FAILED: $name: no positive value for $expr (last: '$value')"
  tail -5 "$work/prometheus.log"
  exit 1
}
check "up" 'up{job="referee"}'
check "rollouts scored" 'sum(referee_rollouts_total{verifier="math_equiv"})'
check "Score p50 latency (s)" \
  'histogram_quantile(0.5, sum by (le) (rate(referee_request_duration_seconds_bucket{method="Score"}[30s])))'
check "rules loaded" 'count(ALERTS) + 1 or vector(1)'

# The dashboard: every expression parses and runs, and names only metrics
# the exposition has.
/usr/bin/python3 - "$dashboard" "$work/exposition.txt" "$prom_port" <<'PY'
import json, re, sys, urllib.parse, urllib.request
dashboard, exposition, port = sys.argv[1], open(sys.argv[2]).read(), sys.argv[3]
exported = set(re.findall(r"^# TYPE (\S+)", exposition, re.M))
failures = 0
for panel in json.load(open(dashboard))["panels"]:
    for target in panel["targets"]:
        expr = target["expr"].replace("$__rate_interval", "1m")
        for name in set(re.findall(r"\breferee_[a-z_]+", expr)):
            base = re.sub(r"_(bucket|sum|count)$", "", name)
            if name not in exported and base not in exported:
                print("dashboard names an unknown metric:", name); failures += 1
        url = "http://127.0.0.1:%s/api/v1/query?%s" % (port, urllib.parse.urlencode({"query": expr}))
        if json.load(urllib.request.urlopen(url))["status"] != "success":
            print("query failed:", expr); failures += 1
print("dashboard queries checked:", sum(len(p["targets"]) for p in json.load(open(dashboard))["panels"]))
sys.exit(1 if failures else 0)
PY
passed=$((passed + 1))
echo "$passed passed, 0 failed"
