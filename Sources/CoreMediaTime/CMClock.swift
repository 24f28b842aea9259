import Clocks

/// A source of time that cannot be set or stopped, as CoreMedia's `CMClock`: a reading of a
/// ``Clocks/MediaClock`` as a ``CMTime``.
///
/// The host time clock (`CMClockGetHostTimeClock()`, in `Runtime`) reads the simulation's virtual
/// clock while a simulation runs, so timebases driven by it follow virtual time.
public final class CMClock: Sendable {
  /// The clock this one reads.
  public let source: any MediaClock

  /// A clock reading `source`.
  public init(source: any MediaClock) {
    self.source = source
  }

  /// The clock's current time, in nanoseconds.
  public var time: CMTime { CMTime(source.now()) }
}

/// `clock`'s current time (``CMClock/time``).
public func CMClockGetTime(_ clock: CMClock) -> CMTime { clock.time }
