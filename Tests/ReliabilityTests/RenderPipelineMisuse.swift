import Clocks
import PixelBuffers
import RenderPipeline
import Testing

/// A small manual pipeline on a virtual clock, as the pipeline cases misuse it.
func misusedPipeline(
  clock: VirtualClock = VirtualClock(), _ change: (inout PipelineConfiguration) -> Void = { _ in }
) throws(PipelineError) -> FramePipeline {
  var configuration = PipelineConfiguration(
    width: 32, height: 16, frameRate: 60, poolCapacity: 4, ringCapacity: 2)
  change(&configuration)
  return try FramePipeline(configuration: configuration, clock: clock, sink: LatestFrameSink())
}

/// A misuse of a pipeline's configuration, refused by its initialiser with the invalid-configuration error.
func misusedConfiguration(_ name: String, _ change: @escaping @Sendable (inout PipelineConfiguration) -> Void)
  -> MisuseCase
{
  MisuseCase(module: "RenderPipeline", name: name, answer: .typedError) {
    let error = #expect(throws: PipelineError.self) { _ = try misusedPipeline(change) }
    guard case .invalidConfiguration = error else {
      Issue.record("expected invalidConfiguration, got \(String(describing: error))")
      return
    }
  }
}

extension MisuseCase {
  static let renderPipeline: [MisuseCase] = [
    MisuseCase(module: "RenderPipeline", name: "a ring of capacity 0", answer: .typedError) {
      #expect(throws: FrameRingError.invalidCapacity(0)) {
        _ = try FrameRing<Int>(capacity: 0, overflowPolicy: .dropOldest)
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a ring of capacity 3", answer: .typedError) {
      #expect(throws: FrameRingError.invalidCapacity(3)) {
        _ = try FrameRing<Int>(capacity: 3, overflowPolicy: .dropOldest)
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a ring of negative capacity", answer: .typedError) {
      #expect(throws: FrameRingError.invalidCapacity(-4)) {
        _ = try FrameRing<Int>(capacity: -4, overflowPolicy: .dropNewest)
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a ring of capacity 1 << 31", answer: .typedError) {
      #expect(throws: FrameRingError.invalidCapacity(1 << 31)) {
        _ = try FrameRing<Int>(capacity: 1 << 31, overflowPolicy: .dropNewest)
      }
    },
    MisuseCase(
      module: "RenderPipeline", name: "a ring of capacity 1 << 30 the system cannot give", answer: .typedError
    ) {
      try limitAddressSpace(headroom: 1 << 30)
      // The slots (2^31 of 8 bytes) and the two sides' 256 bytes of lines ahead of them.
      #expect(throws: FrameRingError.allocationFailed(capacity: 1 << 30, bytes: 1 << 34 + 256)) {
        _ = try FrameRing<Int>(capacity: 1 << 30, overflowPolicy: .dropOldest)
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a pop from an empty ring", answer: .noOp) {
      let ring = try FrameRing<Int>(capacity: 2, overflowPolicy: .dropOldest)
      #expect(ring.pop() == nil && ring.count == 0)
    },
    MisuseCase(module: "RenderPipeline", name: "a push into a full drop-newest ring", answer: .noOp) {
      let ring = try FrameRing<Int>(capacity: 1, overflowPolicy: .dropNewest)
      #expect(ring.push(1) == nil)
      #expect(ring.push(2) == 2)
      #expect(ring.droppedNewestCount == 1 && ring.pop() == 1)
    },
    MisuseCase(module: "RenderPipeline", name: "a blocking push with a zero timeout", answer: .noOp) {
      let ring = try FrameRing<Int>(capacity: 2, overflowPolicy: .block(timeout: .zero))
      #expect(ring.push(1) == nil && ring.push(2) == nil)
      // Full, and no wait allowed: refused at once, as drop-newest would.
      #expect(ring.push(3) == 3)
      #expect(ring.droppedNewestCount == 1 && ring.count == 2 && ring.pop() == 1)
    },
    MisuseCase(module: "RenderPipeline", name: "a pipeline started twice", answer: .typedError) {
      let pipeline = try misusedPipeline()
      try pipeline.start(.manual)
      #expect(throws: PipelineError.alreadyRunning) { try pipeline.start(.manual) }
      try pipeline.produce(at: .zero)
      #expect(try pipeline.stop(.flush).isBalanced)
    },
    MisuseCase(module: "RenderPipeline", name: "a frame produced before start", answer: .typedError) {
      let pipeline = try misusedPipeline()
      #expect(throws: PipelineError.notRunning) { try pipeline.produce(at: .zero) }
      #expect(pipeline.accounting().pushed == 0)
    },
    MisuseCase(module: "RenderPipeline", name: "a tick before start", answer: .typedError) {
      #expect(throws: PipelineError.notRunning) { try misusedPipeline().tick(at: .zero) }
    },
    MisuseCase(module: "RenderPipeline", name: "a pipeline stopped before start", answer: .typedError) {
      #expect(throws: PipelineError.notRunning) { try misusedPipeline().stop(.drain) }
    },
    MisuseCase(
      module: "RenderPipeline", name: "a frame produced by hand while threads drive it", answer: .typedError
    ) {
      let pipeline = try misusedPipeline()
      try pipeline.start(.freeRunning)
      #expect(throws: PipelineError.drivenByThreads) { try pipeline.produce(at: .zero) }
      #expect(throws: PipelineError.drivenByThreads) { try pipeline.tick(at: .zero) }
      #expect(try pipeline.stop(.flush).isBalanced)
    },
    MisuseCase(module: "RenderPipeline", name: "a producer stall before start", answer: .typedError) {
      #expect(throws: PipelineError.notRunning) { try misusedPipeline().stallProducer(for: .seconds(1)) }
    },
    MisuseCase(module: "RenderPipeline", name: "a producer stall of negative length", answer: .typedError) {
      let pipeline = try misusedPipeline()
      try pipeline.start(.manual)
      #expect(throws: PipelineError.self) { try pipeline.stallProducer(for: .seconds(-1)) }
      #expect(try pipeline.produce(at: .zero))
    },
    MisuseCase(module: "RenderPipeline", name: "a producer stall of MediaTime.max", answer: .typedError) {
      let pipeline = try misusedPipeline(clock: VirtualClock(start: .seconds(1)))
      try pipeline.start(.manual)
      #expect(throws: PipelineError.self) { try pipeline.stallProducer(for: .max) }
      #expect(try pipeline.produce(at: .seconds(1)))
    },
    MisuseCase(module: "RenderPipeline", name: "a display link at 0 Hz", answer: .typedError) {
      let pipeline = try misusedPipeline()
      #expect(throws: PipelineError.self) { try pipeline.start(.displayLink(hertz: 0)) }
      try pipeline.start(.manual)
    },
    MisuseCase(module: "RenderPipeline", name: "a display link at NaN Hz", answer: .typedError) {
      #expect(throws: PipelineError.self) { try misusedPipeline().start(.displayLink(hertz: .nan)) }
    },
    misusedConfiguration("a frame rate of 0") { $0.frameRate = 0 },
    misusedConfiguration("an infinite frame rate") { $0.frameRate = .infinity },
    misusedConfiguration("a negative presentation delay") { $0.presentationDelay = .seconds(-1) },
    misusedConfiguration("a presentation delay of MediaTime.max") { $0.presentationDelay = .max },
    misusedConfiguration("a negative late threshold") { $0.lateThreshold = .milliseconds(-1) },
    misusedConfiguration("a blocking push with a negative timeout") {
      $0.overflowPolicy = .block(timeout: .seconds(-1))
    },
    misusedConfiguration("a ring capacity of 3") { $0.ringCapacity = 3 },
    MisuseCase(module: "RenderPipeline", name: "a pool capacity of 0", answer: .typedError) {
      #expect(throws: PipelineError.pixelBuffer(.invalidPoolCapacity(0))) {
        _ = try misusedPipeline { $0.poolCapacity = 0 }
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a pool capacity of Int.max", answer: .typedError) {
      let error = #expect(throws: PipelineError.self) { _ = try misusedPipeline { $0.poolCapacity = .max } }
      guard case .pixelBuffer(.poolTooLarge) = error else {
        Issue.record("expected a pool too large, got \(String(describing: error))")
        return
      }
    },
    MisuseCase(module: "RenderPipeline", name: "a frame width of 0", answer: .typedError) {
      #expect(throws: PipelineError.pixelBuffer(.nonPositiveSize(width: 0, height: 16))) {
        _ = try misusedPipeline { $0.width = 0 }
      }
    },
  ]
}
