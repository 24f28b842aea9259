#!/usr/bin/env python3
"""Writes the current-figures table of Benchmarks/README.md: the wall-clock time per operation of
each case FIGURES.md counts, beside its reference timed in the same run, with their ratio. The
cases are the rows of the JSON `make bench-instructions` leaves in .build/instructions/, run timed
(the harness's own samples, median) from the release build. The table sits between the README's
`current-figures` markers and is never edited by hand.

Times are taken only on a quiet machine: the script waits up to three minutes for the one-minute
load average to fall below 1.5 (a release build just before leaves it high for a while); when it
does not, nothing is written and the script exits 3. The load is read before the run: the
benchmark's own threads add about 2 while it runs.

Usage (from the package root): Benchmarks/Scripts/times-table.py BUILD_DIR INSTRUCTIONS_DIR README SUITE...
       Benchmarks/Scripts/times-table.py --self-test
"""

import json
import os
import pathlib
import re
import subprocess
import sys
import time

from provenance import commit, figure, utc_now

BEGIN = "<!-- current-figures:begin -->"
END = "<!-- current-figures:end -->"
QUIET_LOAD = 1.5


def counted_cases(instructions_dir, suite):
    """The cases a suite's instruction JSON counts, in its order, each with the reference its count
    is compared with (None when it has none)."""
    path = pathlib.Path(instructions_dir) / f"{suite}.json"
    if not path.exists():
        sys.exit(f"{path} is missing: run `make bench-instructions` first")
    return [
        (row["benchmark"], row.get("referenceBenchmark"))
        for row in json.loads(path.read_text())
        if row.get("metric") == "instructions"
    ]


def timed_rows(binary, cases):
    """Each case's median wall-clock row, with the time of the reference its instruction count is
    compared with, from one timed run of the suite's binary."""
    pattern = "^(" + "|".join(re.escape(name) for name, _ in cases) + ")$"
    output = subprocess.run(
        [binary, "--filter", pattern, "--format", "json"], capture_output=True, text=True, check=True
    ).stdout
    times = {row["benchmark"]: row for row in json.loads(output) if row.get("metric") == "wallClock"}
    rows = []
    for name, reference in cases:
        if name not in times:
            continue
        row = {key: times[name][key] for key in ("benchmark", "p50", "unit") if key in times[name]}
        if reference in times:
            row.update(reference=times[reference]["p50"], referenceBenchmark=reference,
                       ratio=times[name]["p50"] / times[reference]["p50"])
        rows.append(row)
    return rows


def time_text(row):
    """A median time with its unit, as a reader compares it."""
    return f"{figure(row['p50'])} {row.get('unit', '')}".strip()


def table(results, facts):
    """The markdown between the markers: provenance, then one row per timed case."""
    lines = [
        BEGIN,
        f"Written by `make bench-times` (`Benchmarks/Scripts/times-table.py`) at commit {facts['commit']}, "
        f"{facts['date']}, load average {facts['load']:.2f} before the run. Median wall-clock time per "
        "operation of each case FIGURES.md counts, and of the reference its count is compared with, timed "
        "in the same run.",
        "",
        "| Suite | Case | Time | Same-run reference | Ratio |",
        "| --- | --- | ---: | --- | ---: |",
    ]
    for suite, row in results:
        reference, ratio = "", ""
        if "reference" in row:
            reference = f"{row['referenceBenchmark']}: {time_text({'p50': row['reference'], 'unit': row.get('unit')})}"
            ratio = f"{row['ratio']:.3f}"
        lines.append(f"| {suite} | {row['benchmark']} | {time_text(row)} | {reference} | {ratio} |")
    lines.append(END)
    return "\n".join(lines)


def replaced(readme_text, new_table):
    """The README with the text between its markers (markers included) replaced."""
    start, end = readme_text.find(BEGIN), readme_text.find(END)
    if start < 0 or end < start:
        sys.exit(f"the README has no {BEGIN} ... {END} section")
    return readme_text[:start] + new_table + readme_text[end + len(END):]


def self_test():
    """Rows keep their reference and ratio; the README outside the markers is kept."""
    rows = [
        ("ThroughputBenchmarks", {"benchmark": "C pipeline", "metric": "wallClock", "p50": 16.684, "unit": "ns"}),
        ("ThroughputBenchmarks", {"benchmark": "pipeline", "metric": "wallClock", "p50": 33.699, "unit": "ns",
                                  "reference": 16.684, "referenceBenchmark": "C pipeline", "ratio": 2.0198}),
    ]
    text = table(rows, {"commit": "0123456789ab", "date": "2026-01-01 00:00 UTC", "load": 0.4})
    readme = f"before\n{BEGIN}\nold\n{END}\nafter\n"
    result = replaced(readme, text)
    expected = "| ThroughputBenchmarks | pipeline | 33.7 ns | C pipeline: 16.7 ns | 2.020 |"
    if expected not in result or not result.startswith("before\n") or not result.endswith("\nafter\n") or "old" in result:
        sys.exit(f"times-table self-test failed:\n{result}")
    print("times-table self-test: ok")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return
    if len(arguments) < 4:
        sys.exit(__doc__)
    build_dir, instructions_dir, readme, suites = arguments[0], arguments[1], arguments[2], arguments[3:]
    load = os.getloadavg()[0]
    for _ in range(18):
        if load < QUIET_LOAD:
            break
        time.sleep(10)
        load = os.getloadavg()[0]
    if load >= QUIET_LOAD:
        print(f"load average {load:.2f} (>= {QUIET_LOAD}): times not taken; run again on a quiet machine")
        sys.exit(3)
    results = []
    for suite in suites:
        cases = counted_cases(instructions_dir, suite)
        for row in timed_rows(str(pathlib.Path(build_dir) / suite), cases):
            results.append((suite, row))
    facts = {"commit": commit(), "date": utc_now(), "load": load}
    path = pathlib.Path(readme)
    path.write_text(replaced(path.read_text(), table(results, facts)))
    print(f"times: {readme}")


if __name__ == "__main__":
    main(sys.argv[1:])
