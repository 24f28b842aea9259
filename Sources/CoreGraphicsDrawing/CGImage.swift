import CCairo
import Foundation

/// The bytes behind an image (`CGDataProvider`).
public final class CGDataProvider: Sendable {
  /// A copy of the bytes (`CGDataProvider.data`; Core Graphics' is a `CFData`, read `as Data`).
  public let data: Data?

  /// A provider of `data`'s bytes (`CGDataProvider(data:)`).
  public init?(data: Data) {
    self.data = data
  }
}

/// How colours outside a space are brought into it (`CGColorRenderingIntent`); images keep it and
/// nothing reads it.
public enum CGColorRenderingIntent: Int32, Hashable, Sendable {
  /// The context's default.
  case defaultIntent = 0
  /// Absolute colorimetric.
  case absoluteColorimetric = 1
  /// Relative colorimetric.
  case relativeColorimetric = 2
  /// Perceptual.
  case perceptual = 3
  /// Saturation.
  case saturation = 4
}

/// An immutable bitmap (`CGImage`): its size, layout and a copy of its pixels.
///
/// A bitmap context's ``CGContext/makeImage()`` makes one in the context's layout; code reads the
/// pixels as `image.dataProvider?.data`, `bytesPerRow` bytes a row, the top row first.
public final class CGImage: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The bits of each colour component: 8.
  public let bitsPerComponent: Int
  /// The bits of each pixel: 32.
  public let bitsPerPixel: Int
  /// The bytes of each row, padding included.
  public let bytesPerRow: Int
  /// The layout flags: the alpha info and the byte order.
  public let bitmapInfo: CGBitmapInfo
  /// The colour space.
  public let colorSpace: CGColorSpace?
  /// The pixels.
  public let dataProvider: CGDataProvider?
  /// Whether the image is smoothed when drawn scaled.
  public let shouldInterpolate: Bool
  /// The rendering intent it was made with.
  public let renderingIntent: CGColorRenderingIntent
  let layout: PixelLayout
  let pixels: Data

  /// Where the alpha is and whether colours are premultiplied (`CGImage.alphaInfo`).
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue) ?? .none
  }

  /// An image over `provider`'s bytes
  /// (`CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`).
  ///
  /// Nil for the layouts a bitmap context does not draw (8 bits per component, 32 per pixel,
  /// premultiplied or skipped alpha only), a size of zero or less, `bytesPerRow` under 4 x `width`,
  /// and data shorter than `height` x `bytesPerRow`; Core Graphics checks the data's length when it
  /// draws, PiPSim when it makes the image. A decode array is not applied.
  public init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
    bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard bitsPerComponent == 8, bitsPerPixel == 32, let layout = PixelLayout(bitmapInfo: bitmapInfo),
      width > 0, height > 0, bytesPerRow >= width * 4,
      case (let length, false) = height.multipliedReportingOverflow(by: bytesPerRow),
      let data = provider.data, data.count >= length
    else { return nil }
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self.bytesPerRow = bytesPerRow
    self.bitmapInfo = bitmapInfo
    self.colorSpace = space
    self.dataProvider = provider
    self.shouldInterpolate = shouldInterpolate
    self.renderingIntent = intent
    self.layout = layout
    self.pixels = data
  }

  /// Two images are equal when they are the same image, as Core Graphics compares them.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

  /// Hashes the image's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A cairo image surface holding a copy of the pixels in cairo's layout; the caller destroys it.
  func makeCairoSurface() -> OpaquePointer? {
    let cairoLayout = PixelLayout.cairo(hasAlpha: layout.hasAlpha)
    let format = layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
    guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let surfaceData = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    pixels.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      cairoLayout.copyPixels(
        from: base, bytesPerRow: bytesPerRow, layout: layout, to: surfaceData,
        bytesPerRow: Int(cairo_image_surface_get_stride(surface)), width: width, height: height)
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The image as a PNG file's bytes, colours divided by alpha as PNG stores them; nil when cairo
  /// cannot encode it. What `UIImage.pngData()` returns.
  ///
  /// The corresponding cairo function is `cairo_surface_write_to_png_stream`.
  package func pngData() -> Data? {
    guard let surface = makeCairoSurface() else { return nil }
    defer { cairo_surface_destroy(surface) }
    var png = Data()
    let status = withUnsafeMutablePointer(to: &png) { output in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, output)
    }
    return status == CAIRO_STATUS_SUCCESS ? png : nil
  }
}
