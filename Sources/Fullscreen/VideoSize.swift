/// The presentation size of a video, in pixels or points (only the ratio and scale matter).
public struct VideoSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with no area: there is no video to show.
  public static let zero = VideoSize(width: 0, height: 0)

  /// The size as `width×height`.
  public var description: String { "\(width)×\(height)" }
}
