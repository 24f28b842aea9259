/// How lines of text align in their rectangle (`NSTextAlignment`), with iOS's raw values.
///
/// - Note: Stored only; not simulated (the simulator draws no text, and alignment moves no frame).
public enum TextAlignment: Int, Hashable, Sendable {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Stretched to both edges, but for the last line.
  case justified = 3
  /// The script's own alignment: left, in the simulated left-to-right interface.
  case natural = 4
}
