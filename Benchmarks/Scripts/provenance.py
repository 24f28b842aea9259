"""What the benchmark tables (figures-table.py, times-table.py) say about where their figures came
from, and how they print a figure."""

import datetime
import subprocess


def command_output(*arguments):
    """The first line a command prints, or "unknown" when it cannot run."""
    try:
        text = subprocess.run(arguments, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return text.strip().splitlines()[0] if text.strip() else "unknown"


def commit():
    """The commit measured, with a note when the tree has uncommitted changes."""
    measured = command_output("git", "rev-parse", "--short=12", "HEAD")
    if command_output("git", "status", "--porcelain", "--untracked-files=no") != "unknown":
        measured += " with uncommitted changes"
    return measured


def utc_now():
    """The date and time to the minute, in UTC."""
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def figure(value):
    """A figure as a reader compares it: one decimal below 100, else whole numbers."""
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"
