/// One interruption notification of an audio session, as `AVAudioSession.interruptionNotification`
/// carries it: the type, and the reason (on begin) or the options (on end).
public enum AudioSessionInterruption: Hashable, Sendable {
  /// Why the system interrupted the session, named as `AVAudioSession.InterruptionReason`.
  public enum Reason: String, Hashable, Sendable {
    /// Another session took the audio hardware (a phone call, an alarm, Siri).
    case `default`
    /// The system deactivated the session because it suspended the app; no end follows, and the app
    /// re-activates the session when it returns to the foreground.
    case appWasSuspended
  }

  /// Hints delivered when an interruption ends, named as `AVAudioSession.InterruptionOptions`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The interrupting audio has finished and the app may resume its playback.
    public static let shouldResume = Options(rawValue: 1 << 0)
  }

  /// The system interrupted the session for `reason`.
  case began(reason: Reason)
  /// The interruption is over; `options` says whether the app should resume.
  case ended(options: Options)
}
