#!/usr/bin/env bash
# The Debian packages that own the shared libraries the given binaries
# load, one a line, sorted: the runtime image installs exactly these
# (library package names carry SONAME versions that change between
# releases, so the list is derived, never kept by hand). Used by the
# Dockerfile's source stage and by scripts/container-test.sh for an image
# made from a plain build's binaries.
# usage: bash scripts/runtime-packages.sh BINARY...
set -euo pipefail
# Libraries of no package are the binaries' own (lib/referee, shipped
# with them): named on stderr, left out.
for lib in $(ldd "$@" | awk '$3 ~ /^\// {print $3}' | sort -u); do
  dpkg -S "$lib" 2>/dev/null || dpkg -S "/usr$lib" 2>/dev/null \
    || dpkg -S "$(readlink -f "$lib")" 2>/dev/null \
    || echo "runtime-packages: $lib is in no package (shipped with the binaries)" >&2
done | cut -d: -f1 | sort -u
