/// Why a Chrome trace-event JSON document could not be read, naming the event and field at fault.
public enum TraceReadError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not JSON; `reason` is the parser's message.
  case malformedJSON(reason: String)
  /// The top level is not an object with a `traceEvents` array.
  case missingTraceEvents
  /// Event `index` (0-based, in `traceEvents`) is not a JSON object.
  case eventNotAnObject(index: Int)
  /// Event `index` lacks a field its phase requires.
  case missingField(index: Int, field: String)
  /// Event `index` has `field` of the wrong type; `expected` names the type wanted.
  case wrongType(index: Int, field: String, expected: String)
  /// Event `index` has a phase this reader does not handle.
  case unsupportedPhase(index: Int, phase: String)

  /// A sentence naming what is wrong and where.
  public var description: String {
    switch self {
    case .malformedJSON(let reason):
      "the trace is not valid JSON: \(reason)"
    case .missingTraceEvents:
      "the trace is not an object with a \"traceEvents\" array"
    case .eventNotAnObject(let index):
      "traceEvents[\(index)] is not an object"
    case .missingField(let index, let field):
      "traceEvents[\(index)] has no \"\(field)\" field"
    case .wrongType(let index, let field, let expected):
      "traceEvents[\(index)].\(field) should be \(expected)"
    case .unsupportedPhase(let index, let phase):
      "traceEvents[\(index)] has phase \"\(phase)\", which this reader does not handle"
    }
  }
}
