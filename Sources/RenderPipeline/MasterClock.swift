import Clocks

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

  /// A master clock that reads `clock`, or follows `pipelineClock` when nil.
  init(clock: (any MediaClock)?, pipelineClock: any MediaClock) {
    self.clock = clock ?? pipelineClock
    hasClock = clock != nil
  }

  /// The master time at a tick or production that runs at `tickTime` on the pipeline's clock.
  func now(tickTime: MediaTime) -> MediaTime {
    hasClock ? clock.now() : tickTime
  }
}
