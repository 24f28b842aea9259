import Foundation
import PiPSimScenarios
import RepositoryFixtures
import Testing

/// The app options and step variants failure reports need: a delegate without restore, a player
/// detached for the background, and starts through `PiPSession`.
@MainActor
struct ReportedFailureOptionsTests {
  private func decode(_ app: String, _ steps: String, expect: String = "") throws -> Scenario {
    let json = #"{"name": "x", "app": \#(app), "steps": [\#(steps)], "endAt": 4, "expect": {\#(expect)}}"#
    return try Scenario.decode(Data(json.utf8), file: "Scenarios/x.json")
  }

  private func message(_ app: String, _ steps: String) -> String {
    decodingMessage { try decode(app, steps) }
  }

  private let call = #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}"#
  private let player = #"{"at": 0, "do": "setUpPiP", "source": "playerLayer"}"#

  @Test func theAppOptionsRead() throws {
    #expect(try decode("{}", call).app.implementsRestore)
    #expect(try decode(#"{"restoreImplemented": false}"#, call).app.implementsRestore == false)
    #expect(try decode("{}", player).app.detachesPlayerInBackground == .never)
    #expect(
      try decode(#"{"detachesPlayerInBackground": true}"#, player).app.detachesPlayerInBackground == .always)
    #expect(
      try decode(#"{"detachesPlayerInBackground": "unlessPictureInPictureActive"}"#, player).app
        .detachesPlayerInBackground == .unlessPictureInPictureActive)
    #expect(
      try decode("{}", call + #", {"do": "startPiP", "via": "session"}"#).steps[1].action
        == .startPictureInPictureThroughSession)
    #expect(
      try decode("{}", call + #", {"do": "startPiP", "via": "controller"}"#).steps[1].action
        == .startPictureInPicture)
  }

  @Test func aDelegateWithoutRestoreHearsNoRestoreAndIsAnsweredFalse() throws {
    let run = ScenarioRunner.run(
      try decode(
        #"{"restoreImplemented": false, "pipApp": {"kind": "raw"}}"#,
        call + #", {"at": 0.5, "do": "startPiP"}, {"at": 2, "do": "userTapsRestore"}"#,
        expect:
          #""callbacks": ["willStart", "didStart", "willStop", "didStop"], "diagnostics": ["pip.restore.notImplemented"]"#
      ))
    #expect(run.failures.isEmpty, "\(run.failures)")
    let completion = try #require(run.trace.events.first { $0.name == "restoreCompletion" })
    #expect(completion.arguments["outcome"]?.description == "notImplemented")
  }

  @Test func aDetachedPlayerLeavesTheWindowEmptyUntilTheAppReturns() throws {
    let steps =
      player
      + #", {"at": 0.5, "do": "startPiP"}, {"at": 1, "do": "appToBackground"}, {"at": 3, "do": "appToForeground"}"#
    let expect = #""pipWindow": [{"at": 2, "shows": "nothing"}, {"at": 3.9, "shows": "moving"}]"#
    let always = ScenarioRunner.run(
      try decode(#"{"detachesPlayerInBackground": true}"#, steps, expect: expect))
    #expect(always.failures.isEmpty, "\(always.failures)")
    #expect(always.trace.events.contains { $0.name == "app.playerDetached" })
    #expect(always.trace.events.contains { $0.name == "app.playerAttached" })
    let spared = ScenarioRunner.run(
      try decode(#"{"detachesPlayerInBackground": "unlessPictureInPictureActive"}"#, steps, expect: expect))
    #expect(spared.failures.map(\.expectation) == ["expect.pipWindow[1]"])
    #expect(!spared.trace.events.contains { $0.name == "app.playerDetached" })
  }

  @Test func aSessionStartsTypedErrorsAreCallbacks() throws {
    let run = ScenarioRunner.run(
      try decode(
        "{}",
        call + #", {"at": 0.5, "do": "appResignsActive"}, {"at": 0.5, "do": "startPiP", "via": "session"}, "#
          + #"{"at": 1, "do": "appBecomesActive"}, {"at": 1, "do": "startPiP", "via": "session"}, "#
          + #"{"at": 2, "do": "startPiP", "via": "session"}"#,
        expect:
          #""callbacks": ["sessionError(sceneNotForegroundActive)", "willStart", "didStart", "sessionError(alreadyActive)"]"#
      ))
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect(run.report.callbacks.first == "sessionError(sceneNotForegroundActive)")
  }

  @Test func detachingAPlayerFromASourceWithoutOneIsADecodingError() {
    #expect(
      message(
        #"{"detachesPlayerInBackground": true}"#, #"{"at": 0, "do": "setUpPiP", "source": "sampleBuffer"}"#)
        == #"Scenarios/x.json: step 1 (setUpPiP): "source" is "sampleBuffer"; expected "playerLayer": app.detachesPlayerInBackground takes a player off its layer, and a sampleBuffer source has no player"#
    )
    #expect(
      message(#"{"detachesPlayerInBackground": "sometimes"}"#, player)
        == #"Scenarios/x.json: app: "detachesPlayerInBackground" is "sometimes"; expected one of: unlessPictureInPictureActive"#
    )
    #expect(
      message(#"{"detachesPlayerInBackground": 1}"#, player)
        == #"Scenarios/x.json: app: "detachesPlayerInBackground" is the number 1; expected true, false or "unlessPictureInPictureActive""#
    )
  }

  @Test func aStartThroughASessionNeedsOne() {
    #expect(
      message(#"{"pipApp": {"kind": "raw"}}"#, call + #", {"do": "startPiP", "via": "session"}"#)
        == #"Scenarios/x.json: step 2 (startPiP): "via" is "session"; expected "controller": a raw app (app.pipApp kind "raw") has no PiPSession"#
    )
    #expect(
      message("{}", player + #", {"do": "startPiP", "via": "session"}"#)
        == #"Scenarios/x.json: step 2 (startPiP): needs an earlier "setUpPiP" with source "videoCall" (a PiPSession's) step"#
    )
    #expect(
      message("{}", call + #", {"do": "startPiP", "via": "pipSession"}"#)
        == #"Scenarios/x.json: step 2 (startPiP): "via" is "pipSession"; expected one of: controller, session"#
    )
    #expect(
      message(#"{"restoreImplemented": "no"}"#, call).hasSuffix(
        #""restoreImplemented" is the string "no"; expected true or false"#))
  }

  @Test func aRawAppMovesTheContentViewItNamesAndLeavesTheSourceViewInPlace() throws {
    let run = ScenarioRunner.run(
      try decode(
        #"{"pipApp": {"kind": "raw", "contentView": "seat 3", "movesViewBack": "never"}}"#,
        call + #", {"at": 0.5, "do": "startPiP"}, {"at": 2, "do": "userTapsClose"}"#,
        expect: #""sourceView": {"in": "original"}, "diagnostics": ["pip.content.leftInPiPView"]"#))
    #expect(run.failures.isEmpty, "\(run.failures)")
    let moves = run.trace.events.filter {
      $0.name == "view.moved" && $0.arguments["view"]?.description == "seat 3"
    }
    #expect(moves.last?.arguments["to"]?.description == "view of AVPictureInPictureVideoCallViewController")
    #expect(
      message(#"{"pipApp": {"kind": "raw", "contentView": "seat 4"}}"#, call)
        == #"Scenarios/x.json: app.pipApp: "contentView" is "seat 4"; expected one of: seat 1, seat 2, seat 3"#
    )
  }

  /// Each option's committed scenario, with the option taken out, no longer holds: the pair shows
  /// what the option does.
  @Test(arguments: [
    ("restore-not-implemented-raw", ["app"], "restoreImplemented"),
    ("player-detached-in-background-raw", ["app"], "detachesPlayerInBackground"),
    ("content-view-left-in-pip-raw", ["app", "pipApp"], "contentView"),
  ])
  func aCommittedScenarioFailsWithoutItsOption(name: String, path: [String], key: String) throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Repository.contents("Scenarios/\(name).json")) as? [String: Any])
    func removing(_ path: [String], from object: [String: Any]) -> [String: Any] {
      var object = object
      guard let first = path.first else {
        object[key] = nil
        return object
      }
      object[first] = removing(Array(path.dropFirst()), from: object[first] as? [String: Any] ?? [:])
      return object
    }
    let without = try JSONSerialization.data(withJSONObject: removing(path, from: document))
    let run = ScenarioRunner.run(try Scenario.decode(without, file: "\(name).json"))
    #expect(!run.failures.isEmpty)
  }

  @Test func theCommittedSessionStartFailsWithoutGoingThroughTheSession() throws {
    let text = String(
      decoding: try Repository.contents("Scenarios/start-before-possible-helper.json"), as: UTF8.self)
    let without = text.replacingOccurrences(of: #", "via": "session""#, with: "")
    #expect(without != text)
    let run = ScenarioRunner.run(try Scenario.decode(Data(without.utf8), file: "x.json"))
    #expect(run.failures.map(\.expectation).contains("expect.callbacks"))
  }
}
