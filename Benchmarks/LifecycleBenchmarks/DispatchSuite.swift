import BenchmarkHarness
import Dispatch
import Runtime

/// An app's own queue on virtual time: one `async` to a serial queue, as the app writes it, and its
/// run, against the run loop's own task (a `perform` and its run), in the same simulation and run.
enum DispatchSuite {
  static let runLoopTaskName = "run loop task: perform + run"
  static let queueWorkName = "simulated queue: async + run"
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 2, maxDuration: .seconds(1), scalingFactor: 10_000, countedOperations: 4096)
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]

  static var cases: [BenchmarkCase] {
    [
      BenchmarkCase(runLoopTaskName, metrics: metrics, configuration: configuration) {
        let simulation = MainActor.assumeIsolated { Simulation() }
        return { context in
          let operations = context.scaledIterations
          MainActor.assumeIsolated {
            let runLoop = simulation.runLoop
            for _ in operations {
              runLoop.perform {}
              runLoop.runUntilIdle()
            }
          }
        }
      },
      BenchmarkCase(
        queueWorkName, metrics: metrics, configuration: configuration,
        references: [
          .instructions: BenchmarkReference(benchmark: runLoopTaskName, metric: .instructions),
          .wallClock: BenchmarkReference(benchmark: runLoopTaskName, metric: .wallClock),
        ]
      ) {
        let simulation = MainActor.assumeIsolated { Simulation() }
        let queue = DispatchQueue(label: "benchmark.decode")
        return { context in
          let operations = context.scaledIterations
          MainActor.assumeIsolated {
            simulation.withCurrent {
              let runLoop = simulation.runLoop
              for _ in operations {
                AppQueueWork.send(to: queue)
                runLoop.runUntilIdle()
              }
            }
          }
        }
      },
    ]
  }
}
