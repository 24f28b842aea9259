import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// The `playerLayer` source on PiPSim's player: PiP's play/pause and skip act on the player, which
/// makes its own frames.
@MainActor
struct PlayerLayerScenarioTests {
  private func run(_ steps: String, expect: String = "{}", endAt: Double = 5) throws -> ScenarioRun {
    let json = #"{"name": "x", "steps": [\#(steps)], "endAt": \#(endAt), "expect": \#(expect)}"#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private func statuses(_ run: ScenarioRun) -> [String] {
    run.trace.events.filter { $0.name == "player.timeControlStatus" }.map {
      $0.arguments["status"]?.description ?? "?"
    }
  }

  @Test func playPauseFromThePiPWindowPausesAndResumesThePlayer() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer", "timeRange": 60}, {"at": 0.5, "do": "startPiP"},
      {"at": 1, "do": "userTogglesPlayPause"}, {"at": 1.5, "do": "userTogglesPlayPause"}
      """#, expect: #"{"pipState": "active", "frames": {"balanced": true, "presentedAtLeast": 100}}"#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    #expect(statuses(result) == ["waitingToPlayAtSpecifiedRate", "playing", "paused", "playing"])
  }

  @Test func aSkipSeeksThePlayerAndTheWindowSeeksUntilTheSeekIsDone() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 1, "do": "userSkips", "seconds": 10}
      """#, expect: #"{"seeking": false}"#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    let seeking = result.trace.events.filter { $0.name == "pip.seeking" }
    #expect(seeking.map { $0.arguments["seeking"] } == [.int(1), .int(0)])
    // The seek flushed the frames the player had queued ahead.
    #expect((result.report.frames?.droppedByReason["flushed"] ?? 0) > 0)
  }

  @Test func aPausedPlayerShowsItsFirstFrameAndNeverPlays() throws {
    let result = try run(
      #"{"at": 0, "do": "setUpPiP", "source": "playerLayer", "paused": true}, {"at": 0.5, "do": "startPiP"}"#,
      expect: #"{"pipState": "active", "frames": {"presentedAtLeast": 1}}"#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    #expect(!statuses(result).contains("playing"))
  }

  @Test func theSystemPausesThePlayerInTheBackgroundOnlyWhenItsVideoIsNotInPiP() throws {
    let inline = try run(
      #"{"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 1, "do": "appToBackground"}"#,
      expect: #"{"diagnostics": ["player.pausedBySystem"]}"#)
    #expect(inline.failures.isEmpty && inline.error == nil, "\(inline.failures)")
    #expect(statuses(inline).last == "paused")
    let inPiP = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 1, "do": "appToBackground"}
      """#)
    #expect(statuses(inPiP).last == "playing")
  }
}
