import CoreGraphicsDrawing
import Foundation
import ViewHierarchy

/// Draws text where the text-metrics model lays it out: each character at the advance the model
/// gives it, each line's baseline its tallest font's ascender below the line's top. The glyphs are
/// DejaVu's (``CoreGraphicsDrawing/TextFace``), at the font's point size: bold from semibold up,
/// oblique for italic fonts, DejaVu Sans Mono for monospaced ones. So drawn text covers the space
/// labels measure, and its pixels are the same on every run.
package enum TextDrawing {
  /// The font string drawing uses when the attributes name none: Helvetica 12, as UIKit's.
  package static let defaultFont = Font(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)

  /// Draws `lines` into `context`, the first line's top at `top`, each line placed across `box`
  /// (its left and width) by `alignment`, in `color` where a character has none of its own.
  package static func draw(
    _ lines: [TextMetrics.Line], in context: CGContext, top: CGFloat, box: (minX: CGFloat, width: CGFloat?),
    alignment: TextAlignment, color: Color
  ) {
    var pieces: [PlacedText] = []
    var lineTop = top
    for line in lines {
      let ascender = line.characters.map(\.font.ascender).max() ?? 0
      var x = box.minX
      if let width = box.width {
        switch alignment {
        case .center: x += (width - line.width) / 2
        case .right: x += width - line.width
        default: break
        }
      }
      for styled in line.characters {
        if !styled.character.isWhitespace {
          pieces.append(
            PlacedText(
              String(styled.character), at: CGPoint(x: x, y: lineTop + ascender), face: face(of: styled.font),
              size: styled.font.pointSize, color: (styled.color ?? color).cgColor))
        }
        x += TextMetrics.advance(of: styled.character, in: styled.font)
      }
      lineTop += line.height
    }
    context.drawText(pieces)
  }

  /// The DejaVu face `font` is drawn in.
  static func face(of font: Font) -> TextFace {
    TextFace(
      isMonospaced: font.design == .monospaced, isBold: font.weight >= .semibold, isItalic: font.isItalic)
  }

  /// The characters of `string` with the font and colour its attributes give, `defaultFont` and
  /// no colour where they give none.
  package static func styledCharacters(
    of string: NSAttributedString, defaultFont: Font = defaultFont
  ) -> [TextMetrics.StyledCharacter] {
    var characters: [TextMetrics.StyledCharacter] = []
    var offset = 0
    for character in string.string {
      let attributes = string.attributes(at: offset, effectiveRange: nil)
      characters.append(
        TextMetrics.StyledCharacter(
          character: character, font: attributes[.font] as? Font ?? defaultFont,
          color: attributes[.foregroundColor] as? Color))
      offset += character.utf16.count
    }
    return characters
  }
}
