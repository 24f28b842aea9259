import ArgumentParsing
import Foundation
import PiPSim
import Tracing

/// The `pipsim` command line: run, validate and summarize scenarios, or run the built-in demo.
///
/// Every subcommand returns a `Termination` (output, error text and exit code) rather than exiting, so
/// tests drive the command line without a process: 0 when everything held, 1 when an expectation failed
/// or a file was bad, 64 for usage errors.
@MainActor
public enum PipsimCommand {
  /// The tool's version, printed by `--version`: PiPSim's release.
  public static let version = "pipsim \(PiPSimRelease.version)"

  /// The built-in demo scenario's JSON, identical to `Scenarios/demo.json`.
  public static var demoScenarioJSON: String { DemoScenario.json }

  /// The command tree: `demo` (the default), `run`, `validate` and `summarize`.
  public static let spec = CommandSpec(
    name: "pipsim", abstract: "Runs Picture-in-Picture scenarios in virtual time and writes their traces.",
    discussion:
      "With no subcommand, runs the built-in demo scenario and writes Traces/demo.json and Traces/demo.txt.",
    version: version,
    subcommands: [
      CommandSpec(
        name: "demo", abstract: "Runs the built-in demo scenario (a copy of Scenarios/demo.json).",
        options: [
          OptionSpec(
            "trace", help: "Where to write the Chrome trace JSON.", defaultValue: "Traces/demo.json",
            valueName: "path"),
          OptionSpec(
            "text", help: "Where to write the text trace.", defaultValue: "Traces/demo.txt", valueName: "path"
          ),
        ]),
      CommandSpec(
        name: "run", abstract: "Runs a scenario file and checks its expectations.",
        discussion:
          "Exits 0 when every expectation held and 1 when one failed; the trace is written either way.",
        arguments: [ArgumentSpec("file", help: "The scenario JSON file.")],
        options: [
          OptionSpec("trace", help: "Where to write the Chrome trace JSON.", valueName: "path"),
          OptionSpec("text", help: "Where to write the text trace.", valueName: "path"),
          OptionSpec(
            "snapshots", help: "A directory for an SVG of the screen after each step and at the end.",
            valueName: "dir"),
        ],
        flags: [
          FlagSpec(
            "real-time",
            help:
              "Run against the host clock: frames on real threads, audio through a private PulseAudio "
              + "daemon (needs pulseaudio); traces then differ from run to run.")
        ]),
      CommandSpec(
        name: "validate", abstract: "Checks a scenario file against the schema without running it.",
        arguments: [ArgumentSpec("file", help: "The scenario JSON file.")]),
      CommandSpec(
        name: "summarize",
        abstract: "Prints per-phase durations, callback order and frame figures of a trace.",
        arguments: [ArgumentSpec("trace", help: "A Chrome trace JSON file written by pipsim.")]),
    ],
    defaultSubcommand: "demo")

  /// Parses the arguments and runs the chosen subcommand.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - showsProgress: Whether a progress line may be drawn on standard error (only on a terminal).
  /// - Returns: What to print and the exit code.
  public static func main(_ arguments: [String], showsProgress: Bool = isatty(STDERR_FILENO) == 1)
    -> Termination
  {
    let command: ParsedCommand
    switch spec.parse(withDefaultSubcommand(arguments)).outcome {
    case .success(let parsed): command = parsed
    case .failure(let termination): return termination
    }
    let progress = showsProgress ? ProgressLine() : nil
    switch command.subcommand {
    case "run":
      let outputs = RunOutputs(
        trace: command.string("trace"), text: command.string("text"), snapshots: command.string("snapshots"))
      return run(
        file: command.string("file") ?? "", mode: command.flag("real-time") ? .realTime : .virtualTime,
        outputs: outputs, progress: progress)
    case "validate":
      return validate(file: command.string("file") ?? "")
    case "summarize":
      return summarize(file: command.string("trace") ?? "")
    default:
      let outputs = RunOutputs(trace: command.string("trace"), text: command.string("text"))
      return runDemo(outputs: outputs, progress: progress)
    }
  }

  /// Puts `demo` in front of arguments that start with one of its options, so `pipsim --trace x.json`
  /// works like `pipsim demo --trace x.json`.
  private static func withDefaultSubcommand(_ arguments: [String]) -> [String] {
    guard let first = arguments.first, first.hasPrefix("--trace") || first.hasPrefix("--text") else {
      return arguments
    }
    return ["demo"] + arguments
  }

  static func run(file: String, mode: ScenarioRunMode, outputs: RunOutputs, progress: ProgressLine?)
    -> Termination
  {
    switch load(file) {
    case .failure(let termination): termination
    case .success(let scenario): execute(scenario, mode: mode, outputs: outputs, progress: progress)
    }
  }

  static func runDemo(outputs: RunOutputs, progress: ProgressLine?) -> Termination {
    do {
      let scenario = try Scenario.decode(Data(DemoScenario.json.utf8), file: DemoScenario.file)
      return execute(scenario, mode: .virtualTime, outputs: outputs, progress: progress)
    } catch {
      return .failure(error.description)
    }
  }

  static func validate(file: String) -> Termination {
    switch load(file) {
    case .failure(let termination):
      return termination
    case .success(let scenario):
      let summary =
        "\(file): valid scenario \"\(scenario.name)\": \(scenario.steps.count) steps over "
        + "\(scenario.endTime.seconds) s, \(scenario.expectations.count) expectations\n"
      return .success(printing: summary)
    }
  }

  static func summarize(file: String) -> Termination {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      return .failure("cannot read \(file): \(Self.reason(error))")
    }
    do {
      let snapshot = try ChromeTraceReader.decode(data)
      return .success(printing: ScenarioReport(snapshot).description)
    } catch {
      return .failure("\(file): \(error.description)")
    }
  }

  private static func load(_ file: String) -> Result<Scenario, Termination> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      return .failure(.failure("cannot read \(file): \(reason(error))"))
    }
    do {
      return .success(try Scenario.decode(data, file: file))
    } catch {
      return .failure(.failure(error.description))
    }
  }

  private static func execute(
    _ scenario: Scenario, mode: ScenarioRunMode, outputs: RunOutputs, progress: ProgressLine?
  ) -> Termination {
    var snapshotWriter = outputs.snapshots.map(SnapshotDirectory.init(path:))
    let run = ScenarioRunner.run(
      scenario, mode: mode,
      progress: { index, step in
        progress?.show(
          "step \(index)/\(scenario.steps.count) (\(step.action.kind.rawValue)) at \(step.time.seconds) s")
      },
      snapshot: snapshotWriter == nil ? nil : { name, svg in snapshotWriter?.write(svg, named: name) })
    progress?.clear()
    var output = ""
    var errors: [String] = []
    do {
      if let trace = outputs.trace {
        try TraceFile.write(ChromeTraceWriter.encode(run.trace), to: trace)
        output += "trace: \(trace)\n"
      }
      if let text = outputs.text {
        try TraceFile.write(TextTraceWriter.encode(run.trace), to: text)
        output += "text trace: \(text)\n"
      }
    } catch {
      errors.append(error.description)
    }
    if let snapshotWriter {
      output += "snapshots: \(snapshotWriter.writtenCount) in \(snapshotWriter.path)\n"
      errors += snapshotWriter.failure.map { [$0] } ?? []
    }
    let verdict: String
    if let error = run.error {
      verdict = "stopped: \(error)"
      errors.append("\(scenario.name): \(error)")
    } else if run.failures.isEmpty {
      verdict = "passed (\(run.expectationCount) expectations held)"
    } else {
      verdict = "FAILED (\(run.failures.count) of \(run.expectationCount) expectations did not hold)"
      errors += run.failures.map { "\(scenario.name): \($0)" }
    }
    output = "scenario \(scenario.name): \(verdict)\n" + run.report.description + output
    return Termination(
      exitCode: errors.isEmpty ? .success : .failure, standardOutput: output,
      standardError: errors.map { "Error: \($0)\n" }.joined())
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying.map { String(cString: strerror(Int32($0.code))) }
      ?? (error as NSError).localizedDescription
  }
}
