import ArgumentParsing
import Foundation

/// The entry point of a benchmark executable: parses the command line, runs the suite and
/// prints the results.
///
/// ```swift
/// @main
/// enum RingBenchmarks {
///   static func main() {
///     BenchmarkRunner.main(suite: [
///       BenchmarkCase("push and pop") { context in ... }
///     ])
///   }
/// }
/// ```
///
/// Options: `--filter REGEX`, `--format text|json`, `--short`, `--warmup N`, `--list`,
/// `--save NAME`, `--compare NAME`, `--plots DIR`, `--instructions` (count instructions under
/// valgrind instead of timing, see ``InstructionCounter``), `--simulate-caches`, `--allow-debug`,
/// `--help`. A debug build refuses to run (exit 64) unless given `--allow-debug`.
public enum BenchmarkRunner {
  /// Whether the harness was compiled without optimisation (`#if DEBUG`).
  public static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Runs a suite with the process's command line, prints, and exits with the run's status.
  ///
  /// - Parameters:
  ///   - suite: The benchmarks.
  ///   - target: The executable's name, used in help and for baselines; the process's name
  ///     when `nil`.
  ///   - plots: The charts `--plots DIR` writes.
  public static func main(suite: [BenchmarkCase], target: String? = nil, plots: [BenchmarkPlot] = []) -> Never
  {
    let executable =
      target ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "benchmarks").lastPathComponent
    let termination = run(
      suite: suite, target: executable, arguments: Array(CommandLine.arguments.dropFirst()),
      baselines: .inCurrentDirectory(target: executable), plots: plots
    ) { progress in
      FileHandle.standardError.write(Data(progress.utf8))
    }
    termination.exit()
  }

  /// Runs a suite with a given command line and returns what to print and the exit status.
  ///
  /// Exit statuses: 0 success, 1 a benchmark or baseline failed, 2 a regression against
  /// `--compare`, 4 improvements only, 64 a rejected command line or a debug build.
  ///
  /// - Parameters:
  ///   - suite: The benchmarks.
  ///   - target: The executable's name, used in help and messages.
  ///   - arguments: The words after the executable's name.
  ///   - isDebugBuild: Whether to behave as a debug build.
  ///   - baselines: Where `--save` and `--compare` keep baselines.
  ///   - plots: The charts `--plots DIR` writes.
  ///   - progress: Receives progress lines (the process writes them to stderr as they come).
  public static func run(
    suite: [BenchmarkCase], target: String, arguments: [String], isDebugBuild: Bool = isDebugBuild,
    baselines: BaselineStore, plots: [BenchmarkPlot] = [], progress: (String) -> Void = { _ in }
  ) -> Termination {
    let spec = RunnerOptions.commandSpec(target: target)
    let options: RunnerOptions
    switch spec.parse(arguments).outcome {
    case .success(let command):
      options = RunnerOptions(command)
    case .failure(let termination):
      return termination
    }
    if let warmup = options.warmup, warmup < 0 {
      return spec.usageError(
        .invalidValue(name: "--warmup", value: "\(warmup)", expected: "a count of 0 or more"))
    }
    if let name = options.measuredBenchmark {
      return MeasuredRun.run(name, operations: options.measuredOperations, in: suite)
    }
    var selected: [BenchmarkCase]
    do {
      selected = try select(from: suite, matching: options.filter)
    } catch {
      return spec.usageError(error)
    }
    if options.countsInstructions {
      selected = selected.filter { $0.metrics.contains(.instructions) }.map(\.withCountedReferencesOnly)
    }
    if options.listOnly {
      return .success(printing: selected.map { $0.name + "\n" }.joined())
    }
    if let refusal = debugRefusal(
      isDebugBuild: isDebugBuild, allowsDebugBuild: options.allowsDebugBuild, target: target)
    {
      return refusal
    }
    guard !selected.isEmpty else {
      let counted = options.countsInstructions ? " and reports instructions" : ""
      return .failure(
        "No benchmark in \(target) matches '\(options.filter ?? "")'\(counted); see '\(target) --list'.")
    }
    var instructionCounter: InstructionCounter?
    if options.countsInstructions {
      do {
        instructionCounter = try InstructionCounter.prepare(simulatesCaches: options.simulatesCaches)
      } catch {
        return .failure(error.description)
      }
    }
    let executor = BenchmarkExecutor(
      isShort: options.isShort, warmupOverride: options.warmup, instructionCounter: instructionCounter)
    let run = SuiteRun.execute(selected, from: suite, with: executor, progress: progress)
    instructionCounter?.removeScratch()
    var termination = finish(run, options: options, baselines: baselines)
    if let directory = options.plotsDirectory {
      do throws(PlotError) {
        let written = try write(plots, from: run, into: URL(fileURLWithPath: directory, isDirectory: true))
        termination.standardError += written.map { "Wrote \($0.path)\n" }.joined()
      } catch {
        termination.standardError += "Error: \(error.description)\n"
        termination.exitCode = .failure
      }
    }
    return termination
  }

  /// Draws every plot that has something to draw and writes it as `<fileName>.svg` into
  /// `directory`, creating the directory.
  ///
  /// - Returns: The files written.
  /// - Throws: ``PlotError`` when the directory or a file cannot be written.
  private static func write(_ plots: [BenchmarkPlot], from run: SuiteRun, into directory: URL)
    throws(PlotError)
    -> [URL]
  {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .directoryUnavailable(path: directory.path, reason: error.localizedDescription)
    }
    let results = SuiteResults(results: run.results, samplesByName: run.samplesByName)
    var written: [URL] = []
    for plot in plots {
      guard let chart = plot.makeChart(results) else { continue }
      let file = directory.appendingPathComponent(plot.fileName + ".svg")
      try chart.write(to: file)
      written.append(file)
    }
    return written
  }

  /// The refusal a debug build gets unless `--allow-debug` was passed; `nil` when running is fine.
  ///
  /// - Parameters:
  ///   - isDebugBuild: Whether the binary was built without optimisation.
  ///   - allowsDebugBuild: Whether `--allow-debug` was passed.
  ///   - target: The executable's name, for the suggested command.
  public static func debugRefusal(isDebugBuild: Bool, allowsDebugBuild: Bool, target: String) -> Termination?
  {
    guard isDebugBuild && !allowsDebugBuild else { return nil }
    return Termination(
      exitCode: .usageError,
      standardError: """
        Error: \(target) was built in debug mode, where figures mean nothing
          Run it in release: swift run -c release \(target)
          (pass --allow-debug to run anyway).

        """)
  }

  /// The benchmarks whose names match the filter (all when there is none), in suite order.
  ///
  /// - Throws: ``ArgumentError/invalidValue(name:value:expected:)`` when the filter is not a
  ///   regular expression.
  static func select(from suite: [BenchmarkCase], matching filter: String?) throws(ArgumentError)
    -> [BenchmarkCase]
  {
    guard let filter else { return suite }
    let pattern: Regex<AnyRegexOutput>
    do {
      pattern = try Regex(filter)
    } catch {
      throw .invalidValue(name: "--filter", value: filter, expected: "a regular expression (\(error))")
    }
    return suite.filter { $0.name.contains(pattern) }
  }

  /// Prints the results, saves or compares baselines, and picks the exit status.
  private static func finish(_ run: SuiteRun, options: RunnerOptions, baselines: BaselineStore) -> Termination
  {
    var output = ""
    var diagnostics = ""
    switch options.format {
    case .text:
      output = TextReport.render(run.results)
    case .json:
      output = (try? JSONReport.encode(run.results)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]\n"
    }
    var exitCode: ExitCode = run.failures.isEmpty ? .success : .failure
    do throws(BaselineError) {
      if let name = options.saveName {
        try baselines.save(run.results, as: name)
        diagnostics += "Saved baseline '\(name)' to \(try baselines.resultsFile(named: name).path)\n"
      }
      if let name = options.compareName {
        let comparison = BaselineComparison(current: run.results, baseline: try baselines.load(named: name)) {
          run.configurations[$0.benchmark]?.threshold(for: $0.metric)
            ?? BenchmarkConfiguration.defaultThreshold
        }
        let table = "\nComparison with baseline '\(name)':\n" + comparison.textTable
        if options.format == .json {
          diagnostics += table
        } else {
          output += table
        }
        if exitCode == .success {
          exitCode = comparison.exitCode
        }
      }
    } catch {
      diagnostics += "Error: \(error.description)\n"
      exitCode = .failure
    }
    // A failed case is reported after the tables, so it is the last thing a reader sees.
    diagnostics += run.failures.map { "Error: \($0.description)\n" }.joined()
    return Termination(exitCode: exitCode, standardOutput: output, standardError: diagnostics)
  }
}
