import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// Several PiP set-ups in one scenario, each named by its `id` and targeted by a step's `pip` key.
@MainActor
struct MultipleSetUpTests {
  private func run(_ steps: String, expect: String = "{}") throws -> ScenarioRun {
    let json = #"{"name": "x", "steps": [\#(steps)], "endAt": 4, "expect": \#(expect)}"#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private let twoSetUps = #"""
    {"at": 0, "do": "setUpPiP", "source": "videoCall", "id": "call"},
    {"at": 0, "do": "setUpPiP", "source": "sampleBuffer", "id": "player"},
    {"at": 0.5, "do": "startPiP"}
    """#

  @Test func aSecondControllerStartingReplacesTheFirstThroughItsRestore() throws {
    let result = try run(
      twoSetUps + #", {"at": 2, "do": "startPiP", "pip": "player"}"#,
      expect: #"""
        {"callbacks": ["call:willStart", "call:didStart", "call:restore", "call:willStop", "player:willStart",
                       "call:didStop", "player:didStart"],
         "pipState": "idle", "sourceView": {"in": "original"}}
        """#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    // The summary names each callback's set-up as the callback log does.
    let answers = Set(Scenario.answerCallbackNames)
    let summarized = result.report.callbacks.filter { !answers.contains(Scenario.callbackBaseName($0)) }
    #expect(summarized.first == "call:willStart")
    #expect(summarized.contains("player:didStart"))
  }

  @Test func stoppingTheFirstBeforeStartingTheSecondAsksForNoRestore() throws {
    let result = try run(
      twoSetUps
        + #", {"at": 2, "do": "stopPiP", "pip": "call"}, {"at": 2.5, "do": "startPiP", "pip": "player"}"#,
      expect: #"""
        {"callbacks": ["call:willStart", "call:didStart", "call:willStop", "call:didStop", "player:willStart",
                       "player:didStart"]}
        """#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
  }

  @Test func aSetUpWithoutAnIdIsNamedByItsPositionAndFaultsGoToTheSetUpTheyName() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0, "do": "setUpPiP", "source": "sampleBuffer"},
      {"at": 0.2, "do": "fault", "fault": "restoreCompletesFalse", "pip": "pip2"},
      {"at": 0.5, "do": "startPiP", "pip": "pip2"}, {"at": 1.5, "do": "userTapsRestore", "pip": "pip2"}
      """#,
      expect:
        #"{"callbacks": ["pip2:willStart", "pip2:didStart", "pip2:restore", "pip2:restoreCompletion", "pip2:willStop", "pip2:didStop"]}"#
    )
    let callbacks = result.failures.map(\.description)
    #expect(result.error == nil)
    #expect(callbacks.isEmpty, "\(callbacks)")
    let setUps = result.trace.events.filter { $0.name == "scenario.pipSetUp" }.map { $0.arguments["id"] }
    #expect(setUps == [.string("pip1"), .string("pip2")])
  }

  @Test func expectPipChecksEachNamedSetUp() throws {
    let steps = twoSetUps + #", {"at": 2, "do": "startPiP", "pip": "player"}"#
    let met = try run(
      steps,
      expect: #"""
        {"pipState": "idle",
         "pip": {"player": {"pipState": "active", "seeking": false},
                 "call": {"pipState": "idle", "sourceView": {"in": "original"}}}}
        """#)
    #expect(met.failures.isEmpty && met.error == nil, "\(met.failures)")
    #expect(met.expectationCount == 5)

    let missed = try run(
      steps,
      expect: #"{"pip": {"player": {"pipState": "idle", "seeking": true}, "call": {"pipState": "idle"}}}"#)
    #expect(
      missed.failures.map(\.description) == [
        "expect.pip.player.pipState failed: expected idle, got active",
        "expect.pip.player.seeking failed: expected true, got false",
      ])
  }

  @Test func expectPipNamesOnlySetUpsTheStepsMakeWithOnlyTheSetUpKeys() {
    func error(_ expect: String) -> String? {
      do {
        _ = try run(twoSetUps, expect: expect)
        return nil
      } catch {
        return "\(error)"
      }
    }
    let unknownID = error(#"{"pip": {"article": {"pipState": "active"}}}"#)
    #expect(
      unknownID?.contains("the id of a \"setUpPiP\" step: call, player") == true, "\(unknownID ?? "no error")"
    )
    let otherKey = error(#"{"pip": {"call": {"fullscreen": true}}}"#)
    #expect(otherKey?.contains("expect.pip.call") == true && otherKey?.contains("fullscreen") == true)
    let notAnObject = error(#"{"pip": {"call": "active"}}"#)
    #expect(notAnObject != nil)
  }
}
