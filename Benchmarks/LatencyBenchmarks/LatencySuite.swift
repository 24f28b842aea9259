import BenchmarkHarness
import Clocks
import Foundation
import PixelBuffers
import RenderPipeline
import Runtime

#if canImport(Glibc)
  import Glibc
#endif

/// The pipeline on real threads and the host clock: a producer at 30 to 240 frames per second,
/// painting 1080p NV12 frames, and the renderer on a 60 or 120 Hz display link; reports the
/// capture-to-present latency of every presented frame and every drop.
///
/// Each case is one sample of 10 s of frames (1 s with `--short`), stopped with a flush: the one or
/// two frames still queued at the end are not counted as drops. Latency runs from the
/// producer's clock reading before it paints a frame to the sink receiving it at a display tick.
/// The renderer shows the newest frame due at each tick; when two are due in one tick (the
/// producer is faster than the display, or the two threads' phases jitter across each other) the
/// older one counts as superseded.
enum LatencySuite {
  /// A producer rate on a display rate.
  struct Cadence {
    var framesPerSecond: Double
    var hertz: Double

    var name: String {
      "\(String(format: "%g", framesPerSecond)) fps on \(String(format: "%g", hertz)) Hz"
    }
  }

  /// Every producer rate on both displays, and a producer 0.5 fps fast on 60 Hz to show drift.
  static let cadences =
    [60.0, 120].flatMap { hertz in
      [30.0, 60, 120, 240].map { Cadence(framesPerSecond: $0, hertz: hertz) }
    } + [Cadence(framesPerSecond: 60.5, hertz: 60)]

  static let configuration = BenchmarkConfiguration(
    warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)

  /// Every case: ``cadences`` on the host clock, then ``audioMasterCadences`` on the audio clock.
  static var cases: [BenchmarkCase] { cadences.map(latencyCase) + audioMasterCadences.map(audioMasterCase) }

  static func name(_ cadence: Cadence) -> String { "latency \(cadence.name)" }

  /// The metrics every latency case records.
  static let pipelineMetrics = [
    LatencyMetrics.latency, LatencyMetrics.presented, LatencyMetrics.superseded, LatencyMetrics.otherDrops,
  ]

  /// One cadence: start, run for the stretch, stop with a drain, record.
  static func latencyCase(_ cadence: Cadence) -> BenchmarkCase {
    BenchmarkCase(name(cadence), metrics: pipelineMetrics, configuration: configuration) { context in
      _ = try measure(cadence, masterClock: nil, context: context)
    }
  }

  /// Runs the pipeline at `cadence` for the stretch (frames due on `masterClock` if given), stops
  /// it with a flush and records the latency, presented and drop metrics.
  ///
  /// - Returns: The stopped pipeline, for figures only some cases record.
  static func measure(
    _ cadence: Cadence, masterClock: (any MediaClock)?, context: BenchmarkContext
  ) throws -> FramePipeline {
    let seconds = context.isShortRun ? 1.0 : 10.0
    let sink = LatencyRecordingSink(capacity: Int(cadence.hertz * (seconds + 1)) + 64)
    let pipeline = try FramePipeline(
      configuration: PipelineConfiguration(
        width: 1920, height: 1080, format: .nv12, frameRate: cadence.framesPerSecond, poolCapacity: 16,
        ringCapacity: 8, overflowPolicy: .dropOldest, poolExhaustion: .fail, fill: .testPattern),
      clock: HostClock(), masterClock: masterClock, sink: sink)
    try pipeline.start(.displayLink(hertz: cadence.hertz))
    usleep(UInt32(seconds * 1e6))
    let accounting = try pipeline.stop(.flush)
    for latency in sink.takeLatencies() {
      context.record(Double(latency), for: LatencyMetrics.latency)
    }
    context.record(Double(accounting.presented), for: LatencyMetrics.presented)
    context.record(Double(accounting.dropped(.superseded)), for: LatencyMetrics.superseded)
    let other =
      accounting.dropped(.late) + accounting.dropped(.ringFullOldest) + accounting.dropped(.ringFullNewest)
      + accounting.skippedPoolExhausted
    context.record(Double(other), for: LatencyMetrics.otherDrops)
    return pipeline
  }

  /// The latency CDF of every cadence on one display rate.
  static func cdfPlot(hertz: Double) -> BenchmarkPlot {
    BenchmarkPlot("latency-cdf-\(Int(hertz))hz") { run in
      let series = cadences.filter { $0.hertz == hertz }.compactMap { cadence -> ChartSeries? in
        let sorted = run.samples(of: name(cadence), metric: LatencyMetrics.latency).sorted()
        guard !sorted.isEmpty else { return nil }
        let step = max(sorted.count / 300, 1)
        var points = stride(from: 0, to: sorted.count, by: step).map { index in
          ChartSeries.Point(x: sorted[index] / 1e6, y: Double(index + 1) / Double(sorted.count))
        }
        points.append(ChartSeries.Point(x: sorted[sorted.count - 1] / 1e6, y: 1))
        return ChartSeries(
          "\(String(format: "%g", cadence.framesPerSecond)) fps", points: points, marksPoints: false)
      }
      guard !series.isEmpty else { return nil }
      return SVGChart(
        title: "Capture-to-present latency on a \(Int(hertz)) Hz display link (CDF)",
        xAxis: ChartAxis("Latency (ms)", minimum: 0),
        yAxis: ChartAxis("Fraction of presented frames", minimum: 0, maximum: 1), series: series)
    }
  }
}
