import Foundation
import PackagePlugin

/// `swift package benchmark [SUITE...] [OPTION...]`: builds the benchmark suites in release and runs
/// them one after another with the same options, offline (package-benchmark's command, for our
/// harness).
///
/// A suite is an executable target under `Benchmarks/` whose name ends in `Benchmarks`; name it in
/// full (`HandoffBenchmarks`) or without the suffix (`Handoff`, any case). With no suite named, all
/// run. Every other word (`--short`, `--filter REGEX`, `--format json`, `--plots DIR`, `--save NAME`,
/// `--compare NAME`) goes to each suite unchanged. `list` prints the suites; `help` prints this.
///
/// The plugin declares no permission, so `help` and `list` need none. The suites themselves write
/// into the package only for `--save` and `--plots`; where SwiftPM sandboxes plugins (macOS), pass
/// `--allow-writing-to-package-directory` for those.
@main
struct BenchmarkCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let suites = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter {
      $0.kind == .executable && $0.name.hasSuffix("Benchmarks")
        && $0.directoryURL.deletingLastPathComponent().lastPathComponent == "Benchmarks"
    }.map(\.name).sorted()
    if arguments.first == "help" || arguments.first == "--help" || arguments.first == "-h" {
      print(Self.usage(suites: suites))
      return
    }
    if arguments.first == "list" {
      print(suites.joined(separator: "\n"))
      return
    }
    var selected: [String] = []
    var forwarded: [String] = []
    for (index, word) in arguments.enumerated() {
      guard !word.hasPrefix("-"), let suite = Self.suite(named: word, in: suites) else {
        forwarded = Array(arguments[index...])
        break
      }
      selected.append(suite)
    }
    if forwarded.first == "--" { forwarded.removeFirst() }
    var failed: [String] = []
    for suite in selected.isEmpty ? suites : selected {
      Diagnostics.remark("Building \(suite) in release")
      let build = try packageManager.build(
        .product(suite),
        parameters: PackageManager.BuildParameters(configuration: .release, logging: .concise))
      guard build.succeeded,
        let executable = build.builtArtifacts.first(where: { $0.kind == .executable })
      else {
        Diagnostics.error("Could not build \(suite) in release:\n\(build.logText)")
        failed.append(suite)
        continue
      }
      let status = try Self.run(executable.url, arguments: forwarded, in: context.package.directoryURL)
      if status != 0 {
        // Written on the stream the suite's tables went to (a plugin's standard output is its
        // standard error), once the suite has exited, so the verdict follows its tables.
        FileHandle.standardError.write(Data("\(suite): \(Self.verdict(status))\n".utf8))
        failed.append(suite)
      }
    }
    if !failed.isEmpty {
      throw BenchmarkCommandError(suites: failed)
    }
  }

  /// The suite a word names: its full name or the name without `Benchmarks`, in any case.
  static func suite(named word: String, in suites: [String]) -> String? {
    suites.first { suite in
      let lowered = word.lowercased()
      return suite.lowercased() == lowered || suite.lowercased() == lowered + "benchmarks"
    }
  }

  /// What a suite's exit status means: 2 and 4 are `--compare` verdicts, not crashes.
  static func verdict(_ status: Int32) -> String {
    switch status {
    case 2: "exit status 2, a regression against the baseline (the comparison table above)"
    case 4: "exit status 4, improvements only against the baseline; save a new one with --save"
    default: "exit status \(status), failed (the error above)"
    }
  }

  /// Runs a built suite in the package directory (where `.benchmarkBaselines` lives), its output
  /// passed straight through.
  static func run(_ executable: URL, arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func usage(suites: [String]) -> String {
    """
    OVERVIEW: Builds the benchmark suites in release and runs them.

    USAGE: swift package benchmark [<suite> ...] [<option> ...]
           swift package benchmark list

    ARGUMENTS:
      <suite>   A suite to run (all when none is named): \(suites.joined(separator: ", ")).
                The 'Benchmarks' suffix may be left out: 'handoff' runs HandoffBenchmarks.

    OPTIONS (passed to every suite; see 'swift run -c release <suite> --help'):
      --short                 Tiny durations, for smoke runs (CI).
      --filter <regex>        Run only benchmarks whose name matches.
      --format <text|json>    How to print results.
      --plots <dir>           Write the suites' SVG charts into <dir>.
      --save <name>           Save results as a baseline in .benchmarkBaselines.
      --compare <name>        Compare with a saved baseline (a suite exits 2 on a regression).

    'help' and 'list' need no permission. Where SwiftPM sandboxes plugins (macOS), --save and
    --plots into the package need 'swift package --allow-writing-to-package-directory benchmark'.
    """
  }
}

/// One or more suites failed to build or exited with a non-zero status.
struct BenchmarkCommandError: Error, CustomStringConvertible {
  var suites: [String]

  var description: String {
    "These suites failed to build or exited with a non-zero status: \(suites.joined(separator: ", "))"
  }
}
