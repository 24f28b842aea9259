#!/usr/bin/env python3
"""Writes docs/api-coverage.md: every Apple API that AVKitCompat declares, and how PiPSim answers it.

Reads the code, nothing else. The Apple names are AVKitCompat's: its typealiases (`UIView = View`),
its scoped re-exports (`@_exported import struct Clocks.CMTime`) and the modules it re-exports whole.
For each, the public members of the type it names (its declaration and every extension of it under
Sources/) are listed with their status, read from their doc comments:

- "stored": the doc comment says `- Note: Stored only; not simulated.`: the value is kept and read
  back, with no effect on layout, lifecycle, timing or the screen;
- "not simulated": it says `- Note: Not simulated; ...`: the call is accepted and does nothing here;
- "simulated": anything else: PiPSim models what the API does.

Members that record `api.notSimulated` carry one of the two notes, so the table and the diagnostics
agree. Usage: scripts/api-table.py [--check]  (--check: exit 1 when the committed table is stale).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
COMPAT = ROOT / "Sources" / "AVKitCompat"
OUTPUT = ROOT / "docs" / "api-coverage.md"

TYPE_DECL = re.compile(
    r"^(?:@[\w()]+ )*(?:public |open )(?:final )?(class|struct|enum|protocol|actor) (\w+)")
EXTENSION = re.compile(r"^(?:@[\w()]+ )*extension ([\w.]+)")
MEMBER = re.compile(
    r"^\s*(?:@[\w()]+ )*(?:nonisolated(?:\(unsafe\))? )?(?:public|open)"
    r"(?: (?:internal|private|fileprivate|package)\(set\))? "
    r"(?:(?:static|class|final|override|required|convenience|nonisolated|dynamic|mutating|lazy|weak|unowned) )*"
    r"(func|var|let|init|subscript|typealias|class|struct|enum|protocol)\b\??\s*`?(\w*)`?(.*)")
ALIAS = re.compile(r"^public typealias (\w+)(?:<[^>]*>)? = ([\w.]+)")
SCOPED = re.compile(r"^@_exported import (struct|class|enum|func|let|var|typealias|protocol) (\w+)\.(\w+)")
WHOLE = re.compile(r"^@_exported import (\w+)$")
STORED = "- Note: Stored only"
NOT_SIMULATED = "- Note: Not simulated"


def swift_files(folder):
    return sorted(p for p in folder.rglob("*.swift") if p.is_file())


def status_of(doc):
    text = " ".join(doc)
    if STORED in text:
        return "stored"
    if NOT_SIMULATED in text:
        return "not simulated"
    return "simulated"


def signature(kind, name, rest):
    if kind in ("func", "init", "subscript"):
        labels = []
        depth = 0
        params = rest[rest.find("("):] if "(" in rest else ""
        current = ""
        for char in params[1:]:
            if char in "([<":
                depth += 1
            elif char in ")]>":
                if depth == 0:
                    break
                depth -= 1
            if depth == 0 and char == ",":
                labels.append(current)
                current = ""
            else:
                current += char
        if current.strip():
            labels.append(current)
        names = []
        for label in labels:
            head = label.split(":")[0].strip().split()
            names.append((head[0] if head else "_") + ":")
        base = "init" if kind == "init" else ("subscript" if kind == "subscript" else name)
        return f"{base}({''.join(names)})"
    return name


def members_by_type():
    """Maps a type's name to its public members: (signature, status), from every file under Sources/."""
    members = {}
    for path in swift_files(ROOT / "Sources"):
        lines = path.read_text().splitlines()
        depth = 0
        owner = None
        doc = []
        for line in lines:
            stripped = line.strip()
            if stripped.startswith("///"):
                doc.append(stripped)
                continue
            if stripped.startswith("@") and " " not in stripped.split("(")[0]:
                depth += line.count("{") - line.count("}")
                continue
            if depth == 0:
                match = TYPE_DECL.match(line) or EXTENSION.match(line)
                if match:
                    owner = match.group(2) if match.re is TYPE_DECL else match.group(1).split(".")[-1]
            elif owner and depth == 1:
                match = MEMBER.match(line)
                if match and not stripped.startswith("//"):
                    kind, name, rest = match.groups()
                    if kind in ("class", "struct", "enum", "protocol", "typealias"):
                        name = f"{name} ({kind})"
                    entry = (signature(kind, name, rest), status_of(doc))
                    members.setdefault(owner, [])
                    if entry not in members[owner]:
                        members[owner].append(entry)
            depth += line.count("{") - line.count("}")
            if depth == 0:
                owner = None
            doc = []
    return members


def whole_module_names(module):
    names = []
    for path in swift_files(ROOT / "Sources" / module):
        for line in path.read_text().splitlines():
            match = re.match(
                r"^(?:@[\w()]+ )*(?:nonisolated\(unsafe\) )?public (?:final )?"
                r"(class|struct|enum|protocol|typealias|func|let|var) (\w+)", line)
            if match:
                names.append((match.group(2), match.group(2)))
    return names


def apple_names():
    """(Apple name, the type or declaration it is) for every name AVKitCompat gives its importers."""
    pairs = []
    for path in swift_files(COMPAT):
        for line in path.read_text().splitlines():
            if match := ALIAS.match(line):
                pairs.append((match.group(1), match.group(2).split(".")[-1]))
            elif match := SCOPED.match(line):
                pairs.append((match.group(3), match.group(3)))
            elif (match := WHOLE.match(line)) and match.group(1) != "Foundation":
                pairs.extend(whole_module_names(match.group(1)))
    return sorted(set(pairs), key=lambda pair: pair[0].lower())


def table():
    members = members_by_type()
    counts = {"simulated": 0, "stored": 0, "not simulated": 0}
    rows = []
    for apple, declared in apple_names():
        entries = members.get(declared, [])
        if not entries:
            counts["simulated"] += 1
            rows.append(f"| `{apple}` | | simulated |")
            continue
        rows.append(f"| **`{apple}`** | | |")
        for member, status in entries:
            counts[status] += 1
            rows.append(f"| | `{member}` | {status} |")
    summary = ", ".join(f"{count} {status}" for status, count in counts.items())
    header = [
        "# Apple APIs that AVKitCompat declares",
        "",
        "Generated by `scripts/api-table.py` from the code (`make lint` fails when it is stale); do not",
        "edit. Each Apple name AVKitCompat gives a port, with the public members of the type behind it:",
        "**simulated** (PiPSim models what it does), **stored** (the value is kept and read back, with",
        "no effect on layout, lifecycle, timing or the screen) or **not simulated** (accepted, no effect).",
        "A stored or not-simulated member the app uses is named once per simulation by an",
        "`api.notSimulated` diagnostic.",
        "",
        f"In all: {summary}.",
        "",
        "| Apple name | member | status |",
        "| --- | --- | --- |",
    ]
    return "\n".join(header + rows) + "\n"


def main():
    text = table()
    if "--check" in sys.argv[1:]:
        if not OUTPUT.exists() or OUTPUT.read_text() != text:
            print("docs/api-coverage.md is stale: run scripts/api-table.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
