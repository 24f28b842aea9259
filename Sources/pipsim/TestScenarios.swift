import ArgumentParsing
import Foundation
import OutputFiles
import PiPSimScenarios

/// `pipsim test DIR|FILE... [--jobs N] [--junit FILE] [--shard I/N]`: runs many scenarios, each in a
/// `pipsim run` process of its own, several at a time, and reports them as CI systems read test
/// results; with `--shard`, only its part of them, so a CI matrix of N jobs runs each once.
struct TestScenarios: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "test", abstract: "Runs scenario files in parallel processes and reports each as a test.",
    discussion:
      "A directory stands for the .json files in it. Exits 0 when every scenario passed and 1 when one "
      + "failed or could not run; --junit writes JUnit XML, a testcase per scenario and a failure per "
      + "expectation that did not hold. --shard I/N runs the I-th of N parts of the files (file K, "
      + "counted from 0 in the order found, goes to part K mod N + 1), so N jobs given the same files "
      + "run each scenario exactly once.")

  @Argument(help: "Scenario files, or directories of them.") var paths: [String]
  @Option(help: "How many scenarios run at once (the processor count by default).", valueName: "n")
  var jobs: Int?
  @Option(help: "Where to write the JUnit XML report.", valueName: "path") var junit: String?
  @Option(help: "Runs only part I of N of the scenario files (1 <= I <= N).", valueName: "I/N")
  var shard: String?

  func run(progress: ProgressLine?) -> Termination {
    let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    guard jobs >= 1 else {
      return PipsimCommand.commandSpec.usageError(
        .invalidValue(name: "--jobs", value: String(jobs), expected: "a number of at least 1"),
        subcommandPath: ["test"])
    }
    guard !paths.isEmpty else { return .failure("no scenario files or directories given") }
    var part = (index: 1, count: 1)
    if let shard {
      guard let parsed = Self.shard(shard) else {
        return PipsimCommand.commandSpec.usageError(
          .invalidValue(name: "--shard", value: shard, expected: "I/N with 1 <= I <= N, such as 2/4"),
          subcommandPath: ["test"])
      }
      part = parsed
    }
    let opened = JUnitReport.open(junit)
    if let refusal = opened.refusal { return refusal }
    let report = opened.file
    let files: [String]
    switch Self.scenarioFiles(in: paths) {
    case .failure(let termination):
      report?.abandon()
      return termination
    case .success(let found):
      files = found.indices.filter { $0 % part.count == part.index - 1 }.map { found[$0] }
    }
    guard let runner = Self.runnerExecutable() else {
      report?.abandon()
      return .failure("cannot find the pipsim executable to run the scenarios with")
    }
    let shardNote = shard == nil ? "" : " (part \(part.index) of \(part.count))"
    progress?.show("running \(files.count) scenarios\(shardNote), \(jobs) at a time")
    let results = ScenarioProcesses(runner: runner, jobs: jobs).run(files)
    progress?.clear()
    var output = results.map(Self.line(for:)).joined()
    let passed = results.filter { $0.outcome == .passed }.count
    output += "\(results.count) scenarios\(shardNote): \(passed) passed, \(results.count - passed) failed\n"
    var errors = ""
    if let report {
      if let failure = JUnitReport.write(results, suiteName: "pipsim test", to: report) {
        errors += failure
      } else {
        output += "junit: \(TerminalText.escaped(report.destination.path))\n"
      }
    }
    let exitCode: ExitCode = passed == results.count && errors.isEmpty ? .success : .failure
    return report?.destination.isStandardOutput == true
      ? Termination(exitCode: exitCode, standardError: output + errors)
      : Termination(exitCode: exitCode, standardOutput: output, standardError: errors)
  }

  /// The part `text` names (`2/4`: index 2 of 4), nil unless it is two whole numbers with
  /// 1 <= index <= count.
  static func shard(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count
    else { return nil }
    return (index, count)
  }

  /// The files `paths` name: each file as given, each directory's `.json` files in name order.
  static func scenarioFiles(in paths: [String]) -> Result<[String], Termination> {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(.failure("no such file or directory: \(TerminalText.escaped(path))"))
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      do {
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        files += names.filter { $0.hasSuffix(".json") }.sorted().map {
          (path as NSString).appendingPathComponent($0)
        }
      } catch {
        return .failure(
          .failure("cannot read the directory \(TerminalText.escaped(path)): \(ScenarioFile.reason(error))"))
      }
    }
    return files.isEmpty
      ? .failure(
        .failure("no .json scenario files in \(TerminalText.escaped(paths.joined(separator: ", ")))"))
      : .success(files)
  }

  /// The `pipsim` the scenarios run with: this process's executable when it is `pipsim`, else the
  /// `pipsim` beside it (the test runner's case).
  static func runnerExecutable() -> URL? {
    guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      return nil
    }
    let own = URL(fileURLWithPath: path)
    let runner =
      own.lastPathComponent == "pipsim"
      ? own : own.deletingLastPathComponent().appendingPathComponent("pipsim")
    return FileManager.default.isExecutableFile(atPath: runner.path) ? runner : nil
  }

  /// One line of the printed summary for `result`, with its failures under it.
  private static func line(for result: ScenarioCaseResult) -> String {
    let time = String(format: "%.2f s", result.seconds)
    let (name, file) = (TerminalText.escaped(result.name), TerminalText.escaped(result.file))
    switch result.outcome {
    case .passed:
      return "PASS \(name) (\(file), \(time))\n"
    case .failed(let messages):
      return "FAIL \(name) (\(file), \(time))\n" + messages.map { "  \(TerminalText.escaped($0))\n" }.joined()
    case .error(let message):
      return "ERROR \(name) (\(file), \(time))\n  \(TerminalText.escaped(message))\n"
    }
  }
}
