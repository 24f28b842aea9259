import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// The audio-session steps, and what a change of the session does to PiP.
@MainActor
struct AudioSessionStepTests {
  private func run(_ steps: String, expect: String = "{}") throws -> ScenarioRun {
    let json = #"{"name": "x", "steps": [\#(steps)], "endAt": 5, "expect": \#(expect)}"#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private let active = #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"}"#

  @Test func anAmbientCategoryWhilePiPIsOnKeepsPiPButStopsItStartingAgain() throws {
    let result = try run(
      active
        + #", {"at": 1.5, "do": "setAudioCategory", "category": "ambient", "mode": "moviePlayback"},"#
        + #"{"at": 2, "do": "userTapsClose"}, {"at": 3, "do": "startPiP"}"#,
      expect: #"""
        {"callbacks": ["willStart", "didStart", "willStop", "didStop"], "pipState": "idle",
         "diagnostics": ["pip.audioSession.unfitWhileActive", "pip.start.refused.notPossible"]}
        """#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    let change = try #require(result.trace.events.last { $0.name == "pip.possible" })
    #expect(change.timestamp == 1_500_000_000)
    #expect(change.arguments["reasons"]?.description.contains("category is ambient") == true)
  }

  @Test func deactivatingTheSessionWhilePiPIsOnIsDiagnosedAndReactivatingMakesPiPPossibleAgain() throws {
    let result = try run(
      active
        + #", {"at": 1.5, "do": "deactivateAudioSession"}, {"at": 2, "do": "userTapsClose"},"#
        + #"{"at": 3, "do": "activateAudioSession"}, {"at": 3.5, "do": "startPiP"}"#,
      expect: #"""
        {"callbacks": ["willStart", "didStart", "willStop", "didStop", "willStart", "didStart"],
         "diagnostics": ["pip.audioSession.unfitWhileActive"]}
        """#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
  }

  @Test func aCategoryChangeOutsidePiPOnlyChangesPossibility() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "setAudioCategory", "category": "soloAmbient"},
      {"at": 2, "do": "setAudioCategory", "category": "playback"}
      """#)
    #expect(!result.trace.events.contains { $0.name == "pip.audioSession.unfitWhileActive" })
    let possible = result.trace.events.filter { $0.name == "pip.possible" }.map { $0.arguments["possible"] }
    #expect(possible == [.int(1), .int(0), .int(1)])
  }

  @Test func activatingANonMixableSessionInTheBackgroundIsRefusedAsOnIOS() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "deactivateAudioSession"}, {"at": 1, "do": "appToBackground"},
      {"at": 2, "do": "activateAudioSession"}
      """#)
    let failed = try #require(result.trace.events.first { $0.name == "audioSession.setActiveFailed" })
    #expect(failed.timestamp == 2_000_000_000)
    #expect(
      failed.arguments["error"]?.description.contains(
        "cannot be activated while the app is in the background") == true)
  }
}
