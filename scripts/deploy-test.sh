#!/usr/bin/env bash
# Checks every deployment manifest with the real tools:
#  - yamllint on deploy/ (settings in .yamllint.yaml);
#  - deploy/k8s against the Kubernetes and Prometheus Operator schemas, a
#    strict unknown-field check (tsc) and cross-object consistency
#    (deploy/k8s/validate, npm packages locked by its package-lock.json);
#  - the example problems in the ConfigMap load and score with the CLI.
# The alert rules' `promtool test rules` and the dashboard's queries run in
# ctest (prometheus_alert_rules, prometheus_scrape).
#
# usage: bash scripts/deploy-test.sh [BUILD_DIR]   (default build/)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
bash scripts/install_deps.sh yamllint
# These machines come with Node.js and npm (not Debian's, whose npm package
# conflicts with them): install Debian's only where there are none.
command -v npm >/dev/null || bash scripts/install_deps.sh nodejs npm

echo "=== [deploy] yamllint"
yamllint --strict -c .yamllint.yaml deploy/ .yamllint.yaml

echo "=== [deploy] Kubernetes manifests"
(cd deploy/k8s/validate && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
node deploy/k8s/validate/validate.mjs deploy/k8s
# kustomize itself, where kubectl is installed (it is not a Debian package).
if command -v kubectl >/dev/null; then
  kubectl kustomize deploy/k8s >/dev/null && echo "kubectl kustomize: renders"
fi

echo "=== [deploy] the ConfigMap's problems load and score"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 - deploy/k8s/configmap.yaml "$work/problems.jsonl" <<'PY'
import sys, yaml
config = yaml.safe_load(open(sys.argv[1]))
open(sys.argv[2], "w").write(config["data"]["problems.jsonl"])
PY
cat > "$work/rollouts.jsonl" <<'JSONL'
{"prompt_id": "example-sum", "output": "\\boxed{42}"}
{"prompt_id": "example-countdown", "output": "<answer>44 + 19 + 35</answer>"}
JSONL
"$build_dir/client/referee" score --local --problems="$work/problems.jsonl" \
  --rollouts="$work/rollouts.jsonl" > "$work/scored.jsonl"
cat "$work/scored.jsonl"
[ "$(grep -c '"reward":1,' "$work/scored.jsonl")" = 2 ] \
  || { echo "deploy-test: the ConfigMap's problems did not score 1" >&2; exit 1; }
echo "=== [deploy] passed"
