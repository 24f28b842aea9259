import Runtime

/// The simulated app's configuration: background modes, audio session, PiP and orientation settings.
public struct AppSettings: Hashable, Sendable {
  /// The interface orientations an app can declare in its Info.plist.
  public enum SupportedOrientations: String, CaseIterable, Sendable {
    /// Portrait only.
    case portrait
    /// Landscape left and right only.
    case landscape
    /// Every orientation except upside down.
    case allButUpsideDown
    /// Every orientation.
    case all
  }

  /// How the app's video-call PiP code is written: with PiPSim's `PiPSession` helper, or driving the
  /// controller itself, with the view moves (and the mistakes) real apps make.
  public struct PictureInPictureApp: Hashable, Sendable {
    /// When a raw app puts its source view back in its place.
    public enum ViewReturn: String, CaseIterable, Sendable {
      /// In the restore callback only: a close (no restore) leaves the view in the PiP container.
      case onRestore
      /// In `didStop` only.
      case onDidStop
      /// In the restore callback, and in `didStop` if restore did not (what `PiPSession` does).
      case onRestoreOrDidStop
      /// Never: the view stays in the PiP container.
      case never
    }

    /// Whether the app uses `PiPSession`; false for a raw app that drives the controller itself.
    public var usesSessionHelper: Bool
    /// Whether a raw app moves its source view (or its ``contentView``) into the PiP container on
    /// `willStart`.
    public var movesViewOnWillStart: Bool
    /// When a raw app moves its source view back.
    public var movesViewBack: ViewReturn
    /// The call view a raw app moves into the PiP view controller, by name (`seat 1`, the source
    /// view, by default; `seat 2`, `seat 3`): apps may show another view of the call there than
    /// the source view.
    public var contentView: String

    /// The names of the call's seat views, which ``contentView`` may name; the first is the source view.
    public static let seatNames = ["seat 1", "seat 2", "seat 3"]

    /// An app's PiP code; by default the `PiPSession` helper.
    public init(
      usesSessionHelper: Bool = true, movesViewOnWillStart: Bool = true,
      movesViewBack: ViewReturn = .onRestoreOrDidStop, contentView: String = "seat 1"
    ) {
      self.usesSessionHelper = usesSessionHelper
      self.movesViewOnWillStart = movesViewOnWillStart
      self.movesViewBack = movesViewBack
      self.contentView = contentView
    }
  }

  /// When the app takes its player off its player layer for the background (`playerLayer.player =
  /// nil` as it enters the background, the player back as it leaves), Apple's pattern for playing a
  /// video's audio on in the background.
  public enum PlayerDetachment: String, CaseIterable, Sendable {
    /// The app keeps its player on the layer.
    case never
    /// The app detaches its player whenever it enters the background, PiP on or not.
    case always
    /// The app detaches its player only when its PiP is not on, so its PiP window keeps its picture.
    case unlessPictureInPictureActive
  }

  /// The background modes in the app's Info.plist.
  public var backgroundModes: Set<App.BackgroundMode>
  /// The audio session category the app sets before it activates the session.
  public var audioCategory: AudioSession.Category
  /// Whether the app activates its audio session at launch.
  public var activatesAudioSession: Bool
  /// Whether PiP starts automatically when the app goes to the background.
  public var startsPictureInPictureAutomatically: Bool
  /// The orientations the app's root view controller supports (`supportedInterfaceOrientations`).
  public var supportedOrientations: SupportedOrientations
  /// The orientations the app declares in its Info.plist (`UISupportedInterfaceOrientations`), which
  /// every view controller's mask is intersected with.
  public var infoPlistOrientations: SupportedOrientations
  /// How its video-call PiP code is written.
  public var pictureInPictureApp: PictureInPictureApp
  /// Whether the app stops making video frames while it is in the background and starts again when
  /// it comes back, while its audio goes on (a renderer or capture tied to the foreground).
  public var pausesVideoInBackground: Bool
  /// Whether the app's PiP delegate implements the restore method; a delegate without it is
  /// answered `false` by the system.
  public var implementsRestore: Bool
  /// When the app takes its player off its player layer for the background.
  public var detachesPlayerInBackground: PlayerDetachment
  /// Whether the app, asked to start PiP on one of its set-ups while another of them is in PiP,
  /// stops that one itself first and starts once it has stopped, instead of starting at once (which
  /// makes AVKit stop the other through its restore callback).
  public var stopsActivePictureInPictureBeforeStarting: Bool

  /// Creates app settings; the defaults are a video-call app ready for PiP.
  public init(
    backgroundModes: Set<App.BackgroundMode> = [.audio],
    audioCategory: AudioSession.Category = .playAndRecord,
    activatesAudioSession: Bool = true, startsPictureInPictureAutomatically: Bool = false,
    supportedOrientations: SupportedOrientations = .all,
    pictureInPictureApp: PictureInPictureApp = PictureInPictureApp(), pausesVideoInBackground: Bool = false,
    infoPlistOrientations: SupportedOrientations = .all, implementsRestore: Bool = true,
    detachesPlayerInBackground: PlayerDetachment = .never,
    stopsActivePictureInPictureBeforeStarting: Bool = false
  ) {
    self.backgroundModes = backgroundModes
    self.audioCategory = audioCategory
    self.activatesAudioSession = activatesAudioSession
    self.startsPictureInPictureAutomatically = startsPictureInPictureAutomatically
    self.supportedOrientations = supportedOrientations
    self.pictureInPictureApp = pictureInPictureApp
    self.pausesVideoInBackground = pausesVideoInBackground
    self.infoPlistOrientations = infoPlistOrientations
    self.implementsRestore = implementsRestore
    self.detachesPlayerInBackground = detachesPlayerInBackground
    self.stopsActivePictureInPictureBeforeStarting = stopsActivePictureInPictureBeforeStarting
  }
}
