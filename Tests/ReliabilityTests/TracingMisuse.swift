import Foundation
import Testing
import Tracing

/// A trace file that is not one, refused by the reader with a typed error.
func misusedTrace(_ name: String, _ text: String, _ expected: TraceReadError? = nil) -> MisuseCase {
  MisuseCase(module: "Tracing", name: name, answer: .typedError) {
    let error = #expect(throws: TraceReadError.self) { _ = try ChromeTraceReader.decode(Data(text.utf8)) }
    if let expected { #expect(error == expected) }
  }
}

extension MisuseCase {
  static let tracing: [MisuseCase] = [
    misusedTrace("an empty trace file", ""),
    misusedTrace("a trace that is not JSON", "{traceEvents: ["),
    misusedTrace("a trace without traceEvents", #"{"events": []}"#, .missingTraceEvents),
    misusedTrace("a trace whose event is a number", #"{"traceEvents": [3]}"#, .eventNotAnObject(index: 0)),
    misusedTrace("a trace event without a phase", #"{"traceEvents": [{"name": "x", "ts": 1}]}"#),
    misusedTrace(
      "a trace event with an unknown phase",
      #"{"traceEvents": [{"name": "x", "ph": "Q", "ts": 1, "pid": 1, "tid": 1}]}"#),
    MisuseCase(module: "Tracing", name: "a track of Int.max events", answer: .noOp) {
      let recorder = TraceRecorder(clock: { 0 })
      let track = recorder.track(named: "huge", capacity: .max)
      track.instant("one", category: "test")
      #expect(recorder.snapshot().events.count == 1)
      #expect(
        TraceRecorder(eventsPerTrack: .max, clock: { 0 }).eventsPerTrack
          == TraceRecorder.maximumEventsPerTrack)
    },
    MisuseCase(module: "Tracing", name: "a track of -5 events", answer: .noOp) {
      let recorder = TraceRecorder(clock: { 0 })
      let track = recorder.track(named: "tiny", capacity: -5)
      track.instant("first", category: "test")
      track.instant("second", category: "test")
      let names = recorder.snapshot().events.map(\.name)
      #expect(names == [TraceSnapshot.lostEventsName, "second"])
    },
    MisuseCase(module: "Tracing", name: "events recorded on a disabled recorder", answer: .noOp) {
      let track = TraceRecorder.disabled.track(named: "off")
      track.instant("ignored", category: "test")
      #expect(TraceRecorder.disabled.snapshot().events.isEmpty)
    },
  ]
}
