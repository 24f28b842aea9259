import ArgumentParsing
import Foundation
import PiPSim
import PiPSimScenarios
import Tracing

/// The `pipsim` command line: run, validate and summarize scenarios, or run the built-in demo.
///
/// Each subcommand is a typed value (``Demo``, ``Run``, ``Validate``, ``Summarize``, ``TestScenarios``,
/// ``Explore``)
/// whose options are
/// its properties. Every one returns a `Termination` (output, error text and exit code) rather than
/// exiting, so tests drive the command line without a process: 0 when everything held, 1 when an
/// expectation failed or a file was bad, 64 for usage errors.
struct PipsimCommand: ParsableCommand {
  /// The tool's version, printed by `--version`: PiPSim's release.
  static let version = "pipsim \(PiPSimRelease.version)"

  static let configuration = CommandConfiguration(
    commandName: "pipsim",
    abstract: "Runs Picture-in-Picture scenarios in virtual time and writes their traces.",
    discussion:
      "With no subcommand, runs the built-in demo scenario and writes Traces/demo.json and Traces/demo.txt.",
    version: version,
    subcommands: [Demo.self, Run.self, Validate.self, Summarize.self, TestScenarios.self, Explore.self],
    defaultSubcommand: Demo.self)

  /// The built-in demo scenario's JSON, identical to `Scenarios/demo.json`.
  static var demoScenarioJSON: String { DemoScenario.json }

  /// Parses the arguments and runs the chosen subcommand.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - showsProgress: Whether a progress line may be drawn on standard error (only on a terminal).
  /// - Returns: What to print and the exit code.
  @MainActor
  static func main(_ arguments: [String], showsProgress: Bool = isatty(STDERR_FILENO) == 1) -> Termination {
    switch parse(withDefaultSubcommand(arguments)) {
    case .failure(let termination):
      return termination
    case .success(let command):
      // Every line names a subcommand (demo is the default), so the root itself never runs.
      guard let subcommand = command as? any PipsimSubcommand else { return .failure("no subcommand to run") }
      return subcommand.run(progress: showsProgress ? ProgressLine() : nil)
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
}

/// One of `pipsim`'s subcommands: parsed into its properties, then run.
protocol PipsimSubcommand: ParsableCommand {
  /// Does the subcommand's work.
  ///
  /// - Parameter progress: Where a long run shows how far it got, when standard error is a terminal.
  /// - Returns: What to print and the exit code.
  @MainActor
  func run(progress: ProgressLine?) -> Termination
}
