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

  static func metadata(_ name: String, track: Int, arguments: TraceArguments) -> String {
    var fields = JSONFields()
    fields.string("name", name)
    fields.raw("ph", "\"M\"")
    fields.raw("pid", String(processID))
    fields.raw("tid", String(track))
    fields.arguments(arguments)
    return fields.object
  }

  static func encodeEvent(_ event: TraceEvent) -> [String] {
    switch event.phase {
    case .begin: [fields(event, phase: "B").object]
    case .end: [fields(event, phase: "E").object]
    case .complete(let duration): [fields(event, phase: "X", duration: duration).object]
    case .instant: [fields(event, phase: "i", extra: [("s", "\"t\"")]).object]
    case .counter: [fields(event, phase: "C", arguments: numericArguments(of: event)).object]
    case .flowStart(let id): flow(event, phase: "s", id: id)
    case .flowEnd(let id): flow(event, phase: "f", id: id)
    case .asyncBegin(let id): [fields(event, phase: "b", extra: [("id", String(id))]).object]
    case .asyncEnd(let id): [fields(event, phase: "e", extra: [("id", String(id))]).object]
    }
  }

  private static func flow(_ event: TraceEvent, phase: String, id: UInt64) -> [String] {
    let anchor = fields(event, phase: "X", duration: 0)
    var arrowEvent = event
    arrowEvent.name = event.category.rawValue
    arrowEvent.arguments = TraceArguments()
    let arrow = fields(arrowEvent, phase: phase, extra: [("id", String(id)), ("bp", "\"e\"")])
    return [anchor.object, arrow.object]
  }

  private static func numericArguments(of event: TraceEvent) -> TraceArguments {
    var numeric = TraceArguments()
    for argument in event.arguments where argument.value.numericValue != nil {
      numeric.set(argument.key, argument.value)
    }
    return numeric
  }

  static func fields(
    _ event: TraceEvent, phase: String, duration: Int64? = nil, extra: [(String, String)] = [],
    arguments: TraceArguments? = nil
  ) -> JSONFields {
    var fields = JSONFields()
    fields.string("name", event.name)
    fields.string("cat", event.category.rawValue)
    fields.raw("ph", "\"\(phase)\"")
    fields.raw("ts", DecimalText.microseconds(fromNanoseconds: event.timestamp))
    if let duration { fields.raw("dur", DecimalText.microseconds(fromNanoseconds: duration)) }
    fields.raw("pid", String(processID))
    fields.raw("tid", String(event.track))
    for (key, value) in extra { fields.raw(key, value) }
    fields.arguments(arguments ?? event.arguments)
    return fields
  }
}
