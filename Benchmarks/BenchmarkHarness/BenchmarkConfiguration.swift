/// How long and how often a benchmark is sampled, and how its figures are normalised.
public struct BenchmarkConfiguration: Hashable, Sendable {
  /// Samples run and thrown away before measuring, to warm caches and allocators.
  public var warmupIterations: Int
  /// Sampling stops after this much real time (at least one sample is always taken).
  public var maxDuration: Duration
  /// Sampling stops after this many samples.
  public var maxIterations: Int
  /// Operations per sample: the body loops over ``BenchmarkContext/scaledIterations`` and the
  /// built-in metrics are divided by this, so they read per operation.
  public var scalingFactor: Int
  /// Bytes one operation moves, for ``BenchmarkMetric/bandwidth``; `nil` when not measured.
  public var bytesPerOperation: Int?
  /// Relative p50 change tolerated by `--compare` before it counts, by metric name; 2 % for
  /// instruction counts, 5 % otherwise.
  public var thresholds: [String: Double]
  /// Operations per valgrind run of an `--instructions` count (counted at this and twice this);
  /// ``scalingFactor`` when `nil`.
  public var countedOperations: Int?

  /// The tolerance `--compare` applies to metrics without their own threshold: 5 %.
  public static let defaultThreshold = 0.05
  /// The tolerance for instruction counts, which are deterministic: 2 %.
  public static let instructionThreshold = 0.02

  /// Describes a configuration.
  ///
  /// - Parameters:
  ///   - warmupIterations: Samples run and thrown away before measuring.
  ///   - maxDuration: Real time after which sampling stops.
  ///   - maxIterations: Samples after which sampling stops.
  ///   - scalingFactor: Operations per sample.
  ///   - bytesPerOperation: Bytes one operation moves, for bandwidth.
  ///   - thresholds: Relative p50 change tolerated by `--compare`, by metric name.
  ///   - countedOperations: Operations per valgrind run of an instruction count; `scalingFactor`
  ///     when `nil`.
  public init(
    warmupIterations: Int = 3, maxDuration: Duration = .seconds(1), maxIterations: Int = 10_000,
    scalingFactor: Int = 1, bytesPerOperation: Int? = nil, thresholds: [String: Double] = [:],
    countedOperations: Int? = nil
  ) {
    self.warmupIterations = warmupIterations
    self.maxDuration = maxDuration
    self.maxIterations = maxIterations
    self.scalingFactor = scalingFactor
    self.bytesPerOperation = bytesPerOperation
    self.thresholds = thresholds
    self.countedOperations = countedOperations
  }

  /// The tolerance `--compare` applies to the metric called `metricName`.
  ///
  /// - Parameter metricName: A metric's ``BenchmarkMetric/name``.
  public func threshold(for metricName: String) -> Double {
    thresholds[metricName]
      ?? (metricName == BenchmarkMetric.instructions.name ? Self.instructionThreshold : Self.defaultThreshold)
  }

  /// Operations per valgrind run of an instruction count.
  var operationsPerCount: Int { countedOperations ?? scalingFactor }

  /// The configuration `--short` runs: one warm-up, at most three samples of at most 1000
  /// operations, 50 ms, so a smoke run of a whole suite takes seconds.
  public var shortened: BenchmarkConfiguration {
    var short = self
    short.warmupIterations = min(warmupIterations, 1)
    short.maxDuration = min(maxDuration, .milliseconds(50))
    short.maxIterations = min(maxIterations, 3)
    short.scalingFactor = min(scalingFactor, 1000)
    return short
  }
}
