/// What a benchmark's body gets for each sample: how many operations to do, and where to put
/// the values of its custom metrics.
///
/// ```swift
/// BenchmarkCase("sum") { context in
///   for index in context.scaledIterations {
///     context.blackHole(index &* 2)
///   }
/// }
/// ```
public final class BenchmarkContext {
  /// The operations one sample does; the built-in metrics are divided by this.
  public let scalingFactor: Int
  /// Whether this sample is a warm-up, whose values are thrown away.
  public let isWarmUp: Bool
  /// Whether the run is a `--short` smoke run: benchmarks that run for a stretch of real time
  /// (a pipeline on real threads) shorten that stretch.
  public let isShortRun: Bool
  /// The custom values recorded in this sample, by metric, in the order first recorded.
  private(set) var recorded: [(metric: BenchmarkMetric, values: [Double])] = []

  /// A context for one sample.
  init(scalingFactor: Int, isWarmUp: Bool, isShortRun: Bool = false) {
    self.scalingFactor = scalingFactor
    self.isWarmUp = isWarmUp
    self.isShortRun = isShortRun
  }

  /// The range to loop over: `for _ in context.scaledIterations { ... }`.
  public var scaledIterations: Range<Int> {
    0..<scalingFactor
  }

  /// Adds one value to a custom metric (a latency, a frame rate, a drop count).
  ///
  /// Every recorded value becomes a sample of that metric's percentiles. Recording stores the
  /// value in an array, which may allocate: record per-operation values into storage reserved
  /// in set-up, or record summaries after the measured loop, when allocations matter.
  ///
  /// - Parameters:
  ///   - value: The value, in the metric's unit.
  ///   - metric: The custom metric it belongs to.
  public func record(_ value: Double, for metric: BenchmarkMetric) {
    if let index = recorded.firstIndex(where: { $0.metric == metric }) {
      recorded[index].values.append(value)
    } else {
      recorded.append((metric, [value]))
    }
  }

  /// Keeps the optimiser from removing the computation of `value`; see the free function.
  ///
  /// - Parameter value: The result to keep alive.
  public func blackHole<Value>(_ value: Value) {
    BenchmarkHarness.blackHole(value)
  }
}
