#!/bin/bash
# Referee's compiled ports against RLVE-Gym's own Python, side by side on
# the same core (docs/PERFORMANCE.md, "Side by side with RLVE-Gym"):
#   bash bench/rlve_compare.sh --rlve=DIR [--level=8] [--core=1]
#       [--server_core=0] [--runs=3] [--batches=50] [--score_batches=200]
#       [--count=20000] [name:Identifier ...]
# DIR: a checkout of github.com/Zhiyuan-Zeng/RLVE (the folder holding Gym/;
# nothing of it is vendored here). Per environment, at --level, four ways
# of generating a problem and scoring an answer to it:
#   in process  build/bench/environments_bench: GeneratePrepared, and the
#               default verifier on 1 KB outputs (Google Benchmark's mean);
#   server      build/server/referee-server --threads=1 pinned to
#               --server_core, loaded from --core by `referee bench`:
#               --batches Sample calls of 1,024 problems from a curriculum
#               whose window is that one level (new seeds: every problem is
#               generated), and --score_batches Score calls (2 in flight)
#               of 1,024 rollouts of env/NAME/LEVEL problems by id (64
#               problems, 16 rollouts each, 1 KB outputs: the reference
#               output, alternating with it with a digit changed; cached
#               after the first batch, as Sample leaves the problems it
#               drew); 1e6 / throughput, median of --runs runs;
#   CLI         `referee generate --env --reference --count=--count`, then
#               `referee score --local` of those reference outputs (which
#               regenerates every problem from its id), wall time / count,
#               median of --runs runs;
#   RLVE        bench/rlve_python_bench.py: generator() as trainers call
#               it, _generate alone, scorer() on 1 KB outputs (medians of
#               200 problems).
# Everything but the server runs under `taskset -c CORE`, one after the
# other. Prints two Markdown tables: per call (in process against RLVE),
# and per problem, generation + scoring, all four side by side.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
rlve="" level=8 core=1 server_core=0 runs=3 batches=50 score_batches=200
count=20000 envs=()
for arg in "$@"; do
  case "$arg" in
    --rlve=*) rlve="${arg#--rlve=}" ;;
    --level=*) level="${arg#--level=}" ;;
    --core=*) core="${arg#--core=}" ;;
    --server_core=*) server_core="${arg#--server_core=}" ;;
    --runs=*) runs="${arg#--runs=}" ;;
    --batches=*) batches="${arg#--batches=}" ;;
    --score_batches=*) score_batches="${arg#--score_batches=}" ;;
    --count=*) count="${arg#--count=}" ;;
    --*) sed -n '2,31p' "$0" >&2; exit 2 ;;
    *) envs+=("$arg") ;;
  esac
done
[[ -n "$rlve" ]] || { sed -n '2,31p' "$0" >&2; exit 2; }
[[ -d "$rlve/Gym" ]] || { echo "$0: $rlve/Gym: no such folder" >&2; exit 2; }
if [[ ${#envs[@]} -eq 0 ]]; then
  envs=(catalan_number_mod:CatalanNumberMod sorting:Sorting
        multiplication:Multiplication)
fi
cli=build/client/referee
names=$(printf '%s\n' "${envs[@]}" | cut -d: -f1 | paste -sd'|')
py_args=()
for e in "${envs[@]}"; do py_args+=("--env=$e"); done
source bench/lib.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
ours=$work/ours.json theirs=$work/theirs.tsv
server=$work/server.tsv local_cli=$work/cli.tsv

# median: the median of the numbers on stdin, one a line.
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }

# per_item FIELD: 1e6 / FIELD of the JSON object `referee bench` printed on
# stdin (microseconds per problem or rollout); fails on a failed batch.
per_item() {
  /usr/bin/python3 -c '
import json, sys
r = json.load(sys.stdin)
if r.get("failed"):
    sys.exit("referee bench: %d failed calls" % r["failed"])
if r.get("client_bound"):
    print("warning: referee bench was client-bound", file=sys.stderr)
print(1e6 / r[sys.argv[1]])' "$1"
}

# wall_us CMD...: runs CMD (stdout and stderr to files), prints its wall
# time in microseconds; shows its stderr and fails if it fails.
wall_us() {
  local t0 t1
  t0=$(date +%s%N)
  if ! "$@" > "$work/cmd.out" 2> "$work/cmd.err"; then
    cat "$work/cmd.err" >&2
    echo "$0: failed: $*" >&2
    return 1
  fi
  t1=$(date +%s%N)
  echo $(( (t1 - t0) / 1000 ))
}

# 1. In process, and RLVE's Python.
taskset -c "$core" build/bench/environments_bench \
    --benchmark_filter="^(gen|score)/($names)/$level\$" \
    --benchmark_min_time=0.2 --benchmark_format=json > "$ours"
taskset -c "$core" /usr/bin/python3 bench/rlve_python_bench.py \
    --rlve="$rlve" --level="$level" "${py_args[@]}" > "$theirs"

# 2. Through the server: Sample, then Score by id.
start_server referee taskset -c "$server_core" build/server/referee-server \
  --listen=127.0.0.1:0 --metrics_listen= --threads=1
for e in "${envs[@]}"; do
  name=${e%%:*}
  curriculum="{\"environments\": [{\"name\": \"$name\", \"high\": $level}], \"window\": 1}"
  sample_us=$(for run in $(seq 1 "$runs"); do
    # --seed: each run samples problems no earlier run generated.
    taskset -c "$core" "$cli" bench --target="127.0.0.1:$port" \
      --curriculum="$curriculum" --batches="$batches" --batch_size=1024 \
      --seed="$run" | per_item problems_per_second
  done | median)
  score_us=$(for run in $(seq 1 "$runs"); do
    taskset -c "$core" "$cli" bench --target="127.0.0.1:$port" \
      --task="env/$name/$level" --batches="$score_batches" --batch_size=1024 \
      --concurrency=2 --json | per_item rollouts_per_second
  done | median)
  printf '%s\t%s\t%s\n' "$name" "$sample_us" "$score_us" >> "$server"
done
stop_server

# 3. Through the CLI: generate, then score --local of the reference outputs.
for e in "${envs[@]}"; do
  name=${e%%:*}
  gen_us=$(for run in $(seq 1 "$runs"); do
    wall_us taskset -c "$core" "$cli" generate --env="$name" --difficulty="$level" \
      --count="$count" --reference --output="$work/problems.jsonl"
  done | median)
  /usr/bin/python3 - "$work/problems.jsonl" "$work/rollouts.jsonl" <<'PY'
import json, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as dst:
    for line in src:
        p = json.loads(line)
        dst.write(json.dumps({"prompt_id": p["id"], "output": p["referenceOutput"]}) + "\n")
PY
  score_us=$(for run in $(seq 1 "$runs"); do
    wall_us taskset -c "$core" "$cli" score --local --rollouts="$work/rollouts.jsonl"
  done | median)
  # Reference outputs: every one should be correct.
  correct=$(grep -c '"correct":true' "$work/cmd.out" || true)
  [[ "$correct" -eq "$count" ]] ||
    echo "warning: $name: score --local found $correct of $count reference outputs correct" >&2
  printf '%s\t%s\t%s\n' "$name" "$gen_us" "$score_us" >> "$local_cli"
done

/usr/bin/python3 - "$ours" "$theirs" "$server" "$local_cli" "$level" "$count" <<'PY'
import json, sys
ours_file, theirs_file, server_file, cli_file, level, count = sys.argv[1:]
to_us = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}
ours = {b["name"]: b["real_time"] * to_us[b.get("time_unit", "ns")]
        for b in json.load(open(ours_file))["benchmarks"]}
def tsv(path):
    return {f[0]: [float(x) for x in f[1:]]
            for f in (line.rstrip("\n").split("\t") for line in open(path))}
theirs, server, cli = tsv(theirs_file), tsv(server_file), tsv(cli_file)
count = int(count)
print(f"level {level}; microseconds per call (medians), ratio = RLVE / Referee")
print()
print("| environment | generate: Referee | RLVE generator() | RLVE _generate | ratio (generator / _generate) "
      "| score 1 KB: Referee | RLVE scorer() | ratio |")
print("|---|---|---|---|---|---|---|---|")
for name, (g1, g2, s) in theirs.items():
    gen, sc = ours[f"gen/{name}/{level}"], ours[f"score/{name}/{level}"]
    print(f"| `{name}` | {gen:.2f} | {g1:.1f} | {g2:.1f} | {g1/gen:.0f}× / {g2/gen:.1f}× "
          f"| {sc:.2f} | {s:.2f} | {s/sc:.1f}× |")
print()
print(f"level {level}; microseconds per problem, generation + scoring; "
      f"ratio = RLVE generator()+scorer() / Referee")
print()
print("| environment | Referee in process (gen + score) | Referee via Sample+Score (server) "
      f"| Referee via CLI (generate + score --local, {count:,}) | RLVE generator() + scorer() "
      "| ratio: in process | ratio: server | ratio: CLI |")
print("|---|---|---|---|---|---|---|---|")
def cell(a, b):
    return f"{a:.2f} + {b:.2f} = {a + b:.2f}"
for name, (g1, _, s) in theirs.items():
    gen, sc = ours[f"gen/{name}/{level}"], ours[f"score/{name}/{level}"]
    sample_us, score_us = server[name]
    gen_wall, score_wall = (x / count for x in cli[name])
    rlve = g1 + s
    print(f"| `{name}` | {cell(gen, sc)} | {cell(sample_us, score_us)} "
          f"| {cell(gen_wall, score_wall)} | {g1:.1f} + {s:.2f} = {rlve:.1f} "
          f"| {rlve / (gen + sc):.0f}× | {rlve / (sample_us + score_us):.0f}× "
          f"| {rlve / (gen_wall + score_wall):.0f}× |")
PY
