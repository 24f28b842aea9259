import BenchmarkHarness

/// The reference figures (memory bandwidth, a naive mutex queue) the pipeline suites compare
/// with: `swift run -c release ReferenceBenchmarks`.
@main
enum ReferenceBenchmarks {
  static func main() {
    BenchmarkRunner.main(suite: ReferenceSuite.cases, target: "ReferenceBenchmarks")
  }
}
