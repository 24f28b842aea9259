import Controls
import Foundation
import Testing
import ViewHierarchy

@MainActor
struct FontTests {
  @Test func systemFontMetricsAreSanFranciscosPerPointFractions() {
    let font = Font.systemFont(ofSize: 17)
    // SF Pro: 2048 units per em, ascender 1950, descender -494, cap height 1443, x-height 1078.
    #expect(abs(font.lineHeight - 17.0 * 2444 / 2048) < 1e-9)
    #expect(abs(font.lineHeight - 20.287) < 0.001)
    #expect(abs(font.ascender - 16.1865) < 0.001)
    #expect(abs(font.descender + 4.1006) < 0.001)
    #expect(abs(font.capHeight - 17.0 * 1443 / 2048) < 1e-9)
    #expect(abs(font.xHeight - 17.0 * 1078 / 2048) < 1e-9)
    #expect(font.leading == 0)
    #expect(font.fontName == ".SFUI-Regular")
    #expect(font.familyName == ".AppleSystemUIFont")
  }

  @Test func preferredFontsHaveTheLargeDynamicTypeSizes() {
    let expected: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
      (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in expected {
      #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    #expect(Font.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    #expect(Font.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
    #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: nil).pointSize == 11)
  }

  @Test func weightsHaveUIKitsRawValuesAndNames() {
    #expect(Font.Weight.ultraLight.rawValue == -0.8)
    #expect(Font.Weight.medium.rawValue == 0.23)
    #expect(Font.Weight.semibold.rawValue == 0.3)
    #expect(Font.Weight.black.rawValue == 0.62)
    #expect(Font.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
    #expect(Font.systemFont(ofSize: 12, weight: .heavy).fontName == ".SFUI-Heavy")
    #expect(Font.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
    #expect(
      Font.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == ".AppleSystemUIFontMonospaced")
  }

  @Test func namedFontsAreFoundOnlyAmongTheBundledFamilies() throws {
    let helvetica = try #require(Font(name: "HelveticaNeue-Bold", size: 20))
    #expect(helvetica.familyName == "Helvetica Neue")
    #expect(helvetica.pointSize == 20)
    #expect(Font(name: "Menlo-Regular", size: 12)?.familyName == "Menlo")
    #expect(Font(name: "MyAppCustomFont-Regular", size: 12) == nil)
    #expect(helvetica.withSize(9).pointSize == 9)
    #expect(helvetica.withSize(9).fontName == "HelveticaNeue-Bold")
  }

  @Test func badFontSizesBecomeCoreTextsDefault() {
    #expect(Font.systemFont(ofSize: 0).pointSize == 12)
    #expect(Font.systemFont(ofSize: -4).pointSize == 12)
    #expect(Font.boldSystemFont(ofSize: .nan).pointSize == 12)
    #expect(Font.monospacedSystemFont(ofSize: .infinity, weight: .bold).pointSize == 12)
    #expect(Font.systemFont(ofSize: 17).withSize(-1).pointSize == 12)
    #expect(Font(name: "Georgia", size: -1)?.pointSize == 12)
  }
}
