import ArgumentParsing
import BenchmarkHarness
import Foundation

/// A custom metric with deterministic values, so runs can be compared exactly.
let frameRate = BenchmarkMetric(
  "framesPerSecond", label: "Frames/s", unit: MetricUnit("frames/s"), direction: .higher)

/// A result whose percentiles are all `p50`, for comparisons.
func result(_ benchmark: String, _ metric: BenchmarkMetric, p50: Double) -> MetricResult {
  MetricResult(benchmark: benchmark, metric: metric, summary: PercentileSummary([p50])!)
}

/// A fresh, empty baseline store in a temporary directory.
func temporaryStore() -> BaselineStore {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("baselines-\(UUID().uuidString)")
  return BaselineStore(root: root, target: "HarnessTests")
}

/// A benchmark that records fixed custom values and nothing the clock decides.
func deterministicCase(_ name: String, values: [Double]) -> BenchmarkCase {
  BenchmarkCase(
    name, metrics: [frameRate], configuration: BenchmarkConfiguration(warmupIterations: 0, maxIterations: 1)
  ) { context in
    for value in values {
      context.record(value, for: frameRate)
    }
  }
}

/// Runs a suite as a debug build that was allowed to run.
func runAllowingDebug(
  _ suite: [BenchmarkCase], _ arguments: [String], store: BaselineStore = temporaryStore()
)
  -> Termination
{
  BenchmarkRunner.run(
    suite: suite, target: "HarnessTests", arguments: ["--allow-debug"] + arguments, isDebugBuild: true,
    baselines: store)
}

/// The JSON objects a run printed.
func jsonObjects(_ termination: Termination) throws -> [[String: Any]] {
  let value = try JSONSerialization.jsonObject(with: Data(termination.standardOutput.utf8))
  return value as? [[String: Any]] ?? []
}
