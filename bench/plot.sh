#!/usr/bin/env bash
# Throughput and latency of referee-server against batch size, as a PNG
# (docs/perf_batch_size.png) and the data beside it (.tsv). One server, the
# load of bench/compare.sh (4 in flight over 4 connections, 1 KB outputs,
# --task=activity: ids_exact), the same number of rollouts per point.
# --pin: the server on core 0, the load generator on core 1 (taskset).
#
# usage: bench/plot.sh [--build=build] [--rollouts=409600] [--task=activity]
#                      [--out=docs/perf_batch_size] [--pin]
set -euo pipefail
cd "$(dirname "$0")/.."
build=build rollouts=409600 task=activity out=docs/perf_batch_size
server_cpu=() client_cpu=()
for arg in "$@"; do
  case "$arg" in
    --pin) server_cpu=(taskset -c 0) client_cpu=(taskset -c 1) ;;
    --build=*) build=${arg#*=} ;;
    --rollouts=*) rollouts=${arg#*=} ;;
    --task=*) task=${arg#*=} ;;
    --out=*) out=${arg#*=} ;;
    *) sed -n '2,9p' "$0" >&2; exit 2 ;;
  esac
done
bash scripts/install_deps.sh gnuplot-nox
source bench/lib.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
start_server referee "${server_cpu[@]}" "$build/server/referee-server" \
  --listen=127.0.0.1:0 --metrics_listen=

printf "batch_size\trollouts_per_second\tp50_ms\tp99_ms\n" > "$out.tsv"
for size in 16 64 256 1024 4096 16384; do
  batches=$(( rollouts / size ))
  "${client_cpu[@]}" "$build/client/referee" bench --target="127.0.0.1:$port" --task="$task" \
    --batch_size="$size" --batches=$(( batches / 10 + 4 )) --concurrency=4 \
    --connections=4 --json >/dev/null   # warm-up
  "${client_cpu[@]}" "$build/client/referee" bench --target="127.0.0.1:$port" --task="$task" \
    --batch_size="$size" --batches="$batches" --concurrency=4 --connections=4 \
    --json | /usr/bin/python3 -c 'import json,sys; r=json.load(sys.stdin)
print("%d\t%.0f\t%.3f\t%.3f" % (r["batch_size"], r["rollouts_per_second"], r["p50_ms"], r["p99_ms"]))' \
    | tee -a "$out.tsv"
done

pin_note=", client on the same machine"
[ ${#server_cpu[@]} -gt 0 ] && pin_note=", server and client pinned to a core each"
gnuplot <<GNUPLOT
set terminal pngcairo size 900,420 font ",10"
set output "$out.png"
set multiplot layout 1,2 title "referee-server, --task=$task, 1 KB outputs, 4 in flight over 4 connections (2-core machine$pin_note)"
set logscale x 2
set xlabel "rollouts per batch"
set grid
set key top left
set ylabel "rollouts/s"
set format y "%.0s%c"
plot "$out.tsv" using 1:2 skip 1 with linespoints lw 2 pt 7 title "throughput"
set ylabel "ms per batch"
set logscale y 10
set format y "%g"
plot "$out.tsv" using 1:3 skip 1 with linespoints lw 2 pt 7 title "p50", \
     "$out.tsv" using 1:4 skip 1 with linespoints lw 2 pt 5 title "p99"
unset multiplot
GNUPLOT
echo "wrote $out.png and $out.tsv"
