#!/usr/bin/env bash
# Builds Referee and runs the whole test suite with ctest.
#
#   bash scripts/test.sh                              plain suite (build/)
#   bash scripts/test.sh --sanitize=address,undefined ASan+UBSan suite
#                                                     (build-sanitize/)
#   bash scripts/test.sh --all                        both, one after the other
#
# Under CI (CI=true) both suites run. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitize=""
run_both=0
[ "${CI:-}" = "true" ] && run_both=1
for arg in "$@"; do
  case "$arg" in
    --sanitize=*) sanitize="${arg#--sanitize=}"; run_both=0 ;;
    --all) run_both=1 ;;
    *) echo "usage: $0 [--sanitize=address,undefined | --all]" >&2; exit 2 ;;
  esac
done

bash scripts/install_deps.sh

jobs=$(nproc)

run_suite() {
  local sanitizers="$1" dir="build" type="Release"
  if [ -n "$sanitizers" ]; then dir="build-sanitize"; type="Debug"; fi
  echo "=== Building in $dir (${sanitizers:-no sanitizers}) ==="
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" \
    -DREFEREE_SANITIZE="$sanitizers" >/dev/null
  cmake --build "$dir" -j "$jobs"
  echo "=== Testing in $dir ==="
  # Leak checking stays on; gRPC's process-lifetime singletons are listed in
  # tests/lsan.supp.
  ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
  LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
  UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    ctest --test-dir "$dir" --output-on-failure -j "$jobs" --timeout 300
}

if [ "$run_both" = 1 ]; then
  run_suite ""
  run_suite "address,undefined"
else
  run_suite "$sanitize"
fi
