/// How a label wraps and truncates lines (`NSLineBreakMode`), with UIKit's raw values.
public enum LineBreakMode: Int, Hashable, Sendable {
  /// Wrap at word boundaries; a word too long for a line breaks between characters.
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping = 1
  /// Cut what does not fit.
  case byClipping = 2
  /// Wrap at words; an ellipsis replaces the start of the last line.
  case byTruncatingHead = 3
  /// Wrap at words; an ellipsis replaces the end of the last line.
  case byTruncatingTail = 4
  /// Wrap at words; an ellipsis replaces the middle of the last line.
  case byTruncatingMiddle = 5

  /// Whether the mode ends a text that does not fit with an ellipsis.
  var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
