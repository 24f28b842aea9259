import Foundation

extension Color {
  /// Creates a colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`),
  /// each from 0 to 1: the hue wraps around (1.25 is 0.25), saturation and brightness are clamped to
  /// 0...1, NaN reads as 0.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = hue.isNaN ? 0 : hue - hue.rounded(.down)
    let saturation = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
    let brightness = brightness.isNaN ? 0 : min(max(brightness, 0), 1)
    let sector = hue * 6
    let sectorIndex = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch sectorIndex {
      case 0: (brightness, rising, low)
      case 1: (falling, brightness, low)
      case 2: (low, brightness, rising)
      case 3: (low, falling, brightness)
      case 4: (rising, low, brightness)
      default: (brightness, low, falling)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Creates a colour from Display P3 components (`UIColor(displayP3Red:green:blue:alpha:)`), stored
  /// converted to extended sRGB: a P3 colour outside the sRGB gamut gets components outside 0...1, as
  /// UIKit's extended sRGB colour space holds it. The conversion linearises with the sRGB transfer
  /// function (P3 uses the same), applies the P3 (D65) to sRGB matrix and re-encodes.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let r = Color.linear(red.isNaN ? 0 : red)
    let g = Color.linear(green.isNaN ? 0 : green)
    let b = Color.linear(blue.isNaN ? 0 : blue)
    self.init(
      red: Color.encoded(1.224_940_18 * r - 0.224_940_18 * g),
      green: Color.encoded(-0.042_056_95 * r + 1.042_056_95 * g),
      blue: Color.encoded(-0.019_637_55 * r - 0.078_636_05 * g + 1.098_273_60 * b),
      alpha: alpha)
  }

  /// This colour with its opacity replaced by `alpha` (`UIColor.withAlphaComponent(_:)`), clamped to
  /// 0...1 (NaN reads as 0); a dynamic colour stays dynamic.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    mapped { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
  }

  /// The colour's opacity (`UIColor.cgColor.alpha`, also `CIColor.alpha`).
  public var alphaComponent: CGFloat { alpha }

  /// Reads the extended sRGB components (`UIColor.getRed(_:green:blue:alpha:)`); always succeeds,
  /// as every colour here is in an RGB-compatible space.
  @discardableResult
  public func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    red = self.red
    green = self.green
    blue = self.blue
    alpha = self.alpha
    return true
  }

  /// Reads the gray level and opacity (`UIColor.getWhite(_:alpha:)`): succeeds only for a gray
  /// (equal red, green and blue), as UIKit's does only for a colour in a gray-compatible space;
  /// otherwise it returns false and leaves the arguments unchanged.
  @discardableResult
  public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
    guard red == green, green == blue else { return false }
    white = red
    alpha = self.alpha
    return true
  }

  /// Reads hue, saturation, brightness and opacity (`UIColor.getHue(_:saturation:brightness:alpha:)`),
  /// each from 0 to 1 (a gray has hue and saturation 0); always succeeds.
  @discardableResult
  public func getHue(
    _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    let largest = max(red, green, blue)
    let smallest = min(red, green, blue)
    let range = largest - smallest
    brightness = largest
    saturation = largest > 0 ? range / largest : 0
    alpha = self.alpha
    guard range > 0 else {
      hue = 0
      return true
    }
    let sixths: CGFloat =
      if largest == red {
        (green - blue) / range
      } else if largest == green {
        (blue - red) / range + 2
      } else {
        (red - green) / range + 4
      }
    let turn = sixths / 6
    hue = turn < 0 ? turn + 1 : turn
    return true
  }

  /// The sRGB transfer function's inverse, mirrored for negative values (extended sRGB).
  private static func linear(_ encoded: CGFloat) -> CGFloat {
    let magnitude = abs(encoded)
    let value = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -value : value
  }

  /// The sRGB transfer function, mirrored for negative values (extended sRGB).
  private static func encoded(_ linear: CGFloat) -> CGFloat {
    let magnitude = abs(linear)
    let value = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -value : value
  }
}
