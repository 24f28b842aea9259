import BenchmarkHarness
import Clocks
import PixelBuffers
import RenderPipeline
import Runtime
import Tracing

/// The trace recorder's cost on the pipeline, measured as paired runs: an untraced and a traced
/// pipeline of the same shape take short turns back to back, so both meet the same machine state,
/// and every pair of turns records the ratio of the traced rate to the untraced one.
///
/// Pairing matters here: on this kind of virtual machine the same single-threaded loop runs at rates
/// up to 2x apart from one stretch of a second or so to the next, and the two-thread pipeline at
/// rates 3x apart, so comparing two cases measured one after the other (the usual reference) judges
/// the machine as much as the recorder. A pair whose turns straddle such a change gives an outlying
/// ratio; the median over many pairs does not follow it.
///
/// Traced, the pipeline records every push (a flow start), every presentation (a flow end whose
/// latency argument also samples the latency counter), every drop and every change of ring occupancy,
/// into a recorder with its default ring size (65,536 events per track), as a traced application would.
enum TracingOverhead {
  /// The frame shape both pipelines move (zero copy, so the pipeline's own cost is all there is).
  static let shape = FrameShape(sizeName: "1080p", width: 1920, height: 1080, format: .nv12)

  /// The traced frame rate over the untraced one in the same pair of turns: 1 means tracing is free.
  static let tracedRatio = BenchmarkMetric(
    "tracedRatio", label: "Traced / untraced rate", unit: MetricUnit("x"), direction: .higher)
  /// Frames per second of the untraced pipeline in one turn.
  static let untracedFramesPerSecond = BenchmarkMetric(
    "untracedFramesPerSecond", label: "Untraced frames/s", unit: MetricUnit("frames/s"), direction: .higher)
  /// Frames per second of the traced pipeline in one turn.
  static let tracedFramesPerSecond = BenchmarkMetric(
    "tracedFramesPerSecond", label: "Traced frames/s", unit: MetricUnit("frames/s"), direction: .higher)

  static let metrics = [tracedRatio, untracedFramesPerSecond, tracedFramesPerSecond]

  /// The per-event costs, then the paired pipeline cases.
  static var cases: [BenchmarkCase] { [event(enabled: true), event(enabled: false), stepped, freeRunning] }

  /// One operation: the events of one traced frame, pre-interned (the hot path) on one track: its push
  /// (a flow start with the sequence number) and its presentation (a flow end with the sequence number
  /// and the latency, which also samples the latency counter). Disabled, each is the branch that returns.
  static func event(enabled: Bool) -> BenchmarkCase {
    BenchmarkCase(
      "trace events of one frame \(enabled ? "enabled" : "disabled")",
      metrics: [.wallClock, .mallocCountTotal, .instructions],
      configuration: BenchmarkConfiguration(
        warmupIterations: 2, maxDuration: .seconds(1), maxIterations: 20, scalingFactor: 1_000_000,
        countedOperations: 1 << 16)
    ) {
      let recorder = enabled ? enabledRecorder() : .disabled
      let track = recorder.track(named: "bench")
      let pushed = TraceName("frame.pushed", category: .frame)
      let presented = TraceName("frame.presented", category: .frame)
      let sequenceKey = TraceKey("seq")
      let latencyKey = TraceKey(
        "latency_us", sampling: TraceName("latency", category: .frame), series: "us")
      return { context in
        for index in context.scaledIterations {
          let sequence = Int64(index)
          track.flowStart(pushed, id: UInt64(index), at: sequence, sequenceKey.int(sequence))
          track.flowEnd(
            presented, id: UInt64(index), at: sequence, sequenceKey.int(sequence),
            latencyKey.int(index & 1023))
        }
      }
    }
  }

  /// A pipeline of ``shape`` with the given trace recorder, overflow policy and pool.
  static func makePipeline(
    trace: TraceRecorder, clock: any MediaClock, overflowPolicy: OverflowPolicy
  ) throws -> FramePipeline {
    try FramePipeline(
      configuration: PipelineConfiguration(
        width: shape.width, height: shape.height, format: shape.format, frameRate: nil,
        poolCapacity: ThroughputSuite.poolCapacity, ringCapacity: 4, overflowPolicy: overflowPolicy,
        poolExhaustion: .fail, fill: ThroughputMode.zeroCopy.fill, trace: trace),
      clock: clock, sink: LatestFrameSink())
  }

  /// A recorder as a traced application makes one: enabled, default ring size, host clock.
  static func enabledRecorder() -> TraceRecorder {
    let clock = HostClock()
    return TraceRecorder(clock: { clock.now().nanoseconds })
  }

  /// One thread steps each pipeline by hand (manual ticks), one frame produced and one tick per
  /// frame; a sample is 10 pairs of turns of 20,000 frames (2 ms to 4 ms each), the order swapped
  /// every pair.
  static var stepped: BenchmarkCase {
    BenchmarkCase(
      "tracing overhead stepped zero-copy \(shape.name)", metrics: metrics,
      configuration: BenchmarkConfiguration(warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 25)
    ) {
      let pipelines = try [TraceRecorder.disabled, enabledRecorder()].map { recorder in
        let pipeline = try makePipeline(trace: recorder, clock: VirtualClock(), overflowPolicy: .dropOldest)
        try pipeline.start(.manual)
        return pipeline
      }
      var time = MediaTime.zero
      let hostClock = HostClock()
      return { context in
        let framesPerTurn = context.isShortRun ? 2_000 : 20_000
        try record(into: context, pairs: 10) { traced in
          let pipeline = pipelines[traced ? 1 : 0]
          let start = hostClock.now()
          for _ in 0..<framesPerTurn {
            try pipeline.produce(at: time)
            try pipeline.tick(at: time)
            time += .microseconds(1)
          }
          return Double(framesPerTurn) / (hostClock.now() - start).seconds
        }
      }
    }
  }

  /// A producer thread and a free-running renderer thread, as in the throughput cases; a sample is
  /// 8 pairs of turns, each turn starting the pipeline, settling for 10 ms and counting the frames
  /// moved in the next 30 ms (2 ms and 6 ms in a short run), the order swapped every pair.
  static var freeRunning: BenchmarkCase {
    BenchmarkCase(
      "tracing overhead free-running zero-copy \(shape.name)", metrics: metrics,
      configuration: BenchmarkConfiguration(warmupIterations: 1, maxDuration: .seconds(6), maxIterations: 10)
    ) {
      let hostClock = HostClock()
      let pipelines = try [TraceRecorder.disabled, enabledRecorder()].map { recorder in
        try makePipeline(
          trace: recorder, clock: hostClock, overflowPolicy: .block(timeout: .milliseconds(20)))
      }
      return { context in
        let settle = MediaTime.milliseconds(context.isShortRun ? 2 : 10)
        let length = MediaTime.milliseconds(context.isShortRun ? 6 : 30)
        try record(into: context, pairs: 8) { traced in
          let pipeline = pipelines[traced ? 1 : 0]
          try pipeline.start(.freeRunning)
          SteadyStateWindow.sleep(settle)
          let before = (time: hostClock.now(), moved: movedCount(pipeline))
          SteadyStateWindow.sleep(length)
          let moved = movedCount(pipeline) - before.moved
          let seconds = (hostClock.now() - before.time).seconds
          try pipeline.stop(.flush)
          return Double(moved) / seconds
        }
      }
    }
  }

  /// Frames that finished the trip so far: presented or dropped, and recycled.
  private static func movedCount(_ pipeline: FramePipeline) -> Int {
    let accounting = pipeline.accounting()
    return accounting.presented + accounting.droppedTotal
  }

  /// Runs `pairs` pairs of turns, untraced first in even pairs and traced first in odd ones, and
  /// records each turn's rate and each pair's ratio.
  ///
  /// - Parameter turn: Runs one turn of the traced (true) or untraced pipeline; returns its rate.
  private static func record(
    into context: BenchmarkContext, pairs: Int, _ turn: (_ traced: Bool) throws -> Double
  ) rethrows {
    for index in 0..<pairs {
      let untracedFirst = index.isMultiple(of: 2)
      let first = try turn(!untracedFirst)
      let second = try turn(untracedFirst)
      let (untraced, traced) = untracedFirst ? (first, second) : (second, first)
      context.record(untraced, for: untracedFramesPerSecond)
      context.record(traced, for: tracedFramesPerSecond)
      context.record(traced / untraced, for: tracedRatio)
    }
  }
}
