/// Chrome trace-event JSON written in pieces as a run goes, so a trace of any length is written in
/// bounded memory: each ``TraceRecorder/drain(before:)`` chunk becomes text to append, and ``trailer(truncatedBy:)``
/// closes the document.
///
/// The pieces together are the document ``ChromeTraceWriter`` describes: the `process_name` line
/// first, each track's `thread_name` and `thread_sort_index` lines before its first chunk, the events
/// in chunk order. A slice is one complete (`X`) event: written at its `begin`'s place when its `end`
/// is in the same chunk, at its `end`'s place when the `end` comes in a later chunk (Perfetto orders
/// events by timestamp, not by place), and in the trailer, marked with
/// ``ChromeTraceWriter/unfinishedSliceKey``, when the trace ends with it open. So a run's chunks,
/// read back by ``ChromeTraceReader``, hold the same events as its whole snapshot written at once.
///
/// ``trailer(truncatedBy:)`` may be taken after any chunk: what it returns, appended, always makes a
/// complete document, which is how an interrupted run's streamed trace is finished.
public struct ChromeTraceStream: Sendable {
  /// The name of the instant that marks a trace whose run was cut short (category ``TraceCategory/trace``).
  public static let truncatedName = "trace truncated"
  /// The argument of the ``truncatedName`` instant that says why.
  public static let truncationReasonKey = "reason"

  /// The process name, from the first chunk.
  private var processName: String?
  private var describedTracks: Set<Int> = []
  /// Per track, the `begin` events written out of earlier chunks whose `end` has not come, innermost last.
  private var openSlices: [Int: [TraceEvent]] = [:]
  private var lastTimestamp: Int64 = 0

  /// How many trace events the stream has taken: each slice (written whole, now or later), flow and
  /// other event once; metadata lines and the truncation marker are not counted.
  public private(set) var eventCount = 0

  /// Creates a stream that has written nothing; the process name comes from the first chunk.
  public init() {}

  /// The UTF-8 text that appends `chunk` to the document: the header before the first chunk, metadata
  /// for tracks not described yet, then the chunk's events.
  ///
  /// Bytes, ready for a file: made into a `String` only to be written out again, a streamed trace's
  /// chunks were checked as UTF-8 twice (4 % of a traced scenario's run, measured with perf).
  ///
  /// - Parameter chunk: Events in time order, as ``TraceRecorder/drain(before:)`` returns them; the first
  ///   chunk's process name names the trace's process.
  public mutating func encode(_ chunk: TraceSnapshot) -> [UInt8] {
    var text = UTF8Buffer(capacity: chunk.events.count * Self.typicalEventBytes)
    write(chunk, to: &text)
    return text.takeBytes()
  }

  /// Appends the text ``encode(_:)`` returns for `chunk` to `text`.
  mutating func write(_ chunk: TraceSnapshot, to text: inout UTF8Buffer) {
    writeHeader(processName: chunk.processName, to: &text)
    processName = processName ?? chunk.processName
    for track in chunk.tracks where describedTracks.insert(track.id).inserted {
      text.append(Self.separator)
      ChromeTraceWriter.writeMetadata(
        "thread_name", track: track.id, arguments: ["name": .string(track.name)], to: &text)
      text.append(Self.separator)
      ChromeTraceWriter.writeMetadata(
        "thread_sort_index", track: track.id, arguments: ["sort_index": .int(Int64(track.id))], to: &text)
    }
    let matches = matchSlices(chunk.events)
    for index in chunk.events.indices {
      let event = chunk.events[index]
      switch event.phase {
      case .begin:
        // Written now when its end is in the chunk; else once its end comes, or in the trailer.
        if let duration = matches.durations[index] {
          text.append(Self.separator)
          ChromeTraceWriter.writeObject(of: event, phase: "X", duration: duration, to: &text)
        }
        eventCount += 1
      case .end where matches.durations[index] != nil:
        continue
      case .end where matches.closedEarlier[index] != nil:
        let begin = matches.closedEarlier[index]!
        text.append(Self.separator)
        ChromeTraceWriter.writeObject(
          of: begin, phase: "X", duration: event.timestamp - begin.timestamp, to: &text)
      default:
        ChromeTraceWriter.writeEvent(event, after: Self.separator, to: &text)
        eventCount += 1
      }
    }
    if let last = chunk.events.last { lastTimestamp = last.timestamp }
  }

  /// About how many bytes an event's line takes (a frame event's, with its arguments; a flow's two
  /// objects).
  private static let typicalEventBytes = 192

  /// What comes before every object after the document's first: one object a line.
  private static let separator: StaticString = ",\n"

  /// The text that completes the document after the pieces so far: every slice still open, as an
  /// unfinished slice lasting to the last timestamp so far, then (when `reason` is given) a
  /// ``truncatedName`` instant saying why the trace ends early, then the closing brackets.
  ///
  /// The stream is not changed: call it after the last chunk, or after any chunk to have a document
  /// an interruption can finish.
  public func trailer(truncatedBy reason: String? = nil) -> String {
    var text = UTF8Buffer()
    writeTrailer(truncatedBy: reason, to: &text)
    return text.string
  }

  /// Appends the text ``trailer(truncatedBy:)`` returns to `text`.
  func writeTrailer(truncatedBy reason: String? = nil, to text: inout UTF8Buffer) {
    writeHeader(processName: "", to: &text)
    let stillOpen = openSlices.values.joined().sorted { ($0.timestamp, $0.track) < ($1.timestamp, $1.track) }
    for begin in stillOpen {
      var unfinished = begin
      unfinished.arguments.set(ChromeTraceWriter.unfinishedSliceKey, .int(1))
      text.append(Self.separator)
      ChromeTraceWriter.writeObject(
        of: unfinished, phase: "X", duration: lastTimestamp - begin.timestamp, to: &text)
    }
    if let reason {
      let marker = TraceEvent(
        timestamp: lastTimestamp, track: 0, phase: .instant, category: .trace, name: Self.truncatedName,
        arguments: [Self.truncationReasonKey: .string(reason)])
      text.append(Self.separator)
      ChromeTraceWriter.writeObject(of: marker, phase: "i", extra: #","s":"g""#, to: &text)
    }
    text.append("\n],\n\"displayTimeUnit\":\"ms\"}\n")
  }

  /// Appends the document's opening and `process_name` line, before the first chunk; nothing afterwards.
  private func writeHeader(processName name: String, to text: inout UTF8Buffer) {
    guard processName == nil else { return }
    text.append("{\"traceEvents\":[\n")
    ChromeTraceWriter.writeMetadata("process_name", track: 0, arguments: ["name": .string(name)], to: &text)
  }

  /// How the chunk's slices pair up, per track, innermost first, continuing from the slices earlier
  /// chunks left open: the duration of each pair inside the chunk (at both indices), the earlier
  /// `begin` each other `end` closes; the `begin` events left open join ``openSlices``.
  private mutating func matchSlices(_ events: [TraceEvent])
    -> (durations: [Int64?], closedEarlier: [Int: TraceEvent])
  {
    enum Opening {
      case inChunk(Int)
      case earlier(TraceEvent)
    }
    var open = openSlices.mapValues { $0.map(Opening.earlier) }
    var durations = [Int64?](repeating: nil, count: events.count)
    var closedEarlier: [Int: TraceEvent] = [:]
    for (index, event) in events.enumerated() {
      switch event.phase {
      case .begin:
        open[event.track, default: []].append(.inChunk(index))
      case .end:
        switch open[event.track]?.popLast() {
        case .inChunk(let beginIndex):
          let duration = event.timestamp - events[beginIndex].timestamp
          durations[beginIndex] = duration
          durations[index] = duration
        case .earlier(let begin):
          closedEarlier[index] = begin
        case nil:
          continue
        }
      default:
        continue
      }
    }
    openSlices = open.compactMapValues { stack in
      let begins = stack.map { opening in
        switch opening {
        case .inChunk(let index): events[index]
        case .earlier(let begin): begin
        }
      }
      return begins.isEmpty ? nil : begins
    }
    return (durations, closedEarlier)
  }
}
