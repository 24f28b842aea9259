import BenchmarkHarness
import PixelBuffers
import RenderPipeline
import Runtime
import Tracing

/// The trace recorder's cost on the pipeline, measured as paired runs: an untraced and a traced
/// pipeline of the same shape take turns within every sample, so both meet the same machine state,
/// and each sample records the ratio of the traced rate to the untraced one.
///
/// Pairing matters here: on this kind of virtual machine the same single-threaded loop runs at rates
/// up to 2x apart from one stretch of seconds to the next, so comparing two cases measured one after
/// the other (the usual reference) judges the machine as much as the recorder.
///
/// Traced, the pipeline records every push (a flow start), every presentation (a flow end whose
/// latency argument also samples the latency counter), every drop and every change of ring occupancy,
/// into a recorder with its default ring size (65,536 events per track), as a traced application would.
enum TracingOverhead {
  /// The frame shape both pipelines move (zero copy, so the pipeline's own cost is all there is).
  static let shape = FrameShape(sizeName: "1080p", width: 1920, height: 1080, format: .nv12)

  /// The traced frame rate over the untraced one in the same sample: 1 means tracing is free.
  static let tracedRatio = BenchmarkMetric(
    "tracedRatio", label: "Traced / untraced rate", unit: MetricUnit("x"), direction: .higher)
  /// Frames per second of the untraced pipeline, over the sample's untraced turns.
  static let untracedFramesPerSecond = BenchmarkMetric(
    "untracedFramesPerSecond", label: "Untraced frames/s", unit: MetricUnit("frames/s"), direction: .higher)
  /// Frames per second of the traced pipeline, over the sample's traced turns.
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
      metrics: [.wallClock, .mallocCountTotal],
      configuration: BenchmarkConfiguration(
        warmupIterations: 2, maxDuration: .seconds(1), maxIterations: 20, scalingFactor: 1_000_000)
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
  private static func makePipeline(
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
  private static func enabledRecorder() -> TraceRecorder {
    let clock = HostClock()
    return TraceRecorder(clock: { clock.now().nanoseconds })
  }

  /// One thread steps each pipeline by hand (manual ticks), one frame produced and one tick per
  /// frame; a sample is 10 turns of 20,000 frames per pipeline, the order swapped every turn.
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
        try record(into: context, turns: 10) { traced in
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
  /// 4 turns per pipeline, each turn starting the pipeline, settling and measuring a window of
  /// frames moved, the order swapped every turn.
  static var freeRunning: BenchmarkCase {
    BenchmarkCase(
      "tracing overhead free-running zero-copy \(shape.name)", metrics: metrics,
      configuration: BenchmarkConfiguration(warmupIterations: 1, maxDuration: .seconds(6), maxIterations: 9)
    ) {
      let hostClock = HostClock()
      let pipelines = try [TraceRecorder.disabled, enabledRecorder()].map { recorder in
        try makePipeline(
          trace: recorder, clock: hostClock, overflowPolicy: .block(timeout: .milliseconds(20)))
      }
      return { context in
        let window = SteadyStateWindow(isShortRun: context.isShortRun)
        let settle = window.settle
        let length = MediaTime(nanoseconds: window.length.nanoseconds / 4)
        try record(into: context, turns: 4) { traced in
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

  /// Runs `turns` turns of each pipeline, untraced first in even turns and traced first in odd ones,
  /// and records both mean rates and their ratio.
  ///
  /// - Parameter turn: Runs one turn of the traced (true) or untraced pipeline; returns its rate.
  private static func record(
    into context: BenchmarkContext, turns: Int, _ turn: (_ traced: Bool) throws -> Double
  ) rethrows {
    var untraced = 0.0
    var traced = 0.0
    for index in 0..<turns {
      for isTraced in index.isMultiple(of: 2) ? [false, true] : [true, false] {
        let rate = try turn(isTraced)
        if isTraced { traced += rate } else { untraced += rate }
      }
    }
    context.record(untraced / Double(turns), for: untracedFramesPerSecond)
    context.record(traced / Double(turns), for: tracedFramesPerSecond)
    context.record(traced / untraced, for: tracedRatio)
  }
}
