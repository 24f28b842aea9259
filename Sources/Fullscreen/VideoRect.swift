/// A rectangle in a layer's coordinate space: the layer bounds, or where the picture is drawn.
public struct VideoRect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle at the origin with no area, `CGRectZero`: what a layer reports with no video.
  public static let zero = VideoRect(x: 0, y: 0, width: 0, height: 0)

  /// The right edge.
  public var maxX: Double { x + width }

  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The rectangle as `(x, y, width, height)`.
  public var description: String { "(\(x), \(y), \(width), \(height))" }
}
