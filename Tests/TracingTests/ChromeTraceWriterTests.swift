import Foundation
import Testing
import Tracing

@Suite struct ChromeTraceWriterTests {
  private func parsedEvents(_ snapshot: TraceSnapshot) throws -> [[String: Any]] {
    let json = ChromeTraceWriter.encode(snapshot)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(root["displayTimeUnit"] as? String == "ms")
    return try #require(root["traceEvents"] as? [[String: Any]])
  }

  @Test func outputIsJSONWithProcessAndThreadNames() throws {
    let events = try parsedEvents(recordSampleSession())
    let metadata = events.filter { $0["ph"] as? String == "M" }
    let names = metadata.map { "\($0["name"]!):\(($0["args"] as? [String: Any])?["name"] ?? "")" }
    #expect(names.contains("process_name:PiPSim test"))
    #expect(names.contains("thread_name:main"))
    #expect(names.contains("thread_name:producer"))
    #expect(names.contains("thread_name:renderer"))
  }

  @Test func everySliceBecomesACompleteSliceAndOpenOnesAreMarkedUnfinished() throws {
    let clock = ManualClock()
    let recorder = clock.recorder()
    let main = recorder.track(named: "main")
    main.begin("pip", category: .state)
    main.begin("active", category: .state)
    clock.set(2_000_000)
    main.end("active", category: .state)
    main.begin("restoring", category: .state)
    main.end("restoring", category: .state)
    main.begin("stopping", category: .state)
    clock.set(2_300_000)
    main.end("stopping", category: .state)
    main.end("pip", category: .state)
    main.begin("left open", category: .state)
    clock.set(2_500_000)
    main.instant("last", category: .state)

    let slices = try parsedEvents(recorder.snapshot()).filter {
      ["B", "E", "X"].contains($0["ph"] as? String)
    }
    let written = slices.map {
      let unfinished = ($0["args"] as? [String: Any])?[ChromeTraceWriter.unfinishedSliceKey] != nil
      return "\($0["ph"]!) \($0["name"]!) \($0["ts"]!) \($0["dur"]!)\(unfinished ? " unfinished" : "")"
    }
    #expect(
      written == [
        "X pip 0 2300", "X active 0 2000", "X restoring 2000 0", "X stopping 2000 300",
        "X left open 2300 200 unfinished",
      ])
  }

  @Test func timestampsAreMicrosecondsWithUpToThreeDecimals() {
    let json = ChromeTraceWriter.encode(
      TraceSnapshot(
        processName: "p", tracks: [TraceTrackInfo(id: 1, name: "t")],
        events: [
          TraceEvent(
            timestamp: 16_666_667, track: 1, phase: .complete(duration: 2_000), category: .frame, name: "a"),
          TraceEvent(timestamp: -1_500, track: 1, phase: .instant, category: .frame, name: "b"),
        ]))
    #expect(json.contains("\"ts\":16666.667,\"dur\":2,"))
    #expect(json.contains("\"ts\":-1.5,"))
  }

  @Test func timestampsAtTheEdgesKeepEveryDigitAndTrimOnlyTrailingZeros() {
    let cases: [(Int64, String)] = [
      (0, "0"), (1, "0.001"), (10, "0.01"), (1_000, "1"), (1_230, "1.23"), (-1, "-0.001"), (-1_000, "-1"),
      (Int64.max, "9223372036854775.807"), (Int64.min, "-9223372036854775.808"),
    ]
    let json = ChromeTraceWriter.encode(
      TraceSnapshot(
        processName: "p", tracks: [TraceTrackInfo(id: 1, name: "t")],
        events: cases.map {
          TraceEvent(timestamp: $0.0, track: 1, phase: .instant, category: .frame, name: "e")
        }))
    for (nanoseconds, text) in cases {
      #expect(json.contains("\"ts\":\(text),"), "\(nanoseconds)")
    }
  }

  @Test func countersCarryOnlyNumericSeries() throws {
    let snapshot = TraceSnapshot(
      processName: "p", tracks: [TraceTrackInfo(id: 1, name: "t")],
      events: [
        TraceEvent(
          timestamp: 0, track: 1, phase: .counter, category: .frame, name: "ring",
          arguments: ["occupancy": 3, "label": "x", "latency": 0.5])
      ])
    let counter = try #require(try parsedEvents(snapshot).first { $0["ph"] as? String == "C" })
    let series = try #require(counter["args"] as? [String: Any])
    #expect(Set(series.keys) == ["occupancy", "latency"])
    #expect(series["occupancy"] as? Int == 3)
    #expect(series["latency"] as? Double == 0.5)
  }

  @Test func flowsAreAnchoredToZeroLengthSlicesWithMatchingIdAndCategory() throws {
    let events = try parsedEvents(recordSampleSession())
    let arrows = events.filter { ["s", "f"].contains($0["ph"] as? String) }
    #expect(arrows.map { $0["ph"] as? String } == ["s", "f"])
    #expect(
      events.filter { $0["ph"] as? String == "X" && $0["dur"] as? Int == 0 }.map { $0["name"] as? String }
        == ["frame.pushed", "frame.presented"])
    for arrow in arrows {
      #expect(arrow["id"] as? Int == 1)
      #expect(arrow["cat"] as? String == "frame")
      #expect(arrow["bp"] as? String == "e")
      let index = try #require(events.firstIndex { ($0 as NSDictionary).isEqual(to: arrow) })
      let anchor = events[index - 1]
      #expect(anchor["ph"] as? String == "X")
      #expect(anchor["dur"] as? Int == 0)
      #expect(anchor["tid"] as? Int == arrow["tid"] as? Int)
      #expect((anchor["ts"] as? NSNumber)?.doubleValue == (arrow["ts"] as? NSNumber)?.doubleValue)
      #expect(arrow["name"] as? String == "frame")
    }
  }

  @Test func sameSnapshotGivesIdenticalBytes() {
    #expect(
      ChromeTraceWriter.encode(recordSampleSession()) == ChromeTraceWriter.encode(recordSampleSession()))
  }

  @Test func keysComeInAFixedOrder() {
    let json = ChromeTraceWriter.encode(
      TraceSnapshot(
        processName: "p", tracks: [],
        events: [
          TraceEvent(
            timestamp: 1_000, track: 2, phase: .instant, category: .callback, name: "didStart",
            arguments: ["n": 1])
        ]))
    #expect(
      json.contains(
        #"{"name":"didStart","cat":"callback","ph":"i","ts":1,"pid":1,"tid":2,"s":"t","args":{"n":1}}"#))
  }

  @Test func stringsAreEscapedAndReadBackUnchanged() throws {
    let awkward = "quote \" backslash \\ newline \n tab \t bell \u{07} nul \u{00} é 🎬 \u{2028}"
    let snapshot = TraceSnapshot(
      processName: awkward, tracks: [TraceTrackInfo(id: 1, name: awkward)],
      events: [
        TraceEvent(
          timestamp: 0, track: 1, phase: .instant, category: TraceCategory(rawValue: awkward), name: awkward,
          arguments: [awkward: .string(awkward)])
      ])
    let json = ChromeTraceWriter.encode(snapshot)
    #expect(json.contains(#"\u0007"#))
    #expect(json.contains(#"\u0000"#))
    #expect(json.contains(#"\"#))
    let instant = try #require(try parsedEvents(snapshot).first { $0["ph"] as? String == "i" })
    #expect(instant["name"] as? String == awkward)
    #expect(instant["cat"] as? String == awkward)
    #expect((instant["args"] as? [String: Any])?[awkward] as? String == awkward)
  }

  @Test func doublesNeverUseExponentsAndNonFiniteOnesBecomeStrings() {
    let json = ChromeTraceWriter.encode(
      TraceSnapshot(
        processName: "p", tracks: [],
        events: [
          TraceEvent(
            timestamp: 0, track: 1, phase: .instant, category: .frame, name: "n",
            arguments: ["tiny": 0.000001, "whole": 3.0, "negative": -2.5, "nan": .double(.nan)])
        ]))
    #expect(json.contains(#""args":{"tiny":0.000001,"whole":3.0,"negative":-2.5,"nan":"NaN"}"#))
  }
}
