import Testing
import Tracing

@Suite struct TextTraceWriterTests {
  @Test func linesShowRelativeTimesInAlignedColumns() {
    let snapshot = TraceSnapshot(
      processName: "p",
      tracks: [TraceTrackInfo(id: 1, name: "main"), TraceTrackInfo(id: 2, name: "renderer")],
      events: [
        TraceEvent(timestamp: 5_000_000_000, track: 1, phase: .begin, category: .state, name: "starting"),
        TraceEvent(
          timestamp: 5_016_666_667, track: 2, phase: .flowEnd(id: 4), category: .frame,
          name: "frame.presented",
          arguments: ["seq": 4, "latency": 0.5]),
        TraceEvent(
          timestamp: 6_000_000_000, track: 2, phase: .complete(duration: 250_000), category: .frame,
          name: "present"),
      ])
    let expected = """
      +0.000000s  main      begin    state  starting
      +0.016667s  renderer  flow-in  frame  frame.presented  id=4 seq=4 latency=0.5
      +1.000000s  renderer  slice    frame  present          dur=0.000250s

      """
    #expect(TextTraceWriter.encode(snapshot) == expected)
  }

  @Test func emptySnapshotGivesEmptyText() {
    #expect(TextTraceWriter.encode(TraceSnapshot(processName: "p", tracks: [], events: [])) == "")
  }
}
