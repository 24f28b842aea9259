import Synchronization

/// A clock that moves only when it is told to: the time base of tests and scenario runs.
///
/// Reading it is safe from any thread (the time is an atomic), so a renderer on the virtual run loop
/// and a check in a test read the same value. Only its owner (the main run loop, or a test) moves it,
/// and only forwards: every run of the same script sees the same times, to the nanosecond.
public final class VirtualClock: MediaClock {
  @usableFromInline
  let current: Atomic<Int64>

  /// Creates a clock that reads `start`.
  public init(start: MediaTime = .zero) {
    current = Atomic(start.nanoseconds)
  }

  /// The clock's current time.
  @inlinable
  public func now() -> MediaTime { MediaTime(nanoseconds: current.load(ordering: .acquiring)) }

  /// Moves the clock to `time`.
  ///
  /// - Throws: `VirtualClockError.wouldGoBackwards` when `time` is earlier than now; the clock is
  ///   left where it was.
  public func move(to time: MediaTime) throws(VirtualClockError) {
    let now = now()
    guard time >= now else { throw .wouldGoBackwards(from: now, to: time) }
    current.store(time.nanoseconds, ordering: .releasing)
  }
}

/// Why a virtual clock refused to move.
public enum VirtualClockError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The requested time is earlier than the clock's current time; clocks are monotonic.
  case wouldGoBackwards(from: MediaTime, to: MediaTime)
  /// Moving on by `span` from `from` would pass the last time 64 bits of nanoseconds hold.
  case beyondRange(from: MediaTime, by: MediaTime)
  /// A span longer than the most a run loop advances in one call (`maximum`).
  case spanTooLong(MediaTime, maximum: MediaTime)
  /// A negative span given to advance by: time only moves forward.
  case negativeSpan(MediaTime)
  /// The simulation the clock belongs to has ended (a `withSimulatedApp` body returned): its time
  /// no longer moves.
  case simulationEnded

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .wouldGoBackwards(let from, let to):
      return "the virtual clock cannot move back from \(from) to \(to): clocks are monotonic"
    case .beyondRange(let from, let span):
      return "the virtual clock cannot move on by \(span) from \(from): that passes the last time it holds"
    case .spanTooLong(let span, let maximum):
      return "a run loop advances by at most \(maximum) at a time, not \(span): advance in steps"
    case .negativeSpan(let span):
      return "a run loop cannot advance by a negative span (\(span.nanoseconds) ns): time only moves forward"
    case .simulationEnded:
      return "the simulated app's withSimulatedApp body has returned, so its time no longer moves: "
        + "use the app inside the body"
    }
  }
}
