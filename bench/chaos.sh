#!/usr/bin/env bash
# The chaos run in full (tests/soak/chaos.py; docs/RELIABILITY.md "Chaos"):
# three replicas on loopback, trainer threads scoring 512-rollout steps
# through the Python client's defaults while one replica is kill -9'd, one
# drained, one stopped for 5 s, then two at once. Prints one JSON object:
# per fault the worst step and the time until the replica answered again.
# Fails unless every reward and advantage equals the fault-free run and no
# call failed. Loopback only; stops by itself.
#
# usage: bench/chaos.sh [--build=build] [--stall=5] [--threads=2] [--rounds=1]
set -euo pipefail
cd "$(dirname "$0")/.."
build=build stall=5 threads=2 rounds=1
for arg in "$@"; do
  case "$arg" in
    --build=*) build=${arg#*=} ;;
    --stall=*) stall=${arg#*=} ;;
    --threads=*) threads=${arg#*=} ;;
    --rounds=*) rounds=${arg#*=} ;;
    *) sed -n '2,10p' "$0" >&2; exit 2 ;;
  esac
done
faults=kill,drain,stall,double
for ((i = 1; i < rounds; i++)); do faults="$faults,kill,drain,stall,double"; done
exec /usr/bin/python3 tests/soak/chaos.py --server "$build/server/referee-server" \
  --pythonpath "$build/python" --faults "$faults" --stall "$stall" --threads "$threads"
