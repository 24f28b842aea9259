import Runtime
import Testing

@testable import PictureInPicture

@MainActor
@Suite struct StateMachineTests {
  typealias Controller = PictureInPictureController

  private let context = Controller.TransitionContext(
    settings: PictureInPictureSettings(), isPossible: true, unavailableReasons: [],
    sceneState: .foregroundActive, appState: .foregroundActive, nextRestoreID: 7)

  private static let states: [Controller.State] = [
    .idle, .starting(.init(automatic: false)), .active(automatic: false), .suspended(automatic: true),
    .restoring(.init(restoreID: 7, willStopSent: false)), .stopping(.restored),
  ]

  private static let events: [Controller.Event] = [
    .startRequested(.api), .startRequested(.automatic), .startAnimationFinished(injectedFailure: nil),
    .stopRequested(.api), .stopRequested(.userClose), .stopRequested(.userRestore),
    .restoreCompleted(restoreID: 7, outcome: .restored), .restoreCompleted(restoreID: 3, outcome: .restored),
    .stopAnimationFinished, .otherAppStartedPictureInPicture, .otherAppEndedPictureInPicture,
  ]

  @Test func everyStateAnswersEveryEventAndIgnoredEventsKeepTheStateAndExplainWhy() {
    for state in Self.states {
      for event in Self.events {
        let transition = Controller.transition(from: state, on: event, context: context)
        let isNoOp = transition.state == state
        let explains = transition.effects.contains { if case .diagnose = $0 { true } else { false } }
        let silentByDesign = [
          Controller.Event.otherAppStartedPictureInPicture, .otherAppEndedPictureInPicture,
        ]
        .contains(event)
        if isNoOp, transition.effects.isEmpty {
          #expect(silentByDesign, "\(event) in \(state) changed nothing and said nothing")
        } else if isNoOp, !explains, !silentByDesign {
          Issue.record("\(event) in \(state) kept the state without a diagnostic: \(transition.effects)")
        }
      }
    }
  }

  @Test func legalRowsProduceTheDocumentedEffects() {
    let rows: [(Controller.State, Controller.Event, Controller.State, [Controller.Effect])] = [
      (
        .idle, .startRequested(.api), .starting(.init(automatic: false)),
        [.presentWindow, .notifyWillStart, .scheduleStartAnimation]
      ),
      (
        .starting(.init(automatic: true)), .startAnimationFinished(injectedFailure: nil),
        .active(automatic: true),
        [.setActive(true), .notifyDidStart, .reportRenderSize]
      ),
      (
        .active(automatic: false), .stopRequested(.userClose), .stopping(.notAsked),
        [.recordRestoreOutcome(.notAsked), .notifyWillStop, .scheduleStopAnimation]
      ),
      (
        .active(automatic: false), .stopRequested(.userRestore),
        .restoring(.init(restoreID: 7, willStopSent: false)), [.askToRestore(restoreID: 7)]
      ),
      (
        .restoring(.init(restoreID: 7, willStopSent: false)),
        .restoreCompleted(restoreID: 7, outcome: .restored),
        .stopping(.restored),
        [.recordRestoreOutcome(.restored), .checkRestoreTarget, .notifyWillStop, .scheduleStopAnimation]
      ),
      (
        .stopping(.restored), .stopAnimationFinished, .idle,
        [.setActive(false), .notifyDidStop, .dismissWindow]
      ),
      (
        .active(automatic: false), .otherAppStartedPictureInPicture, .suspended(automatic: false),
        [.setSuspended(true), .pausePlaybackForSuspension]
      ),
      (
        .suspended(automatic: false), .otherAppEndedPictureInPicture, .active(automatic: false),
        [.setSuspended(false), .resumePlaybackAfterSuspension]
      ),
    ]
    for (state, event, expectedState, expectedEffects) in rows {
      let transition = Controller.transition(from: state, on: event, context: context)
      #expect(transition.state == expectedState, "\(event) in \(state)")
      #expect(transition.effects == expectedEffects, "\(event) in \(state)")
    }
  }

  @Test func theReturnToAppTapOpensABackgroundedAppBeforeTheRestore() {
    // The PiP window's return-to-app button opens the app: apps that restore and then go home again
    // to get PiP back rely on it (see docs/ios-behaviour.md, "What the user and the system do to the
    // app and its playback"; Apple: "restore your app's user interface", AVPictureInPictureController
    // delegate's restoreUserInterfaceForPictureInPictureStop).
    var background = context
    background.appState = .background
    let tap = Controller.transition(
      from: .active(automatic: false), on: .stopRequested(.userRestore), context: background)
    #expect(tap.effects == [.bringAppToForeground, .askToRestore(restoreID: 7)])
    let replaced = Controller.transition(
      from: .active(automatic: false), on: .stopRequested(.replacedByAnotherController), context: background)
    #expect(replaced.effects == [.askToRestore(restoreID: 7)])
  }

  @Test func notPossibleAndInactiveSceneAreAnsweredInIdle() {
    var impossible = context
    impossible.isPossible = false
    let refused = Controller.transition(from: .idle, on: .startRequested(.api), context: impossible)
    #expect(refused.state == .idle)
    #expect(refused.effects.count == 1)
    var inactive = context
    inactive.sceneState = .background
    let failed = Controller.transition(from: .idle, on: .startRequested(.api), context: inactive)
    #expect(failed.effects.last == .notifyFailedToStart(.sceneNotForegroundActive))
    let automatic = Controller.transition(from: .idle, on: .startRequested(.automatic), context: inactive)
    #expect(automatic.state == .starting(.init(automatic: true)))
  }

  @Test func aStopFromTheAppInTheBackgroundIsIgnoredOnlyWhenTheSettingSaysSo() {
    var background = context
    background.sceneState = .background
    let active = Controller.State.active(automatic: true)
    let stops = Controller.transition(from: active, on: .stopRequested(.api), context: background)
    #expect(stops.state == .stopping(.notAsked), "by default a stop works in the background too")
    background.settings.ignoresStopInBackground = true
    let ignored = Controller.transition(from: active, on: .stopRequested(.api), context: background)
    #expect(ignored.state == active)
    #expect(
      ignored.effects.contains {
        if case .diagnose(.pipStopIgnoredInBackground, _, _) = $0 { true } else { false }
      })
    let closed = Controller.transition(from: active, on: .stopRequested(.userClose), context: background)
    #expect(closed.state != active, "the user's close button still works")
    var foreground = background
    foreground.sceneState = .foregroundActive
    #expect(
      Controller.transition(from: active, on: .stopRequested(.api), context: foreground).state != active)
  }

  @Test func restoreDecisionFollowsTheOriginAndSettings() {
    var settings = PictureInPictureSettings()
    #expect(!Controller.restoresUserInterface(.api, settings: settings))
    #expect(!Controller.restoresUserInterface(.userClose, settings: settings))
    #expect(Controller.restoresUserInterface(.userRestore, settings: settings))
    #expect(Controller.restoresUserInterface(.replacedByAnotherController, settings: settings))
    #expect(!Controller.restoresUserInterface(.contentSourceInvalid, settings: settings))
    settings.closeRestoresUserInterface = true
    #expect(Controller.restoresUserInterface(.userClose, settings: settings))
  }
}
