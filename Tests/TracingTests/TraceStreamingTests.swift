import Foundation
import Testing
import Tracing

/// Draining a recorder as a run goes, and writing the chunks as one trace: nothing lost, nothing twice,
/// the same trace as the whole snapshot.
struct TraceStreamingTests {
  @Test func drainsHandOverEveryEventOnceAndLeaveSnapshotsAlone() {
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "main")
    track.instant("a", category: "test", at: 1)
    track.instant("b", category: "test", at: 2)
    #expect(recorder.drain().events.map(\.name) == ["a", "b"])
    #expect(recorder.drain().events.isEmpty)
    track.instant("c", category: "test", at: 3)
    let later = recorder.track(named: "later")
    later.instant("d", category: "test", at: 3)
    let chunk = recorder.drain()
    #expect(chunk.events.map(\.name) == ["c", "d"])
    #expect(chunk.tracks.map(\.name) == ["main", "later"])
    #expect(
      recorder.snapshot().events.map(\.name) == ["a", "b", "c", "d"], "a snapshot still sees everything")
    #expect(recorder.drain().events.isEmpty, "and does not move the drain")
  }

  @Test func aDrainUpToAnInstantLeavesThatInstantsEventsForTheNextDrain() {
    let recorder = TraceRecorder(clock: { 0 })
    let first = recorder.track(named: "first")
    let second = recorder.track(named: "second")
    first.instant("early", category: "test", at: 5)
    second.instant("at ten, recorded first", category: "test", at: 10)
    #expect(recorder.drain(before: 10).events.map(\.name) == ["early"])
    first.instant("at ten, recorded second", category: "test", at: 10)
    // Together in one chunk, the instant's events are in a whole snapshot's order: by track.
    #expect(
      recorder.drain().events.map(\.name) == ["at ten, recorded second", "at ten, recorded first"])
    #expect(
      recorder.snapshot().events.map(\.name).suffix(2) == [
        "at ten, recorded second", "at ten, recorded first",
      ])
  }

  @Test func aSliceOpenAcrossDrainsKeepsItsEndAndAnOverwrittenBeginDropsIt() {
    let recorder = TraceRecorder(eventsPerTrack: 4, clock: { 0 })
    let track = recorder.track(named: "main")
    track.begin("kept", category: "test", at: 1)
    #expect(recorder.drain().events.map(\.name) == ["kept"])
    track.end("kept", category: "test", at: 2)
    #expect(recorder.drain().events.map(\.phase) == [.end], "its begin went out in the chunk before")
    #expect(recorder.undrainedLoad() == 0)
    track.begin("lost", category: "test", at: 3)
    for time in 4...8 { track.instant("filler", category: "test", at: Int64(time)) }
    #expect(recorder.undrainedLoad() == 1.5)
    track.end("lost", category: "test", at: 9)
    let chunk = recorder.drain()
    // Seven events since the last drain, four kept: the begin and two fillers were overwritten, and
    // the end that closes nothing left is dropped as lost too.
    #expect(chunk.tracks.map(\.lostEventCount) == [4])
    #expect(chunk.events.map(\.name) == [TraceSnapshot.lostEventsName, "filler", "filler", "filler"])
  }

  @Test func aTrackNobodyHoldsGoesOnceADrainTookItsEventsAndItsIDIsNotGivenAgain() {
    let recorder = TraceRecorder(clock: { 0 })
    let main = recorder.track(named: "main")
    var pipeline: TraceTrack? = recorder.track(named: "pipeline")
    pipeline?.instant("early", category: "test", at: 1)
    pipeline?.instant("late", category: "test", at: 5)
    pipeline = nil
    let untilLate = recorder.drain(before: 5)
    #expect(untilLate.events.map(\.name) == ["early"])
    #expect(untilLate.tracks.map(\.name) == ["main", "pipeline"])
    #expect(recorder.snapshot().events.map(\.name) == ["early", "late"], "kept while an event is undrained")
    let last = recorder.drain()
    #expect(last.events.map(\.name) == ["late"])
    #expect(last.tracks.map(\.name) == ["main", "pipeline"], "listed in the chunk with its last events")
    main.instant("after", category: "test", at: 6)
    let next = recorder.track(named: "next")
    let after = recorder.drain()
    #expect(after.tracks.map(\.name) == ["main", "next"])
    #expect(after.tracks.map(\.id) == [main.id, 3], "a new track never takes a released one's id")
    #expect(next.id == 3)
    #expect(recorder.snapshot().events.map(\.name) == ["after"], "its events went with the drains")
  }

  @Test func aTrackStillHeldOrOnlySnapshottedStays() {
    let recorder = TraceRecorder(clock: { 0 })
    let held = recorder.track(named: "held")
    var released: TraceTrack? = recorder.track(named: "released")
    released?.instant("kept", category: "test", at: 1)
    released = nil
    #expect(recorder.snapshot().tracks.map(\.name) == ["held", "released"])
    #expect(recorder.snapshot().events.map(\.name) == ["kept"], "snapshots alone never let a track go")
    _ = recorder.drain()
    held.instant("still recording", category: "test", at: 2)
    #expect(recorder.drain().tracks.map(\.name) == ["held"])
    #expect(recorder.snapshot().events.map(\.name) == ["still recording"])
  }

  @Test func chunksWrittenAsTheyComeReadBackAsTheWholeSnapshot() throws {
    let recorder = TraceRecorder(clock: { 0 })
    let main = recorder.track(named: "main")
    let video = recorder.track(named: "video")
    var stream = ChromeTraceStream()
    var text = TextTraceStream()
    var json = ""
    var records: [[UInt8]] = []
    func drain() {
      let chunk = recorder.drain()
      json += String(decoding: stream.encode(chunk), as: UTF8.self)
      records.append(text.rowsRecord(for: chunk))
    }
    main.begin("pip", category: "pip", at: 0)
    main.begin("starting", category: "pip", at: 0)
    main.end("starting", category: "pip", at: 300)
    video.flowStart("frame.pushed", category: "frame", id: 1, at: 100)
    drain()
    video.flowEnd("frame.presented", category: "frame", id: 1, at: 1_100)
    main.instant("didStart", category: "callback", at: 1_200)
    drain()
    main.end("pip", category: "pip", at: 2_000)
    main.begin("still open", category: "pip", at: 2_100)
    drain()
    json += stream.trailer()
    let whole = recorder.snapshot()
    let streamed = try ChromeTraceReader.decode(Data(json.utf8))
    let wholeRead = try ChromeTraceReader.decode(Data(ChromeTraceWriter.encode(whole).utf8))
    #expect(
      streamed.events.map(String.init(describing:)).sorted()
        == wholeRead.events.map(String.init(describing:)).sorted())
    let pip = try #require(streamed.events.first { $0.name == "pip" })
    #expect(pip.phase == .complete(duration: 2_000), "the slice open across chunks is whole")
    #expect(streamed.events.last?.name == "still open" && streamed.events.last?.phase == .begin)
    var lines: [UInt8] = []
    for record in records { try record.withUnsafeBytes { try text.appendLines(of: $0, to: &lines) } }
    #expect(String(decoding: lines, as: UTF8.self) == TextTraceWriter.encode(whole))
    #expect(stream.eventCount == 6)
  }

  @Test func aDamagedTextRecordIsRefusedWithoutWritingALine() throws {
    let recorder = TraceRecorder(clock: { 0 })
    let main = recorder.track(named: "main")
    main.instant("first", category: "pip", at: 0)
    main.instant("second", category: "pip", at: 1_000)
    var text = TextTraceStream()
    let record = text.rowsRecord(for: recorder.drain())
    var lines = Array("kept\n".utf8)
    try record.withUnsafeBytes { try text.appendLines(of: $0, to: &lines) }
    #expect(String(decoding: lines, as: UTF8.self).split(separator: "\n").count == 3)

    let before = lines
    // Cut inside the header: the row count promises more than there is.
    let short = Array(record.prefix(20))
    #expect(throws: TextTraceRecordError.tooShort(byteCount: 20)) {
      try short.withUnsafeBytes { try text.appendLines(of: $0, to: &lines) }
    }
    // The text cut short: the last cell ends past it.
    let cut = Array(record.dropLast(3))
    #expect(throws: TextTraceRecordError.self) {
      try cut.withUnsafeBytes { try text.appendLines(of: $0, to: &lines) }
    }
    // A cell's end before the previous one's: the first row's second cell ends at 0.
    var backwards = record
    backwards.replaceSubrange(12..<16, with: [0, 0, 0, 0])
    #expect(throws: TextTraceRecordError.self) {
      try backwards.withUnsafeBytes { try text.appendLines(of: $0, to: &lines) }
    }
    #expect(throws: TextTraceRecordError.tooShort(byteCount: 0)) {
      try [UInt8]().withUnsafeBytes { try text.appendLines(of: $0, to: &lines) }
    }
    #expect(lines == before, "nothing written for a refused record")
  }

  @Test func summariesAccumulatedChunkByChunkEqualTheWholeSnapshots() {
    let recorder = TraceRecorder(clock: { 0 })
    let track = recorder.track(named: "main")
    var accumulator = TraceSummary.Accumulator()
    track.begin("active", category: "pip", at: 10)
    track.instant("tick", category: "test", at: 15)
    accumulator.add(recorder.drain())
    track.end("active", category: "pip", at: 40)
    track.begin("stopping", category: "pip", at: 40)
    track.end("stopping", category: "pip", at: 50)
    track.begin("open", category: "pip", at: 60)
    accumulator.add(recorder.drain())
    let whole = TraceSummary(recorder.snapshot())
    #expect(accumulator.sliceDurations == whole.sliceDurations)
    #expect(accumulator.sliceDurations == ["active": 30, "stopping": 10])
    #expect(accumulator.sliceCounts == whole.sliceCounts)
    #expect(accumulator.instantCounts == whole.instantCounts)
    #expect(accumulator.unclosedSlices == ["open"])
    #expect(accumulator.sliceFirstStarts == ["active": 10, "stopping": 40])
  }
}

@Test func textColumnsAlignOnCharactersWhetherOrNotACellIsASCII() {
  // "é" and "→→" are one and two characters but two and six UTF-8 bytes: aligned on bytes, the
  // argument column after them would start at different places.
  let text = TextTraceWriter.encode(
    TraceSnapshot(
      processName: "p", tracks: [TraceTrackInfo(id: 1, name: "t")],
      events: ["é", "→→", "abc"].map { name in
        TraceEvent(timestamp: 0, track: 1, phase: .instant, category: .frame, name: name, arguments: ["k": 1])
      }))
  let lines = text.split(separator: "\n")
  #expect(lines.count == 3)
  let argumentColumns = lines.map { line in
    line.distance(from: line.startIndex, to: line.firstRange(of: "k=1")!.lowerBound)
  }
  #expect(Set(argumentColumns).count == 1, "\(lines)")
}
