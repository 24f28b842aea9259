import Clocks
import Foundation
import PixelBuffers
import RenderPipeline
import Runtime
import Testing
import Tracing

/// A manual pipeline on a virtual clock that reports to `recorder`.
private func makeTracedPipeline(_ recorder: TraceRecorder, ringCapacity: Int = 2) throws -> (
  FramePipeline, VirtualClock
) {
  var configuration = smallConfiguration(ringCapacity: ringCapacity)
  configuration.trace = recorder
  let clock = VirtualClock()
  let pipeline = try FramePipeline(configuration: configuration, clock: clock, sink: RecordingSink())
  try pipeline.start(.manual)
  return (pipeline, clock)
}

/// Each event as `milliseconds track phase name key=value...`, flows with their id.
private func lines(_ snapshot: TraceSnapshot) -> [String] {
  snapshot.events.map { event in
    var parts = [
      String(event.timestamp / 1_000_000), snapshot.trackName(for: event.track), event.phase.word, event.name,
    ]
    switch event.phase {
    case .flowStart(let id), .flowEnd(let id): parts.append("id=\(id)")
    default: break
    }
    parts += event.arguments.map { "\($0.key)=\($0.value)" }
    return parts.joined(separator: " ")
  }
}

@Test func aManualRunTracesPushesPresentationsAndDropsWithTheirReasons() throws {
  let recorder = TraceRecorder(clock: { 0 })
  let (pipeline, clock) = try makeTracedPipeline(recorder)
  try pipeline.produce(at: .zero)
  try pipeline.produce(at: .milliseconds(10))
  try pipeline.produce(at: .milliseconds(20))
  try pipeline.tick(at: .milliseconds(25))
  try pipeline.produce(at: .milliseconds(100))
  try pipeline.tick(at: .milliseconds(200))
  try pipeline.produce(at: .milliseconds(210))
  try clock.move(to: .milliseconds(300))
  let accounting = try pipeline.stop(.flush)

  #expect(
    lines(recorder.snapshot()) == [
      "0 producer flow-out frame.pushed id=0 seq=0",
      "0 producer counter ring occupancy=1",
      "10 producer flow-out frame.pushed id=1 seq=1",
      "10 producer counter ring occupancy=2",
      "20 producer flow-out frame.pushed id=2 seq=2",
      "20 producer instant frame.dropped seq=0 reason=ringFullOldest",
      "25 renderer instant frame.dropped seq=1 reason=superseded",
      "25 renderer flow-in frame.presented id=2 seq=2 latency_us=5000",
      "25 renderer counter latency us=5000",
      "100 producer flow-out frame.pushed id=3 seq=3",
      "100 producer counter ring occupancy=1",
      "200 renderer instant frame.dropped seq=3 reason=late",
      "210 producer flow-out frame.pushed id=4 seq=4",
      "300 renderer instant frame.dropped seq=4 reason=flushedAtStop",
    ])
  let summary = TraceSummary(recorder.snapshot())
  let dropsByReason = summary.instantCounts(named: "frame.dropped", byArgument: "reason")
  for reason in DropReason.allCases {
    #expect(dropsByReason[reason.rawValue, default: 0] == accounting.dropped(reason))
  }
  #expect(summary.instantCounts["frame.pushed"] == accounting.pushed)
  #expect(summary.instantCounts["frame.presented"] == accounting.presented)
}

@Test func everyPresentedFrameEndsTheFlowItsPushStarted() throws {
  let recorder = TraceRecorder(clock: { 0 })
  let (pipeline, clock) = try makeTracedPipeline(recorder, ringCapacity: 4)
  for frame in 0..<40 {
    try pipeline.produce(at: .milliseconds(16) * Int64(frame))
    if frame % 3 != 0 { try pipeline.tick(at: .milliseconds(16) * Int64(frame) + .milliseconds(8)) }
  }
  try clock.move(to: .seconds(1))
  let accounting = try pipeline.stop(.drain)
  let events = recorder.snapshot().events
  var pushedAt: [UInt64: Int64] = [:]
  var presentedIDs: [UInt64] = []
  for event in events {
    switch event.phase {
    case .flowStart(let id):
      pushedAt[id] = event.timestamp
    case .flowEnd(let id):
      let pushTime = try #require(pushedAt[id], "frame \(id) presented before it was pushed")
      #expect(event.arguments["seq"] == .int(Int64(id)))
      #expect(event.arguments["latency_us"] == .int((event.timestamp - pushTime) / 1_000))
      presentedIDs.append(id)
    default:
      break
    }
  }
  #expect(presentedIDs.count == accounting.presented)
  #expect(Set(presentedIDs).count == presentedIDs.count)
  #expect(presentedIDs == presentedIDs.sorted())
}

@Test func aDisabledRecorderRecordsNothingFromAPipeline() throws {
  let recorder = TraceRecorder(isEnabled: false, clock: { 0 })
  let (pipeline, _) = try makeTracedPipeline(recorder)
  for frame in 0..<5 { try pipeline.produce(at: .milliseconds(10) * Int64(frame)) }
  try pipeline.tick(at: .milliseconds(45))
  try pipeline.stop(.flush)
  #expect(recorder.snapshot().events.isEmpty)
}

@Test func threadedRunsTraceDropsThatMatchTheAccounting() throws {
  let recorder = TraceRecorder(clock: { HostClock().now().nanoseconds })
  var configuration = smallConfiguration(ringCapacity: 2)
  configuration.frameRate = 240
  configuration.trace = recorder
  let pipeline = try FramePipeline(configuration: configuration, clock: HostClock(), sink: RecordingSink())
  try pipeline.start(.displayLink(hertz: 60))
  Thread.sleep(forTimeInterval: 0.1)
  let accounting = try pipeline.stop(.flush)
  let snapshot = recorder.snapshot()
  let summary = TraceSummary(snapshot)
  #expect(snapshot.tracks.map(\.name) == ["producer", "renderer"])
  #expect(summary.lostEventCount == 0)
  #expect(summary.instantCounts["frame.pushed"] == accounting.pushed)
  #expect(summary.instantCounts["frame.presented", default: 0] == accounting.presented)
  let dropsByReason = summary.instantCounts(named: "frame.dropped", byArgument: "reason")
  for reason in DropReason.allCases {
    #expect(dropsByReason[reason.rawValue, default: 0] == accounting.dropped(reason))
  }
}
