import ChildProcesses
import Foundation

/// Runs scenario files as `pipsim run FILE` processes, at most `jobs` at a time, and reads each
/// one's verdict from its exit status and output.
struct ScenarioProcesses {
  /// The `pipsim` executable each scenario runs in.
  let runner: URL
  /// How many processes run at once.
  let jobs: Int

  /// Runs every file and returns their results in the order of `files`.
  ///
  /// A file that is not a valid scenario is not run: its result is the decoding error.
  func run(_ files: [String]) -> [ScenarioCaseResult] {
    let work = SharedWork<ScenarioCaseResult>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, files.count)) { _ in
      while let index = work.take() {
        work.store(runOne(files[index]), at: index)
      }
    }
    return work.results
  }

  /// Runs one file in a child process.
  private func runOne(_ file: String) -> ScenarioCaseResult {
    let name: String
    switch ScenarioFile.load(file) {
    case .failure(let termination):
      let text = termination.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
      let message = text.hasPrefix("Error: ") ? String(text.dropFirst("Error: ".count)) : text
      let fileName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      return ScenarioCaseResult(file: file, name: fileName, outcome: .error(message), seconds: 0)
    case .success(let scenario):
      name = scenario.name
    }
    let started = DispatchTime.now()
    let finished: ChildProcess.Finished
    do {
      finished = try ChildProcess.run(runner.path, arguments: ["run", file])
    } catch {
      return ScenarioCaseResult(
        file: file, name: name, outcome: .error("cannot start \(runner.path): \(error)"), seconds: 0)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    return ScenarioCaseResult(
      file: file, name: name, outcome: Self.outcome(of: finished, scenario: name), seconds: seconds)
  }

  /// What a finished `pipsim run` said: passed on exit 0; failed with one message per `Error:` line
  /// when expectations did not hold; an error when the run stopped or the process died.
  static func outcome(
    of finished: ChildProcess.Finished, scenario: String
  ) -> ScenarioCaseResult.Outcome {
    guard let status = finished.exitStatus else {
      return .error("pipsim run ended by signal \(finished.signal ?? 0)")
    }
    if status == 0 { return .passed }
    let prefix = "Error: \(TerminalText.escaped(scenario)): "
    let lines = finished.errors.split(separator: "\n").map(String.init)
    let messages: [String] = lines.filter { $0.hasPrefix("Error: ") }.map { line in
      line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line.dropFirst("Error: ".count))
    }
    let report = finished.output.split(separator: "\n").map(String.init)
    if let stopped = report.first(where: { $0.hasPrefix("scenario ") && $0.contains(": stopped: ") }) {
      return .error(stopped)
    }
    return messages.isEmpty
      ? .error("pipsim run exited \(status): \(finished.errors)") : .failed(messages)
  }
}
