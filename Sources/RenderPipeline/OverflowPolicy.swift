import Clocks

/// What a full ring does with one more element.
public enum OverflowPolicy: Sendable, Equatable {
  /// Evict the oldest queued element to make room (GStreamer's `leaky=downstream`).
  case dropOldest
  /// Refuse the new element (GStreamer's `leaky=upstream`).
  case dropNewest
  /// Make the producer wait up to `timeout` (real time) for room, then refuse the new element.
  case block(timeout: MediaTime)
}
