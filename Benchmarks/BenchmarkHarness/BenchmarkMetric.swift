/// A quantity a benchmark reports, summarised as percentiles over its samples.
///
/// The built-in metrics (``wallClock``, ``throughput``, ``cpuTotal``, ``mallocCountTotal``,
/// ``peakMemoryResident``, ``bandwidth``) are measured by the harness around each sample, per
/// operation (the sample's time or count divided by the scaling factor). The counted metrics
/// (``instructions`` and the simulated cache and branch figures) are counted under valgrind by
/// `--instructions` runs (see ``InstructionCounter``). Custom metrics are whatever a benchmark
/// passes to ``BenchmarkContext/record(_:for:)``.
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

  /// Instructions executed per operation, counted by callgrind: deterministic, unlike time.
  public static let instructions = BenchmarkMetric(
    "instructions", label: "Instructions", unit: MetricUnit("instr"), direction: .lower)
  /// First-level cache misses per operation (instruction reads, data reads and writes), from
  /// callgrind's cache simulation (`--simulate-caches`).
  public static let firstLevelCacheMisses = BenchmarkMetric(
    "l1CacheMisses", label: "L1 misses (simulated)", unit: .count, direction: .lower)
  /// Last-level cache misses per operation, from callgrind's cache simulation.
  public static let lastLevelCacheMisses = BenchmarkMetric(
    "llCacheMisses", label: "LL misses (simulated)", unit: .count, direction: .lower)
  /// Mispredicted conditional and indirect branches per operation, from callgrind's branch
  /// simulation (`--simulate-caches`).
  public static let branchMispredictions = BenchmarkMetric(
    "branchMispredictions", label: "Branch mispredictions (simulated)", unit: .count, direction: .lower)

  /// The metrics reported when a benchmark names none.
  public static let defaults: [BenchmarkMetric] = [
    .wallClock, .throughput, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
  ]

  /// Every metric the harness measures itself around a sample.
  static let builtIn: Set<BenchmarkMetric> = Set(defaults + [.bandwidth])

  /// Every metric an `--instructions` run counts under valgrind; a benchmark that lists
  /// ``instructions`` is counted, and reports the simulated ones when caches are simulated.
  public static let counted: [BenchmarkMetric] = [
    .instructions, .firstLevelCacheMisses, .lastLevelCacheMisses, .branchMispredictions,
  ]
}
