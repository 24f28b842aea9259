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
    var text = UTF8Buffer()
    stream.write(snapshot, to: &text)
    stream.writeTrailer(to: &text)
    return text.string
  }

  /// Appends a metadata (`M`) event's object to `text`.
  static func writeMetadata(
    _ name: StaticString, track: Int, arguments: TraceArguments, to text: inout UTF8Buffer
  ) {
    var fields = JSONFields(opening: &text)
    fields.member("name", in: &text)
    text.append(UInt8(ascii: "\""))
    text.append(name)
    text.append(UInt8(ascii: "\""))
    fields.member("ph", in: &text)
    text.append("\"M\"")
    fields.integer("pid", Int64(processID), in: &text)
    fields.integer("tid", Int64(track), in: &text)
    fields.arguments(arguments, in: &text)
    fields.close(&text)
  }

  /// Appends `event` to `text` as one object, or two for a flow event, each after `separator`.
  static func writeEvent(_ event: TraceEvent, after separator: StaticString, to text: inout UTF8Buffer) {
    text.append(separator)
    switch event.phase {
    case .begin: writeObject(of: event, phase: "B", to: &text)
    case .end: writeObject(of: event, phase: "E", to: &text)
    case .complete(let duration): writeObject(of: event, phase: "X", duration: duration, to: &text)
    case .instant: writeObject(of: event, phase: "i", extra: #","s":"t""#, to: &text)
    case .counter: writeObject(of: event, phase: "C", numericArgumentsOnly: true, to: &text)
    case .flowStart(let id): writeFlow(event, phase: "s", id: id, separator: separator, to: &text)
    case .flowEnd(let id): writeFlow(event, phase: "f", id: id, separator: separator, to: &text)
    case .asyncBegin(let id): writeObject(of: event, phase: "b", id: id, to: &text)
    case .asyncEnd(let id): writeObject(of: event, phase: "e", id: id, to: &text)
    }
  }

  private static func writeFlow(
    _ event: TraceEvent, phase: Unicode.Scalar, id: UInt64, separator: StaticString, to text: inout UTF8Buffer
  ) {
    writeObject(of: event, phase: "X", duration: 0, to: &text)
    text.append(separator)
    writeObject(
      name: event.category.rawValue, category: event.category, phase: phase, timestamp: event.timestamp,
      track: event.track, id: id, extra: #","bp":"e""#, arguments: TraceArguments(), to: &text)
  }

  /// Appends `event`'s object to `text` with phase `phase`.
  ///
  /// - Parameters:
  ///   - extra: JSON members to write after the `tid` (and `id`), each after a comma.
  ///   - numericArgumentsOnly: Whether to leave out the text arguments (a counter's series are numbers).
  static func writeObject(
    of event: TraceEvent, phase: Unicode.Scalar, duration: Int64? = nil, id: UInt64? = nil,
    extra: StaticString = "", numericArgumentsOnly: Bool = false, to text: inout UTF8Buffer
  ) {
    writeObject(
      name: event.name, category: event.category, phase: phase, timestamp: event.timestamp,
      duration: duration, track: event.track, id: id, extra: extra, arguments: event.arguments,
      numericArgumentsOnly: numericArgumentsOnly, to: &text)
  }

  /// The members every event's object has, each key written with the punctuation around it in one
  /// piece: written member by member, the keys and separators were a third of the Chrome trace's
  /// instructions (measured with callgrind). The bytes are those ``JSONFields`` writes.
  private static func writeObject(
    name: String, category: TraceCategory, phase: Unicode.Scalar, timestamp: Int64, duration: Int64? = nil,
    track: Int, id: UInt64?, extra: StaticString, arguments: borrowing TraceArguments,
    numericArgumentsOnly: Bool = false,
    to text: inout UTF8Buffer
  ) {
    text.append("{\"name\":")
    JSONFields.appendQuoted(name, to: &text)
    text.append(",\"cat\":")
    JSONFields.appendQuoted(category.rawValue, to: &text)
    text.append(",\"ph\":\"")
    text.append(UInt8(ascii: phase))
    text.append("\",\"ts\":")
    DecimalText.appendMicroseconds(fromNanoseconds: timestamp, to: &text)
    if let duration {
      text.append(",\"dur\":")
      DecimalText.appendMicroseconds(fromNanoseconds: duration, to: &text)
    }
    text.append(",\"pid\":")
    text.appendDecimal(Int64(processID))
    text.append(",\"tid\":")
    text.appendDecimal(Int64(track))
    if let id {
      text.append(",\"id\":")
      text.appendDigits(of: id, minimumCount: 1)
    }
    text.append(extra)
    var fields = JSONFields(continuingAfterMembers: ())
    fields.arguments(arguments, numericOnly: numericArgumentsOnly, in: &text)
    fields.close(&text)
  }
}
