#!/usr/bin/env bash
# Builds the kiwi reference LifecycleBenchmarks compares PiPSim's solver with: a Python virtual
# environment of its own, the kiwisolver source distribution from PyPI (its header-only C++ core;
# none of it is committed here), and KiwiReference.cpp compiled against it into
# .build/kiwi-reference/libkiwireference.so. Quick when that library is newer than this script and
# the driver. Needs python3 with venv and a C++17 compiler (installed on Debian 12 when missing).
#
# Usage (from the package root): Benchmarks/KiwiReference/build.sh
set -euo pipefail
version=1.5.1
here=$(cd "$(dirname "$0")" && pwd)
out=.build/kiwi-reference
library=$out/libkiwireference.so
if [ -f "$library" ] && [ "$library" -nt "$here/KiwiReference.cpp" ] && [ "$library" -nt "$0" ]; then
  exit 0
fi
missing=()
command -v g++ >/dev/null || missing+=(g++)
python3 -c "import venv, ensurepip" 2>/dev/null || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then "$here/../../scripts/ensure-deps.sh" "${missing[@]}"; fi
mkdir -p "$out"
[ -x "$out/venv/bin/pip" ] || python3 -m venv "$out/venv"
sdist=$out/sdist/kiwisolver-$version.tar.gz
if [ ! -f "$sdist" ]; then
  echo "kiwi reference: downloading the kiwisolver $version source distribution from PyPI" >&2
  "$out/venv/bin/pip" download --quiet --no-deps --no-binary :all: "kiwisolver==$version" -d "$out/sdist"
fi
rm -rf "$out/kiwisolver-$version"
tar -xzf "$sdist" -C "$out"
g++ -std=c++17 -O3 -DNDEBUG -fPIC -shared -I "$out/kiwisolver-$version" "$here/KiwiReference.cpp" -o "$library"
echo "kiwi reference: built $library (kiwi $version)" >&2
