import AVKitCompat

/// The stopwatch's face: the elapsed time as "M:SS.t", drawn in white block digits on a dark
/// background into 32-bit BGRA pixel buffers, as an app draws a view it wants to show in PiP.
public struct StopwatchFace: Sendable {
  /// The face's width in pixels.
  public let width = 240
  /// The face's height in pixels.
  public let height = 80

  /// A face of the standard size.
  public init() {}

  /// Each glyph's 3 x 5 pixel pattern, top row first, the most significant bit on the left.
  private static let glyphs: [Character: [UInt8]] = [
    "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 7, 1, 7],
    "4": [5, 5, 7, 1, 1], "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 1, 1, 1],
    "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7], ":": [0, 2, 0, 2, 0], ".": [0, 0, 0, 0, 2],
  ]
  /// How many screen pixels one glyph pixel covers.
  private static let scale = 10
  /// Blue, green, red and alpha of the background and of the digits.
  private static let background: (UInt8, UInt8, UInt8, UInt8) = (40, 24, 16, 255)
  private static let ink: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

  /// The text shown after `tenths` tenths of a second: "M:SS.t".
  public static func text(forTenths tenths: Int) -> String {
    let minutes = tenths / 600
    let seconds = tenths / 10 % 60
    return "\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenths % 10)"
  }

  /// The pool attributes the face's pixel buffers are made with.
  public var pixelBufferAttributes: [String: Any] {
    [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA,
      kCVPixelBufferWidthKey: width,
      kCVPixelBufferHeightKey: height,
    ]
  }

  /// Draws the face for `tenths` tenths of a second into `pixelBuffer`, which is `width` by
  /// `height` pixels of BGRA.
  public func draw(tenths: Int, into pixelBuffer: CVPixelBuffer) {
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, []) }
    guard let base = CVPixelBufferGetBaseAddress(pixelBuffer) else { return }
    let bytesPerRow = CVPixelBufferGetBytesPerRow(pixelBuffer)
    let text = Array(Self.text(forTenths: tenths))
    let glyphWidth = 4 * Self.scale
    let left = (width - text.count * glyphWidth + Self.scale) / 2
    let top = (height - 5 * Self.scale) / 2
    for y in 0..<height {
      let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
      for x in 0..<width {
        let color = isInk(x: x - left, y: y - top, text: text) ? Self.ink : Self.background
        row[4 * x] = color.0
        row[4 * x + 1] = color.1
        row[4 * x + 2] = color.2
        row[4 * x + 3] = color.3
      }
    }
  }

  /// Whether the pixel at (`x`, `y`) from the text's top left corner is part of a digit.
  private func isInk(x: Int, y: Int, text: [Character]) -> Bool {
    let glyphWidth = 4 * Self.scale
    guard x >= 0, y >= 0, y < 5 * Self.scale, x < text.count * glyphWidth else { return false }
    let column = x % glyphWidth / Self.scale
    guard column < 3, let pattern = Self.glyphs[text[x / glyphWidth]] else { return false }
    return pattern[y / Self.scale] & (4 >> column) != 0
  }
}
