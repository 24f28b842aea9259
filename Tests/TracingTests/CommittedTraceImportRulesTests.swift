import Foundation
import Testing

/// The rules Perfetto's JSON importer holds a trace to, checked over every committed trace: each
/// flow id starts once and ends once, after its start (a reused id is `flow_duplicate_id` and its
/// arrow is lost), each flow end point lies in a slice of its track (`bp: e` binds to the enclosing
/// slice), the complete slices of a track nest (a slice that overlaps another's end is misplaced),
/// and every timestamp and duration is a non-negative number.
@Suite struct CommittedTraceImportRulesTests {
  /// The repository's `Traces` directory, found from this file.
  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: traces.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  /// One event's fields the rules look at.
  private struct Event {
    let phase: String
    let track: [Int]
    let timestamp: Double
    let duration: Double
    let id: String?
  }

  @Test func everyCommittedTraceIsChecked() {
    #expect(Self.files.count >= 20, "Traces/ holds \(Self.files.count) traces")
    #expect(Self.files.contains("layer-recreated-during-pip-raw.json"))
  }

  @Test(arguments: files)
  func aCommittedTraceKeepsTheImportersRules(file: String) throws {
    let data = try Data(contentsOf: Self.traces.appendingPathComponent(file))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let objects = try #require(root["traceEvents"] as? [[String: Any]])
    var events: [Event] = []
    for object in objects {
      let phase = try #require(object["ph"] as? String)
      guard phase != "M" else { continue }
      let timestamp = try #require((object["ts"] as? NSNumber)?.doubleValue, "\(object)")
      let duration = (object["dur"] as? NSNumber)?.doubleValue ?? 0
      #expect(timestamp.isFinite && timestamp >= 0 && duration.isFinite && duration >= 0, "\(object)")
      let track = [(object["pid"] as? Int) ?? 0, (object["tid"] as? Int) ?? 0]
      let id = (object["id"] as? NSNumber)?.stringValue ?? object["id"] as? String
      events.append(Event(phase: phase, track: track, timestamp: timestamp, duration: duration, id: id))
    }
    checkFlows(events, file: file)
    checkSliceNesting(events, file: file)
  }

  /// Each flow id starts once, ends once, not before it starts, each end point inside a slice of its
  /// track.
  private func checkFlows(_ events: [Event], file: String) {
    var starts: [String: Double] = [:]
    var ends: Set<String> = []
    let slices = Dictionary(grouping: events.filter { $0.phase == "X" }, by: \.track)
    for event in events where event.phase == "s" || event.phase == "f" {
      guard let id = event.id else {
        Issue.record("\(file): a flow event without an id")
        continue
      }
      let enclosed = slices[event.track, default: []].contains {
        $0.timestamp <= event.timestamp && event.timestamp <= $0.timestamp + $0.duration
      }
      #expect(enclosed, "\(file): flow \(id) at \(event.timestamp) lies in no slice of its track")
      if event.phase == "s" {
        #expect(starts[id] == nil, "\(file): flow id \(id) starts twice")
        starts[id] = event.timestamp
      } else {
        #expect(!ends.contains(id), "\(file): flow id \(id) ends twice")
        ends.insert(id)
        #expect(starts[id].map { $0 <= event.timestamp } == true, "\(file): flow \(id) ends before its start")
      }
    }
  }

  /// A track's complete slices nest: each lies within every slice it starts in.
  private func checkSliceNesting(_ events: [Event], file: String) {
    for (track, slices) in Dictionary(grouping: events.filter { $0.phase == "X" }, by: \.track) {
      let ordered = slices.sorted { ($0.timestamp, -$0.duration) < ($1.timestamp, -$1.duration) }
      var openEnds: [Double] = []
      for slice in ordered {
        while let end = openEnds.last, end <= slice.timestamp { openEnds.removeLast() }
        let end = slice.timestamp + slice.duration
        if let enclosing = openEnds.last {
          #expect(
            end <= enclosing,
            "\(file): a slice at \(slice.timestamp) on track \(track) overlaps its parent's end")
        }
        openEnds.append(end)
      }
    }
  }
}
