#!/usr/bin/env bash
# Failover soak on loopback (tests/soak/soak.py; docs/RELIABILITY.md): three
# replicas of build/'s server, the Python client spreading batches, one
# replica kill -9'd and one SIGTERMed mid-run, both restarted. Fails unless
# every rollout is answered once with the right reward and the untouched
# replica's RSS grows < 5%. Stops by itself.
#
#   bash scripts/soak.sh [--seconds=60] [--threads=4] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60 threads=4 build=build
for arg in "$@"; do
  case "$arg" in
    --seconds=*) seconds="${arg#--seconds=}" ;;
    --threads=*) threads="${arg#--threads=}" ;;
    -*) echo "usage: $0 [--seconds=N] [--threads=N] [BUILD_DIR]" >&2; exit 2 ;;
    *) build="$arg" ;;
  esac
done
exec /usr/bin/python3 tests/soak/soak.py --server "$build/server/referee-server" \
  --pythonpath "$build/python" --seconds "$seconds" --threads "$threads"
