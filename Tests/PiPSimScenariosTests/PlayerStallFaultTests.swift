import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// The `playerStall` fault: the player-layer source's network stalls, as an HLS stream's does.
@MainActor
struct PlayerStallFaultTests {
  private func run(_ steps: String) throws -> ScenarioRun {
    let json = #"{"name": "x", "steps": [\#(steps)], "endAt": 3}"#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  // A player whose buffer empties while playing waits at its rate
  // (https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.enum/waitingtoplayatspecifiedrate).
  @Test func aStallMakesThePlayingPlayerWait() throws {
    let result = try run(
      #"{"at": 0, "do": "setUpPiP", "source": "playerLayer"}, "#
        + #"{"at": 1, "do": "fault", "fault": "playerStall", "seconds": 1}"#)
    #expect(result.passed, "\(result.failures)")
    let stall = try #require(result.trace.events.first { $0.name == "player.stall" })
    #expect(stall.arguments["timeControlStatus"]?.description == "waitingToPlayAtSpecifiedRate")
  }

  @Test func aStallWithoutAPlayerLayerSourceIsRefused() {
    #expect(throws: ScenarioDecodingError.self) {
      try run(
        #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, "#
          + #"{"at": 1, "do": "fault", "fault": "playerStall", "seconds": 1}"#)
    }
  }
}
