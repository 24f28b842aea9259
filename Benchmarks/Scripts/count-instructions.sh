#!/usr/bin/env bash
# Runs every suite that reports instruction counts with --instructions and writes its JSON rows
# to OUT_DIR/<Suite>.json. Each suite compares with its baseline called BASELINE (under
# .benchmarkBaselines/<Suite>/) when there is one, and saves one when there is none: exit 2 on a
# regression beyond 2 %; improvements only (exit 4) pass, with a note to save a new baseline.
#
# Usage: Benchmarks/Scripts/count-instructions.sh OUT_DIR BASELINE SUITE... [-- extra options]
set -uo pipefail
out_dir=$1 baseline=$2
shift 2
suites=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do suites+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
mkdir -p "$out_dir"
export SWIFT_DETERMINISTIC_HASHING=1
status=0
for suite in "${suites[@]}"; do
  if [ -f ".benchmarkBaselines/$suite/$baseline/results.json" ]; then
    baseline_option=(--compare "$baseline")
  else
    baseline_option=(--save "$baseline")
  fi
  echo "== $suite --instructions ${baseline_option[*]} $*"
  ".build/release/$suite" --instructions --format json "${baseline_option[@]}" "$@" > "$out_dir/$suite.json"
  code=$?
  case $code in
    0) ;;
    4) echo "$suite: instruction counts improved beyond 2 %; save a new baseline with --save $baseline" ;;
    *) status=$code ;;
  esac
done
exit $status
