import CAVUtil

/// A layout of pixels in memory, as libavutil describes it (`AVPixelFormat`).
///
/// Plane count, chroma subsampling and bytes per line come from libavutil's pixel-format
/// descriptors, never from tables of our own, so every format libavutil can lay out in memory works.
/// Hardware surfaces, bitstream and paletted formats are refused with a typed error.
public struct PixelFormat: Hashable, Sendable, CustomStringConvertible {
  /// The `AVPixelFormat` raw value.
  public let rawValue: Int32

  /// Biplanar 4:2:0: a luma plane, then one plane of interleaved Cb Cr (`AV_PIX_FMT_NV12`).
  public static let nv12 = PixelFormat(checked: AV_PIX_FMT_NV12)

  /// Planar 4:2:0: luma, Cb and Cr planes (`AV_PIX_FMT_YUV420P`).
  public static let yuv420p = PixelFormat(checked: AV_PIX_FMT_YUV420P)

  /// Packed 8-bit blue, green, red, alpha (`AV_PIX_FMT_BGRA`).
  public static let bgra = PixelFormat(checked: AV_PIX_FMT_BGRA)

  /// Packed 8-bit alpha, red, green, blue (`AV_PIX_FMT_ARGB`).
  public static let argb = PixelFormat(checked: AV_PIX_FMT_ARGB)

  /// Packed 8-bit red, green, blue, alpha (`AV_PIX_FMT_RGBA`).
  public static let rgba = PixelFormat(checked: AV_PIX_FMT_RGBA)

  /// Packed 8-bit alpha, blue, green, red (`AV_PIX_FMT_ABGR`).
  public static let abgr = PixelFormat(checked: AV_PIX_FMT_ABGR)

  /// Packed 8-bit red, green, blue (`AV_PIX_FMT_RGB24`).
  public static let rgb24 = PixelFormat(checked: AV_PIX_FMT_RGB24)

  /// Packed 8-bit blue, green, red (`AV_PIX_FMT_BGR24`).
  public static let bgr24 = PixelFormat(checked: AV_PIX_FMT_BGR24)

  /// One 8-bit component per pixel (`AV_PIX_FMT_GRAY8`).
  public static let gray8 = PixelFormat(checked: AV_PIX_FMT_GRAY8)

  /// Packed 4:2:2 in the order Cb Y0 Cr Y1 (`AV_PIX_FMT_UYVY422`).
  public static let uyvy422 = PixelFormat(checked: AV_PIX_FMT_UYVY422)

  /// Packed 4:2:2 in the order Y0 Cb Y1 Cr (`AV_PIX_FMT_YUYV422`).
  public static let yuyv422 = PixelFormat(checked: AV_PIX_FMT_YUYV422)

  /// Biplanar 4:2:0 of 10-bit samples in the high bits of little-endian 16-bit words
  /// (`AV_PIX_FMT_P010LE`).
  public static let p010le = PixelFormat(checked: AV_PIX_FMT_P010LE)

  init(checked format: AVPixelFormat) { rawValue = format.rawValue }

  /// Looks a format up by its libavutil name, such as `nv12`.
  ///
  /// The corresponding C function is `av_get_pix_fmt`.
  /// - Throws: `PixelBufferError.unknownPixelFormat` for a name libavutil does not know, and
  ///   `.unsupportedPixelFormat` for a format without planes in memory.
  public init(name: String) throws(PixelBufferError) {
    let format = av_get_pix_fmt(name)
    guard format != AV_PIX_FMT_NONE else { throw .unknownPixelFormat(name) }
    try self.init(rawValue: format.rawValue)
  }

  /// Wraps an `AVPixelFormat` raw value, such as the `format` field of a decoded frame.
  ///
  /// - Throws: `PixelBufferError.unknownPixelFormat` when libavutil has no descriptor for the
  ///   value, and `.unsupportedPixelFormat` for a format without planes in memory.
  public init(rawValue: Int32) throws(PixelBufferError) {
    guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: rawValue)) else {
      throw .unknownPixelFormat("raw value \(rawValue)")
    }
    let unsupported = UInt64(AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_BITSTREAM | AV_PIX_FMT_FLAG_PAL)
    guard descriptor.pointee.flags & unsupported == 0 else {
      throw .unsupportedPixelFormat(String(cString: descriptor.pointee.name))
    }
    self.rawValue = rawValue
  }

  @usableFromInline
  var avPixelFormat: AVPixelFormat { AVPixelFormat(rawValue: rawValue) }

  var descriptor: AVPixFmtDescriptor {
    // Every stored raw value was checked against `av_pix_fmt_desc_get` in an initializer.
    av_pix_fmt_desc_get(avPixelFormat)!.pointee
  }

  /// libavutil's name of the format, such as `nv12`.
  public var name: String { String(cString: av_get_pix_fmt_name(avPixelFormat)) }

  /// The format's name.
  public var description: String { name }

  /// How many planes a buffer of this format has (2 for NV12, 3 for YUV420P, 1 for BGRA).
  ///
  /// The corresponding C function is `av_pix_fmt_count_planes`.
  public var planeCount: Int { Int(av_pix_fmt_count_planes(avPixelFormat)) }

  /// Log2 of the horizontal chroma subsampling: 1 for 4:2:0 and 4:2:2, 0 without subsampling.
  public var chromaWidthShift: Int { Int(descriptor.log2_chroma_w) }

  /// Log2 of the vertical chroma subsampling: 1 for 4:2:0, 0 for 4:2:2 and without subsampling.
  public var chromaHeightShift: Int { Int(descriptor.log2_chroma_h) }

  /// Checks that a picture of this size can exist in this format.
  ///
  /// - Throws: `PixelBufferError.nonPositiveSize`, `.sizeNotMultipleOfChromaSubsampling` or
  ///   `.sizeRejected` (the corresponding C function is `av_image_check_size`).
  public func validate(width: Int, height: Int) throws(PixelBufferError) {
    guard width > 0, height > 0 else { throw .nonPositiveSize(width: width, height: height) }
    guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height),
      av_image_check_size(UInt32(width32), UInt32(height32), 0, nil) >= 0
    else {
      throw .sizeRejected(width: width, height: height, message: "larger than libavutil can address")
    }
    let widthStep = 1 << chromaWidthShift
    let heightStep = 1 << chromaHeightShift
    guard width % widthStep == 0, height % heightStep == 0 else {
      throw .sizeNotMultipleOfChromaSubsampling(width: width, height: height, format: name)
    }
  }

  /// The visible bytes of one line of each plane at `width` (no padding): `[1920, 1920]` for NV12 at 1920.
  ///
  /// The corresponding C function is `av_image_fill_linesizes`.
  /// - Throws: `PixelBufferError.nonPositiveSize`, `.sizeRejected` or `.libavutil`.
  public func bytesPerLine(width: Int) throws(PixelBufferError) -> [Int] {
    guard width > 0 else { throw .nonPositiveSize(width: width, height: 1) }
    guard let width32 = Int32(exactly: width) else {
      throw .sizeRejected(width: width, height: 1, message: "wider than libavutil can address")
    }
    var linesizes: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    let code = withUnsafeMutableBytes(of: &linesizes) {
      av_image_fill_linesizes($0.baseAddress!.assumingMemoryBound(to: Int32.self), avPixelFormat, width32)
    }
    try checkLibAVUtil(code, "av_image_fill_linesizes")
    let all = [linesizes.0, linesizes.1, linesizes.2, linesizes.3].map(Int.init)
    return Array(all.prefix(planeCount))
  }

  /// The bytes of every plane of one picture, without padding: 3,110,400 for NV12 at 1920 x 1080.
  ///
  /// The corresponding C function is `av_image_get_buffer_size`.
  /// - Throws: The errors of ``validate(width:height:)``, or `.libavutil`.
  public func bytesPerFrame(width: Int, height: Int) throws(PixelBufferError) -> Int {
    try validate(width: width, height: height)
    let size = av_image_get_buffer_size(avPixelFormat, Int32(width), Int32(height), 1)
    try checkLibAVUtil(size, "av_image_get_buffer_size")
    return Int(size)
  }

  /// The number of lines of each plane for a picture `height` lines tall: `[1080, 540]` for NV12.
  ///
  /// Chroma planes of subsampled formats have `height` shifted right by the subsampling, rounded up;
  /// luma, alpha and RGB planes have full height.
  public func linesPerPlane(height: Int) -> [Int] {
    (0..<planeCount).map { lineCount(plane: $0, height: height) }
  }

  /// The number of lines of one plane, without allocating.
  @usableFromInline
  func lineCount(plane: Int, height: Int) -> Int {
    let descriptor = self.descriptor
    let isRGB = descriptor.flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
    let holdsChroma =
      descriptor.nb_components >= 3 && !isRGB
      && (Int(descriptor.comp.1.plane) == plane || Int(descriptor.comp.2.plane) == plane)
    return holdsChroma ? -((-height) >> chromaHeightShift) : height
  }

  /// The visible bytes of one line of one plane, without allocating. The corresponding C function
  /// is `av_image_get_linesize`.
  @usableFromInline
  func visibleBytesPerLine(plane: Int, width: Int) -> Int {
    max(0, Int(av_image_get_linesize(avPixelFormat, Int32(clamping: width), Int32(plane))))
  }
}
