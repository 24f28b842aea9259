import Foundation
import ViewHierarchy

extension Font {
  /// The font whose PostScript name is `fontName`, at `fontSize` points (`UIFont(name:size:)`); nil
  /// when iOS has no font of that name.
  ///
  /// The simulator knows the system font's names (`.SFUI-Regular`...) and the families iOS bundles
  /// that apps name most (Helvetica, Helvetica Neue, Avenir, Avenir Next, Arial, Georgia, Times New
  /// Roman, Courier, Courier New, Menlo, Futura, Gill Sans, Verdana); a font the app bundles itself is
  /// not found (nil, as iOS answers for a font it has not registered). Every font measures with the
  /// SF model; the name picks the weight (Bold, Medium, Light...) and whether it is monospaced.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard let family = Font.bundledFamily(of: fontName) else { return nil }
    let lowered = fontName.lowercased()
    let weights: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
      ("semibold", .semibold), ("demibold", .semibold), ("heavy", .heavy), ("black", .black),
      ("bold", .bold),
    ]
    let weight = weights.first { lowered.contains($0.0) }?.1 ?? .regular
    let monospaced = ["Menlo", "Courier", "Courier New"].contains(family)
    self.init(
      pointSize: Font.checkedSize(fontSize), weight: weight,
      isItalic: lowered.contains("italic") || lowered.contains("oblique"),
      design: monospaced ? .monospaced : .proportional, fontName: fontName, familyName: family)
  }

  /// The family names of the fonts ``init(name:size:)`` finds (`UIFont.familyNames`).
  public static var familyNames: [String] { Array(Set(bundledFamilies.map(\.family))).sorted() }

  /// The PostScript-name prefixes of the bundled families, longest first so that `HelveticaNeue`
  /// is not read as `Helvetica`.
  private static let bundledFamilies: [(prefix: String, family: String)] = [
    (".SFUI", ".AppleSystemUIFont"), (".AppleSystemUIFontMonospaced", ".AppleSystemUIFontMonospaced"),
    (".AppleSystemUIFont", ".AppleSystemUIFont"), ("HelveticaNeue", "Helvetica Neue"),
    ("Helvetica", "Helvetica"), ("AvenirNext", "Avenir Next"), ("Avenir", "Avenir"),
    ("Arial", "Arial"), ("Georgia", "Georgia"), ("TimesNewRoman", "Times New Roman"),
    ("CourierNew", "Courier New"), ("Courier", "Courier"), ("Menlo", "Menlo"), ("Futura", "Futura"),
    ("GillSans", "Gill Sans"), ("Verdana", "Verdana"),
  ]

  private static func bundledFamily(of fontName: String) -> String? {
    bundledFamilies.sorted { $0.prefix.count > $1.prefix.count }
      .first { fontName.hasPrefix($0.prefix) }?.family
  }
}
