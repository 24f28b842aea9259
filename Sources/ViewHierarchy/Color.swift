import CoreGraphicsDrawing
import Foundation

/// A colour in the extended sRGB space with an opacity: the simulator's `UIColor`.
///
/// Components follow `UIColor(red:green:blue:alpha:)` on iOS 10 and later: red, green and blue are kept
/// as given, even outside 0...1 (the extended sRGB range; a wide-gamut colour converts to such
/// components), while the alpha is clamped to 0...1. NaN reads as 0 wherever it is given. A dynamic
/// colour (``init(dynamicProvider:)``, the system and semantic colours) resolves against a trait
/// collection; its components are those of the light appearance, which is what the simulated screen
/// shows.
public struct Color: Hashable, Sendable {
  /// The red component in extended sRGB (0...1 for a colour inside the sRGB gamut).
  public private(set) var red: CGFloat
  /// The green component in extended sRGB.
  public private(set) var green: CGFloat
  /// The blue component in extended sRGB.
  public private(set) var blue: CGFloat
  /// The opacity, between 0 and 1.
  public private(set) var alpha: CGFloat
  /// What resolves a dynamic colour for a trait collection; nil for a fixed colour.
  private var provider: DynamicColorProvider?

  /// Creates a colour from extended sRGB components (`UIColor(red:green:blue:alpha:)`): red, green
  /// and blue are kept outside 0...1, the alpha is clamped to 0...1, NaN reads as 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Color.finite(red)
    self.green = Color.finite(green)
    self.blue = Color.finite(blue)
    self.alpha = min(max(Color.finite(alpha), 0), 1)
  }

  /// Creates a gray (`UIColor(white:alpha:)`): `white` for each of red, green and blue.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates the colour of a Core Graphics colour (`UIColor(cgColor:)`).
  public init(cgColor: CGColor) {
    let rgba = cgColor.rgba
    self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  /// Creates a colour that `dynamicProvider` picks for each trait collection
  /// (`UIColor(dynamicProvider:)`); its components are the light appearance's, the simulated
  /// screen's.
  public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
    let light = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
    self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    provider = DynamicColorProvider(resolve: dynamicProvider)
  }

  /// The colour for `traitCollection` (`UIColor.resolvedColor(with:)`): a dynamic colour asks its
  /// provider, a fixed colour is itself. The result is a fixed colour.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    guard let provider else { return self }
    return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
  }

  /// The colour as Core Graphics gives it to layers (`UIColor.cgColor`): the light appearance's
  /// components, clamped to 0...1 as a device RGB colour holds them.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Whether two colours are the same: the same components and, for dynamic colours, the same
  /// provider (as UIKit compares a dynamic colour by identity).
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
      && lhs.provider === rhs.provider
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// A dynamic colour whose light and dark appearances are `light` and `dark`.
  init(light: Color, dark: Color) {
    self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }

  /// This colour with `transform` applied to each resolution: how a derived colour of a dynamic one
  /// stays dynamic.
  func mapped(_ transform: @escaping @Sendable (Color) -> Color) -> Color {
    guard let provider else { return transform(self) }
    return Color { traits in transform(provider.resolve(traits).resolvedColor(with: traits)) }
  }

  private static func finite(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }
}

/// The closure behind a dynamic colour, in a class so that colours compare it by identity.
private final class DynamicColorProvider: Sendable {
  let resolve: @Sendable (TraitCollection) -> Color

  init(resolve: @escaping @Sendable (TraitCollection) -> Color) {
    self.resolve = resolve
  }
}
