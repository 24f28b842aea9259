import BenchmarkHarness

/// A group video call's cost as seats are added, one pipeline per seat on one display link:
/// `swift run -c release VideoCallBenchmarks [--short] [--plots DIR]`.
@main
enum VideoCallBenchmarks {
  static func main() {
    BenchmarkRunner.main(
      suite: VideoCallSuite.cases, target: "VideoCallBenchmarks", plots: [VideoCallSuite.costPerSeatPlot])
  }
}
