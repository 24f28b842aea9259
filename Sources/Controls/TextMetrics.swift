import Foundation
import ViewHierarchy

/// The text-metrics model: how wide and tall text is, and where it wraps, wherever the simulator
/// measures text (labels, button titles). Deterministic and documented in docs/ios-behaviour.md
/// ("Text, images and colours"), it approximates San Francisco's measurements; it does not match
/// them to the pixel.
///
/// - Heights: a line is as tall as the tallest font on it (``Font/lineHeight``, 1.1934 x the point
///   size, from SF Pro's ascender and descender); lines stack without extra spacing.
/// - Widths: each character advances a fraction of the point size by its class (``advanceFraction(of:in:)``),
///   widened by 15 % of the weight's raw value (bold, 0.4, is 6 % wider; ultralight 12 % narrower).
/// - Wrapping: at spaces (a space at the end of a line takes no width); a word wider than the line
///   breaks between characters; `.byCharWrapping` breaks anywhere; a newline always breaks.
/// - Truncation: when lines run out (``Label/numberOfLines``), the last line shows what it can and an
///   ellipsis (`…`) at its end, start or middle in the truncating modes, or is cut in `.byClipping`,
///   `.byWordWrapping` and `.byCharWrapping`.
/// - Sizes are rounded up to the screen's pixel grid (`ceil(x * scale) / scale`), as UIKit rounds
///   `sizeThatFits` and `intrinsicContentSize`: "Hello" in the 17 pt system font is 20.33 pt tall on
///   a 3x screen.
package enum TextMetrics {
  /// One character and the font it is set in.
  package struct StyledCharacter: Sendable {
    /// The character.
    package let character: Character
    /// Its font.
    package let font: Font
    /// Its colour where the text says (an attributed string's `.foregroundColor`), else nil: the
    /// colour it is drawn in is then the drawer's.
    package var color: Color? = nil
  }

  /// A laid-out line: its characters, its width (trailing spaces excluded) and height.
  package struct Line: Sendable {
    /// The line's characters, as shown (an ellipsis included).
    package var characters: [StyledCharacter]
    /// The width of the line, without the spaces it ends with.
    package var width: CGFloat
    /// The height of the line: its tallest font's line height.
    package var height: CGFloat

    /// The line's text.
    package var text: String { String(characters.map(\.character)) }
  }

  /// The characters of `text`, all in `font`.
  package static func styled(_ text: String, font: Font) -> [StyledCharacter] {
    text.map { StyledCharacter(character: $0, font: font) }
  }

  /// The advance of `character` in `font`, in points: its class's fraction of the point size,
  /// adjusted for the weight.
  package static func advance(of character: Character, in font: Font) -> CGFloat {
    let weightFactor = 1 + 0.15 * min(max(font.weight.rawValue, -1), 1)
    return advanceFraction(of: character, in: font) * font.pointSize * weightFactor
  }

  /// The width of `characters` on one line, in points, without trailing spaces; unrounded.
  package static func width(of characters: some Collection<StyledCharacter>) -> CGFloat {
    let trimmed = characters.reversed().drop { $0.character.isWhitespace }
    return trimmed.reduce(0) { $0 + advance(of: $1.character, in: $1.font) }
  }

  /// The character's advance as a fraction of the point size (the per-class constants of the model).
  ///
  /// SF Pro, proportional: space 0.26; narrow (`i j l I . , : ; ' ! |`) 0.25; semi-narrow
  /// (`f t r ( ) [ ] - / "`) 0.36; wide (`m w M W @ %`) 0.87; other capitals 0.66; other lowercase
  /// 0.54; the digit 1 0.42 and the other digits 0.60 (every digit 0.60 with monospaced digits);
  /// the ellipsis 0.78; CJK ideographs, kana, Hangul and emoji 1.0; anything else 0.60.
  /// Monospaced (SF Mono): 0.60 for everything but the full-width scripts and emoji (1.0).
  package static func advanceFraction(of character: Character, in font: Font) -> CGFloat {
    if isFullWidth(character) { return 1 }
    if font.design == .monospaced { return 0.6 }
    if character.isWhitespace { return 0.26 }
    if character.isNumber, character.isASCII {
      return character == "1" && font.design == .proportional ? 0.42 : 0.6
    }
    if "ijlI.,:;'!|`".contains(character) { return 0.25 }
    if "ftr()[]{}-/\\\"".contains(character) { return 0.36 }
    if "mwMW@%".contains(character) { return 0.87 }
    if character == "…" { return 0.78 }
    if character.isASCII, character.isUppercase { return 0.66 }
    if character.isASCII, character.isLowercase { return 0.54 }
    return 0.6
  }

  /// Lays `characters` out in lines at most `width` wide (nil: no limit), keeping at most
  /// `maximumLines` (0: all). Several lines wrap as `lineBreakMode` does; a single line
  /// (`maximumLines` 1) does not wrap. The last kept line is truncated when more text would follow
  /// or it is too wide, in the truncating modes (the ellipsis at the end, start or middle), and
  /// cut otherwise. An empty text has no lines.
  package static func lines(
    of characters: [StyledCharacter], width: CGFloat?, lineBreakMode: LineBreakMode, maximumLines: Int
  ) -> [Line] {
    guard !characters.isEmpty else { return [] }
    let limit = width.map { $0 > 0 ? $0 : 0 }
    let wrapLimit = maximumLines == 1 ? nil : limit
    var broken: [[StyledCharacter]] = []
    for paragraph in characters.split(omittingEmptySubsequences: false, whereSeparator: isNewline) {
      broken += wrap(Array(paragraph), width: wrapLimit, byCharacter: lineBreakMode == .byCharWrapping)
    }
    var kept = broken
    if maximumLines > 0, broken.count > maximumLines {
      kept = Array(broken.prefix(maximumLines))
      if lineBreakMode.truncates {
        let last = kept[maximumLines - 1]
        let rest = Array(broken[(maximumLines - 1)...].joined())
        let neighbour = last.last ?? rest[0]
        let ellipsis = StyledCharacter(character: "…", font: neighbour.font, color: neighbour.color)
        kept[maximumLines - 1] = truncated(
          rest, width: limit ?? self.width(of: last + [ellipsis]), mode: lineBreakMode)
      }
    }
    if let limit, let last = kept.last, self.width(of: last) > limit {
      kept[kept.count - 1] =
        lineBreakMode.truncates ? truncated(last, width: limit, mode: lineBreakMode) : last
    }
    let fallbackHeight = characters[0].font.lineHeight
    return kept.map { line in
      Line(
        characters: line, width: limit.map { min(self.width(of: line), $0) } ?? self.width(of: line),
        height: line.map(\.font.lineHeight).max() ?? fallbackHeight)
    }
  }

  /// The size of `lines` on a screen of `scale` pixels per point: the widest line by the stacked
  /// heights, each rounded up to the pixel grid.
  package static func size(of lines: [Line], scale: CGFloat) -> CGSize {
    let width = lines.map(\.width).max() ?? 0
    let height = lines.reduce(0) { $0 + $1.height }
    return CGSize(
      width: SystemFontMetrics.roundedUpToPixels(width, scale: scale),
      height: SystemFontMetrics.roundedUpToPixels(height, scale: scale))
  }

  private static func isNewline(_ styled: StyledCharacter) -> Bool { styled.character.isNewline }

  private static func isFullWidth(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x1F000...0x1FAFF, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// Splits one paragraph (no newlines) into lines no wider than `width`.
  private static func wrap(_ paragraph: [StyledCharacter], width: CGFloat?, byCharacter: Bool)
    -> [[StyledCharacter]]
  {
    guard let width, !paragraph.isEmpty else { return [paragraph] }
    var lines: [[StyledCharacter]] = []
    var current: [StyledCharacter] = []
    var index = 0
    while index < paragraph.count {
      let unit = byCharacter ? [paragraph[index]] : wordOrSpace(in: paragraph, from: index)
      let candidate = current + unit
      if self.width(of: candidate) <= width || unit.allSatisfy(\.character.isWhitespace) {
        current = candidate
      } else if !current.isEmpty {
        lines.append(current)
        current = []
        continue
      } else {
        let head = splitToFit(unit, width: width)
        lines.append(head)
        index += head.count
        continue
      }
      index += unit.count
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The run of non-spaces, or of spaces, that starts at `start`.
  private static func wordOrSpace(in paragraph: [StyledCharacter], from start: Int) -> [StyledCharacter] {
    let isSpace = paragraph[start].character.isWhitespace
    var end = start
    while end < paragraph.count, paragraph[end].character.isWhitespace == isSpace { end += 1 }
    return Array(paragraph[start..<end])
  }

  /// The longest head of `word` that fits `width` (at least one character, so that wrapping moves on).
  private static func splitToFit(_ word: [StyledCharacter], width: CGFloat) -> [StyledCharacter] {
    var count = 1
    while count < word.count, self.width(of: word.prefix(count + 1)) <= width { count += 1 }
    return Array(word.prefix(count))
  }

  /// `characters` cut to fit `width` with an ellipsis (`…`) where `mode` puts it: at the end for
  /// tail truncation, at the start for head, between the kept start and end for middle; unchanged
  /// when they already fit.
  private static func truncated(
    _ characters: [StyledCharacter], width: CGFloat, mode: LineBreakMode
  ) -> [StyledCharacter] {
    guard self.width(of: characters) > width, let last = characters.last else { return characters }
    let ellipsis = [StyledCharacter(character: "…", font: last.font, color: last.color)]
    var head: [StyledCharacter]
    var tail: [StyledCharacter]
    switch mode {
    case .byTruncatingHead:
      (head, tail) = ([], characters)
    case .byTruncatingMiddle:
      (head, tail) = (
        Array(characters.prefix((characters.count + 1) / 2)), Array(characters.suffix(characters.count / 2))
      )
    default:
      (head, tail) = (characters, [])
    }
    while !(head.isEmpty && tail.isEmpty), self.width(of: head + ellipsis + tail) > width {
      if mode == .byTruncatingHead || tail.count > head.count {
        tail.removeFirst()
      } else {
        head.removeLast()
      }
    }
    while let last = head.last, last.character.isWhitespace { head.removeLast() }
    while let first = tail.first, first.character.isWhitespace { tail.removeFirst() }
    return head + ellipsis + tail
  }

}
