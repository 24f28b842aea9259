import BenchmarkHarness
import Clocks
import PixelBuffers
import RenderPipeline
import Runtime

/// Pooled frames through the whole pipeline (pool, ring, free-running renderer, sink, return
/// ring, recycling) at 360p to 4K in NV12 and BGRA, in three modes, each against the naive
/// baseline (a fresh buffer per frame through a mutex queue) and against `memset` / `memcpy` of
/// the same bytes, all in the same run. The references do what the pipeline's one core does, with
/// nothing else: `memset` line by line as the test pattern paints, `memcpy` plane by plane as the
/// copying sink copies, so they meet the same glibc size thresholds (non-temporal stores) as the
/// pipeline. They cycle through as many frames as the pipeline does, so they meet the same caches:
/// painting is the slow side, so the ring stays nearly empty and the pool (which hands out the buffer
/// recycled last) keeps reusing 3 frames: one being painted, one queued, one on screen; the paint mode
/// is compared with `memset` over 3 frames. Copying is the slow side in copy mode, so the ring fills
/// and the copies read all 8 frames of the pool in turn; it is compared with `memcpy` over 8 frames.
/// `memset` over 8 frames runs too, to show what the working set is worth. Each pipeline case
/// records how many distinct frames its sink was given in the window (``WorkingSetSink``).
///
/// A sample runs the threads for a stretch of real time (``SteadyStateWindow``) and records rates
/// over it. "Frames moved/s" counts frames that finished the whole trip: for the pipeline,
/// presented plus dropped (superseded by a newer frame in the same tick, refused after the full
/// ring's 20 ms blocking push, late), every one recycled into the pool on the producer's thread;
/// for the naive baseline, frames the consumer popped and freed. The pipeline's producer blocks on
/// a full ring (it cannot evict), so every moved frame reached the renderer.
///
/// Tracing overhead: ``TracingOverhead``'s paired cases, untraced and traced pipelines taking turns.
enum ThroughputSuite {
  /// The pipeline's pool size, which the `memcpy` reference (and one `memset` reference) cycles through.
  static let poolCapacity = 8
  /// The frames a painting pipeline keeps reusing: one being painted, one queued, one on screen.
  static let paintedWorkingSet = 3
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 9)
  static let metrics = [
    ThroughputMetrics.framesPerSecond, ThroughputMetrics.presentedPerSecond,
    ThroughputMetrics.mallocsPerFrame,
    ThroughputMetrics.frameBandwidth,
  ]

  /// Every case: the `memset` and `memcpy` references per shape, then per mode and shape the naive
  /// baseline and the pipeline.
  static var cases: [BenchmarkCase] {
    let shapes = FrameShape.all
    let references = shapes.flatMap { shape in
      [
        ReferenceSuite.memsetBandwidth(
          name: memsetName(shape, frames: paintedWorkingSet), pieces: shape.lineByteCounts,
          destinationCount: paintedWorkingSet),
        ReferenceSuite.memsetBandwidth(
          name: memsetName(shape, frames: poolCapacity), pieces: shape.lineByteCounts,
          destinationCount: poolCapacity),
        ReferenceSuite.memcpyBandwidth(
          name: memcpyName(shape), pieces: shape.planeByteCounts, sourceCount: poolCapacity),
      ]
    }
    let measured = ThroughputMode.allCases.flatMap { mode in
      shapes.flatMap { [naiveCase(shape: $0, mode: mode), pipelineCase(shape: $0, mode: mode)] }
    }
    return references + measured + TracingOverhead.cases + SteppedPipeline.cases + SampleBufferLayerPath.cases
  }

  static func memsetName(_ shape: FrameShape, frames: Int) -> String {
    "memset lines \(shape.name) over \(frames) frames"
  }
  static func memcpyName(_ shape: FrameShape) -> String {
    "memcpy planes \(shape.name) over \(poolCapacity) frames"
  }
  static func naiveName(_ shape: FrameShape, _ mode: ThroughputMode) -> String {
    "naive \(mode.name) \(shape.name)"
  }
  static func pipelineName(_ shape: FrameShape, _ mode: ThroughputMode) -> String {
    "pipeline \(mode.name) \(shape.name)"
  }

  private static func references(_ shape: FrameShape, _ mode: ThroughputMode, comparedWithNaive: Bool)
    -> [BenchmarkMetric: BenchmarkReference]
  {
    var references: [BenchmarkMetric: BenchmarkReference] = [:]
    if comparedWithNaive {
      references[ThroughputMetrics.framesPerSecond] = BenchmarkReference(
        benchmark: naiveName(shape, mode), metric: ThroughputMetrics.framesPerSecond)
    }
    switch mode {
    case .zeroCopy: break
    case .paint:
      references[ThroughputMetrics.frameBandwidth] = BenchmarkReference(
        benchmark: memsetName(shape, frames: paintedWorkingSet), metric: .bandwidth)
    case .copy:
      references[ThroughputMetrics.frameBandwidth] = BenchmarkReference(
        benchmark: memcpyName(shape), metric: .bandwidth)
    }
    return references
  }

  /// The pipeline with a free-running renderer and an unpaced producer. In paint and copy modes its
  /// sink is wrapped in a ``WorkingSetSink`` that reports the frames cycled (its lock per presented
  /// frame would weigh on the zero-copy rate, which moves no pixels, so that mode goes without).
  static func pipelineCase(shape: FrameShape, mode: ThroughputMode) -> BenchmarkCase {
    let watchesWorkingSet = mode != .zeroCopy
    return BenchmarkCase(
      pipelineName(shape, mode),
      metrics: metrics
        + (watchesWorkingSet ? [ThroughputMetrics.framesCycled, ThroughputMetrics.hotReuse] : []),
      configuration: configuration,
      references: references(shape, mode, comparedWithNaive: true)
    ) {
      let clock = HostClock()
      let screen: any FrameSink = mode == .copy ? CopyingSink(byteCount: shape.byteCount) : LatestFrameSink()
      let workingSet = watchesWorkingSet ? WorkingSetSink(passingTo: screen) : nil
      let pipeline = try FramePipeline(
        configuration: PipelineConfiguration(
          width: shape.width, height: shape.height, format: shape.format, frameRate: nil,
          poolCapacity: poolCapacity,
          ringCapacity: 4, overflowPolicy: .block(timeout: .milliseconds(20)), poolExhaustion: .fail,
          fill: mode.fill),
        clock: clock, sink: workingSet ?? screen)
      return { context in
        try pipeline.start(.freeRunning)
        SteadyStateWindow(isShortRun: context.isShortRun).measure(
          into: context, bytesPerFrame: mode == .zeroCopy ? nil : shape.byteCount, mode: mode,
          atWindowStart: { workingSet?.reset() }
        ) {
          let accounting = pipeline.accounting()
          return (accounting.presented + accounting.droppedTotal, accounting.presented)
        }
        try pipeline.stop(.flush)
        if let workingSet {
          context.record(Double(workingSet.distinctCount), for: ThroughputMetrics.framesCycled)
          context.record(workingSet.hotReuseFraction * 100, for: ThroughputMetrics.hotReuse)
        }
      }
    }
  }

  /// The naive baseline of the same mode and shape.
  static func naiveCase(shape: FrameShape, mode: ThroughputMode) -> BenchmarkCase {
    BenchmarkCase(
      naiveName(shape, mode), metrics: metrics, configuration: configuration,
      references: references(shape, mode, comparedWithNaive: false)
    ) { context in
      let run = NaiveFrameRun(shape: shape, mode: mode)
      SteadyStateWindow(isShortRun: context.isShortRun).measure(
        into: context, bytesPerFrame: mode == .zeroCopy ? nil : shape.byteCount, mode: mode
      ) {
        (run.consumedCount, run.consumedCount)
      }
      try run.stop()
    }
  }

  /// Frames moved per second against frame size: the pipeline in each mode and format, and the
  /// naive baseline in zero-copy mode.
  static var plot: BenchmarkPlot {
    BenchmarkPlot("throughput-per-frame-size") { run in
      var series: [ChartSeries] = []
      for (mode, format, isNaive) in ThroughputMode.allCases.flatMap({ mode in
        FrameShape.formats.map { (mode, $0, false) }
      }) + FrameShape.formats.map({ (ThroughputMode.zeroCopy, $0, true) }) {
        let shapes = FrameShape.all.filter { $0.format == format }
        let points = shapes.compactMap { shape in
          run.p50(
            of: isNaive ? naiveName(shape, mode) : pipelineName(shape, mode),
            metric: ThroughputMetrics.framesPerSecond
          ).map { ChartSeries.Point(x: shape.megapixels, y: $0) }
        }
        if !points.isEmpty {
          series.append(
            ChartSeries(
              "\(isNaive ? "naive" : "pipeline") \(mode.name) \(format.name.uppercased())", points: points))
        }
      }
      guard !series.isEmpty else { return nil }
      let sizes = FrameShape.sizes.map { Double($0.width * $0.height) / 1e6 }
      return SVGChart(
        title: "Frames moved per second by frame size (p50)",
        xAxis: ChartAxis("Megapixels per frame (360p, 720p, 1080p, 4K)", scale: .logarithmic, ticks: sizes),
        yAxis: ChartAxis("Frames per second", scale: .logarithmic), series: series)
    }
  }
}
