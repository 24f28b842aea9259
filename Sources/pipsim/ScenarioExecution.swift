import ArgumentParsing
import OutputFiles
import PiPSimScenarios
import Tracing

/// One scenario run by `pipsim demo` or `pipsim run`: the run, then its outputs and its verdict.
struct ScenarioExecution {
  let scenario: Scenario
  let mode: ScenarioRunMode
  let outputs: RunOutputs

  /// Runs the scenario, writes every output asked for and reports what held.
  ///
  /// - Parameter progress: Where a long run shows its step, when standard error is a terminal.
  /// - Returns: The report on stdout; each failure (an expectation, a step, an output) on stderr; exit
  ///   status 0 when nothing failed, 1 otherwise.
  @MainActor
  func run(progress: ProgressLine?) -> Termination {
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
        try OutputFile.write(ChromeTraceWriter.encode(run.trace), to: trace)
        output += "trace: \(trace)\n"
      }
      if let text = outputs.text {
        try OutputFile.write(TextTraceWriter.encode(run.trace), to: text)
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
}
