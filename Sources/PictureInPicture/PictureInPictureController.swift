import Foundation
import MediaPlayback
import Runtime
import Tracing
import ViewHierarchy

/// Shows a content source in a Picture-in-Picture window: the simulator's `AVPictureInPictureController`.
///
/// Names, signatures and silences mirror AVKit: a start that is not possible does nothing and calls
/// nothing; a start from a scene that is not foreground-active fails with `AVKitError` -1001. Each
/// silent refusal is explained on the simulation's ``Runtime/Diagnostics`` channel. Callbacks and timeouts are
/// delivered on the simulation's ``Runtime/MainRunLoop``; their order is documented on
/// ``PictureInPictureControllerDelegate``, and every transition is listed in one table, the
/// controller's state machine (`PictureInPictureController+StateMachine.swift`).
///
/// ``isPictureInPicturePossible`` is false when the controller is created and is first evaluated on
/// a later run-loop tick, as on iOS: observe it before starting.
@preconcurrency @MainActor
public final class PictureInPictureController: KeyValueObservable {
  /// Observers of ``isPictureInPicturePossible``, ``isPictureInPictureActive`` and
  /// ``isPictureInPictureSuspended``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  /// Receives the lifecycle callbacks; held weakly.
  public weak var delegate: (any PictureInPictureControllerDelegate)?

  /// What PiP shows; may change while PiP is active (PiP stops if the new source is nil or not ready).
  public var contentSource: ContentSource? {
    didSet {
      if oldValue !== contentSource { contentSourceDidChange() }
    }
  }

  /// Whether PiP can start now. Observable; evaluated on run-loop ticks after each relevant change.
  public internal(set) var isPictureInPicturePossible = false {
    didSet {
      if oldValue != isPictureInPicturePossible {
        didChangeValue(for: \PictureInPictureController.isPictureInPicturePossible)
      }
    }
  }

  /// Whether the PiP window is on screen (true from `didStart` to `didStop`). Observable.
  public internal(set) var isPictureInPictureActive = false {
    didSet {
      if oldValue != isPictureInPictureActive {
        didChangeValue(for: \PictureInPictureController.isPictureInPictureActive)
      }
    }
  }

  /// Whether another app's PiP has pushed ours offscreen; it resumes when that one ends. Observable.
  public internal(set) var isPictureInPictureSuspended = false {
    didSet {
      if oldValue != isPictureInPictureSuspended {
        didChangeValue(for: \PictureInPictureController.isPictureInPictureSuspended)
      }
    }
  }

  /// The player layer PiP shows: the content source's. A controller whose source is not a player
  /// layer gives a layer of its own with no player, in no window (AVKit declares the property
  /// non-optional).
  public var playerLayer: PlayerLayer {
    contentSource?.playerLayer ?? placeholderPlayerLayer
  }

  private lazy var placeholderPlayerLayer = PlayerLayer()

  /// Whether PiP may start automatically when the app goes to the background with inline content.
  public var canStartPictureInPictureAutomaticallyFromInline = false

  /// Whether the PiP UI hides skip and scrubbing controls (ads, legal content).
  public var requiresLinearPlayback = false

  // What the simulator knows beyond AVKit's API is `package`: this repository's modules use it, and
  // users reach it through PiPSimTesting, so the controller's public members are AVKit's.

  /// Why PiP is not possible, as of the last evaluation; empty when it is possible.
  package internal(set) var unavailableReasons: [PictureInPictureUnavailableReason] = [.notYetEvaluated]

  /// Where the controller is in the PiP lifecycle.
  package internal(set) var state = State.idle

  /// How the last stop ended for the inline interface; nil before the first stop.
  package internal(set) var lastRestoreOutcome: RestoreOutcome?

  /// The system window hosting a video call's content view controller while PiP is active.
  package internal(set) var pictureInPictureWindow: Window?

  /// The PiP window's frame on screen while PiP is active.
  package internal(set) var pictureInPictureFrame: CGRect?

  /// The playback state last read from a sample-buffer playback delegate.
  package internal(set) var sampleBufferPlaybackState: SampleBufferPlaybackState?

  /// Whether the PiP UI shows "seeking" (a skip whose completion has not been called yet).
  package internal(set) var isSeekingInPictureInPictureUI = false

  let simulation: Simulation
  let arbiter: PictureInPictureArbiter
  /// The controller's number among its simulation's controllers, from 1: its label in traces.
  package let traceNumber: Int
  /// The track of this controller's PiP phase slices (its own, so two sessions that overlap while
  /// one controller replaces another each nest properly).
  let phaseTrack: TraceTrack
  let requiresContentSourceAPI: Bool
  var pendingEvents: [Event] = []
  var isHandlingEvents = false
  var possibilityUpdate: ScheduledTask?
  var animationTimer: ScheduledTask?
  var restoreTimeout: ScheduledTask?
  var frozenPictureWatch: FrozenPictureWatch?
  var lastRestoreID = 0
  var restoreAnswers: [Int: RestoreAnswer] = [:]
  var restoreNotImplemented = false
  var skipCount = 0
  /// How many times another controller of the app started PiP while this one had it, which stops
  /// this one through its restore callback: a restore the user did not ask for.
  package internal(set) var replacementsByAnotherController = 0
  /// Whether the suspension of our PiP paused playback, which its end resumes.
  var playbackPausedBySuspension = false
  /// The skip whose completion the PiP UI waits for, if any.
  var pendingSkip: Int?
  var observations: [ObservationToken] = []
  var playerLayerObservation: ObservationToken?

  /// Whether the current device supports Picture in Picture.
  public static func isPictureInPictureSupported() -> Bool {
    Simulation.current.device.supportsPictureInPicture
  }

  /// Creates a controller for `playerLayer`, or nil when the device does not support PiP.
  public convenience init?(playerLayer: PlayerLayer) {
    guard Self.isPictureInPictureSupported() else {
      Simulation.current.diagnostics.record(
        .pipUnsupported, severity: .warning, subject: "AVPictureInPictureController",
        message: "init(playerLayer:) returned nil: \(Simulation.current.device.name) does not support PiP")
      return nil
    }
    self.init(contentSource: ContentSource(playerLayer: playerLayer), requiresContentSourceAPI: false)
  }

  /// Creates a controller for `contentSource`.
  ///
  /// Never nil, as Swift imports it: on an unsupported device or an OS below 15 the controller
  /// exists but PiP is never possible, and a diagnostic says why.
  public convenience init(contentSource: ContentSource) {
    self.init(contentSource: contentSource, requiresContentSourceAPI: true)
  }

  private init(contentSource: ContentSource, requiresContentSourceAPI: Bool) {
    simulation = .current
    arbiter = simulation.service(PictureInPictureArbiter.self)
    traceNumber = arbiter.registerController()
    phaseTrack =
      simulation.trace.isEnabled ? simulation.trace.track(named: "pip #\(traceNumber)") : simulation.mainTrack
    self.requiresContentSourceAPI = requiresContentSourceAPI
    self.contentSource = contentSource
    let blockers = permanentUnavailableReasons()
    if !blockers.isEmpty {
      diagnose(
        .pipUnsupported, .warning,
        "the controller will never be possible: " + blockers.map(\.description).joined(separator: "; "))
    }
    observeEnvironment()
    observePlayerLayer()
    setNeedsPossibilityUpdate()
  }

  /// Ends a PiP the app stopped holding on to, as iOS does: the window closes, no callback comes, and
  /// a diagnostic says why (docs/ios-behaviour.md, "A controller released while PiP is active").
  /// With ``PictureInPictureSettings/systemKeepsReleasedControllerUntilPictureInPictureEnds`` the
  /// system holds the controller instead, so this runs only once PiP has ended.
  isolated deinit {
    handle(.released)
  }

  /// Starts PiP if possible; see ``PictureInPictureControllerDelegate`` for what follows.
  ///
  /// Not possible: nothing happens (diagnostic only). Scene not foreground-active: `failedToStart`
  /// with `AVKitError` -1001. Already starting or active: nothing happens.
  public func startPictureInPicture() {
    handle(.startRequested(.api))
  }

  /// Stops PiP if active: `willStop`, then `didStop` after the animation (restore only if the
  /// ``PictureInPictureSettings/stopRestoresUserInterface`` setting says so). Not active: nothing happens.
  public func stopPictureInPicture() {
    handle(.stopRequested(.api))
  }

  /// The user taps the close button of the PiP window: `willStop`, `didStop`, no restore.
  package func simulateUserTapsClose() {
    guard isUserInterfaceShown(for: "close") else { return }
    handle(.stopRequested(.userClose))
  }

  /// The user taps "return to app" in the PiP window: restore, then `willStop`, then `didStop`.
  package func simulateUserTapsRestore() {
    guard isUserInterfaceShown(for: "return to app") else { return }
    handle(.stopRequested(.userRestore))
  }

  /// Records that the delegate fell back on the default restore method (called by that default).
  func noteRestoreNotImplemented() {
    restoreNotImplemented = true
  }

  func isUserInterfaceShown(for action: String) -> Bool {
    guard case .active = state else {
      diagnose(
        .pipUserActionIgnored, .warning,
        "user action \"\(action)\" ignored: no PiP window is shown (\(state))")
      return false
    }
    return true
  }

  func diagnose(_ code: DiagnosticCode, _ severity: DiagnosticSeverity, _ message: String) {
    simulation.diagnostics.record(
      code, severity: severity, subject: "AVPictureInPictureController", message: message)
  }
}
