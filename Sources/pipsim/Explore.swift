import ArgumentParsing
import ChildProcesses
import Clocks
import Foundation
import OutputFiles
import PiPSim
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
      + "With --jobs N the exploration is split over N processes; a process whose app traps is started "
      + "again after the sequence it was running, which is reported as breaking 'no trap' and shrunk "
      + "like any violation, so the rest of its part is still explored. "
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
  @Option(
    help:
      "Diagnostic codes that break no invariant, comma-separated (a warning the app is known to cause, as its file expects).",
    valueName: "codes")
  var ignore: String?
  @Option(
    help: "How many processes explore at once, each a part of the first events (1 by default: this one).",
    valueName: "n")
  var jobs: Int?
  @Option(
    help:
      "Run as one part of --jobs: write the report as JSON to this path, the sequence running to PATH.running.",
    valueName: "path")
  var partReport: String?
  @Option(
    help:
      "Fault injection: each part of --jobs traps as it starts its Nth sequence, to check that the rest goes on.",
    valueName: "n")
  var trapAtSequence: Int?
  @Option(
    help:
      "Run as a restarted part of --jobs: the runs (numbered from 1) that trapped before, comma-separated.",
    valueName: "list")
  var trappedRuns: String?

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
    let jobs = self.jobs ?? 1
    guard (1...64).contains(jobs) else { return usage("--jobs", String(jobs), "a number from 1 to 64") }
    if let partReport {
      var trapped: Set<Int> = []
      if let trappedRuns {
        let runs = trappedRuns.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard runs.allSatisfy({ ($0 ?? 0) >= 1 }) else {
          return usage("--trapped-runs", trappedRuns, "run numbers of at least 1, comma-separated")
        }
        trapped = Set(runs.compactMap { $0 })
      }
      return explorePart(
        scenario, shard: part, step: stepTime, trappedRuns: trapped, reportPath: partReport)
    }
    let explored: ScenarioExplorationReport
    do throws(ScenarioExplorationError) {
      if jobs > 1 {
        // The arguments are checked here, once, before any process starts.
        try ScenarioExploration.check(scenario, depth: depth ?? 4, randomDepth: randomDepth, step: stepTime)
        progress?.show("exploring \(name) in \(jobs) processes")
        guard let parts = exploreInProcesses(scenario, shard: part, step: stepTime, jobs: jobs) else {
          progress?.clear()
          report?.abandon()
          return .failure("cannot find the pipsim executable to run the parts with")
        }
        explored = parts
      } else {
        explored = try ScenarioExploration.explore(
          scenario, depth: depth ?? 4, randomSequences: random ?? 0, randomDepth: randomDepth,
          seed: UInt64(seed ?? 0),
          step: stepTime, shard: part, ignoredDiagnostics: ignoredDiagnostics, progress: line)
      }
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
            .failed(["\($0.message); minimal: \(ScenarioExplorationReport.spelled($0.minimalSequence))"]
            )
          } ?? .passed,
          seconds: seconds / Double(Self.invariants.count))
      }
      errors += JUnitReport.write(cases, suiteName: "pipsim explore", to: report) ?? ""
    }
    let exitCode: ExitCode = explored.violations.isEmpty && errors.isEmpty ? .success : .failure
    return Termination(exitCode: exitCode, standardOutput: output, standardError: errors)
  }

  /// The codes `--ignore` names.
  private var ignoredDiagnostics: Set<DiagnosticCode> {
    Set(
      (ignore ?? "").split(separator: ",").map {
        DiagnosticCode(rawValue: $0.trimmingCharacters(in: .whitespaces))
      })
  }

  /// The invariants every exploration checks, as its report names them.
  static let invariants = [
    "views back after PiP", "no warning", "callbacks in order", "frames accounted for",
    "restores the user asked for",
    ScenarioExplorationReport.stoppedInvariant,
  ]

  /// Runs one part of a `--jobs` exploration: the report as JSON at `reportPath`, and each sequence,
  /// before it runs, at `reportPath.running` as its run number, a colon and its events' indices (what
  /// the starting process reads if this one stops). The `trappedRuns` are not run again.
  @MainActor
  private func explorePart(
    _ scenario: Scenario, shard: (index: Int, count: Int), step: MediaTime, trappedRuns: Set<Int>,
    reportPath: String
  ) -> Termination {
    let runningPath = reportPath + ".running"
    guard FileManager.default.createFile(atPath: runningPath, contents: nil),
      let running = FileHandle(forWritingAtPath: runningPath)
    else { return .failure("cannot write \(TerminalText.escaped(runningPath))") }
    defer { try? running.close() }
    let trapAt = trapAtSequence
    let events = ScenarioExplorationEvent.events(for: scenario)
    let explored: ScenarioExplorationReport
    do throws(ScenarioExplorationError) {
      explored = try ScenarioExploration.explore(
        scenario, depth: depth ?? 4, events: events, randomSequences: random ?? 0, randomDepth: randomDepth,
        seed: UInt64(seed ?? 0), step: step, shard: shard, ignoredDiagnostics: ignoredDiagnostics,
        trappedRuns: trappedRuns,
        willRun: { run, sequence in
          let line = Data(("\(run):" + sequence.map(String.init).joined(separator: ",") + "\n").utf8)
          try? running.truncate(atOffset: 0)
          try? running.write(contentsOf: line)
          if run == trapAt { fatalError("--trap-at-sequence \(run): trapping as asked") }
        })
    } catch {
      return .failure(TerminalText.escaped("\(file): \(error)"))
    }
    do {
      try explored.json(events: events).write(to: URL(fileURLWithPath: reportPath))
    } catch {
      return .failure("cannot write \(TerminalText.escaped(reportPath)): \(error.localizedDescription)")
    }
    return Termination(exitCode: .success, standardOutput: "", standardError: "")
  }

  /// How many times a part's process is started again after a trap before the rest of the part is
  /// given up (each restart runs the part's earlier sequences again, so many traps cost time).
  static let maximumRestarts = 32

  /// Explores in `jobs` processes, each a part of `shard` (part K of J takes the first events whose
  /// index leaves `shard.index - 1 + shard.count * (K - 1)` divided by `shard.count * J`), and
  /// merges their reports. A process that stops while running a sequence is started again with that
  /// run marked as trapped (it then reports it as a ``ScenarioExplorationReport/stoppedInvariant``
  /// violation and goes on), up to ``maximumRestarts`` times; one that stops otherwise, or once more,
  /// gives a `stopped` report with the sequence it was running. Nil without a pipsim executable.
  private func exploreInProcesses(
    _ scenario: Scenario, shard: (index: Int, count: Int), step: MediaTime, jobs: Int
  ) -> ScenarioExplorationReport? {
    guard let runner = TestScenarios.runnerExecutable() else { return nil }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pipsim-explore-\(getpid())-\(UUID().uuidString)")
    guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
    else { return nil }
    defer { try? FileManager.default.removeItem(at: directory) }
    let events = ScenarioExplorationEvent.events(for: scenario)
    let timeline = ScenarioExploration.timeline(of: scenario, step: step)
    var arguments = ["explore", file, "--depth", String(depth ?? 4), "--step", String(step.seconds)]
    if let random { arguments += ["--random", String(random)] }
    if let randomDepth { arguments += ["--random-depth", String(randomDepth)] }
    if let seed { arguments += ["--seed", String(seed)] }
    if let trapAtSequence { arguments += ["--trap-at-sequence", String(trapAtSequence)] }
    if let ignore { arguments += ["--ignore", ignore] }
    let common = arguments
    let (depth, seed) = (self.depth ?? 4, UInt64(self.seed ?? 0))
    let parts = SharedWork<ScenarioExplorationReport>(count: jobs)
    DispatchQueue.concurrentPerform(iterations: jobs) { job in
      let index = shard.index + shard.count * job
      let reportPath = directory.appendingPathComponent("part-\(job + 1).json").path
      var trapped: [Int] = []
      while true {
        var arguments = common + ["--shard", "\(index)/\(shard.count * jobs)", "--part-report", reportPath]
        if !trapped.isEmpty {
          arguments += ["--trapped-runs", trapped.map(String.init).joined(separator: ",")]
        }
        let finished = try? ChildProcess.run(runner.path, arguments: arguments)
        let written = FileManager.default.contents(atPath: reportPath)
        if let finished, finished.succeeded, let written,
          let report = ScenarioExplorationReport(json: written, events: events)
        {
          return parts.store(report, at: job)
        }
        let running = Self.runningSequence(at: reportPath + ".running", events: events)
        if let finished, finished.signal != nil, let running, !trapped.contains(running.run),
          trapped.count < Self.maximumRestarts
        {
          trapped.append(running.run)
          continue
        }
        let reason =
          switch finished {
          case .some(let finished) where finished.signal != nil:
            "part \(job + 1) of \(jobs) stopped by signal \(finished.signal ?? 0)"
              + (trapped.isEmpty ? "" : " after \(trapped.count) restarts")
          case .some(let finished):
            "part \(job + 1) of \(jobs) exited \(finished.exitStatus ?? 0): "
              + finished.errors.trimmingCharacters(in: .whitespacesAndNewlines)
          case .none: "part \(job + 1) of \(jobs) could not start"
          }
        return parts.store(
          .stopped(
            scenarioName: scenario.name, depth: depth, seed: seed, timeline: timeline,
            running: running?.sequence, reason: reason),
          at: job)
      }
    }
    return ScenarioExplorationReport.merging(parts.results)
  }

  /// What a part's process wrote it was running: a run number, a colon and the events' indices, on
  /// one whole line; nil when there is no such line.
  private static func runningSequence(
    at path: String, events: [ScenarioExplorationEvent]
  ) -> (run: Int, sequence: [ScenarioExplorationEvent])? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") else {
      return nil
    }
    let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(
      separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2, let run = Int(fields[0]), run >= 1 else { return nil }
    let indices = fields[1].isEmpty ? [] : fields[1].split(separator: ",").map { Int($0) }
    guard indices.allSatisfy({ $0.map(events.indices.contains) == true }) else { return nil }
    return (run, indices.compactMap { $0 }.map { events[$0] })
  }

  private func usage(_ name: String, _ value: String, _ expected: String) -> Termination {
    PipsimCommand.commandSpec.usageError(
      .invalidValue(name: name, value: value, expected: expected), subcommandPath: ["explore"])
  }

  /// Writes each violation's minimal sequence as a scenario file in `directory`: the explored file
  /// with its set-up steps, the events at the times they ran, no expectations; and beside it, as
  /// `NAME.trace.json`, the Chrome trace of that file's run (not for a run that trapped).
  ///
  /// - Returns: the files written, and why the others were not.
  @MainActor
  static func writeCounterexamples(
    _ report: ScenarioExplorationReport, of file: String, into directory: String
  ) -> (paths: [String], failure: String?) {
    guard let data = FileManager.default.contents(atPath: file),
      let original = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return ([], "cannot read \(file) again") }
    let fileSteps = original["steps"] as? [[String: Any]] ?? []
    guard case .success(let scenario) = ScenarioFile.load(file) else {
      return ([], "cannot read \(file) again")
    }
    let setUps = ScenarioExploration.launchStepIndices(of: scenario).compactMap {
      fileSteps.indices.contains($0) ? fileSteps[$0] : nil
    }
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
      guard violation.invariant != ScenarioExplorationReport.stoppedInvariant else { continue }
      // The failing run again, traced: what Perfetto shows of it.
      let tracePath = (directory as NSString).appendingPathComponent(name + ".trace.json")
      guard case .success(let replayed) = ScenarioFile.load(path) else {
        return (paths, "cannot read \(path) again")
      }
      let run = ScenarioExecution(
        scenario: replayed, mode: .virtualTime, outputs: RunOutputs(trace: tracePath), allowsLostEvents: true
      ).run(progress: nil)
      guard FileManager.default.fileExists(atPath: tracePath) else {
        return (paths, "\(tracePath): \(run.standardError.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
      paths.append(tracePath)
    }
    return (paths, nil)
  }
}
