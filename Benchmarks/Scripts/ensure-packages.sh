#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are missing (apt-get, as root on a
# fresh Debian 12); quick when none is. The benchmark tools' counterpart of scripts/ensure-deps.sh,
# which installs the fixed list PiPSim builds and tests with.
#
# Usage: Benchmarks/Scripts/ensure-packages.sh PACKAGE...
set -euo pipefail
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-packages: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
