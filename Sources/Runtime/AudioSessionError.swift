/// Why the audio session refused a simulated system event; the session is unchanged afterwards.
public enum AudioSessionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An interruption was to begin on a session that is not active; the system interrupts only
  /// active sessions.
  case notActive
  /// An interruption was to begin while one is already under way.
  case alreadyInterrupted
  /// An interruption was to end while none is under way.
  case notInterrupted
  /// A route change was to plug in the output already plugged in, or unplug none.
  case routeUnchanged

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .notActive:
      return "the audio session is not active, so nothing can interrupt it; call setActive(true) first"
    case .alreadyInterrupted:
      return "the audio session is already interrupted; end that interruption before beginning another"
    case .notInterrupted:
      return "the audio session is not interrupted; begin an interruption before ending one"
    case .routeUnchanged:
      return "that output is already the route; plug in another one, or unplug the one plugged in"
    }
  }
}
