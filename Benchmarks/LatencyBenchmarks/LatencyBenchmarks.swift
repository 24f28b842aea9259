import BenchmarkHarness

/// Capture-to-present latency and drops on a real display link:
/// `swift run -c release LatencyBenchmarks [--short] [--plots DIR]`.
@main
enum LatencyBenchmarks {
  static func main() {
    BenchmarkRunner.main(
      suite: LatencySuite.cases, target: "LatencyBenchmarks",
      plots: [LatencySuite.cdfPlot(hertz: 60), LatencySuite.cdfPlot(hertz: 120)])
  }
}
