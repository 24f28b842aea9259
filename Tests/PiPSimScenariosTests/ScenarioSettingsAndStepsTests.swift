import Foundation
import PiPSimScenarios
import PictureInPicture
import RepositoryFixtures
import Testing

/// The scenario format's PiP settings and its app-activity and resize steps.
@MainActor
struct ScenarioSettingsAndStepsTests {
  private func run(_ json: String) throws -> ScenarioRun {
    ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private let restoreFlow = #"""
    "steps": [
      {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
      {"at": 2, "do": "userTapsRestore"}
    ]
    """#

  @Test func everyPictureInPictureSettingIsReadAndTheDefaultsAreAVKitsOnIPhone() throws {
    let scenario = try Scenario.decode(
      Data(
        #"""
        {"name": "x", "pictureInPicture": {"startAnimation": 0.5, "stopAnimation": 0.2, "restoreTimeout": 3,
          "stopRestoresUserInterface": true, "closeRestoresUserInterface": true,
          "restoreOrder": "willStopThenRestore", "stopsAutomaticPiPOnForeground": false,
          "keepsReleasedController": true, "windowWidth": 240, "frozenPictureAfter": 0}, "steps": []}
        """#.utf8), file: "test.json")
    var expected = PictureInPictureSettings()
    expected.startAnimationDuration = .milliseconds(500)
    expected.stopAnimationDuration = .milliseconds(200)
    expected.restoreCompletionTimeout = .seconds(3)
    expected.stopRestoresUserInterface = true
    expected.closeRestoresUserInterface = true
    expected.restoreOrder = .willStopThenRestore
    expected.stopsAutomaticPictureInPictureOnForeground = false
    expected.systemKeepsReleasedControllerUntilPictureInPictureEnds = true
    expected.windowWidth = 240
    expected.frozenPictureDiagnosticDelay = nil
    #expect(scenario.pictureInPicture == expected)
    let plain = try Scenario.decode(Data(#"{"name": "x", "steps": []}"#.utf8), file: "test.json")
    #expect(plain.pictureInPicture == PictureInPictureSettings())
  }

  @Test func badSettingsAreTypedErrorsNamingTheKey() {
    for (settings, key) in [
      (#"{"restoreOrder": "sideways"}"#, "restoreOrder"), (#"{"windowWidth": 5}"#, "windowWidth"),
      (#"{"restoreTimeout": "long"}"#, "restoreTimeout"), (#"{"animation": 1}"#, "animation"),
    ] {
      #expect {
        try Scenario.decode(
          Data(#"{"name": "x", "pictureInPicture": \#(settings), "steps": []}"#.utf8), file: "test.json")
      } throws: { error in
        (error as? ScenarioDecodingError)?.description.contains(key) == true
      }
    }
  }

  @Test func theIPadOnMacRestoreOrderPutsWillStopBeforeRestore() throws {
    let iPhone = try run(#"{"name": "x", \#(restoreFlow)}"#)
    #expect(
      iPhone.report.callbacks == [
        "willStart", "didStart", "restore", "restoreCompletion", "willStop", "didStop",
      ])
    let mac = try run(
      #"{"name": "x", "pictureInPicture": {"restoreOrder": "willStopThenRestore"}, \#(restoreFlow)}"#)
    #expect(
      mac.report.callbacks == [
        "willStart", "didStart", "willStop", "restore", "restoreCompletion", "didStop",
      ])
  }

  @Test func theAnimationTimesSetWhenDidStartComes() throws {
    let result = try run(#"{"name": "x", "pictureInPicture": {"startAnimation": 0.8}, \#(restoreFlow)}"#)
    let didStart = try #require(
      result.trace.events.first { $0.category == "callback" && $0.name.contains("DidStart") })
    #expect(didStart.timestamp == 1_300_000_000)
  }

  @Test func aStartWhileTheAppIsInactiveFailsAndWorksOnceItIsActiveAgain() throws {
    let result = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "appResignsActive"},
        {"at": 1, "do": "startPiP"}, {"at": 1.5, "do": "appBecomesActive"}, {"at": 2, "do": "startPiP"}
      ], "expect": {"callbacks": ["failedToStart", "willStart", "didStart"], "pipState": "active"}}
      """#)
    let passed = result.passed
    #expect(passed, "\(result.failures)")
    // The trace carries what the app's error handler saw.
    let failed = try #require(result.trace.events.first { $0.name.contains("failedToStart") })
    #expect(failed.arguments["domain"] == .string("AVKitErrorDomain"))
    #expect(failed.arguments["code"] == .int(-1001))
    #expect(failed.arguments["message"] == .string("Failed to start picture in picture."))
  }

  @Test func everyChangeOfPossibilityIsTracedWithItsReasons() throws {
    let result = try run(
      #"""
      {"name": "x", "app": {"audioActive": false}, "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}
      ]}
      """#)
    let changes = result.trace.events.filter { $0.name == "pip.possible" }
    #expect(changes.count == 1)
    #expect(changes.first?.arguments["possible"] == .int(0))
    #expect(
      changes.first?.arguments["reasons"].map { "\($0)".contains("the audio session is not active") } == true)
  }

  @Test func resizingThePiPWindowKeepsItsShapeAndIsTraced() throws {
    let result = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
        {"at": 2, "do": "userResizesPiP", "width": 300}
      ]}
      """#)
    #expect(result.trace.events.contains { $0.category == "scenario" && $0.name == "userResizesPiP" })
    #expect {
      try Scenario.decode(
        Data(#"{"name": "x", "steps": [{"at": 0, "do": "userResizesPiP", "width": 300}]}"#.utf8),
        file: "test.json")
    } throws: { error in
      (error as? ScenarioDecodingError)?.description.contains("setUpPiP") == true
    }
  }
}

/// Raw apps (controller driven by the app's own code) beside the `PiPSession` helper, and the restore
/// answers real apps give.
@MainActor
struct RawAppScenarioTests {
  private func run(_ json: String) throws -> ScenarioRun {
    ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private func closeFlow(app: String) -> String {
    #"""
    {"name": "x", "app": \#(app), "steps": [
      {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
      {"at": 2, "do": "userTapsClose"}
    ], "expect": {"callbacks": ["willStart", "didStart", "willStop", "didStop"]}}
    """#
  }

  private func sourceViewIn(_ result: ScenarioRun) -> String? {
    result.trace.events.last { $0.name == "view.moved" && $0.arguments["view"] == .string("seat 1") }
      .flatMap { event in
        if case .string(let container) = event.arguments["to"] { container } else { nil }
      }
  }

  @Test func aRawAppThatMovesItsViewBackOnlyInRestoreLeavesItInPiPAfterAClose() throws {
    let raw = try run(closeFlow(app: #"{"pipApp": {"kind": "raw", "movesViewBack": "onRestore"}}"#))
    let helper = try run(closeFlow(app: #"{"pipApp": {"kind": "helper"}}"#))
    let fixed = try run(
      closeFlow(app: #"{"pipApp": {"kind": "raw", "movesViewBack": "onRestoreOrDidStop"}}"#))
    for result in [raw, helper, fixed] {
      let passed = result.passed
      #expect(passed, "\(result.failures)")
    }
    #expect(sourceViewIn(raw) != "seat container", "the bug: the seat stays in the PiP container")
    #expect(sourceViewIn(helper) == "seat container")
    #expect(sourceViewIn(fixed) == "seat container")
  }

  @Test func aRawAppThatNeverMovesItsViewShowsNothingInPiPButKeepsItsLayout() throws {
    let result = try run(
      #"""
      {"name": "x", "app": {"pipApp": {"kind": "raw", "movesViewOnWillStart": false}}, "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"}
      ], "expect": {"pipState": "active", "sourceView": {"in": "original"}}}
      """#)
    let passed = result.passed
    #expect(passed, "\(result.failures)")
  }

  @Test func helperAppsTakeNoRawKeysAndKindsAreChecked() {
    for app in [
      #"{"pipApp": {"kind": "helper", "movesViewBack": "never"}}"#, #"{"pipApp": {"kind": "sdk"}}"#,
      #"{"pipApp": {"kind": "raw", "movesViewBack": "sometimes"}}"#,
    ] {
      #expect(throws: ScenarioDecodingError.self) {
        try Scenario.decode(Data(#"{"name": "x", "app": \#(app), "steps": []}"#.utf8), file: "test.json")
      }
    }
  }

  @Test func aRestoreAnsweredTwiceCountsOnceAndALateAnswerStillRestores() throws {
    func restore(_ fault: String) throws -> ScenarioRun {
      try run(
        #"""
        {"name": "x", "steps": [
          {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
          {"at": 1.5, "do": "fault", \#(fault)}, {"at": 2, "do": "userTapsRestore"}
        ], "endAt": 5,
        "expect": {"callbacks": ["willStart", "didStart", "restore", "willStop", "didStop"], "pipState": "idle"}}
        """#)
    }
    let named = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
        {"at": 1.5, "do": "fault", "fault": "restoreCompletesTwice"}, {"at": 2, "do": "userTapsRestore"}
      ], "expect": {"callbacks": ["willStart", "didStart", "restore", "restoreCompletion", "restoreCompletion",
        "willStop", "didStop"]}}
      """#)
    let namedPassed = named.passed
    #expect(
      namedPassed, "an expectation may name the app's answers, as the summary prints them: \(named.failures)")
    let twice = try restore(#""fault": "restoreCompletesTwice""#)
    let twicePassed = twice.passed
    #expect(twicePassed, "\(twice.failures)")
    #expect(
      twice.report.callbacks.filter { $0 == "restoreCompletion" }.count == 1, "the second call is ignored")
    let late = try restore(#""fault": "restoreAnswersLate", "seconds": 0.6"#)
    let latePassed = late.passed
    #expect(latePassed, "\(late.failures)")
    let completion = try #require(late.trace.events.first { $0.name == "restoreCompletion" })
    #expect(completion.timestamp == 2_600_000_000)
    let tooLate = try restore(#""fault": "restoreAnswersLate", "seconds": 3"#)
    #expect(tooLate.trace.events.contains { $0.name == "pip.restore.timedOut" }, "past the 1 s timeout")
    #expect(!late.trace.events.contains { $0.name == "pip.restore.timedOut" })
  }
}

/// The frozen-picture warning: PiP on screen, and the picture stops changing.
@MainActor
struct FrozenPictureTests {
  private func frozenWarnings(stall: Bool, settings: String = "{}") throws -> [Double] {
    let fault = stall ? #", {"at": 3, "do": "fault", "fault": "producerStall", "seconds": 3}"# : ""
    let result = ScenarioRunner.run(
      try Scenario.decode(
        Data(
          #"""
          {"name": "x", "pictureInPicture": \#(settings), "steps": [
            {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},
            {"at": 0.5, "do": "produceFrames", "fps": 30, "seconds": 8}\#(fault)
          ], "endAt": 9}
          """#.utf8), file: "test.json"))
    return result.trace.events.filter { $0.name == "pip.picture.frozen" }.map { Double($0.timestamp) / 1e9 }
  }

  @Test func aProducerStallInPiPIsReportedOnceAfterTwoSecondsOfTheSameFrame() throws {
    let warnings = try frozenWarnings(stall: true)
    #expect(warnings.count == 1, "one freeze, one warning")
    #expect(
      warnings.first.map { $0 > 4.5 && $0 < 6.1 } == true, "two seconds into the 3 s stall: \(warnings)")
    #expect(try frozenWarnings(stall: false).isEmpty, "a moving picture is not frozen")
    #expect(try frozenWarnings(stall: true, settings: #"{"frozenPictureAfter": 0}"#).isEmpty)
    #expect(try frozenWarnings(stall: true, settings: #"{"frozenPictureAfter": 5}"#).isEmpty, "3 s < 5 s")
  }

  @Test func aWindowThatNeverShowedAFrameIsNotFrozen() throws {
    let result = ScenarioRunner.run(
      try Scenario.decode(
        Data(
          #"""
          {"name": "x", "steps": [
            {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"}
          ], "endAt": 10}
          """#.utf8), file: "test.json"))
    #expect(!result.trace.events.contains { $0.name == "pip.picture.frozen" })
  }
}

/// The missing-picture and unanswered-skip warnings: what a user sees in the PiP window (nothing,
/// or seeking for good) and iOS says nothing about.
@MainActor
struct EmptyAndSeekingWindowTests {
  private func warnings(_ name: String, _ code: String, settings: String? = nil) throws -> [Double] {
    var json = String(decoding: try Repository.contents("Scenarios/\(name).json"), as: UTF8.self)
    if let settings {
      json = json.replacingOccurrences(of: #""steps":"#, with: #""pictureInPicture": \#(settings), "steps":"#)
    }
    let result = ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "\(name).json"))
    return result.trace.events.filter { $0.name == code }.map { Double($0.timestamp) / 1e9 }
  }

  @Test func aPlayerTakenOffItsLayerInPiPLeavesTheWindowEmptyAndIsReportedOnce() throws {
    // The player is taken off at 1.5 s; the window shows nothing from then on.
    let raw = try warnings("player-detached-in-background-raw", "pip.picture.missing")
    #expect(raw.count == 1)
    #expect(raw.first.map { $0 >= 3.5 && $0 < 4.1 } == true, "two seconds after the window emptied: \(raw)")
    #expect(try warnings("player-detached-in-background-helper", "pip.picture.missing").isEmpty)
    #expect(
      try warnings(
        "player-detached-in-background-raw", "pip.picture.missing", settings: #"{"frozenPictureAfter": 0}"#
      )
      .isEmpty)
  }

  @Test func aSkipWhoseCompletionNeverComesIsReportedOnceTwoSecondsLater() throws {
    // The first skip, at 1.5 s, is never answered; the second, at 3 s, is ignored and asks nothing.
    let raw = try warnings("skip-never-completes-raw", "pip.skip.unanswered")
    #expect(raw == [3.5])
    #expect(try warnings("skip-never-completes-helper", "pip.skip.unanswered").isEmpty)
    #expect(
      try warnings(
        "skip-never-completes-raw", "pip.skip.unanswered", settings: #"{"unansweredSkipAfter": 0}"#
      )
      .isEmpty)
    #expect(
      try warnings(
        "skip-never-completes-raw", "pip.skip.unanswered", settings: #"{"unansweredSkipAfter": 1}"#)
        == [2.5])
  }
}

/// The app letting go of its PiP controller (`releasePiP`).
@MainActor
struct ReleasedControllerTests {
  private func run(keeps: Bool, expect: String) throws -> ScenarioRun {
    ScenarioRunner.run(
      try Scenario.decode(
        Data(
          #"""
          {"name": "x", "pictureInPicture": {"keepsReleasedController": \#(keeps)}, "steps": [
            {"at": 0, "do": "setUpPiP", "source": "sampleBuffer"},
            {"at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 3},
            {"at": 0.5, "do": "startPiP"}, {"at": 1.5, "do": "releasePiP"}
          ], "endAt": 3, "expect": \#(expect)}
          """#.utf8), file: "test.json"))
  }

  @Test func aControllerReleasedDuringPiPClosesTheWindowUnlessTheSystemKeepsIt() throws {
    let closed = try run(
      keeps: false, expect: #"{"pipState": "idle", "diagnostics": ["pip.controller.releasedWhileActive"]}"#)
    #expect(closed.passed, "\(closed.failures)")
    let kept = try run(
      keeps: true, expect: #"{"pipState": "active", "noDiagnostics": ["pip.controller.releasedWhileActive"]}"#
    )
    #expect(kept.passed, "\(kept.failures)")
  }

  @Test func aReleaseBeforeAnySetUpIsRefused() {
    #expect(throws: ScenarioDecodingError.self) {
      try Scenario.decode(
        Data(#"{"name": "x", "steps": [{"at": 0, "do": "releasePiP"}], "endAt": 1}"#.utf8), file: "test.json")
    }
  }
}

/// The source's view leaving the window and coming back.
@MainActor
struct SourceRemovalTests {
  private func run(_ steps: String, expect: String = "{}") throws -> ScenarioRun {
    ScenarioRunner.run(
      try Scenario.decode(
        Data(#"{"name": "x", "steps": [\#(steps)], "endAt": 6, "expect": \#(expect)}"#.utf8),
        file: "test.json"))
  }

  @Test func aPlayerLayerRemovedDuringPiPKeepsPiPAndStartsAgainOnlyOnceItIsBack() throws {
    // A close (X) returns to nothing, so the source being away is no warning.
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 1.5, "do": "removeSource"}, {"at": 2, "do": "userTapsClose"}, {"at": 3, "do": "startPiP"},
      {"at": 4, "do": "reinsertSource"}, {"at": 5, "do": "startPiP"}
      """#,
      expect: #"""
        {"callbacks": ["willStart", "didStart", "willStop", "didStop", "willStart", "didStart"], "pipState": "active",
         "diagnostics": ["pip.start.refused.notPossible"], "noDiagnostics": ["pip.source.leftWindowWhileActive"]}
        """#)
    let passed = result.passed
    #expect(passed, "\(result.failures)")
    let possible = result.trace.events.filter { $0.name == "pip.possible" }.map { $0.arguments["possible"] }
    #expect(
      possible == [.int(0), .int(1), .int(0), .int(1)],
      "not before the player's first frame, possible, not while out of the window, possible again")
  }

  @Test func aRestoreWarnsOnlyWhenTheSourceIsStillOutOfEveryWindow() throws {
    // Dismissed when PiP starts and presented again in the restore callback is AVPlayerViewController's
    // own pattern (its restore delegate method exists to present the player again:
    // https://developer.apple.com/documentation/avkit/avplayerviewcontrollerdelegate/playerviewcontroller(_:restoreuserinterfaceforpictureinpicturestopwithcompletionhandler:)),
    // so the warning is decided at the restore.
    let away = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 1.5, "do": "removeSource"}, {"at": 3, "do": "userTapsRestore"}
      """#,
      expect: #"{"diagnostics": ["pip.source.leftWindowWhileActive"], "pipState": "idle"}"#)
    #expect(away.passed, "\(away.failures)")
    let left = try #require(away.trace.events.first { $0.name == "pip.source.leftWindowWhileActive" })
    #expect(left.timestamp == 3_000_000_000)
    let message = try #require(left.arguments["message"]).description
    #expect(message.hasPrefix("the restore has nothing to return to: player layer view"), "\(message)")
    let back = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "playerLayer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 1.5, "do": "removeSource"}, {"at": 2.5, "do": "reinsertSource"}, {"at": 3, "do": "userTapsRestore"}
      """#,
      expect: #"{"noDiagnostics": ["pip.source.leftWindowWhileActive"], "pipState": "idle"}"#)
    #expect(back.passed, "\(back.failures)")
  }

  @Test func removingTheSourceOutsidePiPOnlyChangesPossibility() throws {
    let result = try run(
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "removeSource"}"#,
      expect: #"{"sourceView": {"in": "none"}}"#)
    let passed = result.passed
    #expect(passed, "\(result.failures)")
    #expect(!result.trace.events.contains { $0.name == "pip.source.leftWindowWhileActive" })
    #expect {
      try Scenario.decode(
        Data(#"{"name": "x", "steps": [{"at": 0, "do": "removeSource"}]}"#.utf8), file: "t.json")
    } throws: { ($0 as? ScenarioDecodingError)?.description.contains("setUpPiP") == true }
  }
}
