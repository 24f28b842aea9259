/// One key-value pair attached to a trace event.
public struct TraceArgument: Sendable, Hashable {
  /// The argument's name, unique within one event.
  public var key: String
  /// The argument's value.
  public var value: TraceValue

  /// Creates an argument.
  @inlinable
  public init(key: String, value: TraceValue) {
    self.key = key
    self.value = value
  }
}
