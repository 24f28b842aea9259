import Foundation
import ViewHierarchy

extension Font {
  /// A font weight (`UIFont.Weight`), with UIKit's raw values: from -0.8 (ultralight) through 0
  /// (regular) to 0.62 (black).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The weight's value, as `UIFont.Weight.rawValue`.
    public let rawValue: CGFloat

    /// Creates the weight of `rawValue`; NaN reads as regular.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue.isNaN ? 0 : rawValue
    }

    /// Creates the weight of `rawValue` (`UIFont.Weight(_:)`).
    public init(_ rawValue: CGFloat) {
      self.init(rawValue: rawValue)
    }

    /// -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name's weight suffix the system font's PostScript names use (`.SFUI-Semibold`).
    var nameSuffix: String {
      let names: [(Weight, String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
        (.black, "Black"),
      ]
      let nearest = names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
      return nearest?.1 ?? "Regular"
    }
  }

  /// A Dynamic Type text style (`UIFont.TextStyle`).
  public typealias TextStyle = FontTextStyle
}
