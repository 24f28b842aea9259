import Foundation
import PiPSimScenarios
import Testing

/// Expectations at instants (`expect.player`, `expect.possible`, `expect.layerStatus`,
/// `expect.pipWindow`): how they read, what they see when run, and the files they refuse.
@MainActor
struct InstantExpectationTests {
  private func scenario(_ steps: String, expect: String, app: String = "{}", endAt: Double = 4) throws
    -> Scenario
  {
    let json =
      #"{"name": "x", "app": \#(app), "steps": [\#(steps)], "endAt": \#(endAt), "expect": {\#(expect)}}"#
    return try Scenario.decode(Data(json.utf8), file: "Scenarios/x.json")
  }

  private func message(_ steps: String, expect: String, app: String = "{}") -> String {
    decodingMessage { try scenario(steps, expect: expect, app: app) }
  }

  private let player = #"{"at": 0, "do": "setUpPiP", "source": "playerLayer"}"#
  private let call = #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}"#

  @Test func theListsReadIntoOneTimeOrderedListNamedByKeyAndPlace() throws {
    let read = try scenario(
      player,
      expect:
        #""pipWindow": [{"at": 3, "frame": 7}], "player": [{"at": 2, "rate": 1}, {"at": 1, "timeControlStatus": "playing"}], "#
        + #""possible": [{"at": 1, "is": true}], "layerStatus": [{"at": 0.5, "is": "readyForDisplay"}]"#)
    #expect(
      read.expectations.instants.map(\.name) == [
        "expect.layerStatus[1]", "expect.player[2]", "expect.possible[1]", "expect.player[1]",
        "expect.pipWindow[1]",
      ])
    #expect(read.expectations.instants[1].check == .player(rate: nil, timeControlStatus: "playing"))
    #expect(read.expectations.instants[4].check == .pictureInPictureWindow(.frame(7)))
    #expect(read.expectations.count == 5)
  }

  @Test func aPlayersStallIsSeenAtItsInstantAndItsWindowFreezes() throws {
    let run = ScenarioRunner.run(
      try scenario(
        player
          + #", {"at": 0.5, "do": "startPiP"}, {"at": 1.5, "do": "fault", "fault": "playerStall", "seconds": 1.5}"#,
        expect:
          #""player": [{"at": 1.4, "timeControlStatus": "playing"}, {"at": 2.5, "rate": 1, "timeControlStatus": "waitingToPlayAtSpecifiedRate"}], "#
          + #""pipWindow": [{"at": 1.4, "shows": "moving"}, {"at": 2.8, "shows": "frozen"}, {"at": 3.9, "shows": "moving"}]"#
      ))
    #expect(run.error == nil)
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect(run.trace.events.filter { $0.name == "expectation.looked" }.count == 8)
  }

  @Test func aFailedLookNamesTheExpectationAndWhatTheWindowShowed() throws {
    let run = ScenarioRunner.run(
      try scenario(
        player + #", {"at": 0.5, "do": "startPiP"}"#,
        expect:
          #""pipWindow": [{"at": 2, "shows": "frozen"}, {"at": 0.2, "shows": "nothing"}, {"at": 2, "checksum": "0x00000001"}], "#
          + #""possible": [{"at": 3, "is": false}]"#))
    #expect(
      run.failures.map(\.expectation) == ["expect.pipWindow[1]", "expect.pipWindow[3]", "expect.possible[1]"])
    #expect(run.failures[0].actual.hasPrefix("moving (frame "))
    #expect(run.failures[1].expected == "0x00000001")
    #expect(run.failures[2].actual == "possible true")
  }

  @Test func aLookAtAStepsInstantSeesThatStep() throws {
    let run = ScenarioRunner.run(
      try scenario(
        call + #", {"at": 1, "do": "removeSource"}, {"at": 2, "do": "reinsertSource"}"#,
        expect: #""possible": [{"at": 0.5, "is": true}, {"at": 1, "is": false}, {"at": 2, "is": true}]"#))
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test func anExpectationOnAPlayerWithNoPlayerNamesTheSetUpStep() {
    #expect(
      message(call, expect: #""player": [{"at": 1, "rate": 1}]"#)
        == #"Scenarios/x.json: expect.player[1]: "pip" is not given (the first set-up); expected a set-up with a player: step 1 (setUpPiP) has source "videoCall", which has none; expected source "playerLayer""#
    )
  }

  @Test func aLayerStatusOnAVideoCallOrOfTheOtherLayerIsRefused() {
    #expect(
      message(call, expect: #""layerStatus": [{"at": 1, "is": "rendering"}]"#).hasPrefix(
        #"Scenarios/x.json: expect.layerStatus[1]: "pip" is not given (the first set-up); expected a set-up with a video layer: step 1"#
      ))
    #expect(
      message(player, expect: #""layerStatus": [{"at": 1, "is": "rendering"}]"#)
        == #"Scenarios/x.json: expect.layerStatus[1]: "is" is "rendering"; expected one of: readyForDisplay, notReadyForDisplay"#
    )
  }

  @Test func badInstantsAndWindowsAreNamed() {
    #expect(
      message(player, expect: #""possible": [{"at": 9, "is": true}]"#)
        == #"Scenarios/x.json: expect.possible[1]: "at" is 9.0; expected a time at or before the run's end (4.0 s)"#
    )
    #expect(
      message(player, expect: #""pipWindow": [{"at": 0.2, "shows": "frozen"}]"#).hasPrefix(
        #"Scenarios/x.json: expect.pipWindow[1]: "at" is 0.2; expected at least 0.5 s with "frozen""#))
    #expect(
      message(player, expect: #""pipWindow": [{"at": 1, "frame": 2, "shows": "moving"}]"#)
        == #"Scenarios/x.json: expect.pipWindow[1]: "frame" is given with "shows"; expected one of "shows", "frame", "checksum""#
    )
    #expect(
      message(player, expect: #""pipWindow": [{"at": 1, "checksum": "12"}]"#)
        == #"Scenarios/x.json: expect.pipWindow[1]: "checksum" is "12"; expected 8 hex digits, as "0x1a2b3c4d""#
    )
    #expect(
      message(player, expect: #""possible": [{"at": 1, "is": true, "pip": "second"}]"#)
        == #"Scenarios/x.json: expect.possible[1]: needs an earlier "setUpPiP" with id "second" step"#)
    #expect(
      message(player, expect: #""possible": {"at": 1}"#)
        == #"Scenarios/x.json: expect: "possible" is an object; expected a list of objects with "at""#)
    #expect(
      message(player, expect: #""player": [{"at": 1}]"#)
        == #"Scenarios/x.json: expect.player[1]: missing key "rate"; expected "rate" and/or "timeControlStatus""#
    )
  }
}
