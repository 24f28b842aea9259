/// The orientation of the app's interface, named as UIKit names it.
public enum InterfaceOrientation: String, CaseIterable, Sendable {
  /// Home indicator (or button) at the bottom.
  case portrait
  /// Upside down; not available on iPhones without a Home button.
  case portraitUpsideDown
  /// Home indicator on the left (device rotated clockwise).
  case landscapeLeft
  /// Home indicator on the right (device rotated anticlockwise).
  case landscapeRight

  /// Whether the interface is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
