import Foundation

/// A colour with red, green, blue and alpha components between 0 and 1 (a `UIColor` stand-in).
public struct Color: Hashable, Sendable {
  /// The red component.
  public var red: CGFloat
  /// The green component.
  public var green: CGFloat
  /// The blue component.
  public var blue: CGFloat
  /// The opacity.
  public var alpha: CGFloat

  /// Creates a colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates the colour of a Core Graphics colour (`UIColor(cgColor:)`).
  public init(cgColor: CGColor) {
    let rgba = cgColor.rgba
    self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  /// The colour as Core Graphics gives it to layers (`UIColor.cgColor`).
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
  /// The tint a view shows when neither it nor an ancestor has one: the system blue of the light
  /// appearance (0, 122, 255).
  static let defaultTint = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
}
