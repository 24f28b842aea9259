import Runtime

/// How the user holds the device, named as `UIDeviceOrientation`, with UIKit's raw values.
///
/// Landscape is named by where the Home button (or indicator) is *not*: the device held in
/// `landscapeLeft` shows the interface in `InterfaceOrientation.landscapeRight`, and the other way
/// round, as in UIKit.
public enum DeviceOrientation: Int, CaseIterable, Sendable {
  /// Not known (also what `UIDevice.orientation` reads while notifications are not generated).
  case unknown = 0
  /// Upright, Home button at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, Home button on the right.
  case landscapeLeft = 3
  /// On its side, Home button on the left.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
  case faceDown = 6

  /// The device orientation that shows the interface in `interfaceOrientation`.
  public init(_ interfaceOrientation: InterfaceOrientation) {
    switch interfaceOrientation {
    case .unknown: self = .unknown
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    }
  }

  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether an interface can take this orientation (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
}

/// The kind of interface, named as `UIUserInterfaceIdiom`, with UIKit's raw values.
public enum UserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6

  /// The idiom of a simulated device.
  public init(_ idiom: Device.Idiom) {
    switch idiom {
    case .phone: self = .phone
    case .pad: self = .pad
    }
  }
}
