import CCairo
import Foundation

/// A face of the fonts text is drawn in: DejaVu Sans or DejaVu Sans Mono (Debian's
/// `fonts-dejavu-core`, found through fontconfig), upright or oblique, book or bold.
///
/// The simulator measures text with its own model of San Francisco's widths and lays it out
/// character by character; this face only gives each character its shape.
package struct TextFace: Hashable, Sendable {
  /// Whether every glyph is the same width (DejaVu Sans Mono).
  package var isMonospaced: Bool
  /// Whether the strokes are bold.
  package var isBold: Bool
  /// Whether the glyphs slant.
  package var isItalic: Bool

  /// A face of the proportional or monospaced family, plain unless said otherwise.
  package init(isMonospaced: Bool = false, isBold: Bool = false, isItalic: Bool = false) {
    self.isMonospaced = isMonospaced
    self.isBold = isBold
    self.isItalic = isItalic
  }

  /// The fontconfig family name cairo selects.
  var family: String { isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans" }
}

/// One piece of text placed on a baseline: what ``CGContext/drawText(_:)`` draws.
package struct PlacedText: Sendable {
  /// The characters, drawn from `origin` onwards with the face's own advances.
  package var text: String
  /// The start of the baseline, in the context's user space.
  package var origin: CGPoint
  /// The face.
  package var face: TextFace
  /// The size in user-space units: the distance between the font's ascender and descender lines
  /// is about 1.16 times it.
  package var size: CGFloat
  /// The colour the glyphs are filled with.
  package var color: CGColor

  /// Text of `size` in `face` and `color`, starting at `origin`.
  package init(_ text: String, at origin: CGPoint, face: TextFace, size: CGFloat, color: CGColor) {
    self.text = text
    self.origin = origin
    self.face = face
    self.size = size
    self.color = color
  }
}

extension CGContext {
  /// Fills the glyphs of each piece of text, upright on the screen whichever way the context's y
  /// axis points (UIKit's flipped contexts and Core Graphics' own), in the context's alpha and
  /// blend mode, inside its clip. Text that is empty, or whose origin or size is not finite, or whose
  /// size is 0 or less, is left out. The current path is emptied.
  ///
  /// The corresponding cairo functions are `cairo_select_font_face`, `cairo_set_font_matrix` and
  /// `cairo_show_text`.
  package func drawText(_ pieces: [PlacedText]) {
    let drawable = pieces.filter {
      !$0.text.isEmpty && $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.isFinite && $0.size > 0
    }
    guard !drawable.isEmpty else { return }
    // Cairo draws a glyph's up towards user space's negative y. Where the device matrix turns y
    // round (a context with Core Graphics' upward y), the font matrix turns it back.
    var device = cairo_matrix_t()
    cairo_get_matrix(cairo, &device)
    let upwardY = device.xx * device.yy - device.xy * device.yx < 0
    changePixels {
      cairo_new_path(cairo)
      var current: (face: TextFace, size: CGFloat)?
      for piece in drawable {
        // A run of pieces in one face and size (a label's line) selects its font once.
        if current?.face != piece.face || current?.size != piece.size {
          let slant = piece.face.isItalic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL
          let weight = piece.face.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
          cairo_select_font_face(cairo, piece.face.family, slant, weight)
          var fontMatrix = cairo_matrix_t(
            xx: piece.size, yx: 0, xy: 0, yy: upwardY ? -piece.size : piece.size, x0: 0, y0: 0)
          cairo_set_font_matrix(cairo, &fontMatrix)
          current = (piece.face, piece.size)
        }
        setSource(piece.color)
        cairo_move_to(cairo, piece.origin.x, piece.origin.y)
        cairo_show_text(cairo, piece.text)
      }
      cairo_new_path(cairo)
    }
  }
}
