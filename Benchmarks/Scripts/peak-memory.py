#!/usr/bin/env python3
"""Peak resident memory of `pipsim run` over runs of growing length: flat is the goal.

Usage: peak-memory.py PIPSIM [--seconds 60,600,3600]

Runs one call seat in PiP at 240 fps for each length (six equal `produceFrames` steps, so every run
has the same shape and only its length differs), once without trace output and once with `--trace`
and `--text`, then scenarios of 20,000 and 200,000 steps (the app to the background and back every
10 ms). Peak RSS is the kernel's maxrss of each child (wait4), in MB. Prints a Markdown table and
exits 1 when a frame run's peak is more than 10 % above the shortest one's in the same mode (step
counts are reported only: the steps themselves are input the run must hold).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

FLAT_TOLERANCE = 0.10


def frames_scenario(seconds: int) -> dict:
    steps = [{"do": "setUpPiP", "source": "videoCall"}, {"do": "startPiP", "at": 0.5}]
    # The last step ends at the run's end: a scenario spans at most 3600 s.
    length = (seconds - 1) / 6
    for index in range(6):
        steps.append({"do": "produceFrames", "at": 1 + index * length, "fps": 240, "seconds": length})
    return {"name": f"peak memory, {seconds} s at 240 fps", "steps": steps, "endAt": seconds}


def steps_scenario(count: int) -> dict:
    steps = [{"do": "setUpPiP", "source": "videoCall"}]
    for index in range(count):
        kind = "appToBackground" if index % 2 == 0 else "appToForeground"
        steps.append({"do": kind, "at": round(1 + index * 0.01, 3)})
    return {"name": f"peak memory, {count} steps", "steps": steps, "endAt": min(3600, 2 + count * 0.01)}


def peak_rss(command: list) -> tuple:
    """Runs `command`, returns (peak RSS in MB, CPU seconds, frames pushed); exits when it fails."""
    with tempfile.TemporaryFile() as output:
        child = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(child.pid, 0)
        output.seek(0)
        text = output.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"peak-memory: {' '.join(command)} failed:\n{text}")
    pushed = re.search(r"frames: (\d+) pushed", text)
    return usage.ru_maxrss / 1000, usage.ru_utime + usage.ru_stime, int(pushed.group(1)) if pushed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pipsim")
    parser.add_argument("--seconds", default="60,600,3600")
    parser.add_argument("--steps", default="20000,200000")
    arguments = parser.parse_args()
    lengths = sorted(int(text) for text in arguments.seconds.split(","))
    step_counts = [int(text) for text in arguments.steps.split(",")]
    rows = []
    grew = []
    with tempfile.TemporaryDirectory(prefix="pipsim-peak-memory-") as directory:
        def run(name: str, scenario: dict, traced: bool) -> tuple:
            path = os.path.join(directory, f"{name}.json")
            with open(path, "w") as file:
                json.dump(scenario, file)
            command = [arguments.pipsim, "run", path]
            if traced:
                command += ["--trace", os.path.join(directory, f"{name}.trace.json"),
                            "--text", os.path.join(directory, f"{name}.txt")]
            result = peak_rss(command)
            for suffix in (".trace.json", ".txt"):
                if os.path.exists(os.path.join(directory, name + suffix)):
                    os.remove(os.path.join(directory, name + suffix))
            return result

        for traced in (False, True):
            mode = "`--trace` and `--text`" if traced else "no trace output"
            first = None
            for seconds in lengths:
                peak, cpu, frames = run(f"frames-{seconds}", frames_scenario(seconds), traced)
                first = first or peak
                rows.append((f"{seconds} s at 240 fps, {mode}", f"{frames:,}", peak, cpu))
                if peak > first * (1 + FLAT_TOLERANCE):
                    grew.append(rows[-1][0])
        for count in step_counts:
            peak, cpu, _ = run(f"steps-{count}", steps_scenario(count), False)
            rows.append((f"{count:,} steps, no trace output", "0", peak, cpu))
    print("| run | frames | peak RSS (MB) | CPU (s) |")
    print("| --- | ---: | ---: | ---: |")
    for name, frames, peak, cpu in rows:
        print(f"| {name} | {frames} | {peak:.1f} | {cpu:.1f} |")
    if grew:
        print(f"peak-memory: more than {FLAT_TOLERANCE:.0%} above the shortest run: {', '.join(grew)}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
