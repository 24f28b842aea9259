import Foundation
import Synchronization
import Testing
import Tracing

@Suite struct InternedRecordingTests {
  private let sequence = TraceKey("seq")
  private let latency = TraceKey("latency")
  private let reason = TraceKey("reason")
  private let late = TraceText("late")

  @Test func theSameTextInternsToEqualTokensAndCategoriesKeepNamesApart() {
    #expect(TraceName("frame.pushed", category: .frame) == TraceName("frame.pushed", category: .frame))
    #expect(TraceName("frame.pushed", category: .frame) != TraceName("frame.pushed", category: .state))
    #expect(TraceName("frame.pushed", category: .frame) != TraceName("frame.dropped", category: .frame))
    #expect(TraceKey("seq") == TraceKey("seq"))
    #expect(TraceKey("seq") != TraceKey("latency"))
    #expect(TraceText("late") == TraceText("late"))
    #expect(TraceText("late") != TraceText("early"))
  }

  @Test func internedEventsReadBackExactlyAsTheStringPathRecordsThem() {
    let clock = ManualClock()
    let viaStrings = clock.recorder()
    let viaTokens = clock.recorder()
    let stringTrack = viaStrings.track(named: "renderer")
    let tokenTrack = viaTokens.track(named: "renderer")
    let pushed = TraceName("frame.pushed", category: .frame)
    let presented = TraceName("frame.presented", category: .frame)
    let present = TraceName("present", category: .frame)
    let ring = TraceName("ring", category: .frame)
    let active = TraceName("active", category: .state)
    let occupancy = TraceKey("occupancy")

    clock.set(100)
    stringTrack.begin("present", category: .frame)
    tokenTrack.begin(present)
    stringTrack.flowStart("frame.pushed", category: .frame, id: 9, ["seq": 9])
    tokenTrack.flowStart(pushed, id: 9, sequence.int(9))
    stringTrack.flowEnd("frame.presented", category: .frame, id: 9, at: 150, ["seq": 9, "latency": 0.5])
    tokenTrack.flowEnd(presented, id: 9, at: 150, sequence.int(9), latency.double(0.5))
    stringTrack.instant("frame.pushed", category: .frame, at: 160, ["seq": 10, "reason": "late"])
    tokenTrack.instant(pushed, at: 160, sequence.int(10), reason.text(late))
    stringTrack.counter("ring", category: .frame, at: 170, ["occupancy": 2])
    tokenTrack.counter(ring, at: 170, occupancy.int(2))
    stringTrack.asyncBegin("active", category: .state, id: 3, at: 180)
    tokenTrack.asyncBegin(active, id: 3, at: 180)
    stringTrack.asyncEnd("active", category: .state, id: 3, at: 190)
    tokenTrack.asyncEnd(active, id: 3, at: 190)
    stringTrack.complete("present", category: .frame, start: 195, duration: 4)
    tokenTrack.complete(present, start: 195, duration: 4)
    stringTrack.end("present", category: .frame, at: 200)
    tokenTrack.end(present, at: 200)
    stringTrack.record("frame.pushed", category: .frame, phase: .instant, at: 210, ["seq": 11])
    tokenTrack.record(pushed, phase: .instant, at: 210, sequence.int(11))

    let expected = viaStrings.snapshot().events
    #expect(expected.count == 10)
    #expect(viaTokens.snapshot().events == expected)
  }

  @Test func fieldValuesComeBackBitForBitAndOutOfRangeIntegersClamp() {
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "t")
    let name = TraceName("values", category: .frame)
    let (low, high, wide, negativeZero, huge) = (
      TraceKey("low"), TraceKey("high"), TraceKey("wide"), TraceKey("negativeZero"), TraceKey("huge")
    )
    track.instant(name, low.int(Int64.min), high.int(Int64.max), wide.int(UInt64.max), huge.double(1e300))
    track.instant(name, negativeZero.double(-0.0), latency.double(-.infinity), reason.text(late))

    let arguments = recorder.snapshot().events.map(\.arguments)
    #expect(
      arguments == [
        ["low": .int(.min), "high": .int(.max), "wide": .int(.max), "huge": 1e300],
        ["negativeZero": -0.0, "latency": .double(-.infinity), "reason": "late"],
      ])
    if case .double(let zero) = arguments.last?["negativeZero"] {
      #expect(zero.sign == .minus)
    } else {
      Issue.record("negativeZero did not come back as a double")
    }
  }

  @Test func absentFieldsAnywhereAreSkippedAndARepeatedKeyKeepsItsLastValue() {
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "t")
    let name = TraceName("frame.dropped", category: .frame)
    track.instant(name, nil, sequence.int(4), nil, reason.text(late))
    track.instant(name, sequence.int(1), sequence.int(2))

    let arguments = recorder.snapshot().events.map(\.arguments)
    #expect(arguments == [["seq": 4, "reason": "late"], ["seq": 2]])
  }

  @Test func aSlotReusedByAnEventWithFewerWordsShowsOnlyThatEventsFieldsAndPhase() {
    let recorder = TraceRecorder(eventsPerTrack: 1, clock: { 0 })
    let track = recorder.track(named: "t")
    let name = TraceName("reused", category: .frame)
    let (a, b, c, d) = (TraceKey("a"), TraceKey("b"), TraceKey("c"), TraceKey("d"))
    track.flowEnd(name, id: 77, at: 1, a.int(1), b.int(2), c.int(3), d.text(late))
    track.instant(name, at: 2, nil, b.int(20))
    var last = recorder.snapshot().events.last
    #expect(last?.phase == .instant)
    #expect(last?.arguments == ["b": 20])
    track.begin(name, at: 3)
    last = recorder.snapshot().events.last
    #expect(last?.phase == .begin)
    #expect(last?.arguments.isEmpty == true)
    track.asyncBegin(name, id: 5, at: 4, c.int(30))
    last = recorder.snapshot().events.last
    #expect(last?.phase == .asyncBegin(id: 5))
    #expect(last?.arguments == ["c": 30])
  }

  @Test func aCounterSamplingKeyAddsACounterSampleRightAfterItsEvent() {
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "renderer")
    let presented = TraceName("frame.presented", category: .frame)
    let latencyCounter = TraceName("latency", category: .frame)
    let sampled = TraceKey("latency_us", sampling: latencyCounter, series: "us")
    let plain = TraceKey("latency_us")
    #expect(sampled != plain)
    #expect(sampled == TraceKey("latency_us", sampling: latencyCounter, series: "us"))

    track.flowEnd(presented, id: 1, at: 10, sequence.int(1), sampled.int(250))
    track.flowEnd(presented, id: 2, at: 20, sequence.int(2), plain.int(300))
    track.instant(presented, at: 30, sampled.double(1.5), sampled.text(late))

    let events = recorder.snapshot().events.filter { $0.category == .frame }
    #expect(
      events.map(\.name) == ["frame.presented", "latency", "frame.presented", "frame.presented", "latency"])
    #expect(events[0].arguments == ["seq": 1, "latency_us": 250])
    #expect(
      events[1]
        == TraceEvent(
          timestamp: 10, track: 1, phase: .counter, category: .frame, name: "latency", arguments: ["us": 250])
    )
    #expect(events[2].arguments == ["seq": 2, "latency_us": 300])
    #expect(events[4].phase == .counter)
    #expect(events[4].timestamp == 30)
    #expect(events[4].arguments == ["us": 1.5])
  }

  @Test func disabledTrackStoresNothingOnTheInternedPath() {
    let track = TraceRecorder.disabled.track(named: "off")
    track.instant(TraceName("frame.pushed", category: .frame), sequence.int(1))
    #expect(!track.isEnabled)
    #expect(TraceRecorder.disabled.snapshot().events.isEmpty)
  }

  @Test func argumentsBeyondTheInlineFourSurviveRingWrapAroundInOrder() {
    let clock = ManualClock()
    let recorder = clock.recorder(eventsPerTrack: 3)
    let track = recorder.track(named: "main")
    func arguments(_ index: Int) -> TraceArguments {
      var arguments = TraceArguments()
      for position in 0..<(index.isMultiple(of: 2) ? 6 : 2) {
        arguments.set("k\(position)", .int(Int64(index * 10 + position)))
      }
      arguments.set("reason", .string("case \(index)"))
      return arguments
    }
    for index in 0..<10 {
      clock.set(Int64(index))
      track.instant("wide", category: .callback, arguments(index))
    }

    let snapshot = recorder.snapshot()
    #expect(snapshot.tracks[0].lostEventCount == 7)
    let kept = snapshot.events.filter { $0.category == .callback }
    #expect(kept.map(\.timestamp) == [7, 8, 9])
    #expect(kept.map(\.arguments) == [7, 8, 9].map(arguments))
    #expect(kept.map { $0.arguments.map(\.key) }.first == ["k0", "k1", "reason"])
  }

  @Test func snapshotsTakenWhileATrackIsWrittenHoldOnlyIntactConsecutiveEvents() {
    let name = TraceName("frame.pushed", category: .frame)
    let (head, tail) = (TraceKey("head"), TraceKey("tail"))
    expectIntactSnapshotsWhileWriting(
      record: { track, index in track.instant(name, at: index, head.int(index), nil, nil, tail.int(index)) },
      arguments: { ["head": .int($0), "tail": .int($0)] })
  }

  @Test func snapshotsTakenWhileOverflowingEventsAreWrittenKeepEveryArgument() {
    let arguments: @Sendable (Int64) -> TraceArguments = { index in
      var arguments = TraceArguments()
      for position in 0..<6 { arguments.set("k\(position)", .int(index)) }
      return arguments
    }
    expectIntactSnapshotsWhileWriting(
      record: { track, index in track.instant("wide", category: .frame, at: index, arguments(index)) },
      arguments: arguments)
  }

  /// Writes events 0, 1, 2... (timestamp = sequence number) on a thread of its own while snapshotting
  /// on this one, and checks that every snapshot holds a run of intact events right after the ones it
  /// lost. The writer gets a real thread: a task could starve behind the snapshot loop.
  private func expectIntactSnapshotsWhileWriting(
    record: @escaping @Sendable (TraceTrack, Int64) -> Void,
    arguments: @escaping @Sendable (Int64) -> TraceArguments
  ) {
    let capacity = 64
    let eventCount: Int64 = 10_000
    let recorder = TraceRecorder(eventsPerTrack: capacity, clock: { 0 })
    let track = recorder.track(named: "producer")
    let writing = Atomic<Bool>(true)
    Thread.detachNewThread {
      for index in 0..<eventCount { record(track, index) }
      writing.store(false, ordering: .releasing)
    }
    var snapshotsTaken = 0
    var everySnapshotIntact = true
    repeat {
      let snapshot = recorder.snapshot()
      let events = snapshot.events.filter { $0.category == .frame }
      let lost = Int64(snapshot.tracks[0].lostEventCount)
      everySnapshotIntact =
        everySnapshotIntact && events.count <= capacity
        && events.map(\.timestamp) == Array(lost..<(lost + Int64(events.count)))
        && events.allSatisfy { $0.arguments == arguments($0.timestamp) }
      snapshotsTaken += 1
    } while writing.load(ordering: .acquiring)
    let final = recorder.snapshot()
    #expect(snapshotsTaken > 0)
    #expect(everySnapshotIntact)
    #expect(final.tracks[0].lostEventCount == Int(eventCount) - capacity)
    #expect(final.events.last.map { $0.arguments == arguments(eventCount - 1) } == true)
  }
}
