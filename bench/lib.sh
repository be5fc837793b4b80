# Shared by bench/*.sh (sourced). Servers are started on 127.0.0.1:0 with
# --ready_file, in the folder $work, which the caller makes.

# start_server NAME COMMAND...: starts COMMAND --ready_file=..., waits for
# it to listen, and sets server_pid and port (also kept by name in
# server_pids[NAME] and server_ports[NAME]). Exits on failure.
declare -A server_pids=() server_ports=()
start_server() {
  local name=$1; shift
  server_name=$name
  rm -f "$work/ready.json"
  "$@" --ready_file="$work/ready.json" >"$work/$name.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 400); do [ -s "$work/ready.json" ] && break; sleep 0.025; done
  if [ ! -s "$work/ready.json" ]; then
    cat "$work/$name.log" >&2
    echo "$0: $name did not start" >&2
    exit 1
  fi
  port=$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["grpc_port"])' \
    "$work/ready.json")
  server_pids[$name]=$server_pid
  server_ports[$name]=$port
}

# stop_server: SIGTERM to the server started last, and wait for it.
stop_server() {
  [ -n "${server_pid:-}" ] || return 0
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
}

# stop_all_servers: SIGTERM to every server start_server started, and wait.
stop_all_servers() {
  local pid
  for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${server_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  server_pids=() server_pid=""
}

# show_server_logs: the last lines of each server's log, on stderr.
show_server_logs() {
  local name
  for name in "${!server_pids[@]}"; do
    [ -f "$work/$name.log" ] || continue
    echo "--- last lines of $name's log:" >&2
    tail -n 30 "$work/$name.log" >&2
  done
}
