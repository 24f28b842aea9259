import Foundation
import Testing
import Tracing

@Suite struct ChromeTraceReaderTests {
  private func decode(_ json: String) throws(TraceReadError) -> TraceSnapshot {
    try ChromeTraceReader.decode(Data(json.utf8))
  }

  /// The events as the writer puts them: each closed begin/end pair as one complete slice at the begin.
  ///
  /// The sample session never nests two slices of one name on a track, so the end of a begin is the
  /// next end of the same name on the same track.
  private func foldingClosedSlices(_ events: [TraceEvent]) -> [TraceEvent] {
    var folded: [TraceEvent] = []
    for (index, event) in events.enumerated() {
      switch event.phase {
      case .begin:
        var slice = event
        if let end = events[index...].first(where: {
          $0.phase == .end && $0.track == event.track && $0.name == event.name
        }) {
          slice.phase = .complete(duration: end.timestamp - event.timestamp)
        }
        folded.append(slice)
      case .end:
        continue
      default:
        folded.append(event)
      }
    }
    return folded
  }

  @Test func readingBackWhatWasWrittenGivesTheSameEventsWithSlicesFolded() throws {
    let original = recordSampleSession()
    let decoded = try decode(ChromeTraceWriter.encode(original))
    let written = foldingClosedSlices(original.events)
    #expect(original.events.contains { $0.phase == .begin })
    #expect(decoded.processName == original.processName)
    #expect(decoded.tracks == original.tracks)
    #expect(decoded.events.count == written.count)
    for (read, written) in zip(decoded.events, written) {
      #expect(read.timestamp == written.timestamp)
      #expect(read.track == written.track)
      #expect(read.phase == written.phase)
      #expect(read.category == written.category)
      #expect(read.name == written.name)
      #expect(read.arguments.sorted { $0.key < $1.key } == written.arguments.sorted { $0.key < $1.key })
    }
  }

  @Test func summaryOfTheReadBackTraceMatchesTheOriginal() throws {
    let clock = ManualClock()
    let recorder = clock.recorder(eventsPerTrack: 4)
    let track = recorder.track(named: "renderer")
    for sequence in 0..<10 {
      clock.set(Int64(sequence) * frameInterval)
      track.instant("frame.dropped", category: .frame, ["reason": sequence % 3 == 0 ? "late" : "superseded"])
    }
    for original in [recordSampleSession(), recorder.snapshot()] {
      let expected = TraceSummary(original)
      let read = TraceSummary(try decode(ChromeTraceWriter.encode(original)))
      #expect(read.sliceDurations == expected.sliceDurations)
      #expect(read.sliceCounts == expected.sliceCounts)
      #expect(read.instantCounts == expected.instantCounts)
      #expect(read.lostEventCount == expected.lostEventCount)
      #expect(read.unclosedSlices == expected.unclosedSlices)
      #expect(
        read.instants(inCategory: .callback).map(\.name)
          == expected.instants(inCategory: .callback).map(\.name))
      #expect(
        read.instantCounts(named: "frame.dropped", byArgument: "reason")
          == expected.instantCounts(named: "frame.dropped", byArgument: "reason"))
    }
  }

  @Test func notJSONIsReportedAsMalformed() {
    #expect {
      try decode("{\"traceEvents\": [")
    } throws: { error in
      guard case .malformedJSON = error as? TraceReadError else { return false }
      return true
    }
  }

  @Test func wrongShapesNameTheEventAndField() {
    let cases: [(String, TraceReadError)] = [
      ("[]", .missingTraceEvents),
      (#"{"traceEvents": {}}"#, .missingTraceEvents),
      (#"{"traceEvents": [3]}"#, .eventNotAnObject(index: 0)),
      (
        #"{"traceEvents": [{"name":"a","ph":"i","ts":0,"tid":1}, {"name":"b","ts":0,"tid":1}]}"#,
        .missingField(index: 1, field: "ph")
      ),
      (
        #"{"traceEvents": [{"name":"a","ph":"i","ts":"soon","tid":1}]}"#,
        .wrongType(index: 0, field: "ts", expected: "a number of microseconds")
      ),
      (#"{"traceEvents": [{"name":"a","ph":"X","ts":0,"tid":1}]}"#, .missingField(index: 0, field: "dur")),
      (
        #"{"traceEvents": [{"name":"a","ph":"s","ts":0,"tid":1,"id":-4}]}"#,
        .wrongType(index: 0, field: "id", expected: "a non-negative integer identifier")
      ),
      (
        #"{"traceEvents": [{"name":"a","ph":"i","ts":0,"tid":1.5}]}"#,
        .wrongType(index: 0, field: "tid", expected: "an integer")
      ),
      (
        #"{"traceEvents": [{"name":"a","ph":"i","ts":0,"tid":1,"args":{"k":[1]}}]}"#,
        .wrongType(index: 0, field: "args.k", expected: "a number or a string")
      ),
      (#"{"traceEvents": [{"name":"a","ph":"P","ts":0,"tid":1}]}"#, .unsupportedPhase(index: 0, phase: "P")),
    ]
    for (json, expected) in cases {
      #expect(throws: expected) { try decode(json) }
    }
  }

  @Test func errorDescriptionsNameThePlaceAtFault() {
    #expect(
      TraceReadError.missingField(index: 3, field: "dur").description == #"traceEvents[3] has no "dur" field"#
    )
  }
}
