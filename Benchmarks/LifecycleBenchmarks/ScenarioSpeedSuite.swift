import BenchmarkHarness
import ChildProcesses
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How fast `pipsim run` runs a long scenario on virtual time: a video call's seat at 240 fps for
/// 600 s of virtual time (144,000 frames through the pipeline, presented on a 240 Hz display), without
/// trace files, and with `--trace` and `--text` writing the Chrome JSON and the text trace as a user's
/// run writes them (streamed chunk by chunk, the text spooled until its columns are known).
///
/// One operation is one run of the `pipsim` executable built beside this one, as a child process:
/// the figures are the child's CPU time (every thread's, user and system, from `getrusage`'s
/// children), per frame in nanoseconds, and the virtual seconds run per CPU second. Start-up is in
/// them, as it is in a user's run; at 600 s it is under 2 % of the untraced run.
enum ScenarioSpeedSuite {
  static let seconds = 600
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
    [false, true].map { traced in
      BenchmarkCase(
        "pipsim run \(seconds) s at 240 fps\(traced ? " with --trace and --text" : "")",
        metrics: [.wallClock, cpuPerFrame, virtualSecondsPerCPUSecond],
        configuration: BenchmarkConfiguration(
          warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5)
      ) {
        let run = try PipsimRun(traced: traced)
        return { context in
          for _ in context.scaledIterations {
            let cpu = try run.cpuSeconds()
            context.record(cpu * 1e9 / Double(seconds * framesPerSecond), for: cpuPerFrame)
            context.record(Double(seconds + 1) / cpu, for: virtualSecondsPerCPUSecond)
          }
        }
      }
    }
  }

  /// The scenario in a directory of its own, and the `pipsim run` command that runs it.
  final class PipsimRun {
    let directory: URL
    let executable: String
    let arguments: [String]

    init(traced: Bool) throws {
      let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      executable = here.deletingLastPathComponent().appendingPathComponent("pipsim").path
      guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw ScenarioSpeedError.noPipsim(executable)
      }
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("pipsim-speed-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("speed.json")
      try Data(scenario.utf8).write(to: file)
      arguments =
        ["run", file.path]
        + (traced
          ? [
            "--trace", directory.appendingPathComponent("speed.trace.json").path,
            "--text", directory.appendingPathComponent("speed.txt").path,
          ] : [])
    }

    deinit {
      try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the scenario once; the child's CPU time in seconds.
    func cpuSeconds() throws -> Double {
      let before = Self.childrenCPUSeconds()
      let finished = try ChildProcess.run(executable, arguments: arguments)
      guard finished.succeeded else { throw ScenarioSpeedError.runFailed(finished.errors) }
      return Self.childrenCPUSeconds() - before
    }

    /// The CPU time of every child waited for so far.
    private static func childrenCPUSeconds() -> Double {
      var usage = rusage()
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
      return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
  }
}

/// The scenario speed benchmark could not run `pipsim`.
enum ScenarioSpeedError: Error, CustomStringConvertible {
  case noPipsim(String)
  case runFailed(String)

  var description: String {
    switch self {
    case .noPipsim(let path):
      "no pipsim executable at \(path): build every product (`swift build -c release`)"
    case .runFailed(let errors): "pipsim run failed: \(errors)"
    }
  }
}
