import ChildProcesses
import Foundation
import Testing

/// An exploration run in child processes, so that an app that traps ends a child, not the test.
///
/// A trap cannot be caught in the process it happens in, and forking a process that runs threads
/// (Swift Testing's, Dispatch's) leaves the child with locks nobody will release. So the parent
/// runs its own test executable again, filtered to the calling test, with an ``Assignment`` in the
/// environment. In that child the test runs as before until it calls `explore` at the same place;
/// that call explores in the child, writing each run's number and events to a file before the run,
/// writes its report and ends the child. When the child dies by a signal instead, the parent starts
/// a new one with the run it was making marked as trapped: the new child makes the same runs
/// (the search is deterministic), reports that one as breaking ``noTrap`` without running it, and
/// goes on.
@MainActor
enum IsolatedExploration {
  /// The name of the invariant a trapped run breaks.
  static let noTrap = "no trap"
  /// The environment variable that carries a child's ``Assignment``.
  static let environmentVariable = "PIPSIM_ISOLATED_EXPLORATION"

  /// What a child process is started to do.
  struct Assignment: Codable {
    /// The call it explores for (``Call/key``).
    var callKey: String
    /// Where it writes its report.
    var reportPath: String
    /// Where it writes the run it is making.
    var runningPath: String
    /// The runs that trapped in earlier children, by number, with what the trap said.
    var trappedRuns: [Int: String]
  }

  /// An `explore` call of a test: what names it in a child, and the filter that runs its test.
  struct Call {
    /// The test's name and the call's place.
    let key: String
    /// A `--filter` pattern that selects the test.
    let filter: String
  }

  /// This process's assignment, when it is such a child.
  private static let assignment: Assignment? = ProcessInfo.processInfo.environment[environmentVariable]
    .flatMap { try? JSONDecoder().decode(Assignment.self, from: Data($0.utf8)) }
  /// Whether the assignment was taken by a call.
  private static var claimed = false

  /// Whether this process is a child an isolated exploration started.
  static var isChild: Bool { assignment != nil }

  /// The call at `sourceLocation` of the current test.
  /// - Throws: ``ExplorationError/trapsNotIsolated(_:)`` outside a test or in a parameterized one.
  static func call(at sourceLocation: SourceLocation) throws(ExplorationError) -> Call {
    guard let test = Test.current else {
      throw .trapsNotIsolated("isolating traps runs the calling Swift Testing test again, and there is none")
    }
    guard Test.Case.current?.isParameterized != true else {
      throw .trapsNotIsolated("a child process cannot tell the cases of a parameterized test apart")
    }
    // As Swift Testing's `--filter` reads a test's name: `Module.Suite/test()`.
    let name = test.id.moduleName + "." + test.id.nameComponents.joined(separator: "/")
    return Call(
      key: "\(name)@\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)",
      filter: "^" + NSRegularExpression.escapedPattern(for: name))
  }

  /// This child's assignment, when it is for the call `key` and no call took it yet.
  static func claim(_ key: String) -> Assignment? {
    guard let assignment, assignment.callKey == key, !claimed else { return nil }
    claimed = true
    return assignment
  }

  /// Writes that run `run` of `sequence` (the events' names) is being made, over what was there.
  nonisolated static func record(_ run: Int, _ sequence: [String], in path: String) {
    let lines = ["\(run)"] + sequence.map { $0.replacingOccurrences(of: "\n", with: " ") }
    let text = lines.joined(separator: "\n") + "\n"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return }
    _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
    close(descriptor)
  }

  /// Writes `report` where `assignment` says and ends the child: the rest of its test is the
  /// parent's to run.
  static func finish(with report: ExplorationReport, _ assignment: Assignment) -> Never {
    let written =
      (try? JSONEncoder().encode(report))
      .map { FileManager.default.createFile(atPath: assignment.reportPath, contents: $0) } ?? false
    exit(written ? 0 : 1)
  }

  /// Runs `call`'s exploration in child processes and gives its report, starting a new child after
  /// each trap, up to ``ExplorationError/maximumRestarts`` times; then, or when a child stops any
  /// other way, the report says the exploration stopped, with the sequence that was running.
  static func explore(_ call: Call, depth: Int, seed: UInt64) throws(ExplorationError) -> ExplorationReport {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      throw .trapsNotIsolated("this process's executable cannot be found in /proc/self/exe")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pipsim-exploration-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .trapsNotIsolated("cannot create \(directory.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    var assignment = Assignment(
      callKey: call.key, reportPath: directory.appendingPathComponent("report.json").path,
      runningPath: directory.appendingPathComponent("running").path, trappedRuns: [:])
    while true {
      try? FileManager.default.removeItem(atPath: assignment.reportPath)
      try? FileManager.default.removeItem(atPath: assignment.runningPath)
      let encoded = (try? JSONEncoder().encode(assignment)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      let finished: ChildProcess.Finished
      do {
        finished = try ChildProcess.run(
          executable, arguments: ["--testing-library", "swift-testing", "--filter", call.filter],
          // The trap's own message is what the report quotes; the runtime's backtrace of it would
          // only cost time.
          environment: [environmentVariable: encoded, "SWIFT_BACKTRACE": "enable=no"])
      } catch {
        throw .trapsNotIsolated(error.description)
      }
      if finished.succeeded, let data = FileManager.default.contents(atPath: assignment.reportPath),
        let report = try? JSONDecoder().decode(ExplorationReport.self, from: data)
      {
        return report
      }
      let running = runningSequence(at: assignment.runningPath)
      let said = trapMessage(finished)
      if let signal = finished.signal, let running, assignment.trappedRuns[running.run] == nil,
        assignment.trappedRuns.count < ExplorationError.maximumRestarts
      {
        assignment.trappedRuns[running.run] =
          "the app trapped (signal \(signal)) running this sequence: \(said)"
        continue
      }
      let ending = finished.signal.map { "signal \($0)" } ?? "exit \(finished.exitStatus ?? 0)"
      guard let running else {
        throw .trapsNotIsolated("the child process ended (\(ending)) before its first sequence: \(said)")
      }
      var report = ExplorationReport(depth: depth, seed: seed)
      let reason =
        finished.signal == nil
        ? "the child process ended (\(ending))"
        : "the exploration stopped after \(assignment.trappedRuns.count) restarts (\(ending))"
      report.violations = [
        ExplorationViolation(
          invariant: noTrap, message: "\(reason) running this sequence: \(said)", sequence: running.sequence,
          minimalSequence: running.sequence, testBody: "", trace: nil)
      ]
      return report
    }
  }

  /// The run number and events' names a child wrote it was making; nil without a whole record.
  private static func runningSequence(at path: String) -> (run: Int, sequence: [String])? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") else {
      return nil
    }
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let run = lines.first.flatMap({ Int($0) }), run >= 1 else { return nil }
    return (run, Array(lines.dropFirst()))
  }

  /// The last line a child wrote to its errors before it stopped (a trap's `Fatal error: ...`).
  private static func trapMessage(_ finished: ChildProcess.Finished) -> String {
    let lines = finished.errors.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.last { $0.contains("Fatal error") || $0.contains("error:") } ?? lines.last
      ?? "it said nothing"
  }
}
