import Runtime

/// The clock a pipeline's frames are stamped and judged due on: the audio clock while audio plays,
/// or the pipeline's own clock.
///
/// With a clock of its own, the producer stamps each frame from it and the renderer reads it at each
/// tick, while the threads keep pacing on the pipeline's (host) clock. Without one, the pipeline's
/// clock is the master, and the time a frame is produced or a tick runs at is its master time: this
/// keeps manual runs, whose times are given by hand, exact.
struct MasterClock: Sendable {
  /// The master clock, or nil when the pipeline's clock is the master.
  let clock: (any MediaClock)?

  /// The master time at a tick or production that runs at `tickTime` on the pipeline's clock.
  func now(tickTime: MediaTime) -> MediaTime {
    clock?.now() ?? tickTime
  }
}
