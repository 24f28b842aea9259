import Foundation
import Runtime
import Tracing

extension PictureInPictureController {
  /// Traces one handled event that changed the state: a `pip.state` instant on the main track, and the
  /// session's phase slices on the controller's own track.
  ///
  /// Phases: an outer `pip` slice from the moment PiP leaves idle (just before `willStart`) until it
  /// returns to idle (just after `didStop` or `failedToStart`), holding one inner slice per phase
  /// (`starting`, `active`, `suspended`, `restoring`, `stopping`) in sequence. Each inner slice ends
  /// before the next begins; a return to idle is closed by ``traceSessionEnd(from:to:)`` after the
  /// effects run, so the last callbacks lie inside the session.
  func traceTransition(from previous: State, to next: State, on event: Event) {
    let main = simulation.mainTrack
    guard main.isEnabled, previous != next else { return }
    main.instant(
      "pip.state", category: .state,
      .init(
        ("from", .string(previous.traceName)), ("to", .string(next.traceName)),
        ("event", .string(event.traceName)), ("controller", .int(Int64(traceNumber)))))
    guard previous.traceName != next.traceName, next != .idle else { return }
    if previous == .idle {
      phaseTrack.begin("pip", category: .pip, .init(("controller", .int(Int64(traceNumber)))))
    } else {
      phaseTrack.end(previous.traceName, category: .pip)
    }
    phaseTrack.begin(next.traceName, category: .pip)
  }

  /// Closes the last phase and the session slice when a handled event brought PiP back to idle.
  func traceSessionEnd(from previous: State, to next: State) {
    guard phaseTrack.isEnabled, previous != .idle, next == .idle else { return }
    phaseTrack.end(previous.traceName, category: .pip)
    phaseTrack.end("pip", category: .pip)
  }

  /// Traces a delegate callback about to be delivered, named by its AVKit method, with the value it
  /// carries (`detail`) where the summary shows one.
  func traceCallback(_ method: String, detail: String? = nil) {
    var arguments: TraceArguments = .init(("controller", .int(Int64(traceNumber))))
    if let detail { arguments.set("detail", .string(detail)) }
    simulation.mainTrack.instant(method, category: .callback, arguments)
  }

  /// Traces the `failedToStart` callback with what the app's error handler sees: the error's domain,
  /// code and message, as `NSError` bridging gives them.
  func traceFailedToStart(_ error: any Error) {
    let bridged = error as NSError
    simulation.mainTrack.instant(
      "pictureInPictureController(_:failedToStartPictureInPictureWithError:)", category: .callback,
      .init(
        ("controller", .int(Int64(traceNumber))), ("domain", .string(bridged.domain)),
        ("code", .int(Int64(bridged.code))), ("message", .string(bridged.localizedDescription))))
  }

  /// Traces a change of `isPictureInPicturePossible`, with every reason it is not possible.
  func tracePossibilityChange(to isPossible: Bool, reasons: [PictureInPictureUnavailableReason]) {
    simulation.mainTrack.instant(
      "pip.possible", category: .state,
      .init(
        ("possible", .int(isPossible ? 1 : 0)),
        ("reasons", .string(reasons.isEmpty ? "none" : reasons.map { "\($0)" }.joined(separator: "; "))),
        ("controller", .int(Int64(traceNumber)))))
  }

  /// Traces the PiP UI starting or stopping to show "seeking" (a skip asked for, its completion called).
  func traceSeeking(_ seeking: Bool) {
    simulation.mainTrack.instant(
      "pip.seeking", category: .state,
      .init(("seeking", .int(seeking ? 1 : 0)), ("controller", .int(Int64(traceNumber)))))
  }

  /// Traces a call of a restore completion handler that decided how the restore ended.
  func traceRestoreCompletion(restored: Bool, outcome: RestoreOutcome) {
    simulation.mainTrack.instant(
      "restoreCompletion", category: .callback,
      .init(
        ("restored", .int(restored ? 1 : 0)), ("outcome", .string("\(outcome)")),
        ("controller", .int(Int64(traceNumber)))))
  }
}

extension PictureInPictureController.State {
  /// The lifecycle phase, without the details of each state.
  package var phase: PictureInPicturePhase {
    switch self {
    case .idle: .idle
    case .starting: .starting
    case .active: .active
    case .suspended: .suspended
    case .restoring: .restoring
    case .stopping: .stopping
    }
  }

  /// The phase's name in traces: `idle`, `starting`, `active`, `suspended`, `restoring` or `stopping`.
  var traceName: String { phase.rawValue }
}

extension PictureInPictureController.Event {
  /// The event as a trace argument, such as `stopRequested(userRestore)`.
  var traceName: String {
    switch self {
    case .startRequested(let origin): "startRequested(\(origin))"
    case .startAnimationFinished(nil): "startAnimationFinished"
    case .startAnimationFinished(let failure?): "startAnimationFinished(failed \(failure.code.rawValue))"
    case .stopRequested(let origin): "stopRequested(\(origin))"
    case .restoreCompleted(_, let outcome): "restoreCompleted(\(outcome))"
    case .stopAnimationFinished: "stopAnimationFinished"
    case .otherAppStartedPictureInPicture: "otherAppStartedPictureInPicture"
    case .otherAppEndedPictureInPicture: "otherAppEndedPictureInPicture"
    case .released: "released"
    }
  }
}
