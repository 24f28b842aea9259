/// What a plot reads from a run: the summarised results and every raw sample behind them.
public struct SuiteResults {
  /// One row per benchmark and metric, in run order.
  public var results: [MetricResult]
  /// The raw samples by benchmark name, then metric.
  let samplesByName: [String: [(metric: BenchmarkMetric, samples: [Double])]]

  init(results: [MetricResult], samplesByName: [String: [(metric: BenchmarkMetric, samples: [Double])]]) {
    self.results = results
    self.samplesByName = samplesByName
  }

  /// Every sample of one metric of one benchmark, in the order taken; empty when it did not run.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark's name.
  ///   - metric: The metric.
  public func samples(of benchmark: String, metric: BenchmarkMetric) -> [Double] {
    samplesByName[benchmark]?.first { $0.metric == metric }?.samples ?? []
  }

  /// The median of one metric of one benchmark, or `nil` when it did not run.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark's name.
  ///   - metric: The metric.
  public func p50(of benchmark: String, metric: BenchmarkMetric) -> Double? {
    PercentileSummary(samples(of: benchmark, metric: metric))?.p50
  }
}
