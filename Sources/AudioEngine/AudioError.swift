import Clocks

/// Why an audio output refused a call or lost its server.
///
/// Errors that come from libpulse carry the `PA_ERR_*` code and `pa_strerror`'s text.
public enum AudioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No server answered at the address (`PA_ERR_CONNECTIONREFUSED`).
  case connectionRefused(PulseStatus)
  /// The server closed the connection or died (`PA_ERR_CONNECTIONTERMINATED`).
  case connectionTerminated(PulseStatus)
  /// The server has no sink of that name (`PA_ERR_NOENTITY`).
  case noSuchSink(name: String, PulseStatus)
  /// Any other libpulse failure.
  case server(PulseStatus)
  /// A wait on the server did not finish within `limit`; the output never waits longer.
  case timeout(operation: AudioOperation, limit: MediaTime)
  /// The server stopped answering while playing, for at least `after`.
  case stalled(after: MediaTime)
  /// The requested buffer is shorter than the smallest that plays without underruns.
  case bufferTooSmall(requested: MediaTime, minimum: MediaTime)
  /// The call is not legal in the output's current state; nothing was changed.
  case invalidState(operation: AudioOperation, state: AudioOutputState)
  /// A signal's parameters are out of range, or its format is not the output's.
  case invalidSignal(reason: String)
  /// An audio format's sample rate or channel count is out of range.
  case invalidFormat(reason: String)
  /// A setting is out of range.
  case invalidConfiguration(reason: String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .connectionRefused(let status):
      return "no PulseAudio server answered (\(status)); start one, or set PULSE_SERVER to its socket"
    case .connectionTerminated(let status):
      return "the PulseAudio server went away (\(status)); a new output is needed once it is back"
    case .noSuchSink(let name, let status):
      return "the server has no sink named \"\(name)\" (\(status)); `pactl list sinks short` lists them"
    case .server(let status):
      return "PulseAudio failed: \(status)"
    case .timeout(let operation, let limit):
      return "\(operation.rawValue) got no answer from the PulseAudio server within \(limit); is it hung?"
    case .stalled(let after):
      return "the PulseAudio server stopped answering while playing (no progress for \(after)); is it hung?"
    case .bufferTooSmall(let requested, let minimum):
      return "a \(requested) buffer underruns on a loaded machine; ask for at least \(minimum)"
    case .invalidState(let operation, let state):
      return
        "\(operation.rawValue) is not possible while the output is \(state.rawValue); nothing was changed"
    case .invalidSignal(let reason):
      return "invalid audio signal: \(reason)"
    case .invalidFormat(let reason):
      return "invalid audio format: \(reason)"
    case .invalidConfiguration(let reason):
      return "invalid audio configuration: \(reason)"
    }
  }
}
