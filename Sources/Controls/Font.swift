import Foundation
import ViewHierarchy

/// A font: the simulator's `UIFont`, a size, a weight and a design of the San Francisco system font
/// (or of a font iOS bundles, measured with the same model).
///
/// Every metric comes from the text-metrics model (`TextMetrics`, docs/ios-behaviour.md "Text,
/// images and colours"): SF Pro's ascender, descender, cap height and x-height per point of size.
/// A size of 0 reads as 12, CoreText's documented default; a negative, NaN or infinite size (which
/// Apple leaves undocumented, and UIKit does not log) is taken as 0, so also 12.
public struct Font: Hashable, Sendable {
  /// The kind of glyph widths the font has, which the width model reads.
  package enum Design: Hashable, Sendable {
    /// Proportional letters and digits (SF Pro).
    case proportional
    /// Proportional letters, equal-width digits (SF Pro with monospaced digits).
    case monospacedDigits
    /// Every glyph the same width (SF Mono, Menlo, Courier).
    case monospaced
  }

  /// The font's size in points (`UIFont.pointSize`).
  public let pointSize: CGFloat
  /// The weight, as a `UIFont.Weight` raw value.
  package let weight: Weight
  /// Whether the font slants.
  package let isItalic: Bool
  /// Which glyph widths the model uses.
  package let design: Design
  /// The font's PostScript name (`UIFont.fontName`), such as `.SFUI-Regular`.
  public let fontName: String
  /// The font's family (`UIFont.familyName`), such as `.AppleSystemUIFont`.
  public let familyName: String
  /// The text style the font was made for, if it is a Dynamic Type font.
  package let textStyle: TextStyle?

  /// A font of the model: every public factory ends here, with its size already checked.
  package init(
    pointSize: CGFloat, weight: Weight, isItalic: Bool = false, design: Design = .proportional,
    fontName: String, familyName: String, textStyle: TextStyle? = nil
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.design = design
    self.fontName = fontName
    self.familyName = familyName
    self.textStyle = textStyle
  }

  /// The distance from one baseline to the next (`UIFont.lineHeight`): ascender - descender +
  /// leading, 1.1934 x the point size (20.29 at 17 pt).
  public var lineHeight: CGFloat { pointSize * SystemFontMetrics.lineHeight }
  /// The height above the baseline (`UIFont.ascender`): 0.9521 x the point size.
  public var ascender: CGFloat { pointSize * SystemFontMetrics.ascender }
  /// The depth below the baseline, negative (`UIFont.descender`): -0.2412 x the point size.
  public var descender: CGFloat { pointSize * SystemFontMetrics.descender }
  /// The height of capital letters (`UIFont.capHeight`): 0.7046 x the point size.
  public var capHeight: CGFloat { pointSize * SystemFontMetrics.capHeight }
  /// The height of lowercase letters such as x (`UIFont.xHeight`): 0.5264 x the point size.
  public var xHeight: CGFloat { pointSize * SystemFontMetrics.xHeight }
  /// The extra space between lines (`UIFont.leading`): 0, as SF Pro has no line gap.
  public var leading: CGFloat { pointSize * SystemFontMetrics.leading }

  /// This font at `fontSize` points (`UIFont.withSize(_:)`), the size checked as every font's is.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(
      pointSize: Font.checkedSize(fontSize), weight: weight, isItalic: isItalic,
      design: design, fontName: fontName, familyName: familyName, textStyle: nil)
  }

  /// `size` as UIKit takes it: NaN, infinite and negative sizes become 0, and 0 means CoreText's
  /// default of 12 points.
  package static func checkedSize(_ size: CGFloat) -> CGFloat {
    size.isFinite && size > 0 ? size : 12
  }
}
