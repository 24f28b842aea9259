import BenchmarkHarness
import Clocks
import CoreMediaTime
import Runtime
import SampleBuffers
import VideoRendering

/// The front door on iOS: an app's 1080p NV12 `CVPixelBuffer`, wrapped in a `CMSampleBuffer`,
/// enqueued on an `AVSampleBufferDisplayLayer` and presented at the layer's next display tick, stepped
/// on one thread on the simulation's virtual run loop. Compared with the stepped pipeline moving its
/// own zero-copy frame of the same shape in the same run: the layer's path adds the enqueue front
/// (its lock, the sample buffer's attachments, a view of the app's planes) and the run loop's tick.
///
/// Making the sample buffer is reported on its own row: a pooled pixel buffer, a format description
/// and the sample buffer itself, each a reference-counted object as on iOS. So is the run loop's
/// share of the frame alone: the loop advanced to a display ticker's next tick, its action a count,
/// beside the same stepped pipeline frame, which ticks by hand with no run loop.
enum SampleBufferLayerPath {
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 2, maxDuration: .seconds(1), maxIterations: 50, scalingFactor: 10_000,
    countedOperations: 4096)
  /// Pictures the app cycles through: one on screen, one queued, one being filled.
  static let pictureCount = 3
  static let layerName = "stepped sample-buffer layer frame zero-copy \(TracingOverhead.shape.name)"
  static let sampleBufferName = "CMSampleBuffer from a pooled \(TracingOverhead.shape.name) CVPixelBuffer"
  static let displayTickName = "display tick: run loop advanced to a ticker's next tick, counted"

  static var cases: [BenchmarkCase] { [enqueueToPresent, displayTick, sampleBufferCreation] }

  /// The stepped pipeline's frame, the reference of the layer's frame and of its display tick.
  private static var steppedPipelineReferences: [BenchmarkMetric: BenchmarkReference] {
    [
      .instructions: BenchmarkReference(
        benchmark: SteppedPipeline.name(traced: false), metric: .instructions),
      .wallClock: BenchmarkReference(benchmark: SteppedPipeline.name(traced: false), metric: .wallClock),
    ]
  }

  private static var pixelBufferAttributes: [String: Any] {
    [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
      kCVPixelBufferWidthKey: TracingOverhead.shape.width,
      kCVPixelBufferHeightKey: TracingOverhead.shape.height,
    ]
  }

  /// One operation: `isReadyForMoreMediaData`, `enqueue` of a display-immediately sample buffer, and
  /// the run loop advanced to the layer's next display tick, which presents it.
  static var enqueueToPresent: BenchmarkCase { steppedCase(layerName) { try LayerRig() } }

  /// One operation: the run loop advanced by one refresh of the layer's display to the next tick of a
  /// display ticker (the layer's kind, made by the same settings) whose action only counts: the part
  /// of the layer's frame that is the run loop's turn, with no pipeline behind it.
  static var displayTick: BenchmarkCase { steppedCase(displayTickName) { try TickerRig() } }

  /// A case compared with the stepped pipeline frame whose rig is made once, on the main actor, and
  /// runs each batch of operations there.
  private static func steppedCase<Rig: SteppedRig>(
    _ name: String, makeRig: @escaping @MainActor () throws -> Rig
  ) -> BenchmarkCase {
    BenchmarkCase(name, metrics: metrics, configuration: configuration, references: steppedPipelineReferences)
    {
      let rig = try MainActor.assumeIsolated { try makeRig() }
      return { context in
        let operations = context.scaledIterations
        try MainActor.assumeIsolated { try rig.run(operations) }
      }
    }
  }

  /// A display ticker that counts its ticks, in a simulation of its own, made once.
  @MainActor
  final class TickerRig: SteppedRig {
    /// The ticks so far; a class of its own, so that the ticker's action holds it, not the rig.
    final class Count {
      var ticks = 0
    }

    let simulation = Simulation()
    let tick: MediaTime
    let count = Count()
    let ticker: DisplayTicker

    init() throws {
      let hertz = simulation.service(SampleBufferRenderingSettings.self).displayHertz
      tick = try MediaTime(frameIntervalForRate: hertz)
      ticker = DisplayTicker(runLoop: simulation.runLoop, hertz: hertz) { [count] _ in count.ticks &+= 1 }
      // The first tick is due the moment the ticker is made: run it, so each advance runs one.
      try simulation.runLoop.advance(by: .zero)
    }

    func run(_ operations: Range<Int>) throws {
      let runLoop = simulation.runLoop
      let before = count.ticks
      for _ in operations { try runLoop.advance(by: tick) }
      let ticked = count.ticks &- before
      guard ticked == operations.count else {
        throw SampleBufferLayerPathFailure.ticksMissed(expected: operations.count, ticked: ticked)
      }
    }
  }

  /// A layer in a simulation of its own and the app's pictures, made once.
  @MainActor
  final class LayerRig: SteppedRig {
    let simulation = Simulation()
    let layer: SampleBufferDisplayLayer
    let samples: [CMSampleBuffer]
    /// The same samples, unretained: ``samples`` keeps them alive, and the loop borrows them from
    /// here, as an app borrows the sample buffer it just made. Taking one out of ``samples`` retained
    /// and released it on every turn, the rig's own cost (making and releasing a sample buffer is
    /// the other row's).
    let borrowedSamples: [Unmanaged<CMSampleBuffer>]
    let tick: MediaTime

    init() throws {
      tick = try MediaTime(
        frameIntervalForRate: simulation.service(SampleBufferRenderingSettings.self).displayHertz)
      layer = simulation.withCurrent { SampleBufferDisplayLayer() }
      samples = try (0..<pictureCount).map { _ in try makeSampleBuffer(displayImmediately: true) }
      borrowedSamples = samples.map(Unmanaged.passUnretained)
    }

    func run(_ operations: Range<Int>) throws {
      // Read once: the loop measures a frame, not the rig's own reference counting on every turn.
      let layer = layer
      let runLoop = simulation.runLoop
      let borrowedSamples = borrowedSamples
      for index in operations {
        if layer.isReadyForMoreMediaData {
          // Sendable, so not main-actor isolated: an isolated closure checked its executor per call.
          borrowedSamples[index % pictureCount]._withUnsafeGuaranteedRef { @Sendable in layer.enqueue($0) }
        }
        try runLoop.advance(by: tick)
      }
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      guard accounting.isBalanced, accounting.droppedTotal == 0 else {
        throw SampleBufferLayerPathFailure.framesLost(accounting.description)
      }
    }
  }

  /// One operation: a pixel buffer from the pool, its format description, the sample buffer with its
  /// timing, all released at the end (the pixel buffer goes back to the pool).
  static var sampleBufferCreation: BenchmarkCase {
    BenchmarkCase(sampleBufferName, metrics: metrics, configuration: configuration) {
      let pool = try makePool()
      return { context in
        for index in context.scaledIterations {
          let sample = try makeSampleBuffer(from: pool, frame: index)
          if sample.imageBuffer == nil { throw SampleBufferLayerPathFailure.noPicture }
        }
      }
    }
  }

  private static func makePool() throws -> CVPixelBufferPool {
    var pool: CVPixelBufferPool?
    let status = CVPixelBufferPoolCreate(nil, nil, pixelBufferAttributes as CFDictionary, &pool)
    guard status == kCVReturnSuccess, let pool else { throw SampleBufferLayerPathFailure.status(status) }
    return pool
  }

  private static func makeSampleBuffer(displayImmediately: Bool) throws -> CMSampleBuffer {
    let sample = try makeSampleBuffer(from: makePool(), frame: 0)
    sample.sampleAttachments[0][.displayImmediately] = displayImmediately
    return sample
  }

  private static func makeSampleBuffer(from pool: CVPixelBufferPool, frame: Int) throws -> CMSampleBuffer {
    let picture = try pool.makePixelBuffer()
    return try CMSampleBuffer(
      imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
      sampleTiming: CMSampleTimingInfo(
        duration: CMTime(value: 1, timescale: 60),
        presentationTimeStamp: CMTime(value: Int64(frame), timescale: 60),
        decodeTimeStamp: .invalid))
  }
}

/// What a stepped case of the layer's path runs its operations on, on the main actor.
@MainActor
protocol SteppedRig: AnyObject, Sendable {
  /// Runs `operations` operations.
  func run(_ operations: Range<Int>) throws
}

/// The layer's path did not do what the benchmark measures.
enum SampleBufferLayerPathFailure: Error, CustomStringConvertible {
  case status(CVReturn)
  case noPicture
  case framesLost(String)
  case ticksMissed(expected: Int, ticked: Int)

  var description: String {
    switch self {
    case .status(let status): "CoreVideo refused the 1080p NV12 pool: \(status)"
    case .noPicture: "a sample buffer came without its picture"
    case .framesLost(let accounting): "enqueued frames were dropped or unaccounted: \(accounting)"
    case .ticksMissed(let expected, let ticked):
      "the run loop advanced \(expected) refreshes but the display ticker ticked \(ticked) times"
    }
  }
}
