/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The string Core Animation stores.
  public let rawValue: String

  /// Creates a curve from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A quarter circle (the default).
  public static let circular = LayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the system's own rounded rectangles have.
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
