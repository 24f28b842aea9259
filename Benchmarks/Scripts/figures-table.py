#!/usr/bin/env python3
"""Writes Benchmarks/FIGURES.md, the table of instructions per operation, from the JSON that
`make bench-instructions` leaves in .build/instructions/ (one file per suite, the harness's
`--format json` rows), with the commit and the toolchain that produced it. The file is never edited
by hand: `make bench-instructions` rewrites it on every run.

Usage (from the package root): Benchmarks/Scripts/figures-table.py IN_DIR OUT_FILE SUITE...
       Benchmarks/Scripts/figures-table.py --self-test
"""

import json
import pathlib
import sys
import tempfile

from provenance import command_output, commit, figure, utc_now


def provenance():
    """Commit (with a note when the tree has uncommitted changes), toolchain, valgrind, date."""
    return {
        "commit": commit(),
        "toolchain": command_output("swift", "--version"),
        "valgrind": command_output("valgrind", "--version"),
        "date": utc_now(),
    }


def rows(suite, results):
    """Table rows of one suite's instruction results, in the suite's order."""
    lines = []
    for result in results:
        if result.get("metric") != "instructions":
            continue
        reference, ratio = "", ""
        if "reference" in result:
            reference = f"{result['referenceBenchmark']}: {figure(result['reference'])}"
            ratio = f"{result['ratio']:.3f}"
        lines.append(f"| {suite} | {result['benchmark']} | {figure(result['p50'])} | {reference} | {ratio} |")
    return lines


def render(in_dir, suites, facts):
    """The whole file: provenance, then one row per stepped case."""
    body = []
    for suite in suites:
        path = pathlib.Path(in_dir) / f"{suite}.json"
        body += rows(suite, json.loads(path.read_text()))
    return "\n".join(
        [
            "# Benchmark figures: instructions per operation",
            "",
            "Written by `make bench-instructions` (`Benchmarks/Scripts/figures-table.py`); do not edit by",
            "hand. Instructions per operation of each stepped case, counted by valgrind's callgrind in the",
            "measured region only, with the reference counted the same way in the same run; the ratio is",
            "the case's count over the reference's. Benchmarks/README.md says what each case measures.",
            "",
            f"- Commit: {facts['commit']}",
            f"- Toolchain: {facts['toolchain']}",
            f"- Counted with: {facts['valgrind']}, on {facts['date']}",
            "",
            "| Suite | Case | Instructions | Same-run reference | Ratio |",
            "| --- | --- | ---: | --- | ---: |",
            *body,
            "",
        ]
    )


def self_test():
    """A suite's JSON becomes rows with the reference and ratio; other metrics are left out."""
    results = [
        {"benchmark": "ring push + pop", "metric": "instructions", "p50": 26.0, "reference": 29.0,
         "referenceBenchmark": "C ring", "referenceMetric": "instructions", "ratio": 0.8966},
        {"benchmark": "ring push + pop", "metric": "wallClock", "p50": 3.1},
        {"benchmark": "PiP cycle", "metric": "instructions", "p50": 133206.0},
    ]
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "HandoffBenchmarks.json").write_text(json.dumps(results))
        facts = {"commit": "0123456789ab", "toolchain": "Swift 6.3", "valgrind": "valgrind-3.19.0",
                 "date": "2026-01-01 00:00 UTC"}
        text = render(folder, ["HandoffBenchmarks"], facts)
    expected = [
        "| HandoffBenchmarks | ring push + pop | 26.0 | C ring: 29.0 | 0.897 |",
        "| HandoffBenchmarks | PiP cycle | 133,206 |  |  |",
    ]
    table = [line for line in text.splitlines() if line.startswith("| HandoffBenchmarks")]
    if table != expected or "- Commit: 0123456789ab" not in text:
        sys.exit(f"figures-table self-test failed:\n{text}")
    print("figures-table self-test: ok")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return
    if len(arguments) < 3:
        sys.exit(__doc__)
    in_dir, out_file, suites = arguments[0], arguments[1], arguments[2:]
    pathlib.Path(out_file).write_text(render(in_dir, suites, provenance()))
    print(f"figures: {out_file}")


if __name__ == "__main__":
    main(sys.argv[1:])
