import Foundation

extension Image {
  /// The weight of a symbol's strokes (`UIImage.SymbolWeight`), with UIKit's raw values.
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// No weight given: the font's (regular).
    case unspecified = 0
    /// Ultralight strokes.
    case ultraLight = 1
    /// Thin strokes.
    case thin = 2
    /// Light strokes.
    case light = 3
    /// Regular strokes.
    case regular = 4
    /// Medium strokes.
    case medium = 5
    /// Semibold strokes.
    case semibold = 6
    /// Bold strokes.
    case bold = 7
    /// Heavy strokes.
    case heavy = 8
    /// Black strokes.
    case black = 9
  }

  /// A symbol's size relative to the text it sits in (`UIImage.SymbolScale`), with UIKit's raw values.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The default scale: medium.
    case `default` = -1
    /// No scale given: medium.
    case unspecified = 0
    /// Smaller than the text, 0.8 of medium in the symbol model.
    case small = 1
    /// The same size as the text.
    case medium = 2
    /// Larger than the text, 1.3 of medium in the symbol model.
    case large = 3
  }

  /// How a symbol image is drawn: `UIImage.SymbolConfiguration`.
  ///
  /// A configuration gives a point size (directly, or as a text style's), a weight and a scale; what it
  /// leaves out is the default: 17 pt (the body style's), regular, medium.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The symbol's weight, as `UIImage.SymbolWeight` (the former name).
    public typealias Weight = SymbolWeight

    /// The symbol's size in points; 0 when not given (then the text style's, else 17).
    public var pointSize: CGFloat
    /// The symbol's weight.
    public var weight: SymbolWeight
    /// The symbol's scale.
    public var scale: SymbolScale
    /// The text style the symbol is sized for, if given.
    public var textStyle: FontTextStyle?

    /// A configuration that gives nothing (`UIImage.SymbolConfiguration.unspecified`).
    public static let unspecified = SymbolConfiguration()

    /// Creates a configuration of `pointSize` points (negative or NaN reads as 0: unspecified),
    /// `weight` and `scale`.
    public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
      self.pointSize = pointSize.isNaN ? 0 : max(pointSize, 0)
      self.weight = weight
      self.scale = scale
      textStyle = nil
    }

    /// Creates a configuration sized for `textStyle` at `scale`.
    public init(textStyle: FontTextStyle, scale: SymbolScale = .default) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }

    /// Creates a configuration that gives only the weight.
    public init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }

    /// Creates a configuration that gives only the scale.
    public init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }

    private init() {
      pointSize = 0
      weight = .unspecified
      scale = .unspecified
      textStyle = nil
    }

    /// This configuration with what `other` gives laid over it
    /// (`UIImage.SymbolConfiguration.applying(_:)`).
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      var merged = self
      if other.pointSize > 0 || other.textStyle != nil {
        merged.pointSize = other.pointSize
        merged.textStyle = other.textStyle
      }
      if other.weight != .unspecified { merged.weight = other.weight }
      if other.scale != .unspecified, other.scale != .default { merged.scale = other.scale }
      return merged
    }

    /// The side of the square the symbol model gives: 1.2 x the point size x the scale's factor.
    var symbolSide: CGFloat {
      let size = pointSize > 0 ? pointSize : (textStyle ?? .body).defaultPointSize
      let factor: CGFloat =
        switch scale {
        case .small: 0.8
        case .large: 1.3
        case .medium, .default, .unspecified: 1
        }
      return size * 1.2 * factor
    }
  }
}
