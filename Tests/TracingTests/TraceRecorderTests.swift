import Dispatch
import Testing
import Tracing

@Suite struct TraceRecorderTests {
  @Test func disabledRecorderRecordsNothingAndNeverBuildsArguments() {
    let recorder = TraceRecorder(isEnabled: false, clock: { 42 })
    let track = recorder.track(named: "main")
    var argumentsBuilt = false
    func arguments() -> TraceArguments {
      argumentsBuilt = true
      return ["seq": 1]
    }
    track.instant("frame.presented", category: .frame, arguments())
    track.begin("starting", category: .state)
    track.counter("ring", category: .frame, arguments())
    #expect(!track.isEnabled)
    #expect(!argumentsBuilt)
    #expect(recorder.snapshot().events.isEmpty)
    #expect(TraceRecorder.disabled.snapshot().events.isEmpty)
  }

  @Test func enabledRecorderStoresExactTimestampsAndArguments() {
    let clock = ManualClock()
    let recorder = clock.recorder()
    let track = recorder.track(named: "renderer")
    clock.set(1_500)
    track.instant("frame.presented", category: .frame, ["seq": 3, "latency": 0.25, "layer": "pip"])
    track.complete("present", category: .frame, start: 2_000, duration: 700)
    track.instant("tick", category: .frame, at: 9_999)

    let events = recorder.snapshot().events
    #expect(
      events == [
        TraceEvent(
          timestamp: 1_500, track: track.id, phase: .instant, category: .frame, name: "frame.presented",
          arguments: ["seq": 3, "latency": 0.25, "layer": "pip"]),
        TraceEvent(
          timestamp: 2_000, track: track.id, phase: .complete(duration: 700), category: .frame,
          name: "present"),
        TraceEvent(timestamp: 9_999, track: track.id, phase: .instant, category: .frame, name: "tick"),
      ])
  }

  @Test func aCapacityBeyondTheMaximumIsClampedInsteadOfOverflowingTheRing() {
    let recorder = TraceRecorder(eventsPerTrack: .max, clock: { 0 })
    #expect(recorder.eventsPerTrack == TraceRecorder.maximumEventsPerTrack)
    let track = recorder.track(named: "huge", capacity: .max)
    track.instant("kept", category: .frame)
    #expect(recorder.snapshot().events.map(\.name) == ["kept"])
  }

  @Test func fullRingKeepsTheNewestEventsAndReportsTheExactLostCount() {
    let clock = ManualClock()
    let recorder = clock.recorder(eventsPerTrack: 8)
    let track = recorder.track(named: "producer")
    for sequence in 0..<21 {
      clock.set(Int64(sequence) * 10)
      track.instant("frame.pushed", category: .frame, ["seq": .int(Int64(sequence))])
    }

    let snapshot = recorder.snapshot()
    let marker = snapshot.events.first
    #expect(marker?.name == TraceSnapshot.lostEventsName)
    #expect(marker?.category == .trace)
    #expect(marker?.timestamp == 130)
    #expect(marker?.arguments[TraceSnapshot.lostEventsCountKey] == .int(13))
    #expect(snapshot.tracks.first?.lostEventCount == 13)
    let kept = snapshot.events.dropFirst().map { $0.arguments["seq"] }
    #expect(kept == (13..<21).map { TraceValue.int(Int64($0)) })
  }

  @Test func everyWrapPositionKeepsTheNewestEventsInOrder() {
    for capacity in 1...5 {
      for recorded in 0...12 {
        let clock = ManualClock()
        let recorder = clock.recorder(eventsPerTrack: capacity)
        let track = recorder.track(named: "t")
        for sequence in 0..<recorded {
          clock.set(Int64(sequence))
          track.instant("e", category: .frame)
        }
        let snapshot = recorder.snapshot()
        let retained = snapshot.events.filter { $0.category == .frame }.map(\.timestamp)
        #expect(retained == (max(0, recorded - capacity)..<recorded).map(Int64.init))
        #expect(snapshot.tracks[0].lostEventCount == max(0, recorded - capacity))
      }
    }
  }

  @Test func endWhoseBeginWasOverwrittenIsDroppedAndCountedAsLost() {
    let clock = ManualClock()
    let recorder = clock.recorder(eventsPerTrack: 3)
    let track = recorder.track(named: "main")
    track.begin("starting", category: .state)
    track.instant("a", category: .callback)
    track.instant("b", category: .callback)
    track.end("starting", category: .state)

    let snapshot = recorder.snapshot()
    #expect(snapshot.tracks[0].lostEventCount == 2)
    #expect(!snapshot.events.contains { $0.phase == .end })
    #expect(snapshot.events.map(\.name) == [TraceSnapshot.lostEventsName, "a", "b"])
  }

  @Test func eventsAtTheSameTimeOrderByTrackThenRecordingOrder() {
    let recorder = TraceRecorder(clock: { 5 })
    let first = recorder.track(named: "first")
    let second = recorder.track(named: "second")
    second.instant("s1", category: .frame)
    first.instant("f1", category: .frame)
    second.instant("s2", category: .frame)
    first.instant("f2", category: .frame)
    #expect(recorder.snapshot().events.map(\.name) == ["f1", "f2", "s1", "s2"])
  }

  @Test func twoThreadsRecordingConcurrentlyLoseNothingAndMergeInTimeOrder() async {
    let recorder = TraceRecorder(eventsPerTrack: 10_000, clock: { 0 })
    let eventsPerThread = 5_000
    await withTaskGroup(of: Void.self) { group in
      for (name, parity) in [("producer", Int64(0)), ("renderer", Int64(1))] {
        group.addTask {
          await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
              let track = recorder.track(named: name)
              for index in 0..<Int64(eventsPerThread) {
                track.instant("frame", category: .frame, at: 2 * index + parity, ["index": .int(index)])
              }
              continuation.resume()
            }
          }
        }
      }
    }
    let snapshot = recorder.snapshot()
    #expect(snapshot.events.count == 2 * eventsPerThread)
    #expect(snapshot.events.map(\.timestamp) == (0..<Int64(2 * eventsPerThread)).map { $0 })
    #expect(snapshot.tracks.allSatisfy { $0.lostEventCount == 0 })
  }

  @Test func eachTrackGetsItsOwnIdentifierEvenForARepeatedName() {
    let recorder = TraceRecorder(clock: { 0 })
    let first = recorder.track(named: "worker")
    let second = recorder.track(named: "worker")
    #expect(first.id != second.id)
    #expect(recorder.snapshot().tracks.map(\.name) == ["worker", "worker"])
  }
}
