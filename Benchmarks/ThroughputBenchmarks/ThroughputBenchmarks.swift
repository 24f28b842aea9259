import BenchmarkHarness

/// Pooled frames through the whole pipeline against a naive queue and memory bandwidth:
/// `swift run -c release ThroughputBenchmarks [--short] [--plots DIR]`.
@main
enum ThroughputBenchmarks {
  static func main() {
    BenchmarkRunner.main(
      suite: ThroughputSuite.cases, target: "ThroughputBenchmarks", plots: [ThroughputSuite.plot])
  }
}
