import Foundation

/// The vertical metrics of the San Francisco system font (SF Pro) as fractions of the point size,
/// and the pixel-grid rounding UIKit applies to measured text: the constants the text-metrics model
/// (docs/ios-behaviour.md, "Text, images and colours") is built on.
///
/// SF Pro's font tables give 2048 units per em, an ascender of 1950, a descender of -494, no line
/// gap, a cap height of 1443 and an x-height of 1078. At 17 pt that is an ascender of 16.19, a
/// descender of -4.10 and a line height of 20.29, as `UIFont.systemFont(ofSize: 17)` reports.
package enum SystemFontMetrics {
  /// The ascender, per point of size.
  package static let ascender: CGFloat = 1950.0 / 2048
  /// The descender (negative: below the baseline), per point of size.
  package static let descender: CGFloat = -494.0 / 2048
  /// The line gap (UIFont's `leading`), per point of size.
  package static let leading: CGFloat = 0
  /// The height of capital letters, per point of size.
  package static let capHeight: CGFloat = 1443.0 / 2048
  /// The height of lowercase letters without ascenders, per point of size.
  package static let xHeight: CGFloat = 1078.0 / 2048
  /// The line height (ascender - descender + leading), per point of size: 1.1934.
  package static let lineHeight: CGFloat = ascender - descender + leading

  /// `length` rounded up to the pixel grid of a screen of `scale` pixels per point, as UIKit rounds
  /// a label's measured size (`ceil(length * scale) / scale`); a scale of 0 or less rounds to whole
  /// points. A length a hair above a pixel boundary (floating-point noise, under 1/1000 pixel) stays on it.
  package static func roundedUpToPixels(_ length: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale > 0 ? scale : 1
    return ((length * scale) - 0.001).rounded(.up) / scale
  }
}
