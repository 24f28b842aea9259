/// How a view fills its bounds with its content, named as `UIView.ContentMode`, with UIKit's raw values.
public enum ContentMode: Int, Sendable {
  /// Stretched to fill.
  case scaleToFill = 0
  /// Scaled to fit, keeping the aspect ratio.
  case scaleAspectFit = 1
  /// Scaled to fill, keeping the aspect ratio (cropped).
  case scaleAspectFill = 2
  /// Redrawn when the bounds change.
  case redraw = 3
  /// Centred, unscaled.
  case center = 4
  /// Top edge, unscaled.
  case top = 5
  /// Bottom edge, unscaled.
  case bottom = 6
  /// Left edge, unscaled.
  case left = 7
  /// Right edge, unscaled.
  case right = 8
  /// Top-left corner, unscaled.
  case topLeft = 9
  /// Top-right corner, unscaled.
  case topRight = 10
  /// Bottom-left corner, unscaled.
  case bottomLeft = 11
  /// Bottom-right corner, unscaled.
  case bottomRight = 12
}

extension View {
  /// `UIView.ContentMode`.
  public typealias ContentMode = ViewHierarchy.ContentMode
}
