import BenchmarkHarness

/// Picture in Picture start / end cycles per second of host time, on the virtual clock:
/// `swift run -c release LifecycleBenchmarks [--short]`.
///
/// One operation is one cycle: start, advance the virtual clock 1 s, end (restore, close or the
/// app's stop), advance 1 s. The figure is how fast the simulation runs a session's whole
/// lifecycle (state machine, view moves, delegate callbacks, run-loop timers), not real PiP speed.
///
/// The layout cases (``LayoutSuite``) follow: seed 000's constraint-set toggle and the solver on
/// random systems; then an app's own queue (``DispatchSuite``), an exploration's speed
/// (``ExplorationSuite``) and a long scenario run's (``ScenarioSpeedSuite``).
@main
enum LifecycleBenchmarks {
  static func main() {
    let cases = VideoCallScene.Ending.allCases.map { ending in
      BenchmarkCase(
        "PiP start / \(ending.name) cycle",
        metrics: [.throughput, .wallClock, .mallocCountTotal, .instructions],
        configuration: BenchmarkConfiguration(
          warmupIterations: 2, maxDuration: .seconds(2), scalingFactor: 200, countedOperations: 64)
      ) {
        let scene = try MainActor.assumeIsolated { try VideoCallScene() }
        return { context in
          try MainActor.assumeIsolated {
            for _ in context.scaledIterations {
              try scene.cycle(ending: ending)
            }
          }
        }
      }
    }
    BenchmarkRunner.main(
      suite: cases + LayoutSuite.cases + DispatchSuite.cases + ExplorationSuite.cases
        + ScenarioSpeedSuite.cases,
      target: "LifecycleBenchmarks")
  }
}
