#!/usr/bin/env bash
# Installs the Debian packages PiPSim builds and tests with, and any more named on the command line
# (the benchmark tools ask for theirs so), when any is missing. Quick when none is.
#
# Usage: scripts/ensure-deps.sh [PACKAGE...]
set -euo pipefail
packages=(pkg-config libavutil-dev libswscale-dev libpulse-dev libcairo2-dev fonts-dejavu-core pulseaudio pulseaudio-utils python3 "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
