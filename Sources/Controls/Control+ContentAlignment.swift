extension Control {
  /// How a control's content sits horizontally, as `UIControl.ContentHorizontalAlignment`, with
  /// UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to the width.
    case fill = 3
    /// Against the leading edge (the left, in PiPSim's left-to-right layout).
    case leading = 4
    /// Against the trailing edge (the right, in PiPSim's left-to-right layout).
    case trailing = 5
  }

  /// How a control's content sits vertically, as `UIControl.ContentVerticalAlignment`, with UIKit's
  /// raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched to the height.
    case fill = 3
  }
}
