import BenchmarkHarness

/// The custom metrics of the video call suite.
enum VideoCallMetrics {
  /// CPU time of the whole process (user plus system) per second of the window, divided by the seats.
  static let cpuPerSeat = BenchmarkMetric(
    "cpu per seat", label: "CPU per seat", unit: MetricUnit("ms/s"), direction: .lower)
  /// CPU time of the whole process per second of the window, all seats together.
  static let cpuTotal = BenchmarkMetric(
    "cpu all seats", label: "CPU, all seats", unit: MetricUnit("ms/s"), direction: .lower)
  /// Each seat's 99th-percentile capture-to-present latency: over seats, p50 is the median seat's
  /// and p100 the worst seat's.
  static let seatP99Latency = BenchmarkMetric(
    "seat p99 latency", label: "Seat p99 capture to present", unit: .nanoseconds, direction: .lower)
  /// Frames each seat dropped while running (late, superseded, evicted from a full ring, or
  /// skipped for want of a buffer); the frames flushed at stop are left out.
  static let dropsPerSeat = BenchmarkMetric(
    "drops per seat", label: "Drops per seat", unit: .count, direction: .lower)
  /// Frames each seat presented.
  static let presentedPerSeat = BenchmarkMetric(
    "presented per seat", label: "Presented per seat", unit: .count, direction: .higher)
}
