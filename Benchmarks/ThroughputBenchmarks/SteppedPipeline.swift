import BenchmarkHarness
import CReferences
import Clocks
import RenderPipeline

/// One zero-copy 1080p NV12 frame through the whole pipeline stepped on one thread (manual ticks on a
/// virtual clock): taken from the pool, stamped, pushed, taken by the renderer at the tick, presented,
/// handed back through the return ring and recycled. The single-threaded form of the throughput cases,
/// for instruction counts: two threads on a shared machine measure the scheduler as much as the code.
///
/// Untraced, it is compared with a lock-free C pipeline doing the same job in the same run
/// (`Benchmarks/CReferences/PipelineReference.c`); traced, with the untraced pipeline, so the ratio is
/// the recorder's cost per frame. `av_frame_ref` + `av_frame_unref` of a 1080p NV12 frame, what a C
/// pipeline that passes frames by reference pays for that alone, is an extra row.
enum SteppedPipeline {
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 2, maxDuration: .seconds(1), maxIterations: 50, scalingFactor: 20_000,
    countedOperations: 4096)
  static let frameReferenceName = "C av_frame_ref + av_frame_unref 1080p NV12"
  static let pipelineReferenceName = "C lock-free pipeline frame 1080p NV12"

  static func name(traced: Bool) -> String {
    "stepped pipeline frame zero-copy \(TracingOverhead.shape.name)\(traced ? " traced" : "")"
  }

  static var cases: [BenchmarkCase] {
    [frameReference, pipelineReference, frame(traced: false), frame(traced: true)]
  }

  private static func references(_ name: String) -> [BenchmarkMetric: BenchmarkReference] {
    [
      .instructions: BenchmarkReference(benchmark: name, metric: .instructions),
      .wallClock: BenchmarkReference(benchmark: name, metric: .wallClock),
    ]
  }

  /// One operation: one `av_frame_ref` of a 1080p NV12 frame into a blank frame, then `av_frame_unref`.
  static var frameReference: BenchmarkCase {
    BenchmarkCase(frameReferenceName, metrics: metrics, configuration: configuration) {
      guard let source = pipsim_c_frame_create_1080p_nv12(), let blank = pipsim_c_frame_create_blank() else {
        throw SteppedPipelineFailure.frameUnavailable
      }
      return { context in
        let failures = pipsim_c_frame_ref_unref(blank, source, Int64(context.scalingFactor))
        if failures != 0 { throw SteppedPipelineFailure.referenceFailed(count: Int(failures)) }
      }
    }
  }

  /// One operation: the C pipeline produces a frame and ticks, the time a microsecond on; shaped as
  /// the Swift pipeline below (pool and ring capacities and late threshold read from its
  /// configuration; drop-oldest overflow).
  static var pipelineReference: BenchmarkCase {
    BenchmarkCase(pipelineReferenceName, metrics: metrics, configuration: configuration) {
      let shape = try TracingOverhead.makePipeline(
        trace: .disabled, clock: VirtualClock(), overflowPolicy: .dropOldest
      ).configuration
      guard
        let pipeline = pipsim_c_pipeline_create_1080p_nv12(
          Int64(shape.poolCapacity), Int64(shape.ringCapacity), shape.lateThreshold.nanoseconds)
      else { throw SteppedPipelineFailure.frameUnavailable }
      var time: Int64 = 0
      var presented: Int64 = 0
      return { context in
        let operations = Int64(context.scalingFactor)
        let total = pipsim_c_pipeline_frames(pipeline, operations, time, 1_000)
        guard total == presented + operations, pipsim_c_pipeline_is_balanced(pipeline) == 1 else {
          throw SteppedPipelineFailure.referencePipelineBroken(presented: total)
        }
        presented = total
        time += operations * 1_000
      }
    }
  }

  /// One operation: `produce(at:)` then `tick(at:)`, the clock a microsecond on.
  static func frame(traced: Bool) -> BenchmarkCase {
    BenchmarkCase(
      name(traced: traced), metrics: metrics, configuration: configuration,
      references: references(traced ? name(traced: false) : pipelineReferenceName)
    ) {
      let pipeline = try TracingOverhead.makePipeline(
        trace: traced ? TracingOverhead.enabledRecorder() : .disabled, clock: VirtualClock(),
        overflowPolicy: .dropOldest)
      try pipeline.start(.manual)
      var time = MediaTime.zero
      return { context in
        for _ in context.scaledIterations {
          try pipeline.produce(at: time)
          try pipeline.tick(at: time)
          time += .microseconds(1)
        }
      }
    }
  }
}

/// The C reference frame could not be made or referenced.
enum SteppedPipelineFailure: Error, CustomStringConvertible {
  case frameUnavailable
  case referenceFailed(count: Int)
  case referencePipelineBroken(presented: Int64)

  var description: String {
    switch self {
    case .frameUnavailable: "libavutil could not allocate a 1080p NV12 frame"
    case .referenceFailed(let count): "av_frame_ref failed \(count) times"
    case .referencePipelineBroken(let presented):
      "the C pipeline lost count of its frames or failed (\(presented) presented)"
    }
  }
}
