import Clocks
import Foundation
import PiPSimScenarios
import PictureInPicture
import RepositoryFixtures
import Testing

/// The committed scenario apps explored: the raw apps' bugs found and shrunk to the events that
/// matter, their helper twins clean.
@MainActor
struct ScenarioExplorationTests {
  private func scenario(_ name: String) throws -> Scenario { try Self.load(name) }

  @Test func theCloseThatLeavesTheViewInPiPIsFoundAndItsHelperTwinExploresCleanToDepthFive() throws {
    let raw = try ScenarioExploration.explore(try scenario("close-leaves-view-in-pip-raw"), depth: 4)
    let violation = try #require(raw.violations.first)
    #expect(raw.violations.count == 1)
    #expect(violation.invariant == "views back after PiP")
    #expect(
      violation.minimalSequence == [.startPiP, .stopPiP], "a stop that does not restore, as the close button")
    #expect(
      raw.timeline.times(of: violation.minimalSequence) == [
        .milliseconds(500), .seconds(1), .milliseconds(1_500),
      ])
    let helper = try ScenarioExploration.explore(try scenario("close-leaves-view-in-pip-helper"), depth: 5)
    #expect(helper.violations.isEmpty, "\(helper)")
    #expect(helper.eventsSkipped > 0 && helper.sequencesPruned > 0)
  }

  @Test func contentLeftInThePiPViewIsFoundByItsWarning() throws {
    let raw = try ScenarioExploration.explore(try scenario("content-view-left-in-pip-raw"), depth: 3)
    let violation = try #require(raw.violations.first)
    #expect(violation.invariant == "no warning")
    #expect(violation.message.contains("pip.content.leftInPiPView"))
    #expect(violation.minimalSequence.count == 2)
    let helper = try ScenarioExploration.explore(try scenario("content-view-left-in-pip-helper"), depth: 5)
    #expect(helper.violations.isEmpty, "\(helper)")
  }

  @Test func aPartsReportSurvivesJSONAndPartsMergeIntoTheWholesViolations() throws {
    let raw = try scenario("close-leaves-view-in-pip-raw")
    let events = ScenarioExplorationEvent.events(for: raw)
    let parts = try (1...2).map { index in
      try ScenarioExploration.explore(raw, depth: 3, shard: (index, 2))
    }
    let read = parts.compactMap { ScenarioExplorationReport(json: $0.json(events: events), events: events) }
    #expect(read == parts)
    let merged = try #require(ScenarioExplorationReport.merging(read))
    let whole = try ScenarioExploration.explore(raw, depth: 3)
    #expect(merged.violations.map(\.minimalSequence) == whole.violations.map(\.minimalSequence))
    #expect(merged.sequencesRun == parts.map(\.sequencesRun).reduce(0, +))
    #expect(ScenarioExplorationReport.merging([]) == nil)
    // Malformed JSON, or an event the exploration does not have, reads as nothing.
    #expect(ScenarioExplorationReport(json: Data("{}".utf8), events: events) == nil)
    let foreign = String(decoding: parts[0].json(events: events), as: UTF8.self)
      .replacingOccurrences(of: "\"minimal\":[", with: "\"minimal\":[999,")
    #expect(
      parts[0].violations.isEmpty
        || ScenarioExplorationReport(json: Data(foreign.utf8), events: events) == nil)
  }

  @Test func aStoppedPartIsANoTrapViolationWithTheSequenceItRan() throws {
    let raw = try scenario("close-leaves-view-in-pip-raw")
    let timeline = ScenarioExploration.timeline(of: raw, step: .milliseconds(500))
    let stopped = ScenarioExplorationReport.stopped(
      scenarioName: raw.name, depth: 3, seed: 0, timeline: timeline, running: [.startPiP, .pause],
      reason: "part 2 of 4 stopped by signal 4")
    let violation = try #require(stopped.violations.first)
    #expect(violation.invariant == ScenarioExplorationReport.stoppedInvariant)
    #expect(violation.message.contains("while running startPiP → pause"))
    #expect(violation.minimalSequence == [.startPiP, .pause] && stopped.sequencesRun == 0)
  }

  @Test func aRunThatTrappedBeforeIsReportedAsANoTrapViolationAndTheRestRuns() throws {
    let raw = try scenario("close-leaves-view-in-pip-raw")
    let events = ScenarioExplorationEvent.events(for: raw)
    var seen: [Int: [Int]] = [:]
    let whole = try ScenarioExploration.explore(
      raw, depth: 3, willRun: { run, sequence in seen[run] = sequence })
    #expect(seen.keys.sorted() == Array(1...seen.count))
    // Run 5 trapped in an earlier process: it is not run, and is reported with its own sequence.
    var runs: [Int] = []
    let restarted = try ScenarioExploration.explore(
      raw, depth: 3, trappedRuns: [5], willRun: { run, _ in runs.append(run) })
    #expect(!runs.contains(5) && runs.contains(6))
    let trapped = try #require(
      restarted.violations.first { $0.invariant == ScenarioExplorationReport.stoppedInvariant })
    #expect(trapped.sequence == (seen[5] ?? []).map { events[$0] })
    // Everything else is as in the exploration without the trap.
    #expect(restarted.sequencesRun == whole.sequencesRun)
    #expect(
      restarted.violations.filter { $0.invariant != ScenarioExplorationReport.stoppedInvariant }.map(
        \.invariant)
        == whole.violations.map(\.invariant))
  }

  @Test func theSameArgumentsGiveTheSameReport() throws {
    let app = try scenario("close-leaves-view-in-pip-raw")
    let first = try ScenarioExploration.explore(app, depth: 2, randomSequences: 10, seed: 3)
    let second = try ScenarioExploration.explore(app, depth: 2, randomSequences: 10, seed: 3)
    #expect(first == second)
    #expect(first.description == second.description)
  }

  @Test func shardsSplitTheFirstEvents() throws {
    let app = try scenario("close-leaves-view-in-pip-helper")
    let whole = try ScenarioExploration.explore(app, depth: 3)
    let parts = try (1...3).map { try ScenarioExploration.explore(app, depth: 3, shard: ($0, 3)) }
    #expect(parts.allSatisfy { $0.sequencesRun < whole.sequencesRun })
    #expect(parts.map(\.sequencesRun).reduce(0, +) >= whole.sequencesRun, "a part prunes only what it saw")
  }

  @Test func argumentsOutOfRangeAndAScenarioWithoutPiPAreTypedErrors() throws {
    let app = try scenario("close-leaves-view-in-pip-raw")
    #expect(throws: ScenarioExplorationError.depthOutOfRange(0)) {
      try ScenarioExploration.explore(app, depth: 0)
    }
    #expect(throws: ScenarioExplorationError.depthOutOfRange(9)) {
      try ScenarioExploration.explore(app, depth: 9)
    }
    #expect(throws: ScenarioExplorationError.stepOutOfRange(.zero)) {
      try ScenarioExploration.explore(app, depth: 1, step: .zero)
    }
    #expect(throws: ScenarioExplorationError.randomDepthOutOfRange(0)) {
      try ScenarioExploration.explore(app, depth: 1, randomSequences: 1, randomDepth: 0)
    }
    #expect(throws: ScenarioExplorationError.noPictureInPicture) {
      try ScenarioExploration.explore(try scenario("orientation-forbidden-by-info-plist-raw"), depth: 1)
    }
  }

  /// A raw app's bug needs its own action (a re-created layer) or a pause (a picture that stops in
  /// the background freezes after 2 s); the helper twin, given the same events, breaks nothing.
  /// A player taken off its layer in the background leaves the PiP window empty
  /// (`pip.picture.missing`); a skip whose completion never comes keeps it seeking
  /// (`pip.skip.unanswered`, once the fault is injected: faults are part of the explored state).
  @Test(arguments: [
    ("frames-stop-in-background", ["startPiP", "appToBackground", "pause"], "pip.picture.frozen"),
    (
      "layer-recreated-during-pip", ["startPiP", "recreateSource", "userTapsRestore"],
      "pip.source.leftWindowWhileActive"
    ),
    ("player-detached-in-background", ["startPiP", "appToBackground", "pause"], "pip.picture.missing"),
    ("skip-never-completes", ["startPiP", "fault", "userSkips", "pause"], "pip.skip.unanswered"),
  ])
  func aRawAppsBugIsFoundWithItsOwnActionsAndItsHelperTwinIsClean(
    name: String, minimal: [String], code: String
  ) throws {
    let raw = try ScenarioExploration.explore(try scenario("\(name)-raw"), depth: 4)
    let violation = try #require(raw.violations.first)
    #expect(violation.invariant == "no warning")
    #expect(violation.message.contains(code))
    #expect(violation.minimalSequence.map(\.name) == minimal)
    let helper = try ScenarioExploration.explore(try scenario("\(name)-helper"), depth: 4)
    #expect(helper.violations.isEmpty, "\(helper)")
  }

  @Test func aStartInTheSetUpsOwnTurnIsFoundAsTheLaunchItself() throws {
    let raw = try ScenarioExploration.explore(try scenario("start-before-possible-raw"), depth: 4)
    let violation = try #require(raw.violations.first)
    #expect(raw.violations.count == 1)
    #expect(violation.message.contains("pip.start.refused.notPossible"))
    #expect(violation.minimalSequence.isEmpty, "the app's launch breaks it, before any event")
    #expect(raw.description.contains("minimal: (the app's launch)"))
    let helper = try ScenarioExploration.explore(try scenario("start-before-possible-helper"), depth: 5)
    #expect(helper.violations.isEmpty, "\(helper)")
  }

  @Test func aRestoreTheUserDidNotAskForIsFoundAndAnAppThatStopsTheFirstPiPItselfIsClean() throws {
    // The second controller's start stops the first through restore; the helper's app stops the
    // first itself and starts the second once it has stopped.
    let raw = try ScenarioExploration.explore(try scenario("second-controller-in-app-raw"), depth: 3)
    let violation = try #require(raw.violations.first)
    #expect(violation.invariant == "restores the user asked for")
    #expect(violation.minimalSequence.map(\.name) == ["startPiP", "startPiP(second)"])
    let helper = try ScenarioExploration.explore(try scenario("second-controller-in-app-helper"), depth: 4)
    #expect(helper.violations.isEmpty, "\(helper)")
  }

  /// Every committed pair whose app has PiP: the raw app's bug within four events, the helper twin
  /// clean to five (`restore-not-implemented-helper` with the warnings its file expects ignored).
  @Test(arguments: [
    "close-leaves-view-in-pip", "content-view-left-in-pip", "frames-stop-in-background",
    "layer-recreated-during-pip", "player-detached-in-background", "restore-not-implemented",
    "second-controller-in-app", "skip-never-completes", "start-before-possible",
  ])
  func everyRawAppsBugIsFoundWithinFourEventsAndItsHelperTwinExploresCleanToFive(pair: String) throws {
    let raw = try ScenarioExploration.explore(try scenario("\(pair)-raw"), depth: 4)
    #expect(raw.violations.count == 1, "\(raw)")
    let helper = try ScenarioExploration.explore(
      try scenario("\(pair)-helper"), depth: 5,
      ignoredDiagnostics: pair == "restore-not-implemented"
        ? [.pipRestoreNotImplemented, .pipRestoreDeclined] : [])
    #expect(helper.violations.isEmpty, "\(helper)")
  }

  @Test func anAppThatLetsGoOfItsControllerDuringPiPIsFound() throws {
    let app = try Scenario.decode(
      Data(
        #"""
        {"name": "released", "steps": [
          {"at": 0, "do": "setUpPiP", "source": "sampleBuffer"},
          {"at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 3},
          {"at": 0.5, "do": "startPiP"}, {"at": 1.5, "do": "releasePiP"}
        ], "endAt": 3}
        """#.utf8), file: "released.json")
    let report = try ScenarioExploration.explore(app, depth: 2)
    let violation = try #require(report.violations.first)
    #expect(violation.message.contains("pip.controller.releasedWhileActive"))
    #expect(violation.minimalSequence.map(\.name) == ["startPiP", "releasePiP"])
  }

  @Test func theAppsOwnActionsAmongTheStepsJoinTheBuiltInEventsOnce() throws {
    let events = ScenarioExplorationEvent.events(for: try scenario("second-controller-in-app-raw"))
    #expect(Array(events.prefix(ScenarioExplorationEvent.builtIn.count)) == ScenarioExplorationEvent.builtIn)
    #expect(
      events.dropFirst(ScenarioExplorationEvent.builtIn.count).map(\.name) == [
        "startPiP(article)", "startPiP(second)",
      ])
    #expect(events.last?.fileStepIndex == 4)
  }

  private static func load(_ name: String) throws -> Scenario {
    try Scenario.decode(try Repository.contents("Scenarios/\(name).json"), file: "\(name).json")
  }
}
