/// The value of one trace argument: an integer, a floating-point number or text.
///
/// Literals convert directly, so arguments read `["seq": 4, "reason": "late", "fill": 0.5]`.
public enum TraceValue: Sendable, Hashable {
  /// A signed integer, written to JSON as an integer.
  case int(Int64)
  /// A floating-point number, written to JSON with up to six decimals (never in exponent notation below 1e12).
  case double(Double)
  /// Text, written to JSON as an escaped string.
  case string(String)

  /// The value as a number, or nil for text.
  public var numericValue: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    case .string: nil
    }
  }
}

extension TraceValue: ExpressibleByIntegerLiteral {
  /// Creates an integer value from a literal.
  @inlinable
  public init(integerLiteral value: Int64) { self = .int(value) }
}

extension TraceValue: ExpressibleByFloatLiteral {
  /// Creates a floating-point value from a literal.
  @inlinable
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension TraceValue: ExpressibleByStringLiteral {
  /// Creates a text value from a literal.
  @inlinable
  public init(stringLiteral value: String) { self = .string(value) }
}

extension TraceValue: CustomStringConvertible {
  /// Appends the value as the text writer shows it: integers and text as they are, doubles with six
  /// decimals.
  func write(to text: inout UTF8Buffer) {
    switch self {
    case .int(let value): text.appendDecimal(value)
    case .double(let value): DecimalText.appendDouble(value, to: &text)
    case .string(let value): text.append(value)
    }
  }

  /// The value as the text writer shows it (what `write(to:)` writes): integers and text as they
  /// are, doubles with six decimals.
  public var description: String {
    // Text as it is, without a copy through the buffer; numbers as `write(to:)` spells them.
    if case .string(let value) = self { return value }
    var text = UTF8Buffer()
    write(to: &text)
    return text.string
  }
}
