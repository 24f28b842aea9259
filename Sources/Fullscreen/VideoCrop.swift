/// How much of the picture `VideoFillMode.fill` cuts off, on the axis that overflows the frame.
public struct VideoCrop: Hashable, Sendable, CustomStringConvertible {
  /// The axis along which the picture overflows the frame.
  public enum Axis: Hashable, Sendable {
    /// The picture is wider than the frame: its left and right edges are cut off.
    case horizontal
    /// The picture is taller than the frame: its top and bottom edges are cut off.
    case vertical
  }

  /// The axis whose two ends are cut off.
  public var axis: Axis

  /// The part of the picture's extent on `axis` that is visible, 0...1.
  public var visibleFraction: Double

  /// The part of the picture's extent cut off at each end of `axis`, 0...0.5.
  public var croppedFractionPerSide: Double { (1 - visibleFraction) / 2 }

  /// Creates a crop description.
  public init(axis: Axis, visibleFraction: Double) {
    self.axis = axis
    self.visibleFraction = visibleFraction
  }

  /// The crop in percent, such as `horizontal: 26.0 % visible, 37.0 % cropped per side`.
  public var description: String {
    let visible = (visibleFraction * 1000).rounded() / 10
    let cropped = (croppedFractionPerSide * 1000).rounded() / 10
    return "\(axis): \(visible) % visible, \(cropped) % cropped per side"
  }
}
