import Runtime

/// A set of interface orientations, with UIKit's `UIInterfaceOrientationMask` bits.
///
/// Each bit is `1 << UIInterfaceOrientation.rawValue`: portrait 2, upside-down 4, landscape-right 8,
/// landscape-left 16. Used for view-controller, app (Info.plist) and device masks and for geometry
/// requests.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The option bits.
  public let rawValue: UInt

  /// Creates a mask from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Creates the mask holding exactly `orientation`; empty for `unknown`, which UIKit gives no bit.
  public init(_ orientation: InterfaceOrientation) {
    switch orientation {
    case .unknown: self = []
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    }
  }

  /// Portrait, Home indicator at the bottom.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape with the Home indicator on the right.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape with the Home indicator on the left.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside-down portrait (the iPhone default).
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

  /// The order in which the system picks an orientation from a mask that does not hold the current one.
  public static let preferenceOrder: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// Whether the mask holds `orientation`; never `unknown`.
  public func contains(_ orientation: InterfaceOrientation) -> Bool {
    let bit = InterfaceOrientationMask(orientation)
    return !bit.isEmpty && contains(bit)
  }

  /// The orientations in the mask, in ``preferenceOrder``.
  public var orientations: [InterfaceOrientation] {
    Self.preferenceOrder.filter { contains($0) }
  }

  /// The orientation the system picks from the mask: the first in ``preferenceOrder``, nil when empty.
  public var preferredOrientation: InterfaceOrientation? { orientations.first }

  /// The names in ``Runtime/InterfaceOrientation`` order, such as `portrait, landscapeRight`, or `none`.
  public var description: String {
    let names = InterfaceOrientation.allCases.filter { contains($0) }.map(\.name)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
