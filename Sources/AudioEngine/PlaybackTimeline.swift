import Clocks

/// A playback position that runs with a source clock while started and stands still while stopped.
///
/// The silent output's clock, and a PulseAudio output's clock once it has fallen back to the host
/// clock, are such a timeline. A plain value: its owner keeps it under its own lock.
struct PlaybackTimeline {
  private var positionAtLastStop: MediaTime
  private var startedAt: MediaTime?
  private let end: MediaTime?

  /// A stopped timeline at `position` that never runs past `end`.
  init(position: MediaTime, end: MediaTime? = nil) {
    positionAtLastStop = position
    self.end = end
  }

  /// Whether the timeline is running.
  var isRunning: Bool { startedAt != nil }

  /// The position when the source clock reads `now`.
  func position(at now: MediaTime) -> MediaTime {
    let running = startedAt.map { positionAtLastStop + max(.zero, now - $0) } ?? positionAtLastStop
    return end.map { min(running, $0) } ?? running
  }

  /// Starts running at source time `now`; does nothing when already running.
  mutating func start(at now: MediaTime) {
    if startedAt == nil { startedAt = now }
  }

  /// Stops at the position reached at source time `now`.
  mutating func stop(at now: MediaTime) {
    positionAtLastStop = position(at: now)
    startedAt = nil
  }
}
