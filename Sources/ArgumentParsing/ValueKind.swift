/// The type a value on the command line must have, checked while parsing.
///
/// A value that does not fit is reported as an ``ArgumentError`` naming what was expected, so a
/// parsed command only ever holds values its accessors can convert.
public enum ValueKind: Hashable, Sendable {
  /// Any text.
  case string
  /// A whole number in `Int` range, such as `3` or `-12`.
  case integer
  /// A decimal number, such as `0.5` or `2e3`.
  case double
  /// One of a fixed list of words, such as `text` or `json`.
  case choice([String])

  /// A choice among the raw values of a string enum, in declaration order.
  ///
  /// - Parameter type: The enum whose cases are the allowed words.
  /// - Returns: `.choice` listing every case's raw value.
  public static func choice<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type) -> ValueKind
  where Choice.RawValue == String {
    .choice(type.allCases.map(\.rawValue))
  }

  /// Checks one value, reporting it under the option or argument `name`.
  ///
  /// - Throws: ``ArgumentError/invalidValue(name:value:expected:)`` or
  ///   ``ArgumentError/invalidChoice(name:value:allowed:)`` when `value` does not fit.
  func validate(_ value: String, name: String) throws(ArgumentError) {
    switch self {
    case .string:
      return
    case .integer:
      guard Int(value) == nil else { return }
      throw .invalidValue(name: name, value: value, expected: "an integer")
    case .double:
      guard Double(value) == nil else { return }
      throw .invalidValue(name: name, value: value, expected: "a number")
    case .choice(let allowed):
      guard !allowed.contains(value) else { return }
      throw .invalidChoice(name: name, value: value, allowed: allowed)
    }
  }

}
