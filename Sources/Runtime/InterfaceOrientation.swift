/// The orientation of the app's interface, named as UIKit names it, with `UIInterfaceOrientation`'s
/// raw values (so `UIInterfaceOrientation.landscapeRight.rawValue` is 3, as on iOS).
///
/// Landscape-right is the device turned so that the Home indicator is on the right, which UIKit
/// calls `UIDeviceOrientation.landscapeLeft`.
public enum InterfaceOrientation: Int, CaseIterable, Sendable {
  /// Not known: UIKit's value before an interface has an orientation. A PiPSim scene is never in it,
  /// no mask holds it, and a scene does not follow a device turned to it.
  case unknown = 0
  /// Home indicator (or button) at the bottom.
  case portrait = 1
  /// Upside down; not available on iPhones without a Home button.
  case portraitUpsideDown = 2
  /// Home indicator on the left (device rotated clockwise).
  case landscapeLeft = 4
  /// Home indicator on the right (device rotated anticlockwise).
  case landscapeRight = 3

  /// Whether the interface is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the interface is taller than wide (false for `unknown`, as UIKit's `isPortrait`).
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// The four orientations an interface can be in: every case but `unknown`.
  public static let known: [InterfaceOrientation] = allCases.filter { $0 != .unknown }

  /// The case's name, such as `landscapeRight`: what traces, diagnostics and scenarios spell.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }
}
