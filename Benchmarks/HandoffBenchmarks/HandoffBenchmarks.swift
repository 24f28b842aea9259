import BenchmarkHarness

/// The ring between two threads at capacities 2 to 1024, against a naive mutex queue:
/// `swift run -c release HandoffBenchmarks [--short] [--plots DIR]`.
@main
enum HandoffBenchmarks {
  static func main() {
    BenchmarkRunner.main(
      suite: HandoffSuite.cases + SteppedHandoffs.cases, target: "HandoffBenchmarks",
      plots: [HandoffSuite.plot])
  }
}
