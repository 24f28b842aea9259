import ArgumentParsing
import Foundation
import RepositoryFixtures
import Testing

@testable import pipsim

/// `pipsim explore`: a scenario's app explored from the command line.
@MainActor
struct ExploreCommandTests {
  @Test func aRawAppsBugIsReportedWithACounterexampleScenarioThatReplaysIt() throws {
    let directory = try Repository.temporaryDirectory()
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-raw.json").path
    let junit = directory.appendingPathComponent("explore.xml").path
    let result = PipsimCommand.main(
      ["explore", file, "--depth", "3", "--counterexamples", directory.path, "--junit", junit],
      showsProgress: false)
    #expect(result.exitCode == .failure, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("1 violations"))
    #expect(result.standardOutput.contains("  minimal: startPiP → stopPiP"))
    let counterexample = directory.appendingPathComponent(
      "close-leaves-view-in-pip-raw-views-back-after-PiP.json")
    #expect(result.standardOutput.contains("counterexample: \(counterexample.path)"))
    let replay = PipsimCommand.main(["run", counterexample.path], showsProgress: false)
    #expect(replay.exitCode == .success, "\(replay.standardError)")
    let steps = String(decoding: try Data(contentsOf: counterexample), as: UTF8.self)
    #expect(steps.contains(#""do" : "stopPiP""#) && !steps.contains("expect"))
    let report = String(decoding: try Data(contentsOf: URL(fileURLWithPath: junit)), as: UTF8.self)
    #expect(report.components(separatedBy: "<testcase").count - 1 == 3, "a testcase per invariant")
    #expect(report.components(separatedBy: "<failure").count - 1 == 1)
  }

  @Test func theHelperTwinExploresCleanWithRandomSequences() {
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-helper.json").path
    let result = PipsimCommand.main(
      ["explore", file, "--depth", "4", "--random", "50", "--seed", "9"], showsProgress: false)
    #expect(result.exitCode == .success, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("seed 9") && result.standardOutput.contains("0 violations"))
  }

  @Test func badArgumentsAreRefusedBeforeAnythingRuns() {
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-raw.json").path
    for arguments in [["--shard", "3/2"], ["--step", "0"], ["--step", "nan"], ["--seed", "-1"]] {
      let result = PipsimCommand.main(["explore", file] + arguments, showsProgress: false)
      #expect(result.exitCode == .usageError, "\(arguments)")
    }
    let depth = PipsimCommand.main(["explore", file, "--depth", "0"], showsProgress: false)
    #expect(depth.exitCode == .failure && depth.standardError.contains("depth 0 is outside 1...8"))
    let noPiP = Repository.root.appendingPathComponent(
      "Scenarios/orientation-forbidden-by-info-plist-raw.json")
    let refused = PipsimCommand.main(["explore", noPiP.path], showsProgress: false)
    #expect(refused.exitCode == .failure && refused.standardError.contains("sets up no PiP"))
  }
}
