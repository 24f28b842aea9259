import BenchmarkHarness

/// The custom metrics of the latency suite.
enum LatencyMetrics {
  /// Capture-to-present time of each presented frame; its percentiles are over frames.
  static let latency = BenchmarkMetric(
    "latency", label: "Capture to present", unit: .nanoseconds, direction: .lower)
  /// Frames presented in the run.
  static let presented = BenchmarkMetric("presented", label: "Presented", unit: .count, direction: .higher)
  /// Frames superseded: a newer frame was due in the same tick, so only the newest was shown.
  static let superseded = BenchmarkMetric("superseded", label: "Superseded", unit: .count, direction: .lower)
  /// Frames dropped for any other reason while running: late, evicted from a full ring, skipped
  /// for want of a pool buffer (the frames flushed at stop are left out).
  static let otherDrops = BenchmarkMetric(
    "otherDrops", label: "Late / ring full / skipped", unit: .count, direction: .lower)
  /// The median of how late on the audio clock frames were presented (A/V offset).
  static let avOffsetMedian = BenchmarkMetric(
    "avOffsetP50", label: "A/V offset p50", unit: .nanoseconds, direction: .lower)
  /// The 99th percentile of the A/V offset.
  static let avOffsetP99 = BenchmarkMetric(
    "avOffsetP99", label: "A/V offset p99", unit: .nanoseconds, direction: .lower)
  /// The largest A/V offset.
  static let avOffsetMax = BenchmarkMetric(
    "avOffsetMax", label: "A/V offset max", unit: .nanoseconds, direction: .lower)
  /// Display ticks that held because the audio clock had not moved since the previous tick.
  static let heldTicks = BenchmarkMetric("heldTicks", label: "Held ticks", unit: .count, direction: .lower)
}
