/// Which corners a layer's ``Layer/cornerRadius`` rounds (Core Animation's `CACornerMask`).
///
/// The names are in the layer's own coordinates, where y grows downwards on iOS: `MinY` corners are
/// the top ones.
public struct LayerCornerMask: OptionSet, Hashable, Sendable {
  /// The corner bits.
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner.
  public static let layerMinXMinYCorner = LayerCornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = LayerCornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = LayerCornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = LayerCornerMask(rawValue: 1 << 3)
  /// All four corners, a layer's default.
  package static let all: LayerCornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
