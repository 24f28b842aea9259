import AudioEngine
import BenchmarkHarness
import Foundation
import RenderPipeline

/// The pipeline with a PulseAudio output's clock as master: frames are stamped and judged due on
/// the audio clock while the threads pace on the host clock. Needs a server (`PULSE_SERVER` set,
/// as `scripts/with-pulse.sh` does); without one, or when connecting fails, each case records
/// nothing and says on stderr why it was skipped.
extension LatencySuite {
  /// The cadences run with the audio clock as master.
  static let audioMasterCadences = [
    Cadence(framesPerSecond: 60, hertz: 60), Cadence(framesPerSecond: 30, hertz: 60),
  ]

  /// A quiet tone, so a real sink plays nothing loud.
  static let quietToneAmplitude = 0.05

  static func audioMasterName(_ cadence: Cadence) -> String { "latency \(cadence.name), audio clock master" }

  /// One cadence on the audio clock: connect, play a quiet tone, run the pipeline, stop the output.
  static func audioMasterCase(_ cadence: Cadence) -> BenchmarkCase {
    BenchmarkCase(
      audioMasterName(cadence),
      metrics: pipelineMetrics + [
        LatencyMetrics.avOffsetMedian, LatencyMetrics.avOffsetP99, LatencyMetrics.avOffsetMax,
        LatencyMetrics.heldTicks,
      ],
      configuration: configuration
    ) { context in
      try measureOnAudioClock(cadence, context: context)
    }
  }

  /// Connects to the server, plays a quiet tone, runs the pipeline on its clock, records the
  /// pipeline metrics, the A/V offset and the held ticks, and stops the output; or says why not.
  static func measureOnAudioClock(_ cadence: Cadence, context: BenchmarkContext) throws {
    guard let server = ProcessInfo.processInfo.environment["PULSE_SERVER"] else {
      skip(cadence, because: "PULSE_SERVER is not set (no PulseAudio server running)")
      return
    }
    let output: PulseAudioOutput
    do {
      output = try PulseAudioOutput(configuration: PulseAudioConfiguration(server: server))
      try output.connect()
    } catch {
      skip(cadence, because: "connecting to \(server) failed: \(error.description)")
      return
    }
    defer { output.stop() }
    try output.play(.tone(frequency: 440, amplitude: quietToneAmplitude))
    let pipeline = try measure(cadence, masterClock: output.clock, context: context)
    let offsets = pipeline.avOffset()
    let percentiles: [(Double, BenchmarkMetric)] = [
      (50, LatencyMetrics.avOffsetMedian), (99, LatencyMetrics.avOffsetP99),
      (100, LatencyMetrics.avOffsetMax),
    ]
    for (percent, metric) in percentiles {
      if let microseconds = offsets.percentileMicroseconds(percent) {
        context.record(Double(microseconds) * 1_000, for: metric)
      }
    }
    context.record(Double(pipeline.heldTickCount()), for: LatencyMetrics.heldTicks)
  }

  /// Says on stderr that the case for `cadence` recorded nothing, and why.
  static func skip(_ cadence: Cadence, because reason: String) {
    FileHandle.standardError.write(Data("Skipped \(audioMasterName(cadence)): \(reason)\n".utf8))
  }
}
