#!/usr/bin/env bash
# Builds the Referee image from the Dockerfile with podman and tests it for
# real: there is no Docker engine on the build machines, and no registry
# other than Debian's archive, so the base image is a bookworm made here by
# debootstrap --variant=minbase and `podman import`ed.
#
# The running container must: report healthy through its own HEALTHCHECK
# (`referee health`), run as a non-root user, score a batch sent by the
# `referee` CLI, serve the HTTP gateway and /metrics, and on SIGTERM finish
# the batch in flight and exit 0; and with --sandbox=bwrap, score code.
#
# usage: bash scripts/container-test.sh [--prebuilt] [BUILD_DIR]
#        BUILD_DIR (default build/) must hold a plain build: the host CLI
#        and Python stubs are used. --prebuilt makes the image from that
#        build's binaries (the Dockerfile's BINARIES=prebuilt: staged with
#        their libraries and runtime package list, no compile in the image;
#        CI's deploy suite, which has just built them); without it the
#        Dockerfile compiles them from source, as `docker build .` does.
# Env: REFEREE_IMAGE (default localhost/referee:test),
#      REFEREE_BASE_IMAGE (default localhost/referee-base:bookworm; made
#      once and reused while it exists).
set -euo pipefail
cd "$(dirname "$0")/.."
prebuilt=false
if [ "${1:-}" = "--prebuilt" ]; then prebuilt=true; shift; fi
build_dir=${1:-build}
image=${REFEREE_IMAGE:-localhost/referee:test}
base=${REFEREE_BASE_IMAGE:-localhost/referee-base:bookworm}
cli="$build_dir/client/referee"
[ -x "$cli" ] || { echo "container-test: build first ($cli is missing)" >&2; exit 1; }

bash scripts/install_deps.sh podman debootstrap runc
# The defaults fail on these machines: vfs is slow and crun/the default
# ulimits are refused by the sandbox.
podman=(podman --storage-driver overlay)
ulimits=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)

work=$(mktemp -d)
container="referee-ct-$$"
cleanup() {
  for c in "$container" "$container-tls" "$container-code"; do
    "${podman[@]}" rm -f -t 0 "$c" >/dev/null 2>&1 || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo "=== [container] $*"; }
fail() { echo "container-test: FAIL: $*" >&2; "${podman[@]}" logs "$container" 2>&1 | tail -20 >&2 || true; exit 1; }

if ! "${podman[@]}" image exists "$base"; then
  step "making the base image $base with debootstrap"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian \
    >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  tar -C "$work/rootfs" -c . | "${podman[@]}" import - "$base" >/dev/null
  rm -rf "$work/rootfs"
fi

context=.
binaries=source
if $prebuilt; then
  # The build context is just the staged files: prebuilt/ as the
  # Dockerfile's `prebuilt` stage reads it.
  step "staging $build_dir's binaries for the image"
  context="$work/context"
  mkdir -p "$context/prebuilt/lib"
  cp "$build_dir/server/referee-server" "$build_dir/client/referee" \
    "$build_dir/sandbox/referee-sandbox" "$build_dir/sandbox/referee-sandbox-exec" \
    "$context/prebuilt/"
  cp -r "$build_dir/lib/referee" "$context/prebuilt/lib/"
  strip "$context/prebuilt/referee-server" "$context/prebuilt/referee" \
    "$context/prebuilt/referee-sandbox" "$context/prebuilt/referee-sandbox-exec" \
    "$context"/prebuilt/lib/referee/*.so
  bash scripts/runtime-packages.sh "$context/prebuilt/referee-server" \
    "$context/prebuilt/referee" "$context/prebuilt/referee-sandbox" \
    "$context/prebuilt/referee-sandbox-exec" > "$context/prebuilt/runtime-packages.txt"
  binaries=prebuilt
fi

step "building $image (binaries: $binaries)"
"${podman[@]}" build --runtime runc --format docker "${ulimits[@]}" \
  --build-arg "BASE_IMAGE=$base" --build-arg "RUNTIME_IMAGE=$base" \
  --build-arg "BINARIES=$binaries" -f "$PWD/Dockerfile" \
  -t "$image" "$context" >"$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; exit 1; }

step "checking the image's metadata"
config=$("${podman[@]}" image inspect --format \
  '{{.Config.User}}|{{json .Config.Entrypoint}}|{{json .Config.ExposedPorts}}|{{json .Config.Healthcheck.Test}}' "$image")
echo "$config"
IFS='|' read -r user entrypoint ports healthcheck <<<"$config"
[ "$user" = "10001:10001" ] || fail "image user is '$user', want 10001:10001"
[ "$entrypoint" = '["referee-server"]' ] || fail "entrypoint is $entrypoint"
for port in 50051 9464 8080; do
  [[ "$ports" == *"\"$port/tcp\""* ]] || fail "port $port is not exposed ($ports)"
done
[[ "$healthcheck" == *"referee health"* ]] || fail "HEALTHCHECK does not run referee health ($healthcheck)"

free_port() {
  /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
grpc_port=$(free_port) metrics_port=$(free_port) http_port=$(free_port)

step "running it on 127.0.0.1:$grpc_port (metrics $metrics_port, http $http_port)"
# As deploy/k8s runs it: read-only root, no capabilities, no privilege
# escalation. Podman schedules health checks with systemd timers, which
# these machines lack, so the check is run by hand below instead.
"${podman[@]}" run -d --name "$container" --runtime runc --network host "${ulimits[@]}" \
  --read-only --cap-drop=ALL --security-opt=no-new-privileges --health-interval=disable \
  -e "REFEREE_GRPC_PORT=$grpc_port" "$image" \
  --demo --threads=1 --max_output_bytes=4194304 \
  --listen="127.0.0.1:$grpc_port" --metrics_listen="127.0.0.1:$metrics_port" \
  --http_listen="127.0.0.1:$http_port" \
  > /dev/null 2> >(grep -v "unable to get systemd connection" >&2)

# The image's own HEALTHCHECK (referee health inside the container).
healthy=""
for _ in $(seq 1 100); do
  if "${podman[@]}" healthcheck run "$container" >/dev/null 2>&1; then healthy=1; break; fi
  sleep 0.1
done
[ -n "$healthy" ] || fail "the HEALTHCHECK never passed"
echo "HEALTHCHECK: healthy"
uid=$("${podman[@]}" exec "$container" id -u)
[ "$uid" = "10001" ] || fail "the server runs as uid $uid"
echo "runs as uid $uid"

step "scoring a batch with the referee CLI"
scored=$("$cli" score --target="127.0.0.1:$grpc_port" --rollouts=scripts/demo/rollouts.jsonl)
echo "$scored" | head -3
first=$(echo "$scored" | head -1)
[[ "$first" == *'"reward":1'* ]] || fail "the correct demo answer did not score 1: $first"
[ "$(echo "$scored" | wc -l)" = "$(wc -l < scripts/demo/rollouts.jsonl)" ] || fail "not one result per rollout"

step "the HTTP gateway and /metrics"
reward=$(curl -sf -X POST "http://127.0.0.1:$http_port/reward" -H 'Content-Type: application/json' \
  -d '{"prompt": "", "response": "so \\boxed{42}", "label": "demo-math-sum"}')
[ "$reward" = "1" ] || [ "$reward" = "1.0" ] || fail "POST /reward answered '$reward', want 1"
echo "POST /reward: $reward"
curl -sf "http://127.0.0.1:$metrics_port/metrics" > "$work/metrics.txt"
rollouts=$(awk '/^referee_rollouts_total[{ ]/ {sum += $NF} END {print sum + 0}' "$work/metrics.txt")
/usr/bin/python3 -c "import sys; sys.exit(0 if float('$rollouts') >= 1 else 1)" \
  || fail "referee_rollouts_total is $rollouts after scoring"
echo "referee_rollouts_total: $rollouts"

step "SIGTERM with a batch in flight"
PYTHONPATH="$build_dir/python" /usr/bin/python3 tests/container/drain_check.py \
  "$grpc_port" "$metrics_port" "${podman[@]}" kill --signal TERM "$container" \
  || fail "the in-flight batch was not drained"
exit_code=$("${podman[@]}" wait "$container")
[ "$exit_code" = "0" ] || fail "the container exited $exit_code after SIGTERM, want 0"
"${podman[@]}" logs "$container" 2>&1 | grep -q "referee-server stopped" \
  || fail "no 'referee-server stopped' in the log"
echo "exited $exit_code after draining"

step "code rewards: --sandbox=bwrap in the container"
# What deploy/k8s/deployment-code.yaml gives the code-scoring Deployment: still non-root,
# no capabilities, no privilege escalation, read-only root; only the
# container's seccomp profile is lifted (the runtime's default refuses the
# user namespaces bubblewrap makes; every program gets Referee's own
# filter instead).
code_port=$(free_port)
"${podman[@]}" run -d --name "$container-code" --runtime runc --network host "${ulimits[@]}" \
  --read-only --cap-drop=ALL --security-opt=no-new-privileges \
  --security-opt=seccomp=unconfined --health-interval=disable "$image" \
  --sandbox=bwrap --sandbox_workers=2 --threads=1 --metrics_listen= \
  --listen="127.0.0.1:$code_port" \
  > /dev/null 2> >(grep -v "unable to get systemd connection" >&2)
cat > "$work/code_problems.jsonl" <<'JSON'
{"id": "sum", "code": {"tests": [{"stdin": "1 2\n", "expectedStdout": "3\n"}, {"stdin": "0 0\n", "expectedStdout": "0\n"}]}}
JSON
cat > "$work/code_rollouts.jsonl" <<'JSON'
{"promptId": "sum", "output": "```python\na, b = map(int, input().split())\nprint(a + b)\n```"}
{"promptId": "sum", "output": "```python\nimport socket\nsocket.create_connection(('127.0.0.1', 1))\n```"}
JSON
scored=""
for _ in $(seq 1 100); do
  scored=$("$cli" score --target="127.0.0.1:$code_port" --problems="$work/code_problems.jsonl" \
    --rollouts="$work/code_rollouts.jsonl" 2>/dev/null) && break
  sleep 0.1
done
echo "$scored"
[[ "$(echo "$scored" | head -1)" == *'"reward":1'* ]] || { "${podman[@]}" logs "$container-code" >&2; fail "the right program did not earn 1"; }
[[ "$(echo "$scored" | sed -n 2p)" == *'"reward":0'* ]] || fail "the program opening a socket earned more than 0"
"${podman[@]}" rm -f "$container-code" > /dev/null
echo "code rewards in the container: ok"

step "HTTPS on the gateway (the image's civetweb/OpenSSL 3 stand-ins)"
mkdir -m 0755 "$work/tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
  -subj /CN=localhost -addext subjectAltName=IP:127.0.0.1 \
  -keyout "$work/tls/tls.key" -out "$work/tls/tls.pem" 2>/dev/null
chmod 0644 "$work/tls/tls.key" "$work/tls/tls.pem"  # The container's user reads them.
tls_grpc_port=$(free_port) tls_http_port=$(free_port)
"${podman[@]}" run -d --name "$container-tls" --runtime runc --network host "${ulimits[@]}" \
  --read-only --cap-drop=ALL --security-opt=no-new-privileges --health-interval=disable \
  -v "$work/tls:/tls:ro" "$image" --demo --threads=1 --metrics_listen= \
  --listen="127.0.0.1:$tls_grpc_port" --http_listen="127.0.0.1:$tls_http_port" \
  --tls_cert=/tls/tls.pem --tls_key=/tls/tls.key \
  > /dev/null 2> >(grep -v "unable to get systemd connection" >&2)
reward=""
for _ in $(seq 1 100); do
  reward=$(curl -sf --cacert "$work/tls/tls.pem" -X POST "https://127.0.0.1:$tls_http_port/reward" \
    -H 'Content-Type: application/json' \
    -d '{"prompt": "", "response": "so \\boxed{42}", "label": "demo-math-sum"}') && break
  sleep 0.1
done
"${podman[@]}" rm -f "$container-tls" > /dev/null
[ "$reward" = "1" ] || [ "$reward" = "1.0" ] || fail "POST /reward over HTTPS answered '$reward', want 1"
echo "POST /reward over HTTPS: $reward"
step "passed"
