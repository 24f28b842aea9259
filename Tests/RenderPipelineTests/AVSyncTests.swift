import Clocks
import RenderPipeline
import Runtime
import Testing

/// What a scripted A/V run saw: presentations with the master time of their tick, and the totals.
struct AVSyncRun {
  /// One presented frame and the tick that presented it.
  struct Presented {
    let tick: Int
    let sequenceNumber: Int64
    let offset: MediaTime
    /// The master time of the previous tick, when there was one.
    let previousMasterTime: MediaTime?
    let presentationTime: MediaTime
  }

  var presented: [Presented] = []
  var expectedOffsets = LatencyHistogram()
  var expectedHeldTicks = 0
  /// The frame on screen (the last one presented) at each tick that held.
  var heldTickScreens: [Int64?] = []
  var inFlightBeforeTick: [Int] = []
  var accounting: FrameAccounting?
  var offsets = LatencyHistogram()
  var heldTicks = 0
}

/// The display refresh: ticks come at 60 Hz.
let refresh = MediaTime.frameInterval(rate: 60)

/// Runs a 24 fps producer and a 60 Hz display for `duration` of host time, both on virtual time,
/// with a separate virtual master clock that reads `master(hostTime)` at every step.
///
/// Frames are produced first when a frame and a tick fall on the same instant.
func runAVScript(
  duration: MediaTime, presentationDelay: MediaTime = .milliseconds(20),
  master: (MediaTime) -> MediaTime
) throws -> AVSyncRun {
  let masterClock = VirtualClock()
  let sink = RecordingSink()
  let pipeline = try FramePipeline(
    configuration: smallConfiguration(presentationDelay: presentationDelay), clock: VirtualClock(),
    masterClock: masterClock, sink: sink)
  var presentationTimes: [MediaTime] = []
  try pipeline.start(.manual)
  let frameInterval = MediaTime.frameInterval(rate: 24)
  var run = AVSyncRun()
  var nextFrame = MediaTime.zero
  var tick = 0
  var previousMasterTime: MediaTime?
  while refresh * Int64(tick) < duration {
    let tickTime = refresh * Int64(tick)
    while nextFrame <= tickTime {
      try masterClock.move(to: master(nextFrame))
      if try pipeline.produce(at: nextFrame) {
        presentationTimes.append(masterClock.now() + presentationDelay)
      }
      nextFrame += frameInterval
    }
    try masterClock.move(to: master(tickTime))
    let masterTime = masterClock.now()
    let shownBefore = sink.presented.count
    run.inFlightBeforeTick.append(pipeline.accounting().inFlight)
    try pipeline.tick(at: tickTime)
    if let previousMasterTime, masterTime <= previousMasterTime {
      run.expectedHeldTicks += 1
      run.heldTickScreens.append(sink.presented.last)
    }
    for sequenceNumber in sink.presented.dropFirst(shownBefore) {
      let presentationTime = presentationTimes[Int(sequenceNumber)]
      let offset = masterTime - presentationTime
      run.expectedOffsets.record(nanoseconds: offset.nanoseconds)
      run.presented.append(
        AVSyncRun.Presented(
          tick: tick, sequenceNumber: sequenceNumber, offset: offset,
          previousMasterTime: previousMasterTime, presentationTime: presentationTime))
    }
    #expect(pipeline.accounting().isBalanced, "after tick \(tick)")
    previousMasterTime = masterTime
    tick += 1
  }
  run.offsets = pipeline.avOffset()
  run.heldTicks = pipeline.heldTickCount()
  run.accounting = try pipeline.stop(.flush)
  #expect(pipeline.pool.outstandingCount == 0)
  #expect(sink.picturesMatch)
  return run
}

/// Checks that every presented frame was shown at the first tick at which it was due: not before its
/// presentation time, and less than one refresh of master time after it.
func expectEveryFrameShownWithinOneRefreshOfBeingDue(_ run: AVSyncRun) {
  for frame in run.presented {
    #expect(frame.offset >= .zero, "frame \(frame.sequenceNumber) shown early, at tick \(frame.tick)")
    #expect(frame.offset < refresh, "frame \(frame.sequenceNumber) shown \(frame.offset) late")
    if let previous = frame.previousMasterTime {
      #expect(frame.presentationTime > previous, "frame \(frame.sequenceNumber) was due a tick earlier")
    }
  }
}

@Suite struct AVSyncTests {
  /// Master time: host time plus 5 ms, as an audio clock that started a little ahead.
  static func aheadByFiveMilliseconds(_ host: MediaTime) -> MediaTime { host + .milliseconds(5) }

  @Test func everyFrameIsPresentedOnTheFirstTickAtWhichItIsDueOnTheMasterClock() throws {
    let run = try runAVScript(duration: .seconds(2), master: Self.aheadByFiveMilliseconds)
    let accounting = try #require(run.accounting)
    expectEveryFrameShownWithinOneRefreshOfBeingDue(run)
    #expect(run.presented.map(\.sequenceNumber) == Array(0..<Int64(run.presented.count)))
    #expect(run.presented.count == 48)
    #expect(accounting.droppedTotal == accounting.dropped(.flushedAtStop))
    #expect(run.offsets == run.expectedOffsets)
    #expect(run.offsets.count == 48)
    #expect(run.offsets.maxNanoseconds == run.presented.map(\.offset.nanoseconds).max())
    #expect(run.heldTicks == 0)
  }

  @Test func theOffsetIsTheMasterTimeOfThePresentingTickMinusThePresentationTime() throws {
    let run = try runAVScript(duration: .milliseconds(100), master: Self.aheadByFiveMilliseconds)
    // Frame 0: made at host 0 (master 5 ms), due at master 25 ms; tick 2 (host 33.3 ms) reads
    // master 38.333334 ms. Frame 1: made at host 41.666667 ms, due at master 66.666667 ms; tick 4
    // (host 66.666668 ms) reads master 71.666668 ms.
    #expect(run.presented.map(\.tick) == [2, 4])
    #expect(
      run.presented.map(\.offset) == [MediaTime(nanoseconds: 13_333_334), MediaTime(nanoseconds: 5_000_001)])
  }

  @Test func aStalledMasterClockHoldsTheLastFrameWithoutLateDropsAndResumingContinues() throws {
    let stallStart = MediaTime.seconds(1)
    let stallEnd = MediaTime.seconds(1.5)
    let run = try runAVScript(duration: .seconds(2.5)) { host in
      if host < stallStart { return Self.aheadByFiveMilliseconds(host) }
      let frozen = Self.aheadByFiveMilliseconds(stallStart)
      return host < stallEnd ? frozen : frozen + (host - stallEnd)
    }
    let accounting = try #require(run.accounting)
    expectEveryFrameShownWithinOneRefreshOfBeingDue(run)
    // Tick 60 (host 1.00000002 s) reads the frozen master time first; ticks 61 to 89 read it again
    // and hold; tick 90 (host 1.50000003 s) finds the clock moving again.
    #expect(run.heldTicks == run.expectedHeldTicks)
    #expect(run.heldTicks == 29)
    let lastShownBeforeStall = try #require(run.presented.last { $0.tick <= 60 }).sequenceNumber
    #expect(Set(run.heldTickScreens) == [lastShownBeforeStall])
    #expect(!run.presented.contains { (61...89).contains($0.tick) })
    #expect(run.presented.contains { $0.tick > 90 })
    #expect(accounting.dropped(.late) == 0)
    #expect(accounting.dropped(.ringFullOldest) > 0)
    #expect(accounting.dropped(.superseded) > 0)
    #expect(run.offsets == run.expectedOffsets)
    #expect(accounting.isBalanced)
  }

  @Test func withoutAPresentationDelayFramesMadeDuringAStallStillWaitForTheClockToMove() throws {
    // Frames made while the clock stands still are due at once (their time is the frozen one), so
    // only the hold keeps them off screen until the master clock moves again.
    let stallStart = MediaTime.seconds(1)
    let stallEnd = MediaTime.seconds(1.5)
    let run = try runAVScript(duration: .seconds(2), presentationDelay: .zero) { host in
      let frozen = Self.aheadByFiveMilliseconds(stallStart)
      if host < stallStart { return Self.aheadByFiveMilliseconds(host) }
      return host < stallEnd ? frozen : frozen + (host - stallEnd)
    }
    let accounting = try #require(run.accounting)
    #expect(run.heldTicks == 29)
    #expect(!run.presented.contains { (61...89).contains($0.tick) })
    let firstAfterStall = try #require(run.presented.first { $0.tick >= 90 })
    // Tick 90 (host 1.50000003 s) reads the frozen time + 30 ns; frame 36, made at host
    // 1.500000012 s, is due at the frozen time + 12 ns and supersedes the frames made in the stall.
    #expect(firstAfterStall.tick == 90)
    #expect(firstAfterStall.sequenceNumber == 36)
    #expect(firstAfterStall.offset == MediaTime(nanoseconds: 18))
    #expect(accounting.dropped(.superseded) > 0)
    #expect(accounting.dropped(.late) == 0)
    expectEveryFrameShownWithinOneRefreshOfBeingDue(run)
  }

  @Test func framesAMasterClockJumpLeavesBehindAreDroppedAsLate() throws {
    // The jump comes between tick 60 (host 1.00000002 s) and tick 61, with no frame made in between.
    let jumpAt = MediaTime.seconds(1.01)
    let run = try runAVScript(duration: .seconds(2), presentationDelay: .milliseconds(100)) { host in
      Self.aheadByFiveMilliseconds(host) + (host < jumpAt ? .zero : .milliseconds(300))
    }
    let accounting = try #require(run.accounting)
    let jumpTick = 61
    #expect(accounting.dropped(.late) == run.inFlightBeforeTick[jumpTick])
    #expect(accounting.dropped(.late) >= 2)
    #expect(run.presented.contains { $0.tick > jumpTick })
    #expect(run.heldTicks == 0)
    #expect(accounting.isBalanced)
  }

  @Test func withoutAMasterClockTheTickTimeIsTheMasterTime() throws {
    let sink = RecordingSink()
    let pipeline = try FramePipeline(
      configuration: smallConfiguration(presentationDelay: .milliseconds(10)), clock: VirtualClock(),
      sink: sink)
    try pipeline.start(.manual)
    try pipeline.produce(at: .milliseconds(100))
    try pipeline.tick(at: .milliseconds(105))
    #expect(sink.presented.isEmpty)
    try pipeline.tick(at: .milliseconds(112))
    #expect(sink.presented == [0])
    // Due at 100 ms + 10 ms, presented by the tick at 112 ms.
    #expect(pipeline.avOffset().maxNanoseconds == 2_000_000)
    try pipeline.tick(at: .milliseconds(112))
    #expect(pipeline.heldTickCount() == 1)
    try pipeline.stop(.flush)
  }
}
