#!/usr/bin/env bash
# Builds Referee and runs the whole test suite with ctest.
#
#   bash scripts/test.sh                              plain suite (build/)
#   bash scripts/test.sh --sanitize=address,undefined ASan+UBSan suite, built
#                                                     with clang: also checks
#                                                     -Wthread-safety and
#                                                     smoke-runs the libFuzzer
#                                                     targets (build-sanitize/)
#   bash scripts/test.sh --sanitize=thread            ThreadSanitizer suite
#                                                     (build-tsan/; see
#                                                     tests/tsan/ for how
#                                                     Debian's libraries are
#                                                     made visible to it)
#   bash scripts/test.sh --clang                      the same suite as
#                                                     --sanitize=address,undefined
#   bash scripts/test.sh --deploy                     the image built and run
#                                                     with podman, every
#                                                     manifest validated
#                                                     (needs build/)
#   bash scripts/test.sh --all                        all four in turn
#
# Under CI (CI=true) all four run. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

suites=("plain")
[ "${CI:-}" = "true" ] && suites=("plain" "deploy" "sanitize" "thread")
sanitizers="address,undefined"
for arg in "$@"; do
  case "$arg" in
    --sanitize=thread) suites=("thread") ;;
    --sanitize=*) sanitizers="${arg#--sanitize=}"; suites=("sanitize") ;;
    --clang) suites=("sanitize") ;;
    --deploy) suites=("deploy") ;;
    --all) suites=("plain" "deploy" "sanitize" "thread") ;;
    *) echo "usage: $0 [--sanitize=address,undefined | --sanitize=thread | --clang | --deploy | --all]" >&2
       exit 2 ;;
  esac
done

extra=()
case " ${suites[*]} " in
  *" sanitize "*) extra=(clang libclang-rt-14-dev) ;;
esac
bash scripts/install_deps.sh "${extra[@]}"

jobs=$(nproc)
summary=()

# The container image and the manifests (scripts/container-test.sh,
# scripts/deploy-test.sh); they use the plain build's CLI and Python stubs.
run_deploy_suite() {
  echo "=== [deploy] building in build ==="
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build -j "$jobs" --target referee referee-server referee_python
  # The image from these binaries: the catalogue is compiled once, not
  # again inside the image (DEVELOPERS.md, "CI cost").
  if bash scripts/deploy-test.sh build && bash scripts/container-test.sh --prebuilt build; then
    summary+=("deploy: manifests valid, container image built, run and drained")
  else
    fail_suite "deploy: FAILED"
  fi
}

run_suite() {
  local suite="$1" dir flags=()
  if [ "$suite" = deploy ]; then run_deploy_suite; return; fi
  case "$suite" in
    # The in-process Python module is required here (install_deps.sh
    # installs pybind11-dev): its tests must not skip for want of it.
    plain) dir=build; flags=(-DCMAKE_BUILD_TYPE=Release -DREFEREE_PYTHON_MODULE=ON) ;;
    # One clang build does what two builds did (DEVELOPERS.md, "CI
    # cost"): ASan+UBSan over every test, -Wthread-safety -Werror=thread-safety
    # over all the code, and the libFuzzer targets' smoke runs. It keeps
    # line tables only (-g1): enough for every report's file:line, at a
    # fraction of full debug info's cost. The catalogue at -O1: its tests
    # (generators against brute force) run several times faster than at
    # -O0, still instrumented. No benchmarks: they are measured in the
    # plain build.
    sanitize) dir=build-sanitize
      flags=(-DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++
             "-DCMAKE_CXX_FLAGS_DEBUG=-g1"
             "-DREFEREE_SANITIZE=$sanitizers" -DREFEREE_FUZZERS=ON
             -DREFEREE_BUILD_BENCH=OFF "-DREFEREE_CATALOG_COMPILE_OPTIONS=-O1") ;;
    # Optimised (-O1 in RelWithDebInfo's place would do too): TSan slows
    # code ~10x, and the integration tests run real servers.
    # The catalogue's pure tests (parsers, verifiers, environments: no
    # threads) run in the plain and ASan+UBSan suites; TSan runs what has
    # threads (engine, server, client), so its time does not grow with the
    # catalogue's tests (DEVELOPERS.md, "CI cost"). No benchmarks (as in
    # the ASan+UBSan suite): the plain suite builds them and smoke-runs
    # bench/compare.sh.
    thread) dir=build-tsan
      flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo
             "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
             -DREFEREE_SANITIZE=thread -DREFEREE_PURE_TESTS=OFF
             -DREFEREE_BUILD_BENCH=OFF
             "-DREFEREE_CATALOG_COMPILE_OPTIONS=-fno-sanitize=thread;-O0") ;;
  esac
  # Catalogue files 16 to a translation unit (8 by default, for quick
  # rebuilds while editing one member): half the precompiled-header loads
  # of a cold build (DEVELOPERS.md, "CI cost").
  flags+=(-DREFEREE_UNITY_BATCH=16)
  echo "=== [$suite] building in $dir ==="
  cmake -S . -B "$dir" -G Ninja "${flags[@]}" >/dev/null
  cmake --build "$dir" -j "$jobs"
  echo "=== [$suite] testing in $dir ==="
  local log="$dir/ctest.log"
  # Leak checking stays on (the sanitized suite and the fuzzers).
  if ASAN_OPTIONS="detect_leaks=1" \
     LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
     UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
     TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:history_size=4:suppressions=$PWD/tests/tsan/suppressions.txt" \
     ctest --test-dir "$dir" --output-on-failure -j "$jobs" --timeout 300 \
       2>&1 | tee "$log"; then
    summary+=("$suite: $(grep -E 'tests passed' "$log" | tail -1)")
  else
    fail_suite "$suite: FAILED ($(grep -E 'tests passed' "$log" | tail -1))"
  fi
}

print_summary() {
  echo
  echo "=== Summary ==="
  printf '%s\n' "${summary[@]}"
}

# fail_suite LINE: records the failed suite, prints the summary, exits 1.
fail_suite() {
  summary+=("$1")
  print_summary
  exit 1
}

for suite in "${suites[@]}"; do run_suite "$suite"; done
print_summary
