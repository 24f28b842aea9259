/// Why a pushed frame never reached the screen.
public enum DropReason: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The ring was full under drop-oldest, so this queued frame was evicted for a newer one.
  case ringFullOldest
  /// The ring was full under drop-newest (or stayed full for a blocking push's whole timeout).
  case ringFullNewest
  /// The frame was due more than the late threshold before the tick that found it.
  case late
  /// A newer frame was due in the same tick, and only the newest is presented.
  case superseded
  /// The frame was still queued when the pipeline stopped with a flush.
  case flushedAtStop
  /// The frame was still queued when the app flushed the layer (`flush()`, `flushAndRemoveImage()`).
  case flushed
  /// The frame was enqueued while every slot of the layer's queue was taken
  /// (`isReadyForMoreMediaData` was false).
  case queueFull
  /// The frame was enqueued with CoreMedia's do-not-display attachment: decoded, never shown.
  case doNotDisplay
  /// The frame was enqueued while the layer's decoding was interrupted (status `.failed`,
  /// `requiresFlushToResumeDecoding`): AVFoundation ignores it until the app flushes.
  case interrupted
  /// The frame was enqueued with a presentation time that is no time: invalid, indefinite,
  /// infinite, or beyond what 64 bits of nanoseconds hold (`CMTime(value: .max, timescale: 1)`).
  case invalidTime

  /// The reason's name, for reports.
  public var description: String { rawValue }
}
