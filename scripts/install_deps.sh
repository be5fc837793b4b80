#!/usr/bin/env bash
# Installs the Debian 12 packages Referee needs, skipping what is there.
# Runs `apt-get update` only when something is missing, so a warm machine
# pays nothing. Usage: bash scripts/install_deps.sh [extra-package ...]
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git curl
  libgrpc++-dev libgrpc-dev protobuf-compiler-grpc libprotobuf-dev
  protobuf-compiler libabsl-dev libspdlog-dev prometheus-cpp-dev
  libgtest-dev libgmock-dev libbenchmark-dev libre2-dev libcivetweb-dev
  python3-grpcio python3-protobuf python3-pytest python3-yaml prometheus
  pybind11-dev python3-dev python3-pip python3-setuptools
  bubblewrap libseccomp-dev
  "$@"
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null \
      | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
