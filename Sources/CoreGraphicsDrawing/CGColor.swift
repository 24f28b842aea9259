import Foundation

/// A colour as Core Graphics gives it to layers (`CGColor`): components in the device RGB (or gray)
/// space and an alpha, each between 0 and 1.
///
/// Layers take their colours as `CGColor`s (`layer.borderColor = UIColor.red.cgColor`); a `UIColor`
/// gives one with `UIColor.cgColor` and is made back from one with `UIColor(cgColor:)`.
public struct CGColor: Hashable, Sendable {
  /// The colour's components, alpha last: red, green, blue, alpha for an RGB colour; white, alpha
  /// for a gray one.
  public let components: [CGFloat]?

  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The opacity, the last component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// Creates an RGB colour (`CGColor(red:green:blue:alpha:)`); components are clamped to 0...1 and
  /// NaN counts as 0, as Core Graphics reads them.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map(CGColor.clamped)
  }

  /// Creates a gray colour (`CGColor(gray:alpha:)`).
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha].map(CGColor.clamped)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The colour as red, green, blue and alpha, whatever its space.
  package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = components ?? [0, 0, 0, 1]
    if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
    return (values[0], values[1], values[2], values[3])
  }

  private static func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
}
