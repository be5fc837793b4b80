"""NeMo Gym resources-server entrypoint for Referee (docs/INTEGRATION.md,
"NeMo Gym").

NeMo Gym starts every resources server as `python app.py` in the server's
folder (resources_servers/referee/ in a Gym checkout), with the whole
config as YAML in NEMO_GYM_CONFIG_DICT and this server's top-level key in
NEMO_GYM_CONFIG_PATH, and then talks to the host and port the config gives
it. Referee speaks the resources-server protocol itself (POST
/seed_session, /verify and /aggregate_metrics on --http_listen), so this
file does not serve anything: it replaces itself with referee-server bound
to that host and port. With `external: true`, a Referee that already runs
elsewhere (a Kubernetes Service, another machine; the config's host and
port point at its --http_listen) serves them, and this process only stays
up so Gym sees the server as running.

Config keys of this server (configs/referee.yaml): host, port (Gym's),
external (default false), referee_server_bin (default $REFEREE_SERVER_BIN,
else referee-server on PATH), referee_args (a list of extra flags, e.g.
["--auth_token_file=/run/token", "--threads=8"]).
"""

import os
import sys
import time

import yaml


def server_config(config_dict_yaml, config_path):
    """This server's own block: config[path][server type][server name], as
    NeMo Gym's get_first_server_config_dict reads it."""
    config = yaml.safe_load(config_dict_yaml)
    block = config[config_path]
    for _ in range(2):
        block = next(iter(block.values()))
    return block


def referee_command(server):
    binary = (server.get("referee_server_bin") or os.environ.get("REFEREE_SERVER_BIN")
              or "referee-server")
    extra = server.get("referee_args") or []
    if not isinstance(extra, list) or not all(isinstance(a, str) for a in extra):
        raise SystemExit("referee_args: must be a list of strings (referee-server flags)")
    return [binary, "--http_listen=%s:%d" % (server["host"], int(server["port"])),
            # gRPC too, for trainers and tools beside Gym; port 0 picks a free one.
            "--listen=" + str(server.get("grpc_listen", "127.0.0.1:0")), *extra]


def main():
    server = server_config(os.environ["NEMO_GYM_CONFIG_DICT"],
                           os.environ["NEMO_GYM_CONFIG_PATH"])
    if server.get("external"):
        print("referee: served by the Referee at %s:%s" % (server["host"], server["port"]),
              flush=True)
        while True:
            time.sleep(3600)
    command = referee_command(server)
    print("referee: " + " ".join(command), flush=True)
    os.execvp(command[0], command)


if __name__ == "__main__":
    sys.exit(main())
