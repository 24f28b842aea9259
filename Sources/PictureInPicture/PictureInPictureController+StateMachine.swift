import Runtime

/// Where a Picture-in-Picture controller is in its lifecycle, as PiPSim's tests and traces name it.
public enum PictureInPicturePhase: String, Hashable, Sendable, CustomStringConvertible {
  /// No PiP window.
  case idle
  /// `willStart` was sent; the start animation runs.
  case starting
  /// The PiP window is on screen.
  case active
  /// Another app's PiP took the screen; ours waits offscreen and resumes when that one ends.
  case suspended
  /// The restore callback was sent; the system waits for its completion.
  case restoring
  /// `willStop` was sent; the stop animation runs.
  case stopping

  /// The phase's name, as traces print it.
  public var description: String { rawValue }
}

/// How a Picture-in-Picture stop ended for the app's inline interface.
public enum PictureInPictureRestoreOutcome: Hashable, Sendable {
  /// The stop did not go through restore (close button, programmatic stop, source gone).
  case notAsked
  /// The restore completion was called with `true`.
  case restored
  /// The restore completion was called with `false`: the source is not restored.
  case declined
  /// The delegate has no restore method (or there is no delegate); treated as `false`.
  case notImplemented
  /// The completion was not called within the timeout; treated as `false`.
  case timedOut
}

extension PictureInPictureController {
  /// Where the controller is in the PiP lifecycle.
  package enum State: Hashable, Sendable {
    /// No PiP window.
    case idle
    /// `willStart` was sent; waiting for the start animation.
    case starting(Starting)
    /// The PiP window is on screen; `automatic` when it started on backgrounding.
    case active(automatic: Bool)
    /// Another app's PiP took the screen; ours is paused offscreen and resumes when it ends.
    case suspended(automatic: Bool)
    /// The restore callback was sent; waiting for its completion.
    case restoring(Restoring)
    /// `willStop` was sent; waiting for the stop animation. Carries what the restore answered.
    case stopping(RestoreOutcome)
  }

  /// The details of a start in progress.
  package struct Starting: Hashable, Sendable {
    /// Whether the start was automatic (on backgrounding) rather than requested.
    package var automatic: Bool
    /// Whether another app's PiP arrived meanwhile, so ours starts suspended.
    package var suspendWhenStarted = false
    /// A stop requested meanwhile, run as soon as the start finishes.
    package var pendingStop: StopOrigin?
  }

  /// The details of a restore in progress.
  package struct Restoring: Hashable, Sendable {
    /// Identifies the completion handler that may end this restore.
    package var restoreID: Int
    /// Whether `willStop` was already sent (the iPad-app-on-Mac order).
    package var willStopSent: Bool
  }

  /// Who or what asked PiP to stop.
  package enum StopOrigin: Hashable, Sendable {
    /// `stopPictureInPicture()`.
    case api
    /// The user's close button in the PiP window.
    case userClose
    /// The user's "return to app" button in the PiP window.
    case userRestore
    /// Another controller of the same app started PiP.
    case replacedByAnotherController
    /// The user came back to the app after an automatic start.
    case returnedToForeground
    /// The content source was removed or is not ready for display.
    case contentSourceInvalid
  }

  /// How the last stop ended for the inline interface.
  package typealias RestoreOutcome = PictureInPictureRestoreOutcome

  /// Who asked PiP to start.
  enum StartOrigin: Hashable {
    /// `startPictureInPicture()`.
    case api
    /// The app went to the background with automatic start allowed.
    case automatic
  }

  /// Everything that can happen to the controller; the input of ``transition(from:on:context:)``.
  enum Event: Hashable {
    case startRequested(StartOrigin)
    case startAnimationFinished(injectedFailure: AVKitError?)
    case stopRequested(StopOrigin)
    case restoreCompleted(restoreID: Int, outcome: RestoreOutcome)
    case stopAnimationFinished
    case otherAppStartedPictureInPicture
    case otherAppEndedPictureInPicture
    /// The app let go of its last reference to the controller.
    case released
  }

  /// What the controller does after a transition, in order.
  enum Effect: Hashable {
    case presentWindow
    case dismissWindow
    case notifyWillStart
    case notifyDidStart
    case notifyFailedToStart(AVKitError)
    case notifyWillStop
    case notifyDidStop
    case askToRestore(restoreID: Int)
    case scheduleStartAnimation
    case scheduleStopAnimation
    case setActive(Bool)
    case setSuspended(Bool)
    /// Pauses what plays while another app's PiP holds the screen (player rate 0, or the
    /// sample-buffer delegate's `setPlaying(false)`), remembering to resume it.
    case pausePlaybackForSuspension
    /// Resumes what the suspension paused.
    case resumePlaybackAfterSuspension
    /// The user's return-to-app tap opens the backgrounded app before the restore callback.
    case bringAppToForeground
    /// Warns when a restore the app answered `true` has no inline view in a window to return to.
    case checkRestoreTarget
    case recordRestoreOutcome(RestoreOutcome)
    case reportRenderSize
    case diagnose(DiagnosticCode, DiagnosticSeverity, String)
    /// Closes the PiP window of a controller being released: no callbacks (no controller remains to
    /// pass them), nothing scheduled.
    case closeWindowOfReleasedController
  }

  /// The facts a transition may depend on, read when the event is handled.
  struct TransitionContext {
    var settings: PictureInPictureSettings
    var isPossible: Bool
    var unavailableReasons: [PictureInPictureUnavailableReason]
    var sceneState: SceneActivationState
    var appState: SceneActivationState
    var nextRestoreID: Int
  }

  /// A new state and the effects to run after entering it.
  struct Transition: Hashable {
    var state: State
    var effects: [Effect]
  }

  /// The whole PiP lifecycle: every legal transition, and the documented no-op for every other one.
  ///
  /// Pure: reads only its arguments. Illegal events leave the state unchanged and answer with a
  /// diagnostic, never a trap.
  static func transition(from state: State, on event: Event, context: TransitionContext) -> Transition {
    switch (state, event) {
    // MARK: idle
    case (.idle, .startRequested(let origin)):
      return start(origin: origin, context: context)
    case (.idle, .stopRequested(let origin)):
      return Transition(
        state: .idle,
        effects: [.diagnose(.pipStopIgnoredNotActive, .info, "stop (\(origin)) ignored: PiP is not active")])
    case (.idle, .otherAppStartedPictureInPicture), (.idle, .otherAppEndedPictureInPicture):
      return Transition(state: .idle, effects: [])

    // MARK: starting
    case (.starting(let starting), .startAnimationFinished(let injectedFailure)):
      if let injectedFailure {
        return Transition(
          state: .idle,
          effects: [
            .diagnose(.pipStartFailedLate, .warning, "the start failed after willStart: \(injectedFailure)"),
            .dismissWindow, .notifyFailedToStart(injectedFailure),
          ])
      }
      let started: State =
        starting.suspendWhenStarted
        ? .suspended(automatic: starting.automatic) : .active(automatic: starting.automatic)
      var effects: [Effect] = [.setActive(true), .notifyDidStart, .reportRenderSize]
      if starting.suspendWhenStarted { effects += [.setSuspended(true), .pausePlaybackForSuspension] }
      guard let pendingStop = starting.pendingStop else {
        return Transition(state: started, effects: effects)
      }
      let stop = transition(from: started, on: .stopRequested(pendingStop), context: context)
      return Transition(state: stop.state, effects: effects + stop.effects)
    case (.starting, .startRequested):
      return ignored(state, .pipStartIgnoredAlreadyActive, "start ignored: PiP is already starting")
    case (.starting(var starting), .stopRequested(let origin)):
      starting.pendingStop = origin
      return Transition(
        state: .starting(starting),
        effects: [
          .diagnose(.pipStopDeferred, .info, "stop (\(origin)) requested while starting: runs after didStart")
        ])
    case (.starting(var starting), .otherAppStartedPictureInPicture):
      starting.suspendWhenStarted = true
      return Transition(state: .starting(starting), effects: [])
    case (.starting(var starting), .otherAppEndedPictureInPicture):
      starting.suspendWhenStarted = false
      return Transition(state: .starting(starting), effects: [])

    // MARK: active
    case (.active, .startRequested):
      return ignored(state, .pipStartIgnoredAlreadyActive, "start ignored: PiP is already active")
    case (.active, .stopRequested(.api))
    where context.settings.ignoresStopInBackground && context.sceneState == .background:
      return ignored(
        state, .pipStopIgnoredInBackground,
        "stopPictureInPicture() ignored: the app is in the background (PictureInPictureSettings.ignoresStopInBackground)"
      )
    case (.active, .stopRequested(let origin)):
      return stop(origin: origin, context: context)
    case (.active(let automatic), .otherAppStartedPictureInPicture):
      return Transition(
        state: .suspended(automatic: automatic), effects: [.setSuspended(true), .pausePlaybackForSuspension])
    case (.active, .otherAppEndedPictureInPicture):
      return Transition(state: state, effects: [])

    // MARK: suspended
    case (.suspended(let automatic), .otherAppEndedPictureInPicture):
      return Transition(
        state: .active(automatic: automatic), effects: [.setSuspended(false), .resumePlaybackAfterSuspension])
    case (.suspended, .otherAppStartedPictureInPicture):
      return Transition(state: state, effects: [])
    case (.suspended, .startRequested):
      return ignored(state, .pipStartIgnoredAlreadyActive, "start ignored: PiP is active (suspended)")
    case (.suspended(let automatic), .stopRequested(let origin)):
      let stop = transition(from: .active(automatic: automatic), on: .stopRequested(origin), context: context)
      return Transition(state: stop.state, effects: [.setSuspended(false)] + stop.effects)

    // MARK: restoring
    case (.restoring(let restoring), .restoreCompleted(let restoreID, let outcome))
    where restoring.restoreID == restoreID:
      var effects: [Effect] = [.recordRestoreOutcome(outcome)]
      if outcome == .restored {
        effects.append(.checkRestoreTarget)
      } else {
        effects.append(
          .diagnose(
            .pipRestoreDeclined, .warning,
            "restore ended as \(outcome): PiP stops, the source is not restored"))
      }
      if !restoring.willStopSent { effects.append(.notifyWillStop) }
      effects.append(.scheduleStopAnimation)
      return Transition(state: .stopping(outcome), effects: effects)
    case (.restoring, .stopRequested(let origin)):
      return ignored(
        state, .pipStopIgnoredAlreadyStopping, "stop (\(origin)) ignored: PiP is already restoring")
    case (.restoring, .startRequested):
      return ignored(state, .pipStartIgnoredAlreadyActive, "start ignored: PiP is stopping (restoring)")
    case (.restoring, .otherAppStartedPictureInPicture), (.restoring, .otherAppEndedPictureInPicture):
      return Transition(state: state, effects: [])

    // MARK: stopping
    case (.stopping, .stopAnimationFinished):
      return Transition(state: .idle, effects: [.setActive(false), .notifyDidStop, .dismissWindow])
    case (.stopping, .stopRequested(let origin)):
      return ignored(
        state, .pipStopIgnoredAlreadyStopping, "stop (\(origin)) ignored: PiP is already stopping")
    case (.stopping, .startRequested):
      return ignored(state, .pipStartIgnoredAlreadyActive, "start ignored: PiP is still stopping")
    case (.stopping, .otherAppStartedPictureInPicture), (.stopping, .otherAppEndedPictureInPicture):
      return Transition(state: state, effects: [])

    // MARK: released (from deinit)
    case (.idle, .released):
      return Transition(state: .idle, effects: [])
    case (.starting, .released), (.active, .released), (.suspended, .released), (.restoring, .released),
      (.stopping, .released):
      return Transition(
        state: .idle,
        effects: [
          .diagnose(
            .pipControllerReleasedWhileActive, .appError,
            "the controller was released while PiP was \(state.phase): the PiP window closed without "
              + "callbacks, as on iOS; keep a strong reference for as long as PiP should stay"),
          .closeWindowOfReleasedController,
        ])

    // MARK: everything else
    case (_, .restoreCompleted(let restoreID, _)):
      return ignored(
        state, .pipRestoreCompletionTooLate,
        "restore completion \(restoreID) ignored: no such restore is pending")
    case (.idle, .startAnimationFinished), (.active, .startAnimationFinished),
      (.suspended, .startAnimationFinished), (.restoring, .startAnimationFinished),
      (.stopping, .startAnimationFinished), (.idle, .stopAnimationFinished),
      (.starting, .stopAnimationFinished), (.active, .stopAnimationFinished),
      (.suspended, .stopAnimationFinished), (.restoring, .stopAnimationFinished):
      return ignored(state, .pipIllegalTransition, "\(event) has no transition from \(state)")
    }
  }

  private static func start(origin: StartOrigin, context: TransitionContext) -> Transition {
    guard context.isPossible else {
      let reasons = context.unavailableReasons.map(\.description).joined(separator: "; ")
      // The app's own call should have checked isPictureInPicturePossible; the system's automatic
      // start just does not happen, which is no mistake of the app's.
      let severity: DiagnosticSeverity = origin == .api ? .warning : .info
      return Transition(
        state: .idle,
        effects: [
          .diagnose(.pipStartRefusedNotPossible, severity, "start (\(origin)) did nothing: \(reasons)")
        ])
    }
    if origin == .api, context.sceneState != .foregroundActive {
      return Transition(
        state: .idle,
        effects: [
          .diagnose(
            .pipStartFailedSceneNotActive, .appError,
            "start failed with -1001: the scene is \(context.sceneState.rawValue), not foregroundActive"),
          .notifyFailedToStart(.sceneNotForegroundActive),
        ])
    }
    return Transition(
      state: .starting(Starting(automatic: origin == .automatic)),
      effects: [.presentWindow, .notifyWillStart, .scheduleStartAnimation])
  }

  private static func stop(origin: StopOrigin, context: TransitionContext) -> Transition {
    guard restoresUserInterface(origin, settings: context.settings) else {
      return Transition(
        state: .stopping(.notAsked),
        effects: [.recordRestoreOutcome(.notAsked), .notifyWillStop, .scheduleStopAnimation])
    }
    let restoreID = context.nextRestoreID
    let opening: [Effect] =
      origin == .userRestore && context.appState == .background ? [.bringAppToForeground] : []
    switch context.settings.restoreOrder {
    case .restoreThenWillStop:
      return Transition(
        state: .restoring(Restoring(restoreID: restoreID, willStopSent: false)),
        effects: opening + [.askToRestore(restoreID: restoreID)])
    case .willStopThenRestore:
      return Transition(
        state: .restoring(Restoring(restoreID: restoreID, willStopSent: true)),
        effects: opening + [.notifyWillStop, .askToRestore(restoreID: restoreID)])
    }
  }

  /// Whether a stop of `origin` goes through the restore callback.
  static func restoresUserInterface(_ origin: StopOrigin, settings: PictureInPictureSettings) -> Bool {
    switch origin {
    case .userRestore, .replacedByAnotherController, .returnedToForeground: return true
    case .api: return settings.stopRestoresUserInterface
    case .userClose: return settings.closeRestoresUserInterface
    case .contentSourceInvalid: return false
    }
  }

  private static func ignored(_ state: State, _ code: DiagnosticCode, _ message: String) -> Transition {
    Transition(state: state, effects: [.diagnose(code, .warning, message)])
  }
}
