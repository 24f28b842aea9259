/// A colour with red, green, blue and alpha components between 0 and 1 (a `UIColor` stand-in).
public struct Color: Hashable, Sendable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
}
