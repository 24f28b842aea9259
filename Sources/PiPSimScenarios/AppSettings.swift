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

  /// The background modes in the app's Info.plist.
  public var backgroundModes: Set<App.BackgroundMode>
  /// The audio session category the app sets before it activates the session.
  public var audioCategory: AudioSession.Category
  /// Whether the app activates its audio session at launch.
  public var activatesAudioSession: Bool
  /// Whether PiP starts automatically when the app goes to the background.
  public var startsPictureInPictureAutomatically: Bool
  /// The orientations the app supports.
  public var supportedOrientations: SupportedOrientations

  /// Creates app settings; the defaults are a video-call app ready for PiP.
  public init(
    backgroundModes: Set<App.BackgroundMode> = [.audio],
    audioCategory: AudioSession.Category = .playAndRecord,
    activatesAudioSession: Bool = true, startsPictureInPictureAutomatically: Bool = false,
    supportedOrientations: SupportedOrientations = .all
  ) {
    self.backgroundModes = backgroundModes
    self.audioCategory = audioCategory
    self.activatesAudioSession = activatesAudioSession
    self.startsPictureInPictureAutomatically = startsPictureInPictureAutomatically
    self.supportedOrientations = supportedOrientations
  }
}
