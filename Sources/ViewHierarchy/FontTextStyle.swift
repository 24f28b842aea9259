import Foundation

/// A Dynamic Type text style (`UIFont.TextStyle`), with its size and weight at the default (Large)
/// content size category, which is the simulated device's.
///
/// The sizes are those of Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
/// sizes", Large column: large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold,
/// body 17, callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11 (and, since iOS 17,
/// the extra large titles 36 and 28, bold).
public struct FontTextStyle: RawRepresentable, Hashable, Sendable {
  /// UIKit's name for the style, such as `UICTFontTextStyleBody`.
  public let rawValue: String

  /// Creates the style UIKit names `rawValue`; an unknown name measures as ``body``.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The style's point size at the Large content size category.
  public var defaultPointSize: CGFloat { FontTextStyle.table[rawValue]?.size ?? 17 }

  /// The weight the style uses, as a `UIFont.Weight` raw value: 0 (regular) for most, 0.3 (semibold)
  /// for ``headline``, 0.4 (bold) for the extra large titles.
  public var defaultWeight: CGFloat { FontTextStyle.table[rawValue]?.weight ?? 0 }

  /// The largest title, 34 pt.
  public static let largeTitle = FontTextStyle(rawValue: "UICTFontTextStyleTitle0")
  /// The first-level title, 28 pt.
  public static let title1 = FontTextStyle(rawValue: "UICTFontTextStyleTitle1")
  /// The second-level title, 22 pt.
  public static let title2 = FontTextStyle(rawValue: "UICTFontTextStyleTitle2")
  /// The third-level title, 20 pt.
  public static let title3 = FontTextStyle(rawValue: "UICTFontTextStyleTitle3")
  /// Headings, 17 pt semibold.
  public static let headline = FontTextStyle(rawValue: "UICTFontTextStyleHeadline")
  /// Subheadings, 15 pt.
  public static let subheadline = FontTextStyle(rawValue: "UICTFontTextStyleSubhead")
  /// Body text, 17 pt.
  public static let body = FontTextStyle(rawValue: "UICTFontTextStyleBody")
  /// Callouts, 16 pt.
  public static let callout = FontTextStyle(rawValue: "UICTFontTextStyleCallout")
  /// Footnotes, 13 pt.
  public static let footnote = FontTextStyle(rawValue: "UICTFontTextStyleFootnote")
  /// Standard captions, 12 pt.
  public static let caption1 = FontTextStyle(rawValue: "UICTFontTextStyleCaption1")
  /// Alternate captions, 11 pt.
  public static let caption2 = FontTextStyle(rawValue: "UICTFontTextStyleCaption2")
  /// The extra large title (iOS 17), 36 pt bold.
  public static let extraLargeTitle = FontTextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
  /// The second extra large title (iOS 17), 28 pt bold.
  public static let extraLargeTitle2 = FontTextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

  private static let table: [String: (size: CGFloat, weight: CGFloat)] = [
    largeTitle.rawValue: (34, 0), title1.rawValue: (28, 0), title2.rawValue: (22, 0),
    title3.rawValue: (20, 0), headline.rawValue: (17, 0.3), subheadline.rawValue: (15, 0),
    body.rawValue: (17, 0), callout.rawValue: (16, 0), footnote.rawValue: (13, 0),
    caption1.rawValue: (12, 0), caption2.rawValue: (11, 0), extraLargeTitle.rawValue: (36, 0.4),
    extraLargeTitle2.rawValue: (28, 0.4),
  ]
}
