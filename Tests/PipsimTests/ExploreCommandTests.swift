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
    // The failing run's trace is written beside it.
    let trace = directory.appendingPathComponent(
      "close-leaves-view-in-pip-raw-views-back-after-PiP.trace.json")
    #expect(result.standardOutput.contains("counterexample: \(trace.path)"))
    let events = try JSONSerialization.jsonObject(with: try Data(contentsOf: trace)) as? [String: Any]
    let names = (events?["traceEvents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.contains("stopPiP") && names.contains("pictureInPictureControllerDidStopPictureInPicture"))
    let replay = PipsimCommand.main(["run", counterexample.path], showsProgress: false)
    #expect(replay.exitCode == .success, "\(replay.standardError)")
    let steps = String(decoding: try Data(contentsOf: counterexample), as: UTF8.self)
    #expect(steps.contains(#""do" : "stopPiP""#) && !steps.contains("expect"))
    let report = String(decoding: try Data(contentsOf: URL(fileURLWithPath: junit)), as: UTF8.self)
    #expect(report.components(separatedBy: "<testcase").count - 1 == 6, "a testcase per invariant")
    #expect(report.components(separatedBy: "<failure").count - 1 == 1)
  }

  @Test func warningsAHelperIsKnownToCauseAreIgnoredWhenNamed() {
    // The helper's delegate still lacks restore, as its file expects: PiPSession puts the view back.
    let file = Repository.root.appendingPathComponent("Scenarios/restore-not-implemented-helper.json").path
    let flagged = PipsimCommand.main(["explore", file, "--depth", "3"], showsProgress: false)
    #expect(flagged.exitCode == .failure)
    #expect(flagged.standardOutput.contains("pip.restore.notImplemented"))
    for jobs in ["1", "2"] {
      let ignoring = PipsimCommand.main(
        [
          "explore", file, "--depth", "3", "--jobs", jobs, "--ignore",
          "pip.restore.notImplemented,pip.restore.declined",
        ],
        showsProgress: false)
      #expect(ignoring.exitCode == .success, "\(ignoring.standardOutput)\(ignoring.standardError)")
      #expect(ignoring.standardOutput.contains("0 violations"))
    }
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
    for arguments in [
      ["--shard", "3/2"], ["--step", "0"], ["--step", "nan"], ["--seed", "-1"], ["--jobs", "0"],
      ["--jobs", "65"],
    ] {
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

  @Test func jobsSplitTheExplorationOverProcessesAndFindTheSameViolation() {
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-raw.json").path
    let aloneRun = PipsimCommand.main(["explore", file, "--depth", "3"], showsProgress: false)
    let splitRun = PipsimCommand.main(["explore", file, "--depth", "3", "--jobs", "3"], showsProgress: false)
    #expect(splitRun.exitCode == .failure, "\(splitRun.standardOutput)\(splitRun.standardError)")
    // The parts do not share the states they reached, so together they prune less and run at least
    // as many sequences; the violation and its minimal sequence are the same.
    let sequences = { (text: String) -> Int? in
      let words = text.split(separator: " ")
      return words.firstIndex(of: "sequences,").flatMap { Int(words[$0 - 1]) }
    }
    let (split, alone) = (sequences(splitRun.standardOutput), sequences(aloneRun.standardOutput))
    #expect(alone == 81 && split.map { $0 >= 81 } == true, "\(String(describing: split))")
    #expect(splitRun.standardOutput.contains("  minimal: startPiP → stopPiP"))
  }

  @Test func aPartThatTrapsIsStartedAgainAfterItsSequenceAndTheExplorationIsComplete() throws {
    let directory = try Repository.temporaryDirectory()
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-raw.json").path
    let junit = directory.appendingPathComponent("explore.xml").path
    let result = PipsimCommand.main(
      ["explore", file, "--depth", "3", "--jobs", "2", "--trap-at-sequence", "6", "--junit", junit],
      showsProgress: false)
    #expect(result.exitCode == .failure)
    // Each part traps as it starts its sixth run, is started again with that run marked as trapped,
    // and goes on: the trap is a violation with its sequence, the app's own bug is found after it,
    // and every sequence of the unsplit exploration (81) ran.
    #expect(result.standardOutput.contains("no trap: the app trapped running this sequence"))
    #expect(result.standardOutput.contains("views back after PiP: PiP has ended"))
    #expect(result.standardOutput.contains(": 81 sequences,"), "\(result.standardOutput)")
    let report = String(decoding: try Data(contentsOf: URL(fileURLWithPath: junit)), as: UTF8.self)
    #expect(report.contains("no trap") && report.components(separatedBy: "<failure").count - 1 == 2)
  }

  @Test func trappedRunsThatAreNotRunNumbersAreAUsageError() throws {
    let directory = try Repository.temporaryDirectory()
    let file = Repository.root.appendingPathComponent("Scenarios/close-leaves-view-in-pip-raw.json").path
    let part = directory.appendingPathComponent("part.json").path
    for list in ["0", "3,x", "", "4,,5"] {
      let result = PipsimCommand.main(
        ["explore", file, "--part-report", part, "--trapped-runs", list], showsProgress: false)
      #expect(result.exitCode == .usageError, "\(list): \(result.standardError)")
      #expect(result.standardError.contains("--trapped-runs"))
      #expect(!FileManager.default.fileExists(atPath: part))
    }
  }

}
