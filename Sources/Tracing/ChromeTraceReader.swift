import Foundation

/// Reads Chrome trace-event JSON, as ``ChromeTraceWriter`` writes it, back into a snapshot.
///
/// It understands the phases the writer emits (`M`, `B`, `E`, `X`, `i`/`I`, `C`, `s`, `f`, `b`, `e`).
/// A zero-length `X` slice directly followed by an `s` or `f` event at the same moment on the same track
/// is read back as the one flow event it came from, with the slice's name and arguments. JSON objects have no order, so
/// each event's arguments come back sorted by key. Events keep the document's order. A slice marked
/// with ``ChromeTraceWriter/unfinishedSliceKey`` is read back as the `begin` it was written for.
public enum ChromeTraceReader {
  /// Parses a trace document.
  ///
  /// - Throws: ``TraceReadError`` naming the event and field at fault when the input is not JSON, has
  ///   no `traceEvents` array, or holds an event that is not an object, lacks a required field, has a
  ///   field of the wrong type, or uses an unsupported phase.
  public static func decode(_ data: Data) throws(TraceReadError) -> TraceSnapshot {
    let document: Any
    do {
      document = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .malformedJSON(reason: error.localizedDescription)
    }
    guard let root = document as? [String: Any], let rawEvents = root["traceEvents"] as? [Any] else {
      throw .missingTraceEvents
    }
    var processName = ""
    var trackNames: [Int: String] = [:]
    var events: [TraceEvent] = []
    for (index, rawEvent) in rawEvents.enumerated() {
      guard let object = rawEvent as? [String: Any] else { throw .eventNotAnObject(index: index) }
      let fields = JSONEventFields(index: index, object: object)
      let phase = try fields.string("ph")
      if phase == "M" {
        let name = try fields.string("name")
        let label = try fields.arguments()["name"].map(\.description)
        if name == "process_name", let label { processName = label }
        if name == "thread_name", let label { trackNames[try fields.integer("tid")] = label }
        continue
      }
      var event = try decodeEvent(fields, phase: phase)
      if let anchor = events.last, isAnchor(anchor, of: event) {
        event.name = anchor.name
        event.arguments = anchor.arguments
        events[events.count - 1] = event
      } else {
        events.append(event)
      }
    }
    return TraceSnapshot(
      processName: processName, tracks: trackInfos(names: trackNames, events: events), events: events)
  }

  private static func decodeEvent(_ fields: JSONEventFields, phase: String) throws(TraceReadError)
    -> TraceEvent
  {
    let tracePhase: TracePhase
    switch phase {
    case "B": tracePhase = .begin
    case "E": tracePhase = .end
    case "X": tracePhase = .complete(duration: try fields.nanoseconds("dur"))
    case "i", "I": tracePhase = .instant
    case "C": tracePhase = .counter
    case "s": tracePhase = .flowStart(id: try fields.identifier("id"))
    case "f": tracePhase = .flowEnd(id: try fields.identifier("id"))
    case "b": tracePhase = .asyncBegin(id: try fields.identifier("id"))
    case "e": tracePhase = .asyncEnd(id: try fields.identifier("id"))
    default: throw .unsupportedPhase(index: fields.index, phase: phase)
    }
    var event = TraceEvent(
      timestamp: try fields.nanoseconds("ts"), track: try fields.integer("tid"), phase: tracePhase,
      category: TraceCategory(rawValue: try fields.optionalString("cat") ?? ""),
      name: phase == "E" ? try fields.optionalString("name") ?? "" : try fields.string("name"),
      arguments: try fields.arguments())
    if phase == "X", event.arguments[ChromeTraceWriter.unfinishedSliceKey] == .int(1) {
      event.phase = .begin
      var kept = TraceArguments()
      for argument in event.arguments where argument.key != ChromeTraceWriter.unfinishedSliceKey {
        kept.set(argument.key, argument.value)
      }
      event.arguments = kept
    }
    return event
  }

  /// Whether `candidate` is the zero-length slice the writer puts under `event`, a flow event.
  private static func isAnchor(_ candidate: TraceEvent, of event: TraceEvent) -> Bool {
    switch event.phase {
    case .flowStart, .flowEnd:
      candidate.phase == .complete(duration: 0) && candidate.timestamp == event.timestamp
        && candidate.track == event.track
    default:
      false
    }
  }

  private static func trackInfos(names: [Int: String], events: [TraceEvent]) -> [TraceTrackInfo] {
    var lostCounts: [Int: Int] = [:]
    for event in events
    where event.phase == .instant && event.category == .trace && event.name == TraceSnapshot.lostEventsName {
      if case .int(let count) = event.arguments[TraceSnapshot.lostEventsCountKey] {
        lostCounts[event.track, default: 0] += Int(count)
      }
    }
    let ids = Set(names.keys).union(events.map(\.track)).sorted()
    return ids.map { id in
      TraceTrackInfo(id: id, name: names[id] ?? "tid \(id)", lostEventCount: lostCounts[id] ?? 0)
    }
  }
}
