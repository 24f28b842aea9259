#!/usr/bin/env python3
"""Checks PiPSim's shape as a dependency, from Package.swift itself (`swift package dump-package`).

1. No file of the example consumer packages (Examples/*/Sources, Examples/*/Tests) imports a PiPSim
   module that no product exports (`import Runtime`, say): SwiftPM lets such transitive imports
   through even with `--explicit-target-dependency-import-check error`, but a user's package sees
   only the products' modules, so a module the example needs and no product exports fails here.
2. README.md's module table names exactly the package's library modules.

`--self-test` proves check 1 refuses an internal import and accepts a product's, on files it writes
to a temporary folder. Exit 0 when everything holds, 1 with one line per problem otherwise.
`--documented-modules` prints, instead, the modules a user reaches through the products (the
umbrella's re-exported modules and the other products' own), one a line: what `make docs` documents.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
IMPORT = re.compile(
    r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_]\w*)",
    re.MULTILINE,
)
TABLE_MODULE = re.compile(r"`([A-Za-z]\w*)`")


def package_description():
    output = subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def module_sets(package):
    """The modules products export, and the package's other (internal) modules."""
    exported = {
        target
        for product in package["products"]
        if "library" in product["type"]
        for target in product["targets"]
    }
    # A target built from an example package's sources (the layout benchmark's seed 000 screen) is
    # the example's own module there, not one of PiPSim's.
    every = {
        target["name"]
        for target in package["targets"]
        if target["type"] != "test" and not target.get("path", "").startswith("Examples")
    }
    return exported, every - exported


def internal_imports(examples, internal):
    """Each import of an internal module in the example packages under `examples`."""
    problems = []
    for source in sorted(examples.glob("*/Sources/**/*.swift")) + sorted(examples.glob("*/Tests/**/*.swift")):
        text = source.read_text()
        for match in IMPORT.finditer(text):
            module = match.group(1)
            if module in internal:
                line = text.count("\n", 0, match.start()) + 1
                problems.append(
                    f"{source}:{line}: imports {module}, which no PiPSim product exports; "
                    "import PiPSim, AVKitCompat, PiPSimTesting or PiPSimScenarios instead"
                )
    return problems


def readme_table_problems(package, exported):
    """Differences between README's module table and the package's library modules."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Tour", 1)[-1].split("\n### ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    listed = {name for row in rows for name in TABLE_MODULE.findall(row.split("|")[1])}
    library = {
        target["name"]
        for target in package["targets"]
        if target["type"] in ("regular", "system", "executable")
        and not target.get("path", "").startswith(("Benchmarks", "Tests", "Examples"))
    }
    problems = [f"README.md's module table lacks `{name}`" for name in sorted(library - listed)]
    problems += [f"README.md's module table names `{name}`, which Package.swift lacks" for name in sorted(listed - library)]
    return problems


def self_test(internal):
    """Check 1 must refuse `import Runtime`-style imports and accept product imports."""
    with tempfile.TemporaryDirectory() as folder:
        examples = pathlib.Path(folder)
        sources = examples / "Consumer" / "Sources" / "App"
        sources.mkdir(parents=True)
        module = sorted(internal)[0]
        (sources / "Bad.swift").write_text(f"import Foundation\n@preconcurrency import {module}\n")
        (sources / "Good.swift").write_text("import AVKitCompat\nimport PiPSim\nimport Testing\n")
        found = internal_imports(examples, internal)
        expected_line = f"Bad.swift:2: imports {module},"
        if len(found) != 1 or expected_line not in found[0]:
            return [f"self-test: expected one refusal of `import {module}`, got {found}"]
    return []


def documented_modules(package):
    """The library modules users reach: each library product's modules, the umbrella's re-exports in
    their place, system libraries left out."""
    targets = {target["name"]: target for target in package["targets"]}
    modules = []
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        for name in product["targets"]:
            dependencies = [
                dependency["byName"][0]
                for dependency in targets[name]["dependencies"]
                if "byName" in dependency
            ]
            reexported = [d for d in dependencies if targets[d]["type"] == "regular"] if name == "PiPSim" else []
            modules += reexported or [name]
    return list(dict.fromkeys(modules))


def main(arguments):
    package = package_description()
    if "--documented-modules" in arguments:
        print("\n".join(documented_modules(package)))
        return 0
    exported, internal = module_sets(package)
    problems = self_test(internal) if "--self-test" in arguments else []
    problems += internal_imports(ROOT / "Examples", internal)
    problems += readme_table_problems(package, exported)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"package shape: examples import only {', '.join(sorted(exported))}; README's table matches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
