#!/usr/bin/env bash
# Reads a JUnit XML report the way CI systems do, with junitparser from PyPI, and prints what a
# consumer counts: the suites' failures and errors, and each testcase's name with the kind of every
# result it holds, as JSON. PipsimTests runs it on `pipsim test --junit` reports. The first run makes
# a virtual environment of its own in .build/junit-consumer and installs junitparser there (needs
# python3 with venv, installed on Debian 12 when missing, and access to PyPI).
#
# Usage (from the package root): scripts/junit-consumer.sh REPORT.xml
set -euo pipefail
version=5.0.3
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/.build/junit-consumer/venv
if ! "$venv/bin/python" -c "import junitparser" 2>/dev/null; then
  python3 -c "import venv, ensurepip" 2>/dev/null || "$root/scripts/ensure-deps.sh" python3-venv
  mkdir -p "$(dirname "$venv")"
  [ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "junitparser==$version" >&2
fi
exec "$venv/bin/python" - "$1" <<'PYTHON'
import json
import sys

from junitparser import JUnitXml

report = JUnitXml.fromfile(sys.argv[1])
suites = list(report) if isinstance(report, JUnitXml) else [report]
cases = [
    {"name": case.name, "results": [type(result).__name__ for result in case.result]}
    for suite in suites
    for case in suite
]
counted = {
    "failures": sum(result == "Failure" for case in cases for result in case["results"]),
    "errors": sum(result == "Error" for case in cases for result in case["results"]),
}
declared = {
    "failures": sum(suite.failures for suite in suites),
    "errors": sum(suite.errors for suite in suites),
}
print(json.dumps({"declared": declared, "counted": counted, "cases": cases}))
PYTHON
