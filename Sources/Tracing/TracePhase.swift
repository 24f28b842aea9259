/// What a trace event marks: a slice boundary, a whole slice, a moment, a counter sample or a flow end.
///
/// The phases map one to one onto Chrome trace-event phases (shown in brackets).
public enum TracePhase: Sendable, Hashable {
  /// A slice opens on the event's track (`B`); slices on one track must nest.
  case begin
  /// The innermost open slice on the event's track closes (`E`).
  case end
  /// A whole slice that starts at the event's timestamp and lasts `duration` nanoseconds (`X`).
  case complete(duration: Int64)
  /// A moment on the event's track (`i`, thread scope).
  case instant
  /// A sample of one or more counter series: each numeric argument is a series (`C`).
  case counter
  /// The start of a flow arrow `id` (`s`), anchored to a zero-length slice at the same moment.
  case flowStart(id: UInt64)
  /// The end of flow arrow `id` (`f`, bound to the enclosing slice), anchored like `flowStart`.
  case flowEnd(id: UInt64)
  /// The start of an asynchronous slice `id` that may overlap others (`b`).
  case asyncBegin(id: UInt64)
  /// The end of asynchronous slice `id` (`e`); it matches the `asyncBegin` with the same category and id.
  case asyncEnd(id: UInt64)

  /// A short lower-case word for the phase, as the text writer shows it.
  public var word: String {
    switch self {
    case .begin: "begin"
    case .end: "end"
    case .complete: "slice"
    case .instant: "instant"
    case .counter: "counter"
    case .flowStart: "flow-out"
    case .flowEnd: "flow-in"
    case .asyncBegin: "async-begin"
    case .asyncEnd: "async-end"
    }
  }

  /// Whether the event marks one moment rather than a slice or a sample: an instant or a flow endpoint.
  public var marksAMoment: Bool {
    switch self {
    case .instant, .flowStart, .flowEnd: true
    case .begin, .end, .complete, .counter, .asyncBegin, .asyncEnd: false
    }
  }
}
