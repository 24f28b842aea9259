import ArgumentParsing
import Foundation
import OutputFiles
import PiPSimScenarios
import RepositoryFixtures
import Testing
import Tracing

@testable import pipsim

/// `pipsim`'s outputs: checked before the run, each written even when another fails, never a device
/// replaced, the report out of the way of a trace on standard output, and an interrupted run's trace
/// kept.
@MainActor
struct OutputSafetyTests {
  private let demo = Repository.root.appendingPathComponent("Scenarios/demo.json").path

  @Test func everyBadOutputPathIsReportedBeforeTheRunStarts() throws {
    let directory = try Repository.temporaryDirectory()
    let result = PipsimCommand.main(
      [
        "run", demo, "--trace", "/nonexistent/dir/t.json", "--text", "/proc/x.txt", "--snapshots",
        directory.appendingPathComponent("absent/deeper").path,
      ], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "Error: --trace: directory '/nonexistent/dir' does not exist; create it or choose another path\n"))
    #expect(result.standardError.contains("Error: --text: cannot create files in '/proc'"))
    #expect(
      result.standardError.contains("Error: --snapshots: directory '\(directory.path)/absent' does not exist")
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func theSamePathForTwoOutputsIsRefusedAndNothingIsWritten() throws {
    let directory = try Repository.temporaryDirectory()
    let path = directory.appendingPathComponent("both.json").path
    let result = PipsimCommand.main(["run", demo, "--trace", path, "--text", path], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(result.standardError == "Error: '\(path)' is given for two outputs; give each its own path\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func whenOneOutputFailsTheOthersAreStillWrittenAndEveryFailureIsReported() throws {
    let directory = try Repository.temporaryDirectory()
    let text = directory.appendingPathComponent("demo.txt").path
    let result = PipsimCommand.main(
      ["run", demo, "--trace", "/dev/full", "--text", text], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(result.standardError == "Error: --trace: no space left writing '/dev/full'\n")
    #expect(result.standardOutput.contains("scenario demo: passed"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == Repository.contents("Traces/demo.txt"))
  }

  @Test func aTraceIntoDevNullLeavesTheDeviceADevice() throws {
    let result = PipsimCommand.main(["run", demo, "--trace", "/dev/null"], showsProgress: false)
    #expect(result.exitCode == .success)
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aTraceOnStandardOutputSendsTheReportToStandardError() async throws {
    let directory = try Repository.temporaryDirectory()
    let captured = directory.appendingPathComponent("stdout.json").path
    _ = FileManager.default.createFile(atPath: captured, contents: nil)
    let demo = self.demo
    await #expect(processExitsWith: .success) { [demo = demo as String, captured = captured as String] in
      let original = dup(STDOUT_FILENO)
      dup2(open(captured, O_WRONLY | O_APPEND), STDOUT_FILENO)
      let result = await MainActor.run {
        PipsimCommand.main(["run", demo, "--trace", "-"], showsProgress: false)
      }
      dup2(original, STDOUT_FILENO)
      #expect(result.exitCode == .success)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.hasPrefix("scenario demo: passed"))
    }
    let written = try Data(contentsOf: URL(fileURLWithPath: captured))
    #expect(written == (try Repository.contents("Traces/demo.json")))
  }

  /// SIGHUP (the terminal went away) and SIGQUIT (which the Swift runtime's backtracer would take as
  /// a crash) end a run as SIGTERM does.
  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
  func aSignalDuringARealTimeRunWritesTheTraceSoFarAndLeavesNoTemporaryFile(signal: Int32) throws {
    let name = ScenarioInterruption.name(of: signal)
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("pipsim")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no pipsim beside the tests")
    let directory = try Repository.temporaryDirectory()
    let scenario = directory.appendingPathComponent("long.json")
    try Data(
      #"""
      {"name": "long", "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"},
        {"at": 0.5, "do": "startPiP"}, {"at": 60, "do": "userTapsClose"}], "endAt": 61}
      """#.utf8
    ).write(to: scenario)
    let trace = directory.appendingPathComponent("long.trace.json")
    let text = directory.appendingPathComponent("long.trace.txt")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["run", scenario.path, "--real-time", "--trace", trace.path, "--text", text.path]
    let standardOutput = Pipe()
    process.standardOutput = standardOutput
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    // The outputs are opened before the run starts: their temporary files say the run is under way.
    for _ in 0..<20_000 {
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      if names.contains(where: { $0.hasPrefix(".long.trace.txt.") }) { break }
      usleep(1_000)
    }
    kill(process.processIdentifier, signal)
    let report = String(decoding: standardOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(!errors.contains("Backtracing") && !errors.contains("crashed"), "\(errors)")
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + signal)
    #expect(report.contains("scenario long: stopped:"))
    #expect(report.contains("interrupted by \(name); the trace ends here"))
    let snapshot = try ChromeTraceReader.decode(try Data(contentsOf: trace))
    #expect(snapshot.events.contains { $0.name == "run.interrupted" })
    #expect(
      snapshot.events.last?.name == ChromeTraceStream.truncatedName
        && snapshot.events.last?.arguments[ChromeTraceStream.truncationReasonKey] == .string(name),
      "the streamed trace is marked truncated")
    #expect(try String(contentsOf: text, encoding: .utf8).contains("run.interrupted"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "long.json", "long.trace.json", "long.trace.txt",
      ])
  }

  /// A report into a pipe whose reader left (`pipsim run x --trace t.json | true`) ends the run with
  /// its own status and its files written: the lost report is no crash.
  @Test func aReportIntoAClosedPipeEndsTheRunCleanlyWithItsFilesWritten() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("pipsim")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no pipsim beside the tests")
    let directory = try Repository.temporaryDirectory()
    let trace = directory.appendingPathComponent("demo.trace.json")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["run", demo, "--trace", trace.path]
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    // The reader is gone before anything is written.
    try standardOutput.fileHandleForReading.close()
    try process.run()
    let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(errors)")
    #expect(!errors.contains("Fatal error") && !errors.contains("crashed"), "\(errors)")
    #expect(try Data(contentsOf: trace) == (try Repository.contents("Traces/demo.json")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.trace.json"])
  }

  @Test func aStreamedTraceKeepsATrailerThatFinishesItValidlyAfterAnyChunk() throws {
    let directory = try Repository.temporaryDirectory()
    let path = directory.appendingPathComponent("streamed.json").path
    let trailer = StreamedChromeTrace.Trailer()
    let file = try OutputFile.open(path, onInterruption: trailer.interruptionPolicy)
    let trace = StreamedChromeTrace(file: file, trailer: trailer)
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "main")
    track.begin("outer", category: "state", at: 10)
    track.instant("first", category: "scenario", at: 20)
    trace.append(recorder.drain())
    track.instant("second", category: "scenario", at: 30)
    trace.append(recorder.drain())
    // What an interruption that cannot wait does (OutputFile's `finishTruncated` policy): append the
    // trailer kept after the last chunk and put the file in place.
    try file.write(trailer.text.withLock { $0 })
    try file.finish()
    let snapshot = try ChromeTraceReader.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(snapshot.events.map(\.name) == ["first", "second", "outer", ChromeTraceStream.truncatedName])
    #expect(snapshot.events[2].phase == .begin, "the open slice is read back as still open")
    #expect(snapshot.events[3].arguments[ChromeTraceStream.truncationReasonKey] == .string("interrupted"))
    #expect(trace.eventCount == 3)
  }
}
