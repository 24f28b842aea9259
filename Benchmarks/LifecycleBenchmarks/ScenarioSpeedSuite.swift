import BenchmarkHarness
import Foundation
import PiPSimScenarios
import Tracing

#if canImport(Glibc)
  import Glibc
#endif

/// How fast `pipsim run` runs a long scenario on virtual time: a video call's seat at 240 fps for
/// 60 s of virtual time (14,400 frames through the pipeline, presented on a 240 Hz display), without
/// trace files, and with the Chrome JSON and text traces encoded as `--trace` and `--text` write them.
///
/// One operation is one run; the figures are the process's CPU time per frame, in nanoseconds,
/// and the virtual seconds run per CPU second.
enum ScenarioSpeedSuite {
  static let seconds = 60
  static let framesPerSecond = 240
  static let cpuPerFrame = BenchmarkMetric(
    "cpuPerFrame", label: "CPU per frame", unit: .nanoseconds, direction: .lower)
  static let virtualSecondsPerCPUSecond = BenchmarkMetric(
    "virtualSecondsPerCPUSecond", label: "Virtual s per CPU s", unit: .count, direction: .higher)

  static let scenario = """
    {"name": "speed", "device": {"preset": "iPhone14"},
     "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"},
               {"at": 0.1, "do": "produceFrames", "fps": \(framesPerSecond), "seconds": \(seconds), "displayHertz": 240},
               {"at": 1, "do": "startPiP"}],
     "endAt": \(seconds + 1)}
    """

  static var cases: [BenchmarkCase] {
    // Failing to decode the literal is a bug in this file, caught by `make bench-smoke`.
    let decoded = MainActor.assumeIsolated { try? Scenario.decode(Data(scenario.utf8), file: "speed.json") }
    return [false, true].map { traced in
      BenchmarkCase(
        "scenario run 60 s at 240 fps\(traced ? " with --trace and --text" : "")",
        metrics: [.wallClock, cpuPerFrame, virtualSecondsPerCPUSecond],
        configuration: BenchmarkConfiguration(
          warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5)
      ) { context in
        guard let decoded else { throw ExplorationBenchmarkError.appDoesNotDecode }
        for _ in context.scaledIterations {
          let started = cpuNanoseconds()
          let run = MainActor.assumeIsolated { ScenarioRunner.run(decoded) }
          if traced {
            context.blackHole(ChromeTraceWriter.encode(run.trace).utf8.count)
            context.blackHole(TextTraceWriter.encode(run.trace).utf8.count)
          }
          let cpu = Double(cpuNanoseconds() - started) / 1e9
          context.record(cpu * 1e9 / Double(seconds * framesPerSecond), for: cpuPerFrame)
          context.record(Double(seconds + 1) / cpu, for: virtualSecondsPerCPUSecond)
        }
      }
    }
  }

  /// The process's CPU time (every thread's, user and system).
  private static func cpuNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
