import BenchmarkHarness

/// The custom metrics of the throughput suite, each measured over a window of steady state.
enum ThroughputMetrics {
  /// Frames that made the whole trip per second: taken from the pool (or allocated, for the naive
  /// queue), queued, and finished by the consumer (presented, superseded, dropped) and recycled
  /// (or freed).
  static let framesPerSecond = BenchmarkMetric(
    "framesPerSecond", label: "Frames moved/s", unit: MetricUnit("frames/s"), direction: .higher)
  /// Frames the sink was given per second (each one copied, in copy mode).
  static let presentedPerSecond = BenchmarkMetric(
    "presentedPerSecond", label: "Frames presented/s", unit: MetricUnit("frames/s"), direction: .higher)
  /// Frame bytes painted (paint mode) or copied (copy mode) per second.
  static let frameBandwidth = BenchmarkMetric(
    "frameBandwidth", label: "Frame bandwidth", unit: .gigabytesPerSecond, direction: .higher)
  /// Heap allocations per moved frame in the window, from the malloc counter.
  static let mallocsPerFrame = BenchmarkMetric(
    "mallocsPerFrame", label: "Mallocs per frame", unit: .count, direction: .lower)
}
