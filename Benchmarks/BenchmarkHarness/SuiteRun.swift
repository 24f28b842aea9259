/// The outcome of running a selection of benchmarks: their results, with reference figures
/// attached, and the benchmarks that failed.
struct SuiteRun {
  /// One row per benchmark and metric, in run order.
  var results: [MetricResult]
  /// The benchmarks that could not run or whose body threw.
  var failures: [BenchmarkError]
  /// The configuration each benchmark ran with, by name (for per-metric thresholds).
  var configurations: [String: BenchmarkConfiguration]
  /// Every raw sample, by benchmark name (references included), for plots.
  var samplesByName: [String: [(metric: BenchmarkMetric, samples: [Double])]] = [:]

  /// Runs `selected` and every benchmark they reference but did not select (found in `suite`,
  /// or in ``ReferenceSuite``), references first, then attaches the reference figures.
  static func execute(
    _ selected: [BenchmarkCase], from suite: [BenchmarkCase], with executor: BenchmarkExecutor,
    progress: (String) -> Void
  ) -> SuiteRun {
    var run = SuiteRun(results: [], failures: [], configurations: [:])
    var samplesByName: [String: [(metric: BenchmarkMetric, samples: [Double])]] = [:]
    for benchmark in withReferences(selected, from: suite) {
      progress("Running \(benchmark.name)\n")
      run.configurations[benchmark.name] = executor.effectiveConfiguration(of: benchmark)
      do {
        samplesByName[benchmark.name] = try executor.run(benchmark)
      } catch {
        run.failures.append(error)
      }
    }
    run.samplesByName = samplesByName
    for benchmark in selected {
      for (metric, samples) in samplesByName[benchmark.name] ?? [] {
        guard let summary = PercentileSummary(samples) else { continue }
        let reference = benchmark.references[metric].flatMap { reference in
          figure(of: reference, for: summary.p50, in: samplesByName)
        }
        run.results.append(
          MetricResult(benchmark: benchmark.name, metric: metric, summary: summary, reference: reference))
      }
    }
    return run
  }

  /// `selected` preceded by the benchmarks they reference that are not selected themselves,
  /// looked up in `suite` first, then in ``ReferenceSuite``.
  static func withReferences(_ selected: [BenchmarkCase], from suite: [BenchmarkCase]) -> [BenchmarkCase] {
    let selectedNames = Set(selected.map(\.name))
    var added: [BenchmarkCase] = []
    for reference in selected.flatMap({ $0.references.values }) {
      let name = reference.benchmark
      guard !selectedNames.contains(name), !added.contains(where: { $0.name == name }),
        let found = (suite + ReferenceSuite.cases).first(where: { $0.name == name })
      else { continue }
      added.append(found)
    }
    return added + selected
  }

  private static func figure(
    of reference: BenchmarkReference, for p50: Double,
    in samplesByName: [String: [(metric: BenchmarkMetric, samples: [Double])]]
  ) -> MetricResult.ReferenceFigure? {
    guard
      let samples = samplesByName[reference.benchmark]?.first(where: { $0.metric == reference.metric })?
        .samples,
      let referenceSummary = PercentileSummary(samples), referenceSummary.p50 != 0
    else { return nil }
    return MetricResult.ReferenceFigure(
      benchmark: reference.benchmark, metric: reference.metric.name, p50: referenceSummary.p50,
      ratio: p50 / referenceSummary.p50)
  }
}
