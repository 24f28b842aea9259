import Clocks
import Runtime

/// What a scenario step does; each case is one value of the step's `"do"` key.
public enum StepAction: Hashable, Sendable {
  /// Creates the app's PiP controller over a video-call seat view, a player layer or a sample-buffer
  /// display layer.
  case setUpPictureInPicture(PictureInPictureSetUp)
  /// Calls `startPictureInPicture()`.
  case startPictureInPicture
  /// Calls the `PiPSession` helper's `start()`, whose typed errors the app logs as
  /// `sessionError(CASE)` callbacks (`startPiP` with `"via": "session"`).
  case startPictureInPictureThroughSession
  /// Calls `stopPictureInPicture()`.
  case stopPictureInPicture
  /// The user taps "return to app" in the PiP window.
  case userTapsRestore
  /// The user taps close in the PiP window.
  case userTapsClose
  /// The app goes to the background.
  case appEntersBackground
  /// The app comes back to the foreground.
  case appEntersForeground
  /// The app stops being active while it stays in the foreground (a system alert, Control Center,
  /// an incoming call's banner).
  case appResignsActive
  /// The app becomes active again.
  case appBecomesActive
  /// The app takes the PiP source's view (the seat, or the player layer's view) out of its superview.
  case removeSourceView
  /// The app puts the source's view back into the superview it was set up in.
  case reinsertSourceView
  /// The app lets go of the set-up's PiP controller and its session (a screen closed, a player
  /// torn down): with PiP on, the window closes unless the system keeps the controller
  /// (`pictureInPicture.keepsReleasedController`).
  case releasePictureInPicture
  /// The app takes the source's view out and builds a new view and layer in its place (a player
  /// layer over the same player, or a new sample-buffer display layer its frames now go to); with
  /// `updatesContentSource`, it also gives the controller a content source over the new layer.
  case recreateSource(updatesContentSource: Bool)
  /// The user presses a skip button in the PiP window: forwards (positive seconds) or back.
  case userSkips(MediaTime)
  /// The user presses play/pause in the PiP window.
  case userTogglesPlayPause
  /// The app sets its audio session's category, and its mode when given (else the mode stays).
  case setAudioCategory(AudioSession.Category, mode: AudioSession.Mode?)
  /// The app deactivates its audio session (`setActive(false)`).
  case deactivateAudioSession
  /// The app activates its audio session (`setActive(true)`), which iOS refuses for a non-mixable
  /// session in the background.
  case activateAudioSession
  /// The user resizes the PiP window to this width in points; its height keeps the content's shape.
  case userResizesPictureInPicture(width: Double)
  /// Another app starts its own PiP.
  case otherAppStartsPictureInPicture
  /// Another app's PiP ends.
  case otherAppEndsPictureInPicture
  /// The user turns the device.
  case rotateDevice(InterfaceOrientation)
  /// The app calls `requestGeometryUpdate` on its window scene.
  case requestGeometry(AppSettings.SupportedOrientations)
  /// Builds the app's player with one of the fullscreen styles.
  case setUpFullscreen(FullscreenStyle, forceFullScreenOnLandscape: Bool)
  /// A fullscreen action on the player (toggle, enter, dismiss, dismiss button).
  case fullscreen(FullscreenAction)
  /// The player asks for an orientation through its rotator, which reports an outcome.
  case requestOrientation(AppSettings.SupportedOrientations, autoRotate: Bool)
  /// An L-bar ad format resizes the app-managed player (seed 001's `moveRightSide` / `moveBottomSide`).
  case lBar(right: Double, bottom: Double)
  /// The renderer produces frames into the PiP source view for a while.
  case produceFrames(FrameProduction)
  /// A fault is injected.
  case injectFault(Fault)
  /// Time passes with nothing happening.
  case advance(MediaTime)

  /// The value of the step's `"do"` key.
  public var kind: StepKind {
    switch self {
    case .setUpPictureInPicture: .setUpPiP
    case .startPictureInPicture, .startPictureInPictureThroughSession: .startPiP
    case .stopPictureInPicture: .stopPiP
    case .userTapsRestore: .userTapsRestore
    case .userTapsClose: .userTapsClose
    case .appEntersBackground: .appToBackground
    case .appEntersForeground: .appToForeground
    case .appResignsActive: .appResignsActive
    case .appBecomesActive: .appBecomesActive
    case .userResizesPictureInPicture: .userResizesPiP
    case .userSkips: .userSkips
    case .recreateSource: .recreateSource
    case .setAudioCategory: .setAudioCategory
    case .deactivateAudioSession: .deactivateAudioSession
    case .activateAudioSession: .activateAudioSession
    case .userTogglesPlayPause: .userTogglesPlayPause
    case .removeSourceView: .removeSource
    case .reinsertSourceView: .reinsertSource
    case .releasePictureInPicture: .releasePiP
    case .otherAppStartsPictureInPicture: .otherAppStartsPiP
    case .otherAppEndsPictureInPicture: .otherAppEndsPiP
    case .rotateDevice: .rotateDevice
    case .requestGeometry: .requestGeometry
    case .setUpFullscreen: .setUpFullscreen
    case .fullscreen: .fullscreen
    case .requestOrientation: .requestOrientation
    case .lBar: .lBar
    case .produceFrames: .produceFrames
    case .injectFault: .fault
    case .advance: .advance
    }
  }
}

extension StepKind {
  /// Whether a step of this kind acts on one PiP set-up, and so may name it with a `pip` key (fault
  /// steps may for the app's answers: the restore and skip faults).
  var actsOnPictureInPicture: Bool {
    switch self {
    case .startPiP, .stopPiP, .userTapsRestore, .userTapsClose, .userResizesPiP, .userSkips,
      .userTogglesPlayPause, .removeSource, .reinsertSource, .releasePiP, .recreateSource, .produceFrames,
      .fault:
      true
    default: false
    }
  }
}

/// The names a step's `"do"` key accepts.
public enum StepKind: String, CaseIterable, Sendable {
  /// See ``StepAction/setUpPictureInPicture(_:)``.
  case setUpPiP
  /// See ``StepAction/startPictureInPicture``.
  case startPiP
  /// See ``StepAction/stopPictureInPicture``.
  case stopPiP
  /// See ``StepAction/userTapsRestore``.
  case userTapsRestore
  /// See ``StepAction/userTapsClose``.
  case userTapsClose
  /// See ``StepAction/appEntersBackground``.
  case appToBackground
  /// See ``StepAction/appEntersForeground``.
  case appToForeground
  /// See ``StepAction/appResignsActive``.
  case appResignsActive
  /// See ``StepAction/appBecomesActive``.
  case appBecomesActive
  /// See ``StepAction/userResizesPictureInPicture(width:)``.
  case userResizesPiP
  /// See ``StepAction/recreateSource(updatesContentSource:)``.
  case recreateSource
  /// See ``StepAction/userSkips(_:)``.
  case userSkips
  /// See ``StepAction/userTogglesPlayPause``.
  case userTogglesPlayPause
  /// See ``StepAction/setAudioCategory(_:mode:)``.
  case setAudioCategory
  /// See ``StepAction/deactivateAudioSession``.
  case deactivateAudioSession
  /// See ``StepAction/activateAudioSession``.
  case activateAudioSession
  /// See ``StepAction/removeSourceView``.
  case removeSource
  /// See ``StepAction/reinsertSourceView``.
  case reinsertSource
  /// See ``StepAction/releasePictureInPicture``.
  case releasePiP
  /// See ``StepAction/otherAppStartsPictureInPicture``.
  case otherAppStartsPiP
  /// See ``StepAction/otherAppEndsPictureInPicture``.
  case otherAppEndsPiP
  /// See ``StepAction/rotateDevice(_:)``.
  case rotateDevice
  /// See ``StepAction/requestGeometry(_:)``.
  case requestGeometry
  /// See ``StepAction/setUpFullscreen(_:forceFullScreenOnLandscape:)``.
  case setUpFullscreen
  /// See ``StepAction/fullscreen(_:)``.
  case fullscreen
  /// See ``StepAction/requestOrientation(_:autoRotate:)``.
  case requestOrientation
  /// See ``StepAction/lBar(right:bottom:)``.
  case lBar
  /// See ``StepAction/produceFrames(_:)``.
  case produceFrames
  /// See ``StepAction/injectFault(_:)``.
  case fault
  /// See ``StepAction/advance(_:)``.
  case advance
}

/// The content a PiP controller shows.
public enum PictureInPictureSource: String, CaseIterable, Sendable {
  /// A video-call source view (seed 004's seat view) moved into a call view controller.
  case videoCall
  /// A player layer in a view.
  case playerLayer
  /// A sample-buffer display layer in a view, with a playback delegate the scenario describes.
  case sampleBuffer
}

/// What a `setUpPiP` step creates: the content source and, for a player layer or a sample-buffer
/// source, how its content plays.
public struct PictureInPictureSetUp: Hashable, Sendable {
  /// The name steps target it by (their `pip` key); by default `pip1`, `pip2`, ... in step order.
  public var id: String
  /// The content the controller shows.
  public var source: PictureInPictureSource
  /// The content's length and whether it starts paused; unused by a video call.
  public var playback: SourcePlayback

  /// Creates a set-up; the playback matters only for a player layer or a sample-buffer source.
  public init(
    id: String = "pip1", source: PictureInPictureSource, playback: SourcePlayback = SourcePlayback()
  ) {
    self.id = id
    self.source = source
    self.playback = playback
  }
}

/// How a player-layer or sample-buffer source plays: the player's stream, or what the app's
/// sample-buffer playback delegate answers the PiP window.
public struct SourcePlayback: Hashable, Sendable {
  /// The content's length.
  public enum TimeRange: Hashable, Sendable {
    /// Live content: it never ends (a sample-buffer delegate reports an infinite duration, so the
    /// PiP window shows no scrubber).
    case live
    /// Content of this length from zero.
    case finite(MediaTime)
  }

  /// The content's length.
  public var timeRange: TimeRange
  /// Whether playback starts paused: the app does not call `play()` on its player, or its
  /// sample-buffer delegate says paused until a `setPlaying` from the window.
  public var isPaused: Bool

  /// Creates the playback; by default live content that is playing.
  public init(timeRange: TimeRange = .live, isPaused: Bool = false) {
    self.timeRange = timeRange
    self.isPaused = isPaused
  }
}

/// How the app's player goes fullscreen.
public enum FullscreenStyle: String, CaseIterable, Sendable {
  /// The app swaps constraint sets itself and stays in its hierarchy (seeds 000 and 001).
  case appManaged
  /// A player view controller presents a fullscreen view controller (seed 002).
  case playerViewController
}

/// A fullscreen action on the player.
public enum FullscreenAction: String, CaseIterable, Sendable {
  /// The fullscreen button: enters when inline, leaves when fullscreen.
  case toggle
  /// Programmatic entry (`transitionToFullScreen`).
  case enter
  /// Programmatic exit (`dismissFullScreen`, reason `external`).
  case dismiss
  /// The fullscreen view's dismiss button (reason `userTappedDismissButton`).
  case tapDismissButton
}

/// Frames produced into the PiP source view.
public struct FrameProduction: Hashable, Sendable {
  /// Frames per second the producer makes.
  public var framesPerSecond: Double
  /// How long production lasts.
  public var duration: MediaTime
  /// The display rate the renderer presents at.
  public var displayHertz: Double

  /// Creates a production request.
  public init(framesPerSecond: Double, duration: MediaTime, displayHertz: Double = 60) {
    self.framesPerSecond = framesPerSecond
    self.duration = duration
    self.displayHertz = displayHertz
  }
}

/// A fault a step injects.
public enum Fault: Hashable, Sendable {
  /// The app's restore handler never calls its completion handler.
  case restoreNeverCompletes
  /// The app's restore handler calls its completion handler with `false`.
  case restoreCompletesFalse
  /// The app's restore handler calls its completion handler twice, with `true` each time.
  case restoreCompletesTwice
  /// The app's restore handler calls its completion handler with `true` this long after it was asked.
  case restoreAnswersLate(MediaTime)
  /// The next PiP start fails after `willStart` (the system's start animation fails).
  case startFailsAfterWillStart
  /// The sample-buffer playback delegate never calls a skip's completion handler.
  case skipNeverCompletes
  /// The frame producer makes nothing for a while.
  case producerStall(MediaTime)
  /// The audio output loses its sound server mid-session, as when the PulseAudio daemon dies.
  case audioServerLost
  /// The player-layer source's network stalls for this long: its item's buffer empties, and the
  /// player waits to minimize stalls until it refills.
  case playerStall(MediaTime)

  /// The value of the step's `"fault"` key.
  public var name: String {
    switch self {
    case .restoreNeverCompletes: "restoreNeverCompletes"
    case .restoreCompletesFalse: "restoreCompletesFalse"
    case .restoreCompletesTwice: "restoreCompletesTwice"
    case .restoreAnswersLate: "restoreAnswersLate"
    case .startFailsAfterWillStart: "startFailsAfterWillStart"
    case .skipNeverCompletes: "skipNeverCompletes"
    case .producerStall: "producerStall"
    case .audioServerLost: "audioServerLost"
    case .playerStall: "playerStall"
    }
  }
}
