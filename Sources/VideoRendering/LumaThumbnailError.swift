/// Why a thumbnail could not be made; nothing on screen changes.
public enum LumaThumbnailError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The grid is empty or has more columns or rows than the frame has pixels.
  case sizeOutOfRange(requestedWidth: Int, requestedHeight: Int, frameWidth: Int, frameHeight: Int)
  /// The frame's pixel format has no luma plane or packed RGB to read gray levels from.
  case unsupportedFormat(String)
  /// A thumbnail was built from a level list of the wrong length.
  case levelCountMismatch(expected: Int, actual: Int)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .sizeOutOfRange(let width, let height, let frameWidth, let frameHeight):
      return "a thumbnail of \(width) x \(height) cells does not fit a \(frameWidth) x \(frameHeight) frame; "
        + "ask for 1 to \(frameWidth) columns and 1 to \(frameHeight) rows"
    case .unsupportedFormat(let name):
      return "cannot read gray levels from \(name) frames; use nv12, yuv420p or bgra"
    case .levelCountMismatch(let expected, let actual):
      return "a thumbnail needs \(expected) levels (width times height), got \(actual)"
    }
  }
}
