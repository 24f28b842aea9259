import BenchmarkHarness
import Foundation
import PiPSimScenarios

/// How fast an exploration runs sequences: a video call app with PiPSim's helper (the
/// `close-leaves-view-in-pip-helper` app) explored to depth 3, each sequence in a fresh app.
///
/// One operation is one exploration; `sequencesPerSecond` is how many sequences it ran per second
/// of wall-clock time.
enum ExplorationSuite {
  static let depth = 3
  static let sequencesPerSecond = BenchmarkMetric(
    "sequencesPerSecond", label: "Sequences per second", unit: .operationsPerSecond, direction: .higher)

  static let app = """
    {"name": "video-call-helper", "app": {"pipApp": {"kind": "helper"}},
     "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"}], "endAt": 1}
    """

  static var cases: [BenchmarkCase] {
    // Failing to decode the literal is a bug in this file, caught by `make bench-smoke`.
    let scenario = MainActor.assumeIsolated { try? Scenario.decode(Data(app.utf8), file: "benchmark.json") }
    return [
      BenchmarkCase(
        "scenario exploration to depth \(depth) (video call helper)",
        metrics: [.wallClock, sequencesPerSecond, .mallocCountTotal],
        configuration: BenchmarkConfiguration(warmupIterations: 1, maxDuration: .seconds(2), scalingFactor: 1)
      ) { context in
        guard let scenario else { throw ExplorationBenchmarkError.appDoesNotDecode }
        let iterations = context.scaledIterations
        let rates = try MainActor.assumeIsolated {
          try iterations.map { _ in
            let started = ContinuousClock.now
            let report = try ScenarioExploration.explore(scenario, depth: depth)
            return Double(report.sequencesRun) / ((ContinuousClock.now - started) / .seconds(1))
          }
        }
        for rate in rates { context.record(rate, for: sequencesPerSecond) }
      }
    ]
  }
}

/// The benchmark's scenario literal does not decode.
enum ExplorationBenchmarkError: Error {
  case appDoesNotDecode
}
