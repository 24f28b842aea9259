/// A call on an audio output, named in errors that refuse it.
public enum AudioOperation: String, Equatable, Sendable {
  /// `connect()`.
  case connect
  /// `play(_:)`.
  case play
  /// `pause()`.
  case pause
  /// `resume()`.
  case resume
  /// `drain()`.
  case drain
}
