import Clocks
import Foundation
import PixelBuffers
import RenderPipeline
import Runtime
import Synchronization
import Testing

func smallConfiguration(
  overflowPolicy: OverflowPolicy = .dropOldest, poolCapacity: Int = 8, ringCapacity: Int = 4,
  presentationDelay: MediaTime = .zero
) -> PipelineConfiguration {
  PipelineConfiguration(
    width: 64, height: 48, format: .nv12, frameRate: 60, poolCapacity: poolCapacity,
    ringCapacity: ringCapacity, overflowPolicy: overflowPolicy, presentationDelay: presentationDelay,
    lateThreshold: .milliseconds(50))
}

func makeManualPipeline(_ configuration: PipelineConfiguration = smallConfiguration()) throws -> (
  FramePipeline, RecordingSink
) {
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: configuration, clock: VirtualClock(), sink: sink)
  try pipeline.start(.manual)
  return (pipeline, sink)
}

@Test func twoFramesDueInOneTickPresentTheNewestAndSupersedeTheOlder() throws {
  let (pipeline, sink) = try makeManualPipeline()
  try pipeline.produce(at: .zero)
  try pipeline.produce(at: .milliseconds(10))
  try pipeline.produce(at: .milliseconds(20))
  try pipeline.tick(at: .milliseconds(25))
  #expect(sink.presented == [2])
  #expect(sink.picturesMatch)
  let accounting = pipeline.accounting()
  #expect(accounting.pushed == 3)
  #expect(accounting.presented == 1)
  #expect(accounting.dropped(.superseded) == 2)
  #expect(accounting.isBalanced)
  try pipeline.stop(.flush)
}

@Test func aFrameDueLongerAgoThanTheThresholdIsDroppedAsLate() throws {
  let (pipeline, sink) = try makeManualPipeline()
  try pipeline.produce(at: .zero)
  try pipeline.tick(at: .milliseconds(51))
  #expect(sink.presented.isEmpty)
  #expect(pipeline.accounting().dropped(.late) == 1)
  #expect(pipeline.accounting().isBalanced)
  try pipeline.stop(.flush)
}

@Test func aFrameWaitsInFlightUntilItIsDue() throws {
  let (pipeline, sink) = try makeManualPipeline(smallConfiguration(presentationDelay: .milliseconds(20)))
  try pipeline.produce(at: .zero)
  try pipeline.tick(at: .milliseconds(10))
  #expect(sink.presented.isEmpty)
  #expect(pipeline.accounting().inFlight == 1)
  try pipeline.tick(at: .milliseconds(20))
  #expect(sink.presented == [0])
  #expect(pipeline.accounting().inFlight == 0)
  #expect(pipeline.latency().count == 1)
  #expect(pipeline.latency().maxNanoseconds == 20_000_000)
  try pipeline.stop(.flush)
}

@Test func aFullDropOldestRingEvictsTheOldestFrames() throws {
  let (pipeline, sink) = try makeManualPipeline()
  for index in 0..<6 { try pipeline.produce(at: .milliseconds(1) * Int64(index)) }
  #expect(pipeline.accounting().dropped(.ringFullOldest) == 2)
  #expect(pipeline.accounting().inFlight == 4)
  try pipeline.tick(at: .milliseconds(10))
  #expect(sink.presented == [5])
  #expect(pipeline.accounting().dropped(.superseded) == 3)
  #expect(pipeline.accounting().isBalanced)
  try pipeline.stop(.flush)
}

@Test func aFullDropNewestRingRefusesTheNewFrames() throws {
  let (pipeline, sink) = try makeManualPipeline(smallConfiguration(overflowPolicy: .dropNewest))
  for index in 0..<6 { try pipeline.produce(at: .milliseconds(1) * Int64(index)) }
  #expect(pipeline.accounting().dropped(.ringFullNewest) == 2)
  try pipeline.tick(at: .milliseconds(10))
  #expect(sink.presented == [3])
  #expect(pipeline.accounting().isBalanced)
  try pipeline.stop(.flush)
}

@Test func anExhaustedPoolSkipsFramesWithoutPushingThem() throws {
  let (pipeline, _) = try makeManualPipeline(smallConfiguration(poolCapacity: 2))
  #expect(try pipeline.produce(at: .zero))
  #expect(try pipeline.produce(at: .zero))
  #expect(try pipeline.produce(at: .zero) == false)
  let accounting = pipeline.accounting()
  #expect(accounting.skippedPoolExhausted == 1)
  #expect(accounting.pushed == 2)
  #expect(accounting.isBalanced)
  try pipeline.stop(.flush)
}

/// Runs a fixed script on a virtual clock: 30 fps production, 60 Hz ticks with a few stalls.
func runScript() throws -> (presented: [Int64], accounting: FrameAccounting, outstanding: Int) {
  let clock = VirtualClock()
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: smallConfiguration(), clock: clock, sink: sink)
  try pipeline.start(.manual)
  let tick = MediaTime.frameInterval(rate: 60)
  for step in 0..<240 {
    let now = tick * Int64(step)
    try clock.move(to: now)
    if step % 2 == 0 { try pipeline.produce(at: now) }
    if step % 5 == 0 { try pipeline.produce(at: now) }
    if step % 37 != 36 { try pipeline.tick(at: clock.now()) }
    #expect(pipeline.accounting().isBalanced, "after step \(step)")
  }
  let final = try pipeline.stop(.drain)
  #expect(sink.picturesMatch)
  #expect(!sink.showsAFrame)
  return (sink.presented, final, pipeline.pool.outstandingCount)
}

@Test func aScriptOnAVirtualClockReplaysExactlyAndBalancesAfterEveryStep() throws {
  let first = try runScript()
  let second = try runScript()
  #expect(first.presented == second.presented)
  #expect(first.accounting == second.accounting)
  #expect(first.accounting.isBalanced)
  #expect(first.accounting.inFlight == 0)
  #expect(first.accounting.dropped(.superseded) > 0)
  #expect(first.presented == first.presented.sorted())
  #expect(first.outstanding == 0)
}

@Test func stopWithFlushDropsEveryQueuedFrame() throws {
  let (pipeline, sink) = try makeManualPipeline()
  for index in 0..<3 { try pipeline.produce(at: .milliseconds(1) * Int64(index)) }
  let accounting = try pipeline.stop(.flush)
  #expect(accounting.dropped(.flushedAtStop) == 3)
  #expect(accounting.inFlight == 0)
  #expect(accounting.isBalanced)
  #expect(sink.presented.isEmpty)
  #expect(pipeline.pool.outstandingCount == 0)
}

@Test func stopWithDrainPresentsTheNewestQueuedFrame() throws {
  let (pipeline, sink) = try makeManualPipeline()
  for index in 0..<3 { try pipeline.produce(at: .milliseconds(1) * Int64(index)) }
  let accounting = try pipeline.stop(.drain)
  #expect(sink.presented == [2])
  #expect(accounting.dropped(.superseded) == 2)
  #expect(accounting.isBalanced)
  #expect(pipeline.pool.outstandingCount == 0)
}

@Test func callsOutOfOrderAreTypedErrorsThatChangeNothing() throws {
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: smallConfiguration(), clock: VirtualClock(), sink: sink)
  #expect(throws: PipelineError.notRunning) { try pipeline.tick(at: .zero) }
  #expect(throws: PipelineError.notRunning) { try pipeline.produce(at: .zero) }
  #expect(throws: PipelineError.notRunning) { try pipeline.stop(.flush) }
  #expect(
    throws: PipelineError.invalidConfiguration("a display link needs a positive rate in hertz, not 0.0")
  ) {
    try pipeline.start(.displayLink(hertz: 0))
  }
  try pipeline.start(.manual)
  #expect(throws: PipelineError.alreadyRunning) { try pipeline.start(.manual) }
  try pipeline.produce(at: .zero)
  #expect(pipeline.accounting().pushed == 1)
  try pipeline.stop(.flush)
  #expect(throws: PipelineError.notRunning) { try pipeline.produce(at: .zero) }
  #expect(throws: PipelineError.notRunning) { try pipeline.tick(at: .zero) }
  #expect(pipeline.accounting().pushed == 1)
  try pipeline.start(.freeRunning)
  #expect(throws: PipelineError.drivenByThreads) { try pipeline.produce(at: .zero) }
  #expect(throws: PipelineError.drivenByThreads) { try pipeline.tick(at: .zero) }
  try pipeline.stop(.flush)
  #expect(pipeline.pool.outstandingCount == 0)
}

/// A manual tick takes only the renderer's lock; a stop on another thread must still either come
/// after it or refuse it, with every frame accounted for (and, under ThreadSanitizer, no race).
@Test func aStopOnAnotherThreadEitherFollowsAManualTickOrRefusesIt() throws {
  for _ in 0..<50 {
    let pipeline = try FramePipeline(
      configuration: smallConfiguration(), clock: VirtualClock(), sink: RecordingSink())
    try pipeline.start(.manual)
    for step in 0..<4 { try pipeline.produce(at: MediaTime(nanoseconds: Int64(step) * 1_000_000)) }
    let unexpectedErrors = Atomic(0)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      defer { finished.signal() }
      for step in 0..<200 {
        do {
          try pipeline.tick(at: MediaTime(nanoseconds: Int64(4 + step) * 1_000_000))
        } catch {
          if (error as? PipelineError) != .notRunning { unexpectedErrors.add(1, ordering: .relaxed) }
          return
        }
      }
    }.start()
    let accounting = try pipeline.stop(.flush)
    finished.wait()
    #expect(unexpectedErrors.load(ordering: .relaxed) == 0)
    #expect(accounting.isBalanced)
    #expect(accounting.inFlight == 0)
    #expect(pipeline.accounting() == accounting)
    #expect(pipeline.pool.outstandingCount == 0)
    #expect(throws: PipelineError.notRunning) { try pipeline.tick(at: .seconds(1)) }
  }
}

@Test func invalidConfigurationsAreTypedErrors() {
  var configuration = smallConfiguration()
  configuration.ringCapacity = 3
  #expect(throws: PipelineError.invalidConfiguration(FrameRingError.invalidCapacity(3).description)) {
    _ = try FramePipeline(configuration: configuration, clock: VirtualClock(), sink: RecordingSink())
  }
  configuration = smallConfiguration()
  configuration.width = 0
  #expect(throws: PipelineError.pixelBuffer(.nonPositiveSize(width: 0, height: 48))) {
    _ = try FramePipeline(configuration: configuration, clock: VirtualClock(), sink: RecordingSink())
  }
  configuration = smallConfiguration()
  configuration.frameRate = -1
  #expect(throws: PipelineError.self) {
    _ = try FramePipeline(configuration: configuration, clock: VirtualClock(), sink: RecordingSink())
  }
  configuration = smallConfiguration()
  configuration.poolCapacity = 0
  #expect(throws: PipelineError.pixelBuffer(.invalidPoolCapacity(0))) {
    _ = try FramePipeline(configuration: configuration, clock: VirtualClock(), sink: RecordingSink())
  }
}

@Test(arguments: [FramePipeline.TickSource.displayLink(hertz: 120), .freeRunning])
func aShortRealThreadRunBalancesAndLeaksNothing(tickSource: FramePipeline.TickSource) throws {
  var configuration = smallConfiguration()
  configuration.frameRate = 240
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: configuration, clock: HostClock(), sink: sink)
  try pipeline.start(tickSource)
  Thread.sleep(forTimeInterval: 0.2)
  // A loaded machine may not have run the producer yet: wait for its first push, not for more time.
  let giveUp = HostClock().now() + .seconds(30)
  while pipeline.accounting().pushed == 0, HostClock().now() < giveUp { Thread.sleep(forTimeInterval: 0.001) }
  let accounting = try pipeline.stop(.drain)
  #expect(accounting.isBalanced)
  #expect(accounting.inFlight == 0)
  #expect(accounting.pushed > 0)
  #expect(sink.picturesMatch)
  #expect(sink.presented == sink.presented.sorted())
  #expect(pipeline.pool.outstandingCount == 0)
}

@Test func aStalledProducerSkipsTheSlotsInsideTheStallAndStaysBalanced() throws {
  let clock = VirtualClock()
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: smallConfiguration(), clock: clock, sink: sink)
  #expect(throws: PipelineError.notRunning) { try pipeline.stallProducer(for: .milliseconds(10)) }
  try pipeline.start(.manual)
  #expect(
    throws: PipelineError.invalidConfiguration(
      "a producer stall needs a duration of zero or more, not -0.001000s")
  ) {
    try pipeline.stallProducer(for: .milliseconds(-1))
  }
  try clock.move(to: .milliseconds(10))
  try pipeline.stallProducer(for: .milliseconds(20))
  try pipeline.stallProducer(for: .milliseconds(5))  // inside the first: changes nothing
  for slot in 0..<5 {
    let time = MediaTime.milliseconds(10) * Int64(slot)
    let made = try pipeline.produce(at: time)
    #expect(made == !(10..<30).contains(slot * 10))
    try pipeline.tick(at: time)
  }
  let accounting = try pipeline.stop(.drain)
  #expect(sink.presented == [0, 1, 2])
  #expect(accounting.pushed == 3)
  #expect(accounting.skippedStalled == 2)
  #expect(accounting.isBalanced)
}

@Test func aStallOnRealThreadsStopsThePushesForItsDuration() throws {
  var configuration = smallConfiguration()
  configuration.frameRate = 240
  let clock = HostClock()
  let pipeline = try FramePipeline(configuration: configuration, clock: clock, sink: RecordingSink())
  try pipeline.start(.displayLink(hertz: 120))
  Thread.sleep(forTimeInterval: 0.05)
  try pipeline.stallProducer(for: .seconds(10))
  // Waits on what the producer reports, not on wall time: a loaded machine may not run the producer
  // for a while. Once it has skipped a slot, the push it had in hand is done, and none may follow.
  let giveUp = HostClock().now() + .seconds(30)
  func waitForSkippedSlots(_ count: Int) {
    while pipeline.accounting().skippedStalled < count, HostClock().now() < giveUp {
      Thread.sleep(forTimeInterval: 0.001)
    }
  }
  waitForSkippedSlots(1)
  let pushedInStall = pipeline.accounting().pushed
  waitForSkippedSlots(10)
  let accounting = try pipeline.stop(.drain)
  #expect(accounting.pushed == pushedInStall)
  #expect(accounting.skippedStalled >= 10, "the producer skipped \(accounting.skippedStalled) slots in 30 s")
  #expect(accounting.isBalanced)
  #expect(pipeline.pool.outstandingCount == 0)
}

// Reads every figure the pipeline and its sink offer, over and over, while both threads run. Under
// `make tsan` this is the proof that the locks the pipeline takes are ones ThreadSanitizer sees: with
// `Synchronization.Mutex` (futexes TSan does not intercept on Linux) the same reads were reported as
// races.
@Test func figuresReadWhileTheThreadsRunAreRaceFreeAndConsistent() throws {
  var configuration = smallConfiguration()
  configuration.frameRate = 480
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: configuration, clock: HostClock(), sink: sink)
  try pipeline.start(.displayLink(hertz: 240))
  let giveUp = HostClock().now() + .seconds(30)
  var previous = pipeline.accounting()
  while previous.presented < 20, HostClock().now() < giveUp {
    let accounting = pipeline.accounting()
    #expect(accounting.pushed >= previous.pushed)
    #expect(accounting.presented >= previous.presented)
    _ = pipeline.latency().count + pipeline.avOffset().count + pipeline.heldTickCount()
    _ = sink.presented.count + pipeline.pool.availableCount
    previous = accounting
  }
  let final = try pipeline.stop(.drain)
  #expect(previous.presented >= 20, "the threads presented \(previous.presented) frames in 30 s")
  #expect(final.isBalanced)
  #expect(final.pushed >= previous.pushed)
  #expect(pipeline.pool.outstandingCount == 0)
}

@Test func aPoolCapacityBeyondTheMachineIsATypedErrorNotATrap() throws {
  let error = try #require(throws: PipelineError.self) {
    _ = try FramePipeline(
      configuration: smallConfiguration(poolCapacity: .max), clock: VirtualClock(), sink: RecordingSink())
  }
  guard case .pixelBuffer(.poolTooLarge(capacity: .max, _, _)) = error else {
    Issue.record("expected a pool that is too large, got \(error)")
    return
  }
}

@Test func aStallThatEndsBeyondTheClocksRangeIsRefusedAndChangesNothing() throws {
  let clock = VirtualClock(start: .milliseconds(10))
  let sink = RecordingSink()
  let pipeline = try FramePipeline(configuration: smallConfiguration(), clock: clock, sink: sink)
  try pipeline.start(.manual)
  #expect(
    throws: PipelineError.invalidConfiguration(
      "a producer stall of \(MediaTime.max) from 0.010000s ends beyond what the clock can reach")
  ) {
    try pipeline.stallProducer(for: .max)
  }
  #expect(try pipeline.produce(at: .milliseconds(10)))
  try pipeline.stallProducer(for: MediaTime.max - .milliseconds(10))
  #expect(try pipeline.produce(at: .milliseconds(20)) == false)
  let accounting = try pipeline.stop(.drain)
  #expect(accounting.pushed == 1)
  #expect(accounting.skippedStalled == 1)
  #expect(accounting.isBalanced)
}

@Test func aPresentationDelayBeyondAnHourIsRefused() {
  #expect(
    throws: PipelineError.invalidConfiguration(
      "presentation delay must be from zero to 3600.000000s, not \(MediaTime.max)")
  ) {
    _ = try FramePipeline(
      configuration: smallConfiguration(presentationDelay: .max), clock: VirtualClock(), sink: RecordingSink()
    )
  }
}
