/// Why a visual format string could not be turned into constraints: the reasons UIKit's parser gives
/// in the `NSInvalidArgumentException` it raises, as a typed error Swift can catch.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Equatable, Sendable {
    /// The string does not follow the grammar; the text says what was expected.
    case syntax(String)
    /// A view name is not a key of the views dictionary (or its value is not a view).
    case unknownView(String)
    /// A metric name is not a key of the metrics dictionary (or its value is not a number).
    case unknownMetric(String)
    /// `|` was used next to a view that has no superview.
    case noSuperview(String)
    /// A priority is outside 1...1000.
    case invalidPriority(Double)
    /// The options ask for an alignment along the axis the format lays out, or a view of the
    /// format has a different superview from the others.
    case invalidOptions(String)
  }

  /// What was wrong.
  public let reason: Reason
  /// The format string.
  public let format: String
  /// Where in the string the parser stopped, in characters from its start.
  public let offset: Int

  /// Creates an error for `format` at `offset`.
  public init(_ reason: Reason, format: String, offset: Int) {
    self.reason = reason
    self.format = format
    self.offset = offset
  }

  /// UIKit's message: the reason, then the format with a caret under the place it stopped.
  public var description: String {
    let text =
      switch reason {
      case .syntax(let expected): expected
      case .unknownView(let name): "\(name) is not a key in the views dictionary."
      case .unknownMetric(let name): "\(name) is not a key in the metrics dictionary."
      case .noSuperview(let name):
        "Unable to interpret '|' character, because the related view (\(name)) doesn't have a superview"
      case .invalidPriority(let value): "Priority \(value) is outside 1...1000."
      case .invalidOptions(let text): text
      }
    let caret = String(repeating: " ", count: offset) + "^"
    return "Unable to parse constraint format: \n\(text) \n\(format) \n\(caret)"
  }
}
