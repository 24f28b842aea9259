/// Runs one benchmark: set-up, warm-up, then samples until the time or count limit, measuring
/// the built-in metrics around each sample and collecting the custom ones.
struct BenchmarkExecutor {
  /// Whether to run the `--short` configuration.
  var isShort: Bool
  /// The warm-up count from `--warmup`, replacing the benchmark's own.
  var warmupOverride: Int?
  /// Counts instructions under valgrind instead of sampling, in `--instructions` runs.
  var instructionCounter: InstructionCounter?

  /// The configuration a benchmark runs with under these options.
  func effectiveConfiguration(of benchmark: BenchmarkCase) -> BenchmarkConfiguration {
    var configuration = isShort ? benchmark.configuration.shortened : benchmark.configuration
    if let warmupOverride {
      configuration.warmupIterations = warmupOverride
    }
    return configuration
  }

  /// Samples a benchmark, or counts its instructions when there is an ``instructionCounter``.
  ///
  /// - Returns: Each reported metric with its samples, built-in metrics first in the order the
  ///   benchmark lists them, then custom metrics in the order first recorded.
  /// - Throws: ``BenchmarkError`` when the configuration is invalid or the body throws.
  func run(_ benchmark: BenchmarkCase) throws(BenchmarkError) -> [(
    metric: BenchmarkMetric, samples: [Double]
  )] {
    let configuration = effectiveConfiguration(of: benchmark)
    try validate(configuration, of: benchmark)
    if let instructionCounter {
      do {
        return try instructionCounter.count(benchmark.name, operations: configuration.operationsPerCount)
      } catch {
        throw .instructionCountFailed(benchmark: benchmark.name, error: error)
      }
    }
    let body: BenchmarkCase.Body
    do {
      body = try benchmark.setUp()
      for _ in 0..<configuration.warmupIterations {
        try body(
          BenchmarkContext(scalingFactor: configuration.scalingFactor, isWarmUp: true, isShortRun: isShort))
      }
    } catch {
      throw .bodyFailed(benchmark: benchmark.name, message: "\(error)")
    }
    let builtIn = benchmark.metrics.filter { BenchmarkMetric.builtIn.contains($0) }
    var samples = builtIn.map { (metric: $0, samples: [Double]()) }
    var custom: [(metric: BenchmarkMetric, samples: [Double])] = []
    ProcessCounters.resetPeakResident()
    let deadline = ProcessCounters.monotonicNanoseconds() + configuration.maxDuration.nanoseconds
    var sampleCount = 0
    repeat {
      sampleCount += 1
      let context = BenchmarkContext(
        scalingFactor: configuration.scalingFactor, isWarmUp: false, isShortRun: isShort)
      let before = ProcessCounters.beforeSample()
      do {
        try body(context)
      } catch {
        throw .bodyFailed(benchmark: benchmark.name, message: "\(error)")
      }
      let after = ProcessCounters.afterSample()
      for index in samples.indices {
        samples[index].samples.append(
          value(of: samples[index].metric, before: before, after: after, configuration: configuration))
      }
      for (metric, values) in context.recorded {
        if let index = custom.firstIndex(where: { $0.metric == metric }) {
          custom[index].samples += values
        } else {
          custom.append((metric, values))
        }
      }
    } while sampleCount < configuration.maxIterations && ProcessCounters.monotonicNanoseconds() < deadline
    return samples + custom.filter { !BenchmarkMetric.builtIn.contains($0.metric) }
  }

  private func validate(_ configuration: BenchmarkConfiguration, of benchmark: BenchmarkCase)
    throws(BenchmarkError)
  {
    if configuration.scalingFactor < 1 {
      throw .invalidConfiguration(benchmark: benchmark.name, reason: "scalingFactor must be at least 1")
    }
    if configuration.maxIterations < 1 {
      throw .invalidConfiguration(benchmark: benchmark.name, reason: "maxIterations must be at least 1")
    }
    if configuration.warmupIterations < 0 {
      throw .invalidConfiguration(benchmark: benchmark.name, reason: "warmupIterations must not be negative")
    }
    if benchmark.metrics.contains(.bandwidth) && (configuration.bytesPerOperation ?? 0) <= 0 {
      throw .bandwidthNeedsBytesPerOperation(benchmark: benchmark.name)
    }
  }

  /// One sample's value of a built-in metric, per operation.
  private func value(
    of metric: BenchmarkMetric, before: ProcessCounters, after: ProcessCounters,
    configuration: BenchmarkConfiguration
  ) -> Double {
    let operations = Double(configuration.scalingFactor)
    let elapsed = Double(max(after.wallNanoseconds - before.wallNanoseconds, 1))
    switch metric {
    case .wallClock:
      return elapsed / operations
    case .throughput:
      return operations / elapsed * 1e9
    case .cpuTotal:
      return Double(after.cpuNanoseconds - before.cpuNanoseconds) / operations
    case .mallocCountTotal:
      return Double(after.allocations &- before.allocations) / operations
    case .bandwidth:
      return Double(configuration.bytesPerOperation ?? 0) * operations / elapsed
    default:  // .peakMemoryResident, the one built-in metric left.
      return ProcessCounters.peakResidentBytes()
    }
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  fileprivate var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
