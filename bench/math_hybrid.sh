#!/bin/bash
# Builds build/bench/verifiers_bench with the math parsing code of an older
# commit, for before/after figures measured back to back on one machine
# (docs/PERFORMANCE.md, "Math answers II"):
#
#   bash bench/math_hybrid.sh ce27c93 /tmp/bench_before
#   taskset -c 1 /tmp/bench_before --benchmark_filter=math_equiv ...
#
# Everything but verifiers/parsing/ and verifiers/math_equiv.cc is linked
# from the current build/ (run the normal build first), so only the math
# code differs; the old commit's parsing API must still fit (true from
# ce27c93 on). Parsing files newer than REV are taken from today's tree.
set -euo pipefail
REV=$1
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/obj"
git -C "$ROOT" archive "$REV" verifiers/parsing verifiers/math_equiv.cc verifiers/math_equiv.h |
  tar -x -C "$WORK"
# Parsing files added since REV (the rest of the build may call them, e.g.
# math_reference.cc from the answer task's preparation) come from today.
for f in "$ROOT"/verifiers/parsing/*.cc; do
  name=$(basename "$f" .cc)
  if [ ! -e "$WORK/verifiers/parsing/$name.cc" ]; then
    cp "$f" "$ROOT/verifiers/parsing/$name.h" "$WORK/verifiers/parsing/"
  fi
done
FLAGS="-I$WORK -I$ROOT -I$ROOT/build -I$ROOT/build/proto -O3 -DNDEBUG -w -pthread -std=c++17"
for f in "$WORK"/verifiers/parsing/*.cc "$WORK"/verifiers/math_equiv.cc; do
  c++ $FLAGS -c "$f" -o "$WORK/obj/$(basename "$f" .cc).o" &
  while [ "$(jobs -r | wc -l)" -ge 2 ]; do wait -n; done
done
wait
cd "$ROOT/build"
cp verifiers/libreferee_verifiers.a "$WORK/libreferee_verifiers.a"
ar d "$WORK/libreferee_verifiers.a" math_equiv.cc.o
ar r "$WORK/libreferee_verifiers.a" "$WORK/obj/math_equiv.o"
ar qc "$WORK/libreferee_parsing.a" $(ls "$WORK"/obj/*.o | grep -v /math_equiv.o)
ranlib "$WORK/libreferee_parsing.a"
CMD=$(ninja -t commands bench/verifiers_bench | tail -1)
CMD=${CMD//verifiers\/libreferee_verifiers.a/$WORK/libreferee_verifiers.a}
CMD=${CMD//verifiers\/parsing\/libreferee_parsing.a/$WORK/libreferee_parsing.a}
CMD=${CMD//-o bench\/verifiers_bench/-o $OUT}
eval "$CMD"
echo "built $OUT (math code of $REV)"
