/// A quantity a benchmark reports, summarised as percentiles over its samples.
///
/// The built-in metrics (``wallClock``, ``throughput``, ``cpuTotal``, ``mallocCountTotal``,
/// ``peakMemoryResident``, ``bandwidth``) are measured by the harness around each sample, per
/// operation (the sample's time or count divided by the scaling factor). Custom metrics are
/// whatever a benchmark passes to ``BenchmarkContext/record(_:for:)``.
public struct BenchmarkMetric: Hashable, Sendable {
  /// The identifier written to JSON and used in baselines (`wallClock`, `latency`).
  public var name: String
  /// The name printed in text tables (`Wall clock`).
  public var label: String
  /// The unit of the values.
  public var unit: MetricUnit
  /// Which way the metric improves; baseline comparisons read it.
  public var direction: MetricDirection

  /// Declares a custom metric.
  ///
  /// - Parameters:
  ///   - name: The identifier written to JSON and used in baselines.
  ///   - label: The name printed in text tables; `name` when `nil`.
  ///   - unit: The unit of the values.
  ///   - direction: Which way the metric improves.
  public init(_ name: String, label: String? = nil, unit: MetricUnit, direction: MetricDirection) {
    self.name = name
    self.label = label ?? name
    self.unit = unit
    self.direction = direction
  }

  /// Elapsed real time per operation, in nanoseconds.
  public static let wallClock = BenchmarkMetric(
    "wallClock", label: "Wall clock", unit: .nanoseconds, direction: .lower)
  /// Operations per second of real time.
  public static let throughput = BenchmarkMetric(
    "throughput", label: "Throughput", unit: .operationsPerSecond, direction: .higher)
  /// User plus system CPU time of the whole process per operation, in nanoseconds.
  public static let cpuTotal = BenchmarkMetric(
    "cpuTotal", label: "CPU time (total)", unit: .nanoseconds, direction: .lower)
  /// Heap allocations (malloc, calloc, realloc, aligned) per operation, from the malloc counter.
  public static let mallocCountTotal = BenchmarkMetric(
    "mallocCountTotal", label: "Malloc (total)", unit: .count, direction: .lower)
  /// The process's peak resident memory after each sample, in bytes.
  public static let peakMemoryResident = BenchmarkMetric(
    "peakMemoryResident", label: "Memory (resident peak)", unit: .bytes, direction: .lower)
  /// Bytes moved per second of real time, in GB/s; needs
  /// ``BenchmarkConfiguration/bytesPerOperation``.
  public static let bandwidth = BenchmarkMetric(
    "bandwidth", label: "Bandwidth", unit: .gigabytesPerSecond, direction: .higher)

  /// The metrics reported when a benchmark names none.
  public static let defaults: [BenchmarkMetric] = [
    .wallClock, .throughput, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
  ]

  /// Every metric the harness measures itself.
  static let builtIn: Set<BenchmarkMetric> = Set(defaults + [.bandwidth])
}
