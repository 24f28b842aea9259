import Foundation

/// The simulated device: what the hardware and the user's settings allow.
///
/// A value type: change a copy and install it on the ``Simulation`` (`simulation.device = ...`).
public struct Device: Hashable, Sendable {
  /// Whether the device is a phone or a tablet.
  public enum Idiom: String, Sendable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
  }

  /// A human-readable model name, for reports.
  public var name: String
  /// The installed OS version.
  public var systemVersion: OSVersion
  /// Phone or tablet.
  public var idiom: Idiom
  /// Whether the hardware supports Picture in Picture (`isPictureInPictureSupported()`).
  public var supportsPictureInPicture: Bool
  /// The user's setting Settings › General › Picture in Picture › Start PiP Automatically.
  public var startsPictureInPictureAutomatically: Bool
  /// Whether the device has a Home button (no Home button: no upside-down portrait on iPhone).
  public var hasHomeButton: Bool
  /// The screen in portrait, in points.
  public var portraitScreenSize: CGSize
  /// Pixels per point.
  public var screenScale: CGFloat
  /// The safe-area insets in portrait.
  public var portraitSafeAreaInsets: EdgeInsets
  /// The safe-area insets in landscape-right (landscape-left mirrors them).
  public var landscapeSafeAreaInsets: EdgeInsets

  /// Creates a device from every property.
  public init(
    name: String, systemVersion: OSVersion, idiom: Idiom, supportsPictureInPicture: Bool,
    startsPictureInPictureAutomatically: Bool, hasHomeButton: Bool, portraitScreenSize: CGSize,
    screenScale: CGFloat, portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets
  ) {
    self.name = name
    self.systemVersion = systemVersion
    self.idiom = idiom
    self.supportsPictureInPicture = supportsPictureInPicture
    self.startsPictureInPictureAutomatically = startsPictureInPictureAutomatically
    self.hasHomeButton = hasHomeButton
    self.portraitScreenSize = portraitScreenSize
    self.screenScale = screenScale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
  }

  /// An iPhone 14-like phone on iOS 17: 390 x 844 points, 47 pt top inset in portrait, no Home button.
  public static let iPhone14 = Device(
    name: "iPhone 14", systemVersion: OSVersion(17, 0), idiom: .phone, supportsPictureInPicture: true,
    startsPictureInPictureAutomatically: true, hasHomeButton: false,
    portraitScreenSize: CGSize(width: 390, height: 844), screenScale: 3,
    portraitSafeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

  /// An iPhone SE-like phone on iOS 15: 375 x 667 points with a Home button.
  public static let iPhoneSE = Device(
    name: "iPhone SE", systemVersion: OSVersion(15, 0), idiom: .phone, supportsPictureInPicture: true,
    startsPictureInPictureAutomatically: true, hasHomeButton: true,
    portraitScreenSize: CGSize(width: 375, height: 667), screenScale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero)

  /// An 11-inch iPad Pro-like tablet on iOS 17: 834 x 1194 points.
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch", systemVersion: OSVersion(17, 0), idiom: .pad, supportsPictureInPicture: true,
    startsPictureInPictureAutomatically: true, hasHomeButton: false,
    portraitScreenSize: CGSize(width: 834, height: 1194), screenScale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

  /// The screen's bounds in `orientation` (portrait's for `unknown`).
  public func screenBounds(in orientation: InterfaceOrientation) -> CGRect {
    let size = portraitScreenSize
    return orientation.isLandscape
      ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
      : CGRect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The safe-area insets in `orientation` (portrait's for `unknown`).
  public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
    let portrait = portraitSafeAreaInsets
    let landscape = landscapeSafeAreaInsets
    switch orientation {
    case .portrait, .unknown:
      return portrait
    case .portraitUpsideDown:
      return EdgeInsets(
        top: portrait.bottom, left: portrait.right, bottom: portrait.top, right: portrait.left)
    case .landscapeRight:
      return landscape
    case .landscapeLeft:
      return EdgeInsets(
        top: landscape.top, left: landscape.right, bottom: landscape.bottom, right: landscape.left)
    }
  }
}
