/// One interruption notification of an audio session, as `AVAudioSession.interruptionNotification`
/// carries it: the type, and the reason (on begin) or the options (on end).
public enum AudioSessionInterruption: Hashable, Sendable {
  /// Why the system interrupted the session, named as `AVAudioSession.InterruptionReason` (with
  /// AVFoundation's raw values, which the notification's user info carries).
  public enum Reason: UInt, Hashable, Sendable {
    /// Another session took the audio hardware (a phone call, an alarm, Siri).
    case `default` = 0
    /// The system deactivated the session because it suspended the app; no end follows, and the app
    /// re-activates the session when it returns to the foreground.
    case appWasSuspended = 1
    /// The built-in microphone was muted (an iPad's Smart Folio closed).
    case builtInMicMuted = 2
  }

  /// Hints delivered when an interruption ends, named as `AVAudioSession.InterruptionOptions`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The option bits, AVFoundation's values.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The interrupting audio has finished and the app may resume its playback.
    public static let shouldResume = Options(rawValue: 1 << 0)
  }

  /// Whether an interruption begins or ends, named as `AVAudioSession.InterruptionType` (with
  /// AVFoundation's raw values, which the notification's user info carries).
  public enum Kind: UInt, Hashable, Sendable {
    /// The interruption is over.
    case ended = 0
    /// The system interrupted the session.
    case began = 1
  }

  /// The system interrupted the session for `reason`.
  case began(reason: Reason)
  /// The interruption is over; `options` says whether the app should resume.
  case ended(options: Options)

  /// Whether this one begins or ends an interruption.
  public var kind: Kind {
    switch self {
    case .began: .began
    case .ended: .ended
    }
  }
}
