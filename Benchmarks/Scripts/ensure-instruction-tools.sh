#!/usr/bin/env bash
# Installs what `make bench-instructions` counts with when it is missing: valgrind (callgrind) and
# binutils (objcopy strips the DWARF 5 debug sections valgrind 3.19 cannot read). Quick when both
# are there; run as root on a fresh Debian 12.
set -euo pipefail
packages=(valgrind binutils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-instruction-tools: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
