import Clocks
import PixelBuffers
import RenderPipeline
import Testing

/// An app's picture: a buffer it painted and owns, as a CoreVideo buffer owns its frame.
private final class AppPicture {
  let buffer: PixelBuffer

  init(index: Int64) throws {
    buffer = try PixelBuffer(width: 32, height: 18, format: .nv12)
    buffer.paintTestPattern(frameIndex: index)
  }
}

@Suite struct EnqueuedFramesTests {
  private static func pipeline(views: Int = 4, ring: Int = 4, sink: RecordingSink) throws -> (
    FramePipeline, VirtualClock
  ) {
    let clock = VirtualClock()
    let pipeline = try FramePipeline(
      configuration: PipelineConfiguration(poolCapacity: views, ringCapacity: ring, source: .enqueued),
      clock: clock, sink: sink)
    try pipeline.start(.manual)
    return (pipeline, clock)
  }

  @Test func enqueuedPicturesAreShownWhenDueWithoutACopyAndBalance() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(sink: sink)
    let pictures = try (0..<3).map { try AppPicture(index: $0) }
    for (index, picture) in pictures.enumerated() {
      try pipeline.enqueue(
        picture.buffer, keepingAlive: picture, dueAt: .milliseconds(33) * Int64(index), at: .zero)
    }
    try pipeline.tick(at: .milliseconds(1))
    try pipeline.tick(at: .milliseconds(34))
    #expect(sink.presented == [0, 1])
    #expect(sink.picturesMatch)
    let accounting = pipeline.accounting()
    #expect(accounting.pushed == 3 && accounting.presented == 2 && accounting.inFlight == 1)
    #expect(accounting.isBalanced)
    let final = try pipeline.stop(.drain)
    #expect(final.presented == 3 && final.isBalanced && final.inFlight == 0)
    #expect(pipeline.pool.outstandingCount == 0)
  }

  @Test func aViewKeepsTheAppsPictureAliveUntilItLeavesTheScreen() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(sink: sink)
    weak var first: AppPicture?
    do {
      let picture = try AppPicture(index: 0)
      first = picture
      try pipeline.enqueue(picture.buffer, keepingAlive: picture, dueAt: .zero, at: .zero)
    }
    try pipeline.tick(at: .milliseconds(1))
    #expect(first != nil)
    let second = try AppPicture(index: 1)
    try pipeline.enqueue(second.buffer, keepingAlive: second, dueAt: .milliseconds(10), at: .milliseconds(2))
    try pipeline.tick(at: .milliseconds(17))
    #expect(sink.presented == [0, 1])
    #expect(pipeline.isReadyForMoreFrames)
    #expect(first == nil)
  }

  @Test func aDisplayImmediatelyFrameSupersedesEveryFrameBeforeItAndIsNeverLate() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(sink: sink)
    let pictures = try (0..<3).map { try AppPicture(index: $0) }
    try pipeline.enqueue(pictures[0].buffer, keepingAlive: pictures[0], dueAt: .seconds(5), at: .zero)
    try pipeline.enqueue(pictures[1].buffer, keepingAlive: pictures[1], dueAt: .seconds(6), at: .zero)
    try pipeline.enqueue(pictures[2].buffer, keepingAlive: pictures[2], dueAt: nil, at: .zero)
    try pipeline.tick(at: .seconds(1))
    #expect(sink.presented == [2])
    #expect(pipeline.accounting().dropped(.superseded) == 2)
    #expect(pipeline.latency().count == 1)
  }

  @Test func aFlushDropsWhatIsQueuedAndCanTakeTheImageOffTheScreen() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(sink: sink)
    let pictures = try (0..<3).map { try AppPicture(index: $0) }
    try pipeline.enqueue(pictures[0].buffer, keepingAlive: pictures[0], dueAt: .zero, at: .zero)
    try pipeline.tick(at: .milliseconds(1))
    try pipeline.enqueue(pictures[1].buffer, keepingAlive: pictures[1], dueAt: .seconds(2), at: .zero)
    try pipeline.flush(removingDisplayedImage: false)
    try pipeline.enqueue(pictures[2].buffer, keepingAlive: pictures[2], dueAt: .milliseconds(20), at: .zero)
    try pipeline.tick(at: .milliseconds(17))
    #expect(sink.presented == [0])
    #expect(sink.showsAFrame)
    try pipeline.tick(at: .milliseconds(34))
    #expect(sink.presented == [0, 2])
    #expect(pipeline.accounting().dropped(.flushed) == 1)
    try pipeline.flush(removingDisplayedImage: true)
    try pipeline.tick(at: .milliseconds(51))
    #expect(!sink.showsAFrame)
    #expect(pipeline.accounting().isBalanced && pipeline.accounting().inFlight == 0)
  }

  @Test func framesEnqueuedOutOfOrderNeverStepThePictureBackInTime() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(sink: sink)
    let pictures = try (0..<5).map { try AppPicture(index: $0) }
    // Two frames due by the same tick, the later-enqueued one earlier: the later picture shows.
    try pipeline.enqueue(pictures[0].buffer, keepingAlive: pictures[0], dueAt: .milliseconds(10), at: .zero)
    try pipeline.enqueue(pictures[1].buffer, keepingAlive: pictures[1], dueAt: .milliseconds(5), at: .zero)
    try pipeline.tick(at: .milliseconds(17))
    #expect(sink.presented == [0])
    // A frame due before the one on screen is late, however recent its own time.
    try pipeline.enqueue(pictures[2].buffer, keepingAlive: pictures[2], dueAt: .milliseconds(8), at: .zero)
    try pipeline.tick(at: .milliseconds(34))
    #expect(sink.presented == [0])
    // A flush (a seek) forgets the order: earlier times show again.
    try pipeline.flush(removingDisplayedImage: false)
    try pipeline.enqueue(pictures[3].buffer, keepingAlive: pictures[3], dueAt: .milliseconds(40), at: .zero)
    try pipeline.tick(at: .milliseconds(51))
    #expect(sink.presented == [0, 3])
    let accounting = pipeline.accounting()
    #expect(accounting.dropped(.superseded) == 1 && accounting.dropped(.late) == 1)
    #expect(accounting.isBalanced)
  }

  @Test func aFullQueueSaysSoAndCountsTheRefusedFrameAsADrop() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(views: 2, ring: 4, sink: sink)
    let pictures = try (0..<3).map { try AppPicture(index: $0) }
    #expect(
      try pipeline.enqueue(pictures[0].buffer, keepingAlive: pictures[0], dueAt: .seconds(1), at: .zero))
    #expect(
      try pipeline.enqueue(pictures[1].buffer, keepingAlive: pictures[1], dueAt: .seconds(1), at: .zero))
    #expect(!pipeline.isReadyForMoreFrames)
    #expect(
      try !pipeline.enqueue(pictures[2].buffer, keepingAlive: pictures[2], dueAt: .seconds(1), at: .zero))
    let accounting = pipeline.accounting()
    #expect(accounting.pushed == 3 && accounting.dropped(.queueFull) == 1 && accounting.isBalanced)
  }

  /// The readiness check reads a count of free views kept on both sides of the ring; a ring smaller
  /// than the pool rejects views, which go back to the pool on the enqueuing side. Through a mixed run
  /// of enqueues (some rejected by the ring, some refused by the full queue), ticks and flushes, the
  /// check says ready exactly when the pool has a view, and an enqueue it cleared is never refused.
  @Test func readinessFollowsThePoolThroughRingRejectionsTicksAndFlushes() throws {
    let sink = RecordingSink()
    let (pipeline, _) = try Self.pipeline(views: 3, ring: 2, sink: sink)
    let pictures = try (0..<4).map { try AppPicture(index: $0) }
    var step: UInt64 = 0x9E37_79B9_7F4A_7C15
    var time = MediaTime.zero
    var refusedWhenReady = 0
    for index in 0..<400 {
      step = step &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let picture = pictures[index % pictures.count]
      switch step >> 61 {
      case 0...3:
        let wasReady = pipeline.isReadyForMoreFrames
        let due: MediaTime? = step & 1 == 0 ? nil : time + .milliseconds(1) * Int64(step >> 40 & 63)
        let taken = try pipeline.enqueue(picture.buffer, keepingAlive: picture, dueAt: due, at: time)
        if wasReady, !taken { refusedWhenReady += 1 }
      case 4, 5:
        time += .milliseconds(16)
        try pipeline.tick(at: time)
      default:
        try pipeline.flush(removingDisplayedImage: step & 2 == 0)
      }
      #expect(pipeline.isReadyForMoreFrames == (pipeline.pool.availableCount > 0))
    }
    #expect(refusedWhenReady == 0)
    let accounting = pipeline.accounting()
    #expect(accounting.dropped(.ringFullOldest) > 0 && accounting.dropped(.queueFull) > 0)
    #expect(accounting.isBalanced)
    #expect(try pipeline.stop(.flush).inFlight == 0)
    #expect(pipeline.pool.outstandingCount == 0)
  }

  @Test func aStoppedMasterClockDoesNotHoldTheTicksOfEnqueuedFrames() throws {
    let sink = RecordingSink()
    let master = VirtualClock(start: .seconds(3))
    let pipeline = try FramePipeline(
      configuration: PipelineConfiguration(poolCapacity: 4, source: .enqueued), clock: VirtualClock(),
      masterClock: master, sink: sink)
    try pipeline.start(.manual)
    let pictures = try (0..<2).map { try AppPicture(index: $0) }
    try pipeline.enqueue(pictures[0].buffer, keepingAlive: pictures[0], dueAt: .seconds(3), at: .zero)
    try pipeline.tick(at: .milliseconds(16))
    try pipeline.enqueue(pictures[1].buffer, keepingAlive: pictures[1], dueAt: nil, at: .milliseconds(20))
    try pipeline.tick(at: .milliseconds(33))
    #expect(sink.presented == [0, 1])
    #expect(pipeline.heldTickCount() == 0)
  }

  @Test func enqueuesAndProductionOnlyGoWhereTheyBelong() throws {
    let sink = RecordingSink()
    let picture = try AppPicture(index: 0)
    let enqueued = try FramePipeline(
      configuration: PipelineConfiguration(poolCapacity: 2, source: .enqueued), clock: VirtualClock(),
      sink: sink)
    #expect(throws: PipelineError.notRunning) {
      try enqueued.enqueue(picture.buffer, keepingAlive: picture, dueAt: .zero, at: .zero)
    }
    try enqueued.start(.manual)
    #expect(throws: PipelineError.self) { try enqueued.produce(at: .zero) }
    let produced = try FramePipeline(
      configuration: PipelineConfiguration(width: 32, height: 18, poolCapacity: 2), clock: VirtualClock(),
      sink: sink)
    try produced.start(.manual)
    #expect(throws: PipelineError.self) {
      try produced.enqueue(picture.buffer, keepingAlive: picture, dueAt: .zero, at: .zero)
    }
    #expect(throws: PipelineError.self) { try produced.flush(removingDisplayedImage: true) }
    #expect(produced.accounting().pushed == 0 && enqueued.accounting().pushed == 0)
  }

  @Test func onADisplayLinkThreadEnqueuesFromAnotherThreadAreShownAndBalance() async throws {
    let sink = RecordingSink()
    let pipeline = try FramePipeline(
      configuration: PipelineConfiguration(poolCapacity: 8, ringCapacity: 8, source: .enqueued),
      clock: HostClock(),
      sink: sink)
    try pipeline.start(.displayLink(hertz: 240))
    let pictures = try (0..<20).map { try AppPicture(index: $0) }
    for picture in pictures {
      while !pipeline.isReadyForMoreFrames { try await Task.sleep(nanoseconds: 1_000_000) }
      try pipeline.enqueue(picture.buffer, keepingAlive: picture, dueAt: nil, at: HostClock().now())
      try await Task.sleep(nanoseconds: 2_000_000)
    }
    let accounting = try pipeline.stop(.drain)
    #expect(accounting.pushed == 20 && accounting.isBalanced && accounting.inFlight == 0)
    #expect(accounting.presented + accounting.dropped(.superseded) == 20)
    #expect(sink.picturesMatch)
    #expect(pipeline.pool.outstandingCount == 0)
  }
}
