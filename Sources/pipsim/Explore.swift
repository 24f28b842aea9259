import ArgumentParsing
import Clocks
import Foundation
import OutputFiles
import PiPSimScenarios

/// `pipsim explore FILE`: explores the orderings of user and system events the scenario's app can
/// meet, and reports the invariants they break, each with a minimal sequence.
struct Explore: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Explores the orderings of user and system events a scenario's app can meet.",
    discussion:
      "The app is the scenario's after its set-up steps; events (startPiP, stopPiP, userTapsRestore, "
      + "userTapsClose, appToBackground, appToForeground, otherAppStartsPiP, otherAppEndsPiP, a 3 s pause, "
      + "and the app's own actions among the file's steps) happen one every --step seconds where they can "
      + "apply. Every sequence to --depth runs, then --random seeded "
      + "random ones; after each event the source view must not be left in the PiP container once PiP "
      + "is idle, no warning may be recorded, and the callbacks must come in AVKit's order. Each broken "
      + "invariant is shrunk to a minimal sequence; --counterexamples writes each as a scenario file. "
      + "Exits 0 when nothing broke and 1 when something did.")

  @Argument(help: "The scenario JSON file whose app is explored.") var file: String
  @Option(help: "The longest sequence tried exhaustively (1 to 8; 4 by default).", valueName: "n")
  var depth: Int?
  @Option(help: "How many random sequences follow (0 by default).", valueName: "n") var random: Int?
  @Option(help: "The random sequences' length (twice the depth by default).", valueName: "n")
  var randomDepth: Int?
  @Option(help: "The seed of the random sequences (0 by default).", valueName: "n") var seed: Int?
  @Option(help: "Seconds of virtual time between two events (0.5 by default).", valueName: "seconds")
  var step: Double?
  @Option(help: "Explores only part I of N of the first events (1 <= I <= N).", valueName: "I/N")
  var shard: String?
  @Option(help: "Where to write the JUnit XML report: a testcase per invariant.", valueName: "path")
  var junit: String?
  @Option(
    help: "A directory to write each violation's minimal sequence into, as a scenario file.",
    valueName: "dir")
  var counterexamples: String?

  func run(progress: ProgressLine?) -> Termination {
    var part = (index: 1, count: 1)
    if let shard {
      guard let parsed = TestScenarios.shard(shard) else {
        return usage("--shard", shard, "I/N with 1 <= I <= N")
      }
      part = parsed
    }
    guard (seed ?? 0) >= 0 else { return usage("--seed", String(seed ?? 0), "a number of at least 0") }
    let stepSeconds = step ?? 0.5
    guard stepSeconds > 0, stepSeconds <= 60, let stepTime = try? MediaTime(seconds: stepSeconds) else {
      return usage("--step", String(stepSeconds), "a number of seconds above 0 and at most 60")
    }
    let scenario: Scenario
    switch ScenarioFile.load(file) {
    case .failure(let termination): return termination
    case .success(let loaded): scenario = loaded
    }
    let opened = JUnitReport.open(junit)
    if let refusal = opened.refusal { return refusal }
    let report = opened.file
    let started = Date()
    var shown = started
    let name = TerminalText.escaped(scenario.name)
    let line: ((Int, Int, Int) -> Void)? = progress.map { progress in
      { sequences, states, violations in
        let now = Date()
        guard now.timeIntervalSince(shown) >= 0.1 else { return }
        shown = now
        progress.show(
          "exploring \(name): \(sequences) sequences, \(states) states, \(violations) violations, "
            + String(format: "%.1f s", now.timeIntervalSince(started)))
      }
    }
    let explored: ScenarioExplorationReport
    do throws(ScenarioExplorationError) {
      explored = try ScenarioExploration.explore(
        scenario, depth: depth ?? 4, randomSequences: random ?? 0, randomDepth: randomDepth,
        seed: UInt64(seed ?? 0),
        step: stepTime, shard: part, progress: line)
    } catch {
      progress?.clear()
      report?.abandon()
      return .failure(TerminalText.escaped("\(file): \(error)"))
    }
    progress?.clear()
    let seconds = Date().timeIntervalSince(started)
    var output = explored.description.split(separator: "\n").map { TerminalText.escaped(String($0)) + "\n" }
      .joined()
    output += String(
      format: "%.2f s, %.0f sequences a second\n", seconds, Double(explored.sequencesRun) / max(seconds, 1e-9)
    )
    var errors = ""
    if let counterexamples, !explored.violations.isEmpty {
      let written = Self.writeCounterexamples(explored, of: file, into: counterexamples)
      output += written.paths.map { "counterexample: \(TerminalText.escaped($0))\n" }.joined()
      if let failure = written.failure {
        errors += "Error: --counterexamples: \(TerminalText.escaped(failure))\n"
      }
    }
    if let report {
      let cases = Self.invariants.map { invariant in
        let violation = explored.violations.first { $0.invariant == invariant }
        return ScenarioCaseResult(
          file: file, name: "\(scenario.name): \(invariant)",
          outcome: violation.map {
            .failed(["\($0.message); minimal: \($0.minimalSequence.map(\.name).joined(separator: " → "))"]
            )
          } ?? .passed,
          seconds: seconds / Double(Self.invariants.count))
      }
      errors += JUnitReport.write(cases, suiteName: "pipsim explore", to: report) ?? ""
    }
    let exitCode: ExitCode = explored.violations.isEmpty && errors.isEmpty ? .success : .failure
    return Termination(exitCode: exitCode, standardOutput: output, standardError: errors)
  }

  /// The invariants every exploration checks, as its report names them.
  static let invariants = ["views back after PiP", "no warning", "callbacks in order"]

  private func usage(_ name: String, _ value: String, _ expected: String) -> Termination {
    PipsimCommand.commandSpec.usageError(
      .invalidValue(name: name, value: value, expected: expected), subcommandPath: ["explore"])
  }

  /// Writes each violation's minimal sequence as a scenario file in `directory`: the explored file
  /// with its set-up steps, the events at the times they ran, no expectations.
  ///
  /// - Returns: the files written, and why the others were not.
  static func writeCounterexamples(
    _ report: ScenarioExplorationReport, of file: String, into directory: String
  ) -> (paths: [String], failure: String?) {
    guard let data = FileManager.default.contents(atPath: file),
      let original = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return ([], "cannot read \(file) again") }
    let fileSteps = original["steps"] as? [[String: Any]] ?? []
    let setUpKinds: Set<String> = ["setUpPiP", "setUpFullscreen", "produceFrames"]
    let setUps = fileSteps.filter { setUpKinds.contains($0["do"] as? String ?? "") }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return ([], "cannot create \(directory): \((error as NSError).localizedDescription)")
    }
    var paths: [String] = []
    for violation in report.violations {
      var scenario = original
      let name = "\(report.scenarioName)-" + violation.invariant.replacingOccurrences(of: " ", with: "-")
      scenario["name"] = name
      scenario["summary"] =
        "Found by pipsim explore: \(violation.invariant) breaks after "
        + violation.minimalSequence.map(\.name).joined(separator: ", ") + ": \(violation.message)"
      let times = report.timeline.times(of: violation.minimalSequence)
      // A pause is only time; the app's own action is the file's step as written.
      let events = zip(violation.minimalSequence, times).compactMap { event, time -> [String: Any]? in
        guard event != .pause else { return nil }
        var step = event.fileStepIndex.flatMap { fileSteps.indices.contains($0) ? fileSteps[$0] : nil } ?? [:]
        step["after"] = nil
        step["at"] = time.seconds
        step["do"] = step["do"] ?? event.name
        return step
      }
      scenario["steps"] = setUps + events
      scenario["endAt"] = times[times.count - 1].seconds
      scenario["expect"] = nil
      let path = (directory as NSString).appendingPathComponent(name + ".json")
      do {
        let json = try JSONSerialization.data(
          withJSONObject: scenario, options: [.prettyPrinted, .sortedKeys])
        try OutputFile.write(String(decoding: json, as: UTF8.self) + "\n", to: path)
        paths.append(path)
      } catch {
        return (paths, "\(path): \(error)")
      }
    }
    return (paths, nil)
  }
}
