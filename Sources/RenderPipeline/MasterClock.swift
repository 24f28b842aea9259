import Clocks
import Synchronization

/// The clock a pipeline's frames are stamped and judged due on: the audio clock while audio plays,
/// or the pipeline's own clock.
///
/// With a clock of its own, the producer stamps each frame from it and the renderer reads it at each
/// tick, while the threads keep pacing on the pipeline's (host) clock. Without one, the pipeline's
/// clock is the master, and the time a frame is produced or a tick runs at is its master time: this
/// keeps manual runs, whose times are given by hand, exact.
struct MasterClock: Sendable {
  /// The master clock, or the pipeline's own (not read: the tick or production time is given).
  ///
  /// Not optional: reading an optional existential copies it out through generic value witnesses
  /// (measured at ~8 % of a zero-copy frame, and 140 instructions of a sample-buffer layer's tick),
  /// while a plain one is called in place.
  private let clock: any MediaClock
  /// Whether ``clock`` is a master clock of its own.
  private let hasClock: Bool
  /// Says when the master clock reads the pipeline's clock for now; nil when it never does.
  private let following: MasterClockFollowing?

  /// A master clock that reads `clock`, or follows `pipelineClock` when nil or while `following`
  /// says so.
  init(clock: (any MediaClock)?, pipelineClock: any MediaClock, following: MasterClockFollowing?) {
    self.clock = clock ?? pipelineClock
    hasClock = clock != nil
    self.following = following
  }

  /// The master time at a tick or production that runs at `tickTime` on the pipeline's clock.
  func now(tickTime: MediaTime) -> MediaTime {
    guard hasClock, following?.followsPipelineClock != true else { return tickTime }
    return clock.now()
  }
}

/// Tells a pipeline, from any thread, whether its master clock reads the pipeline's own clock for
/// now: a display layer's timebase clock while no timebase is set reads the host clock, which in a
/// simulation is the clock the layer's pipeline ticks on. While it does, the pipeline takes a tick's
/// own time as its master time, as it does without a master clock, instead of reading the master
/// clock through its existential on every tick (measured: 62 instructions of a layer's frame).
///
/// Set it only when the time a tick is given is what the master clock would read then (a tick run
/// by the run loop at its deadline, on the run loop's clock).
public final class MasterClockFollowing: Sendable {
  private let isFollowing: Atomic<Bool>

  /// A switch that starts as `followsPipelineClock` says.
  public init(followsPipelineClock: Bool) {
    isFollowing = Atomic(followsPipelineClock)
  }

  /// Whether the master clock reads the pipeline's clock now; callable from any thread.
  public var followsPipelineClock: Bool { isFollowing.load(ordering: .acquiring) }

  /// Says whether the master clock reads the pipeline's clock from now on; callable from any thread.
  public func setFollowsPipelineClock(_ follows: Bool) {
    isFollowing.store(follows, ordering: .releasing)
  }
}
