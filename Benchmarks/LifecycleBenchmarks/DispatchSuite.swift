import BenchmarkHarness
import CReferences
import Dispatch
import Runtime

/// An app's own queue on virtual time: one `async` to a serial queue, as the app writes it, and its
/// run, against the run loop's own task (a `perform` and its run), in the same simulation and run.
/// Beside them, what the same `async` and run cost in Dispatch itself, on a queue drained on the
/// calling thread (`pipsim_c_drained_queue_create`), so that no thread handoff enters the count; and
/// the part of both that is the block's alone: the app's closure made a Dispatch block, kept, run and
/// released (`pipsim_c_block_keep`), which every `async` pays before a queue does anything.
enum DispatchSuite {
  static let runLoopTaskName = "run loop task: perform + run"
  static let queueWorkName = "simulated queue: async + run"
  static let dispatchWorkName = "Dispatch queue drained in place: async + run"
  static let blockName = "Swift closure as a Dispatch block: kept, run, released"
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 2, maxDuration: .seconds(1), scalingFactor: 10_000, countedOperations: 4096)
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]

  static var cases: [BenchmarkCase] {
    [
      BenchmarkCase(dispatchWorkName, metrics: metrics, configuration: configuration) {
        guard let queue = pipsim_c_drained_queue_create() else { throw DispatchReferenceFailure.noQueue }
        return { context in
          // The same empty block the simulated queue's row sends.
          for _ in context.scaledIterations {
            pipsim_c_drained_queue_async(queue) {}
            pipsim_c_drained_queue_drain(queue)
          }
          // A drain runs what was queued: a block that counts, sent last, ran in the drain after it.
          let ran = Counter()
          pipsim_c_drained_queue_async(queue) { ran.count += 1 }
          pipsim_c_drained_queue_drain(queue)
          guard ran.count == 1 else { throw DispatchReferenceFailure.blockNotRun }
        }
      },
      BenchmarkCase(blockName, metrics: metrics, configuration: configuration) {
        { context in
          // The same empty block the queue rows send, passed as the app passes it to `async`.
          for _ in context.scaledIterations {
            pipsim_c_block_keep {}
            guard pipsim_c_block_run_kept() == 1 else { throw DispatchReferenceFailure.blockNotRun }
          }
          let ran = Counter()
          pipsim_c_block_keep { ran.count += 1 }
          guard pipsim_c_block_run_kept() == 1, ran.count == 1 else {
            throw DispatchReferenceFailure.blockNotRun
          }
        }
      },
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
          try MainActor.assumeIsolated {
            try simulation.withCurrent {
              let runLoop = simulation.runLoop
              for _ in operations {
                AppQueueWork.send(to: queue)
                runLoop.runUntilIdle()
              }
              // A later instant for the next sample: the simulation lets a queue run 100,000 blocks at
              // one instant (`BusyWork.perInstant`), then makes the rest wait for time to move, so the
              // samples of a timed run at one instant measured blocks set aside, never run.
              try runLoop.advance(by: .milliseconds(1))
            }
          }
        }
      },
    ]
  }
}

/// How many blocks ran; touched only on the thread that drains the queue.
private final class Counter: @unchecked Sendable {
  var count = 0
}

/// Dispatch's drained queue did not do what the reference row measures.
enum DispatchReferenceFailure: Error, CustomStringConvertible {
  case noQueue
  case blockNotRun

  var description: String {
    switch self {
    case .noQueue: "libdispatch made no queue to drain in place"
    case .blockNotRun: "a block sent to Dispatch's drained queue, or kept, did not run when its turn came"
    }
  }
}
