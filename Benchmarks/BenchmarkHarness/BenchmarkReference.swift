/// A same-run figure another benchmark's metric is compared with, such as `memcpy` bandwidth.
///
/// The harness runs the referenced benchmark in the same process (adding it when a filter left
/// it out, and looking in ``ReferenceSuite`` when the suite lacks it) and prints the reference's
/// p50 next to the metric with the ratio of the two p50s.
public struct BenchmarkReference: Hashable, Sendable {
  /// The name of the benchmark measured as the reference.
  public var benchmark: String
  /// The metric of that benchmark whose p50 is the reference figure.
  public var metric: BenchmarkMetric

  /// Names a reference figure.
  ///
  /// - Parameters:
  ///   - benchmark: The name of the benchmark measured as the reference.
  ///   - metric: The metric of that benchmark whose p50 is the reference figure.
  public init(benchmark: String, metric: BenchmarkMetric) {
    self.benchmark = benchmark
    self.metric = metric
  }

  /// `memcpy` bandwidth on a 1080p NV12 frame, from ``ReferenceSuite``.
  public static let memcpyBandwidth = BenchmarkReference(
    benchmark: ReferenceSuite.memcpyName, metric: .bandwidth)
  /// `memset` bandwidth on a 1080p NV12 frame, from ``ReferenceSuite``.
  public static let memsetBandwidth = BenchmarkReference(
    benchmark: ReferenceSuite.memsetName, metric: .bandwidth)
  /// Handoffs per second through a naive mutex-guarded queue between two threads.
  public static let mutexQueueThroughput = BenchmarkReference(
    benchmark: ReferenceSuite.mutexQueueName, metric: .throughput)
}
