import Foundation

/// Where a bitmap's alpha is and whether colours are premultiplied by it (`CGImageAlphaInfo`).
///
/// A bitmap context takes the four 8-bit layouts Core Graphics lists for 32-bit RGB:
/// ``premultipliedFirst``, ``premultipliedLast``, ``noneSkipFirst`` and ``noneSkipLast``.
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable {
  /// No alpha channel.
  case none = 0
  /// Alpha in the last byte of the (big-endian) pixel, colours premultiplied by it: RGBA.
  case premultipliedLast = 1
  /// Alpha in the first byte of the (big-endian) pixel, colours premultiplied by it: ARGB.
  case premultipliedFirst = 2
  /// Alpha last, colours not premultiplied.
  case last = 3
  /// Alpha first, colours not premultiplied.
  case first = 4
  /// No alpha; the last byte of the (big-endian) pixel is ignored: RGBX.
  case noneSkipLast = 5
  /// No alpha; the first byte of the (big-endian) pixel is ignored: XRGB.
  case noneSkipFirst = 6
  /// Alpha only, no colour.
  case alphaOnly = 7
}

/// A bitmap's layout flags (`CGBitmapInfo`): its ``CGImageAlphaInfo`` in the low bits and its byte
/// order.
///
/// `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue` is the
/// BGRA layout of `kCVPixelFormatType_32BGRA`; the default byte order is big-endian, the bytes in the
/// order the alpha info names them.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  /// The flags.
  public let rawValue: UInt32

  /// Creates the flags from their value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Creates the flags of an alpha layout in the default (big-endian) byte order.
  public init(alphaInfo: CGImageAlphaInfo) {
    self.init(rawValue: alphaInfo.rawValue)
  }

  /// The bits that hold the ``CGImageAlphaInfo``.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// The bits that say whether components are floats.
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  /// Components are floating-point numbers.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The default byte order: big-endian.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian: an ARGB pixel is stored B, G, R, A.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian: the bytes in the order the alpha info names them.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Where the bytes of an 8-bit, 32-bit-per-pixel RGB layout are, as offsets in a pixel.
struct PixelLayout: Hashable {
  /// The offset of red, green, blue and the fourth byte (alpha or the skipped byte).
  let red: Int, green: Int, blue: Int, fourth: Int
  /// Whether the fourth byte is a (premultiplied) alpha; otherwise it is skipped and pixels are opaque.
  let hasAlpha: Bool

  /// The layout of `bitmapInfo`, or nil when a bitmap context cannot draw in it (Core Graphics'
  /// supported 32-bit RGB formats: premultiplied or skipped alpha, default, 32-bit big or 32-bit
  /// little byte order, integer components).
  init?(bitmapInfo: CGBitmapInfo) {
    guard bitmapInfo.isDisjoint(with: .floatInfoMask),
      bitmapInfo.rawValue & ~(CGBitmapInfo.alphaInfoMask.rawValue | CGBitmapInfo.byteOrderMask.rawValue) == 0,
      let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    else { return nil }
    let littleEndian: Bool
    switch bitmapInfo.intersection(.byteOrderMask) {
    case .byteOrderDefault, .byteOrder32Big: littleEndian = false
    case .byteOrder32Little: littleEndian = true
    default: return nil
    }
    let alphaFirst: Bool
    switch alphaInfo {
    case .premultipliedFirst, .noneSkipFirst: alphaFirst = true
    case .premultipliedLast, .noneSkipLast: alphaFirst = false
    default: return nil
    }
    self.init(
      alphaFirst: alphaFirst, littleEndian: littleEndian,
      hasAlpha: alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast)
  }

  private init(alphaFirst: Bool, littleEndian: Bool, hasAlpha: Bool) {
    // Big-endian offsets, reversed within the 32-bit word for little-endian.
    let bigEndian = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]
    let offsets = littleEndian ? bigEndian.map { 3 - $0 } : bigEndian
    (red, green, blue, fourth) = (offsets[0], offsets[1], offsets[2], offsets[3])
    self.hasAlpha = hasAlpha
  }

  /// Cairo's layout: `CAIRO_FORMAT_ARGB32` (premultiplied) or `CAIRO_FORMAT_RGB24`, one native-endian
  /// 32-bit word per pixel with alpha (or the unused byte) in its high byte.
  static func cairo(hasAlpha: Bool) -> PixelLayout {
    PixelLayout(alphaFirst: true, littleEndian: UInt32(1).littleEndian == 1, hasAlpha: hasAlpha)
  }

  /// Copies `width` x `height` pixels from `source` in `sourceLayout` to `destination` in this
  /// layout: the same bytes when the layouts agree, otherwise each component moved to its place and
  /// the alpha made 255 where the source has none. Both are premultiplied, so no arithmetic is needed.
  func copyPixels(
    from source: UnsafeRawPointer, bytesPerRow sourceBytesPerRow: Int, layout sourceLayout: PixelLayout,
    to destination: UnsafeMutableRawPointer, bytesPerRow destinationBytesPerRow: Int, width: Int, height: Int
  ) {
    let from = source.assumingMemoryBound(to: UInt8.self)
    let to = destination.assumingMemoryBound(to: UInt8.self)
    for row in 0..<height {
      let fromRow = from + row * sourceBytesPerRow
      let toRow = to + row * destinationBytesPerRow
      if sourceLayout == self {
        toRow.update(from: fromRow, count: width * 4)
        continue
      }
      for column in 0..<width {
        let fromPixel = fromRow + column * 4
        let toPixel = toRow + column * 4
        toPixel[red] = fromPixel[sourceLayout.red]
        toPixel[green] = fromPixel[sourceLayout.green]
        toPixel[blue] = fromPixel[sourceLayout.blue]
        toPixel[fourth] = sourceLayout.hasAlpha && hasAlpha ? fromPixel[sourceLayout.fourth] : 255
      }
    }
  }
}
