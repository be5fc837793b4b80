#!/usr/bin/env bash
# The layers of DESIGN §2, checked on the source tree: nothing under engine/
# includes a server/ header or a gRPC, HTTP or TLS one (the engine has no
# network), and nothing under client/ includes server/ (the CLI's --local
# verbs use engine/). Usage: layout_rules.sh REPO_ROOT
set -uo pipefail
cd "$1" || exit 2
status=0
bad=$(grep -rnE '#include [<"](server/|grpcpp/|grpc/|civetweb|openssl/|httplib|prometheus/)' engine/)
if [ -n "$bad" ]; then
  echo "engine/ includes a transport header:"; echo "$bad"; status=1
fi
bad=$(grep -rn '#include "server/' client/)
if [ -n "$bad" ]; then
  echo "client/ includes server/:"; echo "$bad"; status=1
fi
[ $status -eq 0 ] && echo "layout rules hold: 1 passed, 0 failed"
exit $status
