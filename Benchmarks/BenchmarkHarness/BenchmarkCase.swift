/// One benchmark: a name, what to measure, how to sample, and the body to run per sample.
///
/// A suite is an array of these handed to ``BenchmarkRunner/main(suite:target:)``. The body
/// may be given directly, or built by a set-up closure that runs once, unmeasured, before the
/// first sample (allocate buffers there; the body closure owns them).
public struct BenchmarkCase {
  /// The body of a benchmark: one sample, doing ``BenchmarkContext/scalingFactor`` operations.
  public typealias Body = (BenchmarkContext) throws -> Void

  /// The name shown in tables, matched by `--filter` and stored in baselines.
  public var name: String
  /// The metrics to report; custom metrics the body records are reported even if not listed.
  public var metrics: [BenchmarkMetric]
  /// How long and how often to sample.
  public var configuration: BenchmarkConfiguration
  /// Same-run figures some metrics are compared with, by metric.
  public var references: [BenchmarkMetric: BenchmarkReference]
  /// Builds the body; runs once before the warm-up.
  let setUp: () throws -> Body

  /// Declares a benchmark whose set-up builds its body.
  ///
  /// - Parameters:
  ///   - name: The name shown in tables and matched by `--filter`.
  ///   - metrics: The metrics to report.
  ///   - configuration: How long and how often to sample.
  ///   - references: Same-run figures some metrics are compared with.
  ///   - setUp: Runs once, unmeasured, and returns the body to sample.
  public init(
    _ name: String, metrics: [BenchmarkMetric] = BenchmarkMetric.defaults,
    configuration: BenchmarkConfiguration = BenchmarkConfiguration(),
    references: [BenchmarkMetric: BenchmarkReference] = [:], setUp: @escaping () throws -> Body
  ) {
    self.name = name
    self.metrics = metrics
    self.configuration = configuration
    self.references = references
    self.setUp = setUp
  }

  /// Declares a benchmark with no set-up.
  ///
  /// - Parameters:
  ///   - name: The name shown in tables and matched by `--filter`.
  ///   - metrics: The metrics to report.
  ///   - configuration: How long and how often to sample.
  ///   - references: Same-run figures some metrics are compared with.
  ///   - body: One sample.
  public init(
    _ name: String, metrics: [BenchmarkMetric] = BenchmarkMetric.defaults,
    configuration: BenchmarkConfiguration = BenchmarkConfiguration(),
    references: [BenchmarkMetric: BenchmarkReference] = [:], body: @escaping Body
  ) {
    self.init(name, metrics: metrics, configuration: configuration, references: references) { body }
  }

  /// This benchmark with only the references of counted metrics, for `--instructions` runs, which
  /// measure nothing else.
  var withCountedReferencesOnly: BenchmarkCase {
    var counted = self
    counted.references = references.filter { BenchmarkMetric.counted.contains($0.key) }
    return counted
  }
}
