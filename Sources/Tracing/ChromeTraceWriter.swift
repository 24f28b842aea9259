/// Writes a snapshot as Chrome trace-event JSON, the format the Perfetto UI and `chrome://tracing` open.
///
/// The output is `{"traceEvents": [...], "displayTimeUnit": "ms"}` with one event per line: a
/// `process_name` and, per track, a `thread_name` and `thread_sort_index` metadata event (`M`), then the
/// events in snapshot order. Timestamps and durations are microseconds with up to three decimals; keys
/// come in a fixed order and numbers never depend on the locale, so the same snapshot always gives the
/// same bytes.
///
/// Flow events become a zero-length `X` slice, named and with arguments as the event, followed by the
/// `s` or `f` arrow event at the same moment on the same track: Perfetto binds flow arrows to enclosing
/// slices, and it pairs `s` with `f` by id, category and name, so the arrow is named after the category.
/// Counter events keep only their numeric arguments (each is a series).
///
/// A `begin` whose `end` is in the snapshot is written as one complete (`X`) slice at the begin's place:
/// Perfetto reorders `B`/`E` events that share a timestamp (a zero-length phase between two others is
/// common on the virtual clock) and then reports a misplaced end, while `X` slices nest by their
/// extent. A `begin` still open when the snapshot was taken is written the same way at the end of the
/// document, lasting to the trace's last timestamp and marked with ``unfinishedSliceKey``: an open `B`
/// next to `X` slices that end at its timestamp trips the same reordering. ``ChromeTraceReader`` reads
/// it back as the `begin`. ``ChromeTraceStream`` writes the same document in pieces as a run goes.
public enum ChromeTraceWriter {
  /// The process identifier written into every event.
  public static let processID = 1

  /// The argument that marks a slice still open when the trace ended (value 1).
  public static let unfinishedSliceKey = "unfinished"

  /// The snapshot as Chrome trace-event JSON text: one ``ChromeTraceStream`` chunk and its trailer.
  public static func encode(_ snapshot: TraceSnapshot) -> String {
    var stream = ChromeTraceStream()
    return stream.encode(snapshot) + stream.trailer()
  }

  /// Appends a metadata (`M`) event's object to `text`.
  static func writeMetadata(_ name: String, track: Int, arguments: TraceArguments, to text: inout String) {
    var fields = JSONFields(opening: &text)
    fields.string("name", name, in: &text)
    fields.raw("ph", "\"M\"", in: &text)
    fields.raw("pid", String(processID), in: &text)
    fields.raw("tid", String(track), in: &text)
    fields.arguments(arguments, in: &text)
    fields.close(&text)
  }

  /// Appends `event` to `text` as one object, or two for a flow event, each after `separator`.
  static func writeEvent(_ event: TraceEvent, after separator: String, to text: inout String) {
    text += separator
    switch event.phase {
    case .begin: writeObject(of: event, phase: "B", to: &text)
    case .end: writeObject(of: event, phase: "E", to: &text)
    case .complete(let duration): writeObject(of: event, phase: "X", duration: duration, to: &text)
    case .instant: writeObject(of: event, phase: "i", extra: [("s", "\"t\"")], to: &text)
    case .counter: writeObject(of: event, phase: "C", arguments: numericArguments(of: event), to: &text)
    case .flowStart(let id): writeFlow(event, phase: "s", id: id, separator: separator, to: &text)
    case .flowEnd(let id): writeFlow(event, phase: "f", id: id, separator: separator, to: &text)
    case .asyncBegin(let id): writeObject(of: event, phase: "b", extra: [("id", String(id))], to: &text)
    case .asyncEnd(let id): writeObject(of: event, phase: "e", extra: [("id", String(id))], to: &text)
    }
  }

  private static func writeFlow(
    _ event: TraceEvent, phase: String, id: UInt64, separator: String, to text: inout String
  ) {
    writeObject(of: event, phase: "X", duration: 0, to: &text)
    text += separator
    var arrowEvent = event
    arrowEvent.name = event.category.rawValue
    arrowEvent.arguments = TraceArguments()
    writeObject(of: arrowEvent, phase: phase, extra: [("id", String(id)), ("bp", "\"e\"")], to: &text)
  }

  private static func numericArguments(of event: TraceEvent) -> TraceArguments {
    var numeric = TraceArguments()
    for argument in event.arguments where argument.value.numericValue != nil {
      numeric.set(argument.key, argument.value)
    }
    return numeric
  }

  /// Appends `event`'s object to `text` with phase `phase`, and `arguments` in place of its own.
  static func writeObject(
    of event: TraceEvent, phase: String, duration: Int64? = nil, extra: [(String, String)] = [],
    arguments: TraceArguments? = nil, to text: inout String
  ) {
    var fields = JSONFields(opening: &text)
    fields.string("name", event.name, in: &text)
    fields.string("cat", event.category.rawValue, in: &text)
    fields.raw("ph", "\"\(phase)\"", in: &text)
    fields.raw("ts", DecimalText.microseconds(fromNanoseconds: event.timestamp), in: &text)
    if let duration { fields.raw("dur", DecimalText.microseconds(fromNanoseconds: duration), in: &text) }
    fields.raw("pid", String(processID), in: &text)
    fields.raw("tid", String(event.track), in: &text)
    for (key, value) in extra { fields.raw(key, value, in: &text) }
    fields.arguments(arguments ?? event.arguments, in: &text)
    fields.close(&text)
  }
}
