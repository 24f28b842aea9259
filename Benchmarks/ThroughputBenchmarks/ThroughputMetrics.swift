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
  /// Distinct pool buffers presented during the sample (``WorkingSetSink``): the frames the
  /// pipeline's memory traffic cycled through.
  static let framesCycled = BenchmarkMetric(
    "framesCycled", label: "Distinct frames cycled", unit: .count, direction: .lower)
  /// The share of presentations (in percent) whose buffer was one of the 3 presented most recently
  /// (``WorkingSetSink``): how hot a 3-frame reference's frames stay compared with the pipeline's.
  static let hotReuse = BenchmarkMetric(
    "hotReuse", label: "Reuse from the last 3 frames", unit: MetricUnit("%"), direction: .higher)
  /// Heap allocations per moved frame in the window, from the malloc counter.
  static let mallocsPerFrame = BenchmarkMetric(
    "mallocsPerFrame", label: "Mallocs per frame", unit: .count, direction: .lower)
}
