extension AudioSession {
  /// The audio session mode, named as `AVAudioSession.Mode`: a specialisation of the category.
  ///
  /// The simulator records the mode; it does not change signal processing.
  public enum Mode: String, CaseIterable, Sendable {
    /// The default mode.
    case `default`
    /// Two-way voice for games (set by Game Kit).
    case gameChat
    /// Audio measurement: minimal system processing.
    case measurement
    /// Movie playback: signal processing for films.
    case moviePlayback
    /// Spoken audio such as podcasts and audio books.
    case spokenAudio
    /// A video call.
    case videoChat
    /// Recording video.
    case videoRecording
    /// A voice call (VoIP).
    case voiceChat
    /// Spoken prompts such as turn-by-turn directions.
    case voicePrompt
  }

  /// How the session mixes with other audio and routes, named as `AVAudioSession.CategoryOptions`.
  ///
  /// Each option is valid only with some categories (see ``allowedCategories(of:)``);
  /// `setCategory` refuses one set with any other category with ``AudioSessionRequestError/Code/badParam``.
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    /// The option bits, AVFoundation's values.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Mixes with audio from other apps.
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    /// Lowers the volume of other apps' audio while this session plays (implies mixing).
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    /// Bluetooth hands-free devices may be input and output routes.
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    /// Routes to the built-in speaker rather than the receiver when no other route is in use.
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    /// Pauses spoken audio of other apps and mixes with the rest.
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    /// Bluetooth A2DP devices may be output routes.
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    /// AirPlay devices may be output routes.
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    /// Muting the built-in microphone does not interrupt the session.
    public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)

    /// The categories Apple documents each option for: setting an option with another category fails.
    public static func allowedCategories(of option: CategoryOptions) -> Set<Category> {
      switch option {
      case .mixWithOthers, .duckOthers, .interruptSpokenAudioAndMixWithOthers:
        return [.playAndRecord, .playback, .multiRoute]
      case .allowBluetooth, .overrideMutedMicrophoneInterruption:
        return [.playAndRecord, .record]
      case .defaultToSpeaker, .allowBluetoothA2DP, .allowAirPlay:
        return [.playAndRecord]
      default:
        return []
      }
    }

    /// Every named option, in bit order.
    static let named: [(CategoryOptions, String)] = [
      (.mixWithOthers, "mixWithOthers"), (.duckOthers, "duckOthers"), (.allowBluetooth, "allowBluetooth"),
      (.defaultToSpeaker, "defaultToSpeaker"),
      (.interruptSpokenAudioAndMixWithOthers, "interruptSpokenAudioAndMixWithOthers"),
      (.allowBluetoothA2DP, "allowBluetoothA2DP"), (.allowAirPlay, "allowAirPlay"),
      (.overrideMutedMicrophoneInterruption, "overrideMutedMicrophoneInterruption"),
    ]
  }

  /// How the session's route is shared with other long-form audio, named as
  /// `AVAudioSession.RouteSharingPolicy` (with AVFoundation's raw values).
  public enum RouteSharingPolicy: UInt, Sendable {
    /// The system's normal routing.
    case `default` = 0
    /// Long-form audio (music, podcasts) sharing the route of other long-form audio.
    case longFormAudio = 1
    /// The app picks its route itself.
    case independent = 2
    /// Long-form video, as a video app with AirPlay.
    case longFormVideo = 3
  }

  /// Options for ``AudioSession/setActive(_:options:)``, named as `AVAudioSession.SetActiveOptions`.
  public struct SetActiveOptions: OptionSet, Hashable, Sendable {
    /// The option bits, AVFoundation's values.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// On deactivation, tells interrupted apps that they may resume (their interruption ends with
    /// `.shouldResume`).
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  /// An output override, named as `AVAudioSession.PortOverride`, with AVFoundation's raw values.
  public enum PortOverride: UInt, Sendable {
    /// The category's own route.
    case none = 0
    /// The built-in speaker (`'spkr'`).
    case speaker = 1_936_747_378
  }

  /// Whether the app may record, named as `AVAudioSession.RecordPermission`, with AVFoundation's raw
  /// values (four-character codes).
  public enum RecordPermission: UInt, Sendable {
    /// Not asked yet (`'undt'`).
    case undetermined = 1_970_168_948
    /// The user refused (`'deny'`).
    case denied = 1_684_369_017
    /// The user allowed it (`'grnt'`).
    case granted = 1_735_552_628
  }
}
