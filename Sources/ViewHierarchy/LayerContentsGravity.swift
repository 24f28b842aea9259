/// How a layer places its contents in its bounds (Core Animation's `CALayerContentsGravity`).
///
/// The constants are Core Animation's string values, so a gravity read from an archive or written
/// as a string compares equal to the constant.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The string Core Animation stores.
  public let rawValue: String

  /// Creates a gravity from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Centred, at its own size.
  public static let center = LayerContentsGravity(rawValue: "center")
  /// Centred along the top edge.
  public static let top = LayerContentsGravity(rawValue: "top")
  /// Centred along the bottom edge.
  public static let bottom = LayerContentsGravity(rawValue: "bottom")
  /// Centred along the left edge.
  public static let left = LayerContentsGravity(rawValue: "left")
  /// Centred along the right edge.
  public static let right = LayerContentsGravity(rawValue: "right")
  /// In the top-left corner.
  public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
  /// In the top-right corner.
  public static let topRight = LayerContentsGravity(rawValue: "topRight")
  /// In the bottom-left corner.
  public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
  /// In the bottom-right corner.
  public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = LayerContentsGravity(rawValue: "resize")
  /// Scaled to fit the bounds, keeping its aspect ratio.
  public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio and cropping what overflows.
  public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
}
