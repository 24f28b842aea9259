import ArgumentParsing
import Foundation
import PiPSim
import PiPSimScenarios
import RepositoryFixtures
import Testing
import Tracing

@testable import pipsim

/// The command line, driven through `PipsimCommand.main` (the executable only prints its result).
@MainActor
struct PipsimCommandTests {
  private func write(_ json: String, named name: String, in directory: URL) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private let failingScenario = #"""
    {"name": "wrong-order", "steps": [
      {"at": 0, "do": "setUpPiP", "source": "videoCall"},
      {"at": 0.5, "do": "startPiP"}
    ], "endAt": 2, "expect": {"callbacks": ["didStart", "willStart"]}}
    """#

  @Test func runExitsZeroAndPrintsTheFiguresWhenEveryExpectationHolds() throws {
    let demo = Repository.root.appendingPathComponent("Scenarios/demo.json").path
    let result = PipsimCommand.main(["run", demo], showsProgress: false)
    #expect(result.exitCode == .success)
    #expect(result.standardOutput.hasPrefix("scenario demo: passed (7 expectations held)\n"))
    #expect(result.standardOutput.contains("frames: 180 pushed, 180 presented, 0 dropped, 0 in flight"))
    #expect(result.standardError.isEmpty)
  }

  @Test func aLongRunsStreamedTraceHoldsEveryEvent() throws {
    // 280 s at 240 fps: 67,200 frames, more than a track's ring of 65,536 events keeps; streamed to the
    // file a second at a time, nothing is lost.
    let directory = try Repository.temporaryDirectory()
    let file = try write(longFramesScenario, named: "long.json", in: directory)
    let trace = directory.appendingPathComponent("long.trace.json").path
    let result = PipsimCommand.main(["run", file, "--trace", trace], showsProgress: false)
    #expect(result.exitCode == .success)
    #expect(result.standardError.isEmpty)
    let snapshot = try ChromeTraceReader.decode(Data(contentsOf: URL(fileURLWithPath: trace)))
    #expect(snapshot.tracks.allSatisfy { $0.lostEventCount == 0 })
    let presented = snapshot.events.filter { $0.name == "frame.presented" }.count
    let report = ScenarioReport(snapshot)
    #expect(report.frames?.presented == presented, "every presentation the accounting counts is in the file")
    #expect(presented > 65_536)
    #expect(result.standardOutput.contains("trace: \(trace) ("))
  }

  @Test func aTraceThatLostEventsFailsTheRunUnlessLostEventsAreAllowed() throws {
    // A ring of 64 events fills within one second's drain at 240 fps.
    let directory = try Repository.temporaryDirectory()
    let file = try write(longFramesScenario, named: "long.json", in: directory)
    let refused = PipsimCommand.main(["run", file, "--trace-buffer", "64"], showsProgress: false)
    #expect(refused.exitCode == .failure)
    #expect(refused.standardOutput.hasPrefix("scenario long-frames: passed"), "its expectations held")
    #expect(refused.standardError.contains("Error: the trace lost "))
    #expect(
      refused.standardError.contains("producer: ") && refused.standardError.contains("--allow-lost-events"))
    let allowed = PipsimCommand.main(
      ["run", file, "--trace-buffer", "64", "--allow-lost-events"], showsProgress: false)
    #expect(allowed.exitCode == .success)
    #expect(allowed.standardError.hasPrefix("warning: the trace lost "))
    let outOfRange = PipsimCommand.main(["run", file, "--trace-buffer", "0"], showsProgress: false)
    #expect(outOfRange.exitCode == .usageError)
    #expect(
      outOfRange.standardError.contains(
        "'0' is invalid for '--trace-buffer': expected a number from 1 to 1048576"))
  }

  private let longFramesScenario = #"""
    {"name": "long-frames", "steps": [
      {"at": 0, "do": "setUpPiP", "source": "videoCall"},
      {"at": 0.5, "do": "startPiP"},
      {"at": 1, "do": "produceFrames", "fps": 240, "seconds": 280, "displayHertz": 240}
    ], "endAt": 282}
    """#

  @Test func aFailedExpectationExitsOneNamesItAndStillWritesTheTrace() throws {
    let directory = try Repository.temporaryDirectory()
    let file = try write(failingScenario, named: "wrong-order.json", in: directory)
    let trace = directory.appendingPathComponent("wrong-order.trace.json").path
    let result = PipsimCommand.main(["run", file, "--trace", trace], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(
      result.standardError
        == "Error: wrong-order: expect.callbacks failed: expected [didStart, willStart], got [willStart, didStart]\n"
    )
    let snapshot = try ChromeTraceReader.decode(try Data(contentsOf: URL(fileURLWithPath: trace)))
    #expect(snapshot.events.contains { $0.name == "expectation.failed" })
  }

  @Test func summarizePrintsTheFiguresRunPrinted() throws {
    let directory = try Repository.temporaryDirectory()
    let trace = directory.appendingPathComponent("stall.json").path
    let scenario = Repository.root.appendingPathComponent("Scenarios/producer-stall.json").path
    let run = PipsimCommand.main(["run", scenario, "--trace", trace], showsProgress: false)
    let summary = PipsimCommand.main(["summarize", trace], showsProgress: false)
    #expect(summary.exitCode == .success)
    #expect(run.standardOutput.contains(summary.standardOutput))
    #expect(summary.standardOutput.contains("callbacks: willStart, didStart"))
  }

  @Test func validateReportsAValidFileAndTheFirstErrorOfABadOne() throws {
    let directory = try Repository.temporaryDirectory()
    let good = try write(failingScenario, named: "good.json", in: directory)
    let bad = try write(
      #"{"name": "x", "steps": [{"do": "startPiP", "atime": 1}]}"#, named: "bad.json", in: directory)
    let valid = PipsimCommand.main(["validate", good], showsProgress: false)
    #expect(valid.exitCode == .success)
    #expect(
      valid.standardOutput.contains(#"valid scenario "wrong-order": 2 steps over 2.0 s, 1 expectations"#))
    let invalid = PipsimCommand.main(["validate", bad], showsProgress: false)
    #expect(invalid.exitCode == .failure)
    #expect(
      invalid.standardError
        == "Error: \(bad): step 1 (startPiP): unknown key \"atime\"; expected one of: do, at, after, pip, via\n"
    )
  }

  @Test func theDemoWritesBothTracesWhereItIsTold() throws {
    let directory = try Repository.temporaryDirectory()
    let json = directory.appendingPathComponent("demo.json").path
    let text = directory.appendingPathComponent("demo.txt").path
    let result = PipsimCommand.main(["--trace", json, "--text", text], showsProgress: false)
    #expect(result.exitCode == .success)
    #expect(try Data(contentsOf: URL(fileURLWithPath: json)) == Repository.contents("Traces/demo.json"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == Repository.contents("Traces/demo.txt"))
  }

  @Test func snapshotsAreWrittenAfterEachStepAndAtTheEnd() throws {
    let directory = try Repository.temporaryDirectory().appendingPathComponent("snapshots")
    let scenario = Repository.root.appendingPathComponent("Scenarios/start-fails.json").path
    let result = PipsimCommand.main(["run", scenario, "--snapshots", directory.path], showsProgress: false)
    #expect(result.exitCode == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["01-setUpPiP.svg", "02-fault.svg", "03-startPiP.svg", "end.svg"])
    let afterStart = String(
      decoding: try Data(contentsOf: directory.appendingPathComponent("03-startPiP.svg")), as: UTF8.self)
    #expect(afterStart.contains("seat 1"))
  }

  @Test func formatPNGWritesThePixelsAndBothWritesBothFiles() throws {
    let scenario = Repository.root.appendingPathComponent("Scenarios/start-fails.json").path
    let png = try Repository.temporaryDirectory().appendingPathComponent("png")
    let pngRun = PipsimCommand.main(
      ["run", scenario, "--snapshots", png.path, "--format", "png"], showsProgress: false)
    #expect(pngRun.exitCode == .success)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: png.path).sorted()
        == ["01-setUpPiP.png", "02-fault.png", "03-startPiP.png", "end.png"])
    let file = try Data(contentsOf: png.appendingPathComponent("end.png"))
    #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let both = try Repository.temporaryDirectory().appendingPathComponent("both")
    let bothRun = PipsimCommand.main(
      ["run", scenario, "--snapshots", both.path, "--format", "both"], showsProgress: false)
    #expect(bothRun.exitCode == .success && bothRun.standardOutput.contains("snapshots: 4 in"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: both.path).count == 8)
    // The same run writes the same pixels.
    #expect(try Data(contentsOf: both.appendingPathComponent("end.png")) == file)
    let wrong = PipsimCommand.main(
      ["run", scenario, "--snapshots", both.path, "--format", "jpeg"], showsProgress: false)
    #expect(wrong.exitCode == .usageError && wrong.standardError.contains("jpeg"))
  }

  @Test func usageErrorsExitSixtyFourWithTheUsageLine() {
    let result = PipsimCommand.main(["run"], showsProgress: false)
    #expect(result.exitCode == .usageError)
    #expect(result.standardError.hasPrefix("Error: Missing expected argument '<file>'\nUsage: pipsim run"))
    #expect(PipsimCommand.main(["frobnicate"], showsProgress: false).exitCode == .usageError)
  }

  @Test func aMistypedSubcommandOrOptionGetsADidYouMean() {
    let subcommand = PipsimCommand.main(["valdate", "Scenarios/demo.json"], showsProgress: false)
    #expect(subcommand.exitCode == .usageError)
    #expect(
      subcommand.standardError.hasPrefix("Error: Unknown subcommand 'valdate'. Did you mean 'validate'?\n"))
    let option = PipsimCommand.main(
      ["run", "--trcae", "t.json", "Scenarios/demo.json"], showsProgress: false)
    #expect(option.exitCode == .usageError)
    #expect(
      option.standardError.hasPrefix(
        "Error: Unknown option '--trcae'. Did you mean '--trace'?\nUsage: pipsim run"))
    let flag = PipsimCommand.main(["test", "Scenarios", "--junti", "r.xml"], showsProgress: false)
    #expect(flag.standardError.hasPrefix("Error: Unknown option '--junti'. Did you mean '--junit'?\n"))
  }

  @Test(arguments: ["run", "validate", "summarize", "demo"])
  func everySubcommandHasHelp(subcommand: String) {
    let result = PipsimCommand.main([subcommand, "--help"], showsProgress: false)
    #expect(result.exitCode == .success)
    #expect(result.standardOutput.contains("USAGE: pipsim \(subcommand)"))
  }

  @Test func theEmbeddedDemoIsTheDemoFile() throws {
    let file = String(decoding: try Repository.contents("Scenarios/demo.json"), as: UTF8.self)
    #expect(PipsimCommand.demoScenarioJSON == file)
  }

  @Test func versionIsTheReleaseThatChangelogNamesLast() throws {
    #expect(
      PipsimCommand.main(["--version"], showsProgress: false).standardOutput
        == "pipsim \(PiPSimRelease.version)\n")
    let changelog = try String(decoding: Repository.contents("CHANGELOG.md"), as: UTF8.self)
    let newest = changelog.split(separator: "\n").first {
      $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
    }
    #expect(newest?.hasPrefix("## \(PiPSimRelease.version) ") == true)
  }

  @Test func aScenarioThatIsNotARegularFileIsRefusedAtOnceNamingWhatItIs() throws {
    let directory = try Repository.temporaryDirectory()
    let fifo = directory.appendingPathComponent("fifo.json").path
    try #require(mkfifo(fifo, 0o644) == 0)
    // Nothing writes into the FIFO: reading it would wait for ever, so it is looked at, not opened.
    let cases = [
      (directory.path, "it is a directory"), ("/dev/zero", "it is a character device"),
      ("/dev/null", "it is a character device"), (fifo, "it is a FIFO"),
    ]
    for (path, reason) in cases {
      for subcommand in ["run", "validate"] {
        let result = PipsimCommand.main([subcommand, path], showsProgress: false)
        #expect(result.exitCode == .failure)
        #expect(
          result.standardError
            == "Error: cannot read \(path): \(reason); a scenario file is a regular file\n",
          "\(subcommand) \(path)")
      }
    }
    let summary = PipsimCommand.main(["summarize", "/dev/zero"], showsProgress: false)
    #expect(summary.standardError.contains("it is a character device; a trace is a regular file"))
  }

  @Test func aScenarioFileOverTheSizeLimitIsRefusedUnread() throws {
    let directory = try Repository.temporaryDirectory()
    let path = directory.appendingPathComponent("huge.json").path
    try #require(FileManager.default.createFile(atPath: path, contents: nil))
    try #require(truncate(path, off_t(ScenarioFile.maximumScenarioBytes + 1)) == 0)
    let result = PipsimCommand.main(["run", path], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(
      result.standardError.contains(
        "it is \(ScenarioFile.maximumScenarioBytes + 1) bytes; a scenario file is at most \(ScenarioFile.maximumScenarioBytes)"
      ))
  }

  @Test func aMissingFileIsAnErrorNamingIt() {
    let result = PipsimCommand.main(["run", "/nonexistent/x.json"], showsProgress: false)
    #expect(result.exitCode == .failure)
    #expect(result.standardError.hasPrefix("Error: cannot read /nonexistent/x.json: "))
  }

}
