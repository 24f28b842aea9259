import Foundation
import ViewHierarchy

extension Font {
  /// The system font at `fontSize` points, regular (`UIFont.systemFont(ofSize:)`).
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight` (`UIFont.systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    system(size: Font.checkedSize(fontSize), weight: weight)
  }

  /// The bold system font at `fontSize` points (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    system(size: Font.checkedSize(fontSize), weight: .bold)
  }

  /// The italic system font at `fontSize` points (`UIFont.italicSystemFont(ofSize:)`).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    system(size: Font.checkedSize(fontSize), weight: .regular, italic: true)
  }

  /// The system font with equal-width digits (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`):
  /// every digit measures as wide as every other, so counters do not jitter.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    system(
      size: Font.checkedSize(fontSize), weight: weight,
      design: .monospacedDigits)
  }

  /// The monospaced system font, SF Mono (`UIFont.monospacedSystemFont(ofSize:weight:)`).
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(
      pointSize: Font.checkedSize(fontSize), weight: weight,
      design: .monospaced, fontName: ".AppleSystemUIFontMonospaced-\(weight.nameSuffix)",
      familyName: ".AppleSystemUIFontMonospaced")
  }

  /// The font of `style` at the simulated device's content size, Large (`UIFont.preferredFont(forTextStyle:)`):
  /// the sizes of Apple's Dynamic Type table (body 17, headline 17 semibold, caption 2 11...).
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    system(
      size: style.defaultPointSize, weight: Weight(rawValue: style.defaultWeight), textStyle: style)
  }

  /// The font of `style` for `traitCollection` (`UIFont.preferredFont(forTextStyle:compatibleWith:)`):
  /// the simulated device has one content size, Large, so the traits do not change it.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    preferredFont(forTextStyle: style)
  }

  /// The system font's size for labels, 17 points (`UIFont.labelFontSize`).
  public static var labelFontSize: CGFloat { 17 }
  /// The system font's size for buttons, 18 points (`UIFont.buttonFontSize`).
  public static var buttonFontSize: CGFloat { 18 }
  /// The standard system font size, 14 points (`UIFont.systemFontSize`).
  public static var systemFontSize: CGFloat { 14 }
  /// The small system font size, 12 points (`UIFont.smallSystemFontSize`).
  public static var smallSystemFontSize: CGFloat { 12 }

  private static func system(
    size: CGFloat, weight: Weight, italic: Bool = false, design: Design = .proportional,
    textStyle: TextStyle? = nil
  ) -> Font {
    Font(
      pointSize: size, weight: weight, isItalic: italic, design: design,
      fontName: ".SFUI-\(weight.nameSuffix)\(italic ? "Italic" : "")", familyName: ".AppleSystemUIFont",
      textStyle: textStyle)
  }
}
