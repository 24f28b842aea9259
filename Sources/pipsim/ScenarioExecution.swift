import ArgumentParsing
import OutputFiles
import PiPSimScenarios
import Tracing

/// One scenario run by `pipsim demo` or `pipsim run`: the outputs checked and opened, the run, then
/// its outputs and its verdict.
struct ScenarioExecution {
  let scenario: Scenario
  let mode: ScenarioRunMode
  let outputs: RunOutputs
  /// Whether a trace that lost events (a track's ring overwrote them) still passes.
  var allowsLostEvents = false
  /// How many events each trace track holds between two drains.
  var eventsPerTrack = TraceRecorder.defaultEventsPerTrack

  /// Opens every output, runs the scenario, writes every output asked for and reports what held.
  ///
  /// A bad output path stops everything before the run, with every problem named. Once running, a
  /// failing output does not stop the others: each is written and each failure reported. SIGINT or
  /// SIGTERM ends the run at its next step (or second of its time), and the outputs are written with
  /// the trace so far; a second signal ends the process at once (the unfinished files removed).
  ///
  /// - Parameter progress: Where a long run shows its step, when standard error is a terminal.
  /// - Returns: The report on stdout (on stderr when an output goes to stdout); each failure (an
  ///   expectation, a step, an output) on stderr; exit status 0 when nothing failed, 1 otherwise, or
  ///   128 plus the signal's number after an interruption.
  @MainActor
  func run(progress: ProgressLine?) -> Termination {
    // Set before the outputs open, so a signal at any moment from then on is this run's to handle.
    let interruption = ScenarioInterruption()
    InterruptionHandling.setCooperativeHandler { number in
      interruption.request(signal: number)
      return true
    }
    defer { InterruptionHandling.setCooperativeHandler(nil) }
    let trailer = StreamedChromeTrace.Trailer()
    let opened: RunOutputs.Opened
    switch outputs.open(traceInterruption: trailer.interruptionPolicy) {
    case .failure(let refusal):
      return refusal
    case .success(let files):
      opened = files
    }
    var snapshotWriter = opened.snapshots
    let traceOutputs: [any StreamedTraceOutput] =
      (opened.trace.map { [StreamedChromeTrace(file: $0, trailer: trailer)] } ?? [])
      + (opened.text.map { [SpooledTextTrace(file: $0)] } ?? [])
    let run = ScenarioRunner.run(
      scenario, mode: mode,
      progress: { index, step in
        progress?.show(
          "step \(index)/\(scenario.steps.count) (\(step.action.kind.rawValue)) at \(step.time.seconds) s")
      },
      snapshot: snapshotWriter == nil ? nil : { name, screen in snapshotWriter?.write(screen, named: name) },
      interruption: interruption,
      // Always handed on, so that a run without a trace output keeps no event: the report is built
      // from each chunk as it comes, and only the tracks' loss counts outlive it.
      traceChunks: { chunk in for traceOutput in traceOutputs { traceOutput.append(chunk) } },
      eventsPerTrack: eventsPerTrack)
    progress?.clear()
    var output = ""
    var errors: [String] = []
    let name = TerminalText.escaped(scenario.name)
    let truncation = interruption.requestedSignal.map(ScenarioInterruption.name(of:))
    for traceOutput in traceOutputs {
      do throws(OutputFileError) {
        output += try traceOutput.finish(truncatedBy: truncation)
      } catch {
        errors.append("\(traceOutput.option): \(error)")
      }
    }
    if let snapshotWriter {
      output += "snapshots: \(snapshotWriter.writtenCount) in \(TerminalText.escaped(snapshotWriter.path))\n"
      errors += snapshotWriter.failure.map { [$0] } ?? []
    }
    let verdict: String
    if let error = run.error {
      verdict = "stopped: \(error)"
      errors.append("\(name): \(error)")
    } else if run.failures.isEmpty {
      verdict = "passed (\(run.expectationCount) expectations held)"
    } else {
      verdict = "FAILED (\(run.failures.count) of \(run.expectationCount) expectations did not hold)"
      errors += run.failures.map { "\(name): \($0)" }
    }
    output = "scenario \(name): \(TerminalText.escaped(verdict))\n" + run.report.description + output
    var warnings: [String] = []
    let lost = run.trace.tracks.filter { $0.lostEventCount > 0 }
    if !lost.isEmpty {
      let counts = lost.map { "\($0.name): \($0.lostEventCount)" }.joined(separator: ", ")
      let total = lost.reduce(0) { $0 + $1.lostEventCount }
      let message =
        "the trace lost \(total) events (\(counts)); the dump marks each gap with an \"events lost\" instant"
      if allowsLostEvents {
        warnings.append(message)
      } else {
        errors.append("\(message); pass --allow-lost-events to accept that")
      }
    }
    let exitCode: ExitCode =
      if let signal = interruption.requestedSignal { ExitCode(rawValue: 128 + signal) } else {
        errors.isEmpty ? .success : .failure
      }
    let failures =
      errors.map { "Error: \(TerminalText.escaped($0))\n" }.joined()
      + warnings.map { "warning: \($0)\n" }.joined()
    // An output on standard output keeps it for itself; the report goes to standard error then.
    return opened.writesToStandardOutput
      ? Termination(exitCode: exitCode, standardError: output + failures)
      : Termination(exitCode: exitCode, standardOutput: output, standardError: failures)
  }
}
