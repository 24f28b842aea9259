import ArgumentParsing

/// The command line of a benchmark executable, parsed.
struct RunnerOptions {
  /// Runs only benchmarks whose name matches this regular expression.
  var filter: String?
  /// How results are printed.
  var format: OutputFormat
  /// Whether to run the tiny `--short` configuration.
  var isShort: Bool
  /// The warm-up count replacing each benchmark's own.
  var warmup: Int?
  /// Whether to list the benchmarks instead of running them.
  var listOnly: Bool
  /// Whether a debug build may run (for the harness's own tests).
  var allowsDebugBuild: Bool
  /// The baseline name to save results as.
  var saveName: String?
  /// The baseline name to compare results with.
  var compareName: String?
  /// The directory `--plots` writes the suite's SVG charts to.
  var plotsDirectory: String?
  /// Whether to count instructions under valgrind instead of timing (`--instructions`).
  var countsInstructions: Bool
  /// Whether the instruction counts also simulate caches and branch prediction.
  var simulatesCaches: Bool
  /// The benchmark to run inside the measured region, as a valgrind child (`--run-measured`).
  var measuredBenchmark: String?
  /// The operations the measured child runs.
  var measuredOperations: Int?

  /// The command a benchmark executable called `target` accepts.
  static func commandSpec(target: String) -> CommandSpec {
    CommandSpec(
      name: target, abstract: "Runs the \(target) benchmarks and prints their figures.",
      discussion: """
        Build in release: swift run -c release \(target). Figures are percentiles over samples; \
        built-in metrics are per operation.
        """,
      options: [
        OptionSpec(
          "filter", help: "Run only benchmarks whose name matches this regular expression.",
          valueName: "regex"),
        OptionSpec(
          "format", help: "How to print results.", kind: .choice(of: OutputFormat.self), defaultValue: "text"),
        OptionSpec(
          "warmup", help: "Warm-up samples per benchmark, replacing its own count.", kind: .integer,
          valueName: "n"),
        OptionSpec("save", help: "Save results as a baseline in .benchmarkBaselines.", valueName: "name"),
        OptionSpec(
          "compare", help: "Compare p50s with a saved baseline (exit 2 regression, 4 improvement).",
          valueName: "name"),
        OptionSpec("plots", help: "Write the suite's SVG charts into this directory.", valueName: "dir"),
        OptionSpec(
          "run-measured",
          help:
            "Run this benchmark's body once inside the region valgrind counts, then exit (what --instructions runs).",
          valueName: "name"),
        OptionSpec(
          "operations", help: "Operations for --run-measured (default: the benchmark's own count).",
          kind: .integer, valueName: "n"),
      ],
      flags: [
        FlagSpec("short", help: "Tiny durations and iteration counts, for smoke runs."),
        FlagSpec("list", help: "List the benchmarks and exit."),
        FlagSpec("allow-debug", help: "Run even in a debug build (figures mean nothing)."),
        FlagSpec(
          "instructions",
          help: "Count instructions per operation under valgrind (callgrind) for the cases that report them."),
        FlagSpec(
          "simulate-caches",
          help: "With --instructions: also simulated cache misses and branch mispredictions."),
      ])
  }

  /// Reads the options out of a parsed command line.
  init(_ command: ParsedCommand) {
    filter = command.string("filter")
    format = command.choice("format", as: OutputFormat.self) ?? .text
    isShort = command.flag("short")
    warmup = command.integer("warmup")
    listOnly = command.flag("list")
    allowsDebugBuild = command.flag("allow-debug")
    saveName = command.string("save")
    compareName = command.string("compare")
    plotsDirectory = command.string("plots")
    countsInstructions = command.flag("instructions")
    simulatesCaches = command.flag("simulate-caches")
    measuredBenchmark = command.string("run-measured")
    measuredOperations = command.integer("operations")
  }
}
