import CCairo
import Foundation

/// A bitmap drawing context (`CGContext`): Core Graphics' drawing calls, rasterized by cairo into
/// 8-bit RGB pixels in memory the caller gives or the context allocates.
///
/// The origin is the bottom-left corner and y grows upwards, as in Core Graphics; UIKit's drawing
/// contexts (a layer's `draw(in:)`) flip it to the top-left. Colours are stored premultiplied by
/// alpha. Every drawing call leaves its pixels in ``data`` when it returns.
///
/// Cairo draws natively into one 32-bit layout: premultiplied ARGB (or XRGB) in a native-endian
/// word, which on a little-endian machine is `premultipliedFirst` or `noneSkipFirst` with
/// `byteOrder32Little` (BGRA, `kCVPixelFormatType_32BGRA`). In that layout, with rows a multiple
/// of 4 bytes on 4-byte-aligned memory, cairo draws in the memory itself. In the others (RGBA, ARGB,
/// XRGB in memory order) it draws into a surface of its own, and every drawing call copies the
/// memory into it first and back afterwards, moving each pixel's bytes into place: correct however
/// the caller changes the memory between calls, at the cost of two copies of the bitmap per call.
public final class CGContext {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The bits of each colour component: 8.
  public let bitsPerComponent: Int
  /// The bits of each pixel: 32.
  public let bitsPerPixel = 32
  /// The bytes of each row.
  public let bytesPerRow: Int
  /// The colour space.
  public let colorSpace: CGColorSpace?
  /// The layout flags: the alpha info and the byte order.
  public let bitmapInfo: CGBitmapInfo
  /// The pixels: the caller's memory, or the context's own.
  public let data: UnsafeMutableRawPointer?

  let layout: PixelLayout
  let cairo: OpaquePointer
  private let surface: OpaquePointer
  private let drawsInData: Bool
  private let ownsData: Bool
  /// The registration of the locked pixel buffer the memory belongs to, if it is one's.
  private let bufferLease: BitmapMemoryRegistry.Lease?
  var state = GraphicsState()
  private var savedStates: [GraphicsState] = []
  /// How many states ``saveGState()`` has pushed and not popped.
  var savedStateCount: Int { savedStates.count }
  /// The alpha and blend mode each open transparency layer is composited with, innermost last,
  /// with the number of saved states when it began (which a restore inside it cannot go below).
  var transparencyLayers: [(alpha: CGFloat, blendMode: CGBlendMode, savedStates: Int)] = []

  /// What ``saveGState()`` keeps besides what cairo keeps itself (clip, line style, antialiasing).
  struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
  }

  /// Where the alpha is and whether colours are premultiplied (`CGContext.alphaInfo`).
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue) ?? .none
  }

  /// A bitmap context over `data`
  /// (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`).
  ///
  /// `bitmapInfo` is a `CGImageAlphaInfo` (`premultipliedFirst`, `premultipliedLast`,
  /// `noneSkipFirst` or `noneSkipLast`) or'ed with a `CGBitmapInfo` byte order (default,
  /// `byteOrder32Big` or `byteOrder32Little`), with 8 bits per component in an RGB space. Nil, as
  /// Core Graphics answers, for any other layout, a width or height of zero or less, and
  /// `bytesPerRow` under 4 x `width`; also for sizes cairo cannot draw (over 32767 pixels a side).
  /// A `bytesPerRow` of 0 means 4 x `width`. With nil `data` the context allocates zeroed memory
  /// (transparent black) and frees it when it goes.
  ///
  /// The memory must hold `height` x `bytesPerRow` bytes: a raw pointer does not say how long its
  /// buffer is, so the caller owns that, as with Core Graphics; memory that is the locked base
  /// address of a `CVPixelBuffer` is checked against the buffer's length (nil when too short), and
  /// drawing into it after the buffer is unlocked draws nothing (Core Graphics would write into
  /// memory the buffer no longer promises).
  ///
  /// The corresponding cairo function is `cairo_image_surface_create_for_data`.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
    guard bitsPerComponent == 8, space.model == .rgb, let layout = PixelLayout(bitmapInfo: info),
      width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide, rowBytes >= width * 4,
      case (let length, false) = height.multipliedReportingOverflow(by: rowBytes),
      data.map({ BitmapMemoryRegistry.shared.fits(length, at: $0) }) ?? true
    else { return nil }
    let memory = data ?? UnsafeMutableRawPointer.allocate(byteCount: length, alignment: 16)
    if data == nil { memory.initializeMemory(as: UInt8.self, repeating: 0, count: length) }
    let format = layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
    let drawsInData =
      layout == .cairo(hasAlpha: layout.hasAlpha) && rowBytes % 4 == 0 && Int(bitPattern: memory) % 4 == 0
    let surface =
      drawsInData
      ? cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(rowBytes))
      : cairo_image_surface_create(format, Int32(width), Int32(height))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let cairo = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      if data == nil { memory.deallocate() }
      return nil
    }
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bytesPerRow = rowBytes
    self.colorSpace = space
    self.bitmapInfo = info
    self.data = memory
    self.layout = layout
    self.surface = surface
    self.cairo = cairo
    self.drawsInData = drawsInData
    self.ownsData = data == nil
    self.bufferLease = data.flatMap { BitmapMemoryRegistry.shared.lease(at: $0) }
    applyTransform()
  }

  /// A context for UIKit's drawing of `size` points at `scale` pixels a point: BGRA, premultiplied
  /// (or with the alpha byte skipped when `opaque`), its origin flipped to the top-left and scaled,
  /// as `UIGraphicsImageRenderer` and a layer's `draw(in:)` give it (a CTM of
  /// `[scale 0 0 -scale 0 height]`). At least one pixel a side; nil when the size is too large to
  /// draw.
  package convenience init?(uikitCanvasOf size: CGSize, scale: CGFloat, opaque: Bool = false) {
    let pixels = { (length: CGFloat) in
      length.isFinite && length * scale < CGFloat(Self.largestSide)
        ? max(1, Int((length * scale).rounded(.up))) : 0
    }
    let littleEndian = UInt32(1).littleEndian == 1
    let byteOrder: CGBitmapInfo = littleEndian ? .byteOrder32Little : .byteOrder32Big
    self.init(
      data: nil, width: pixels(size.width), height: pixels(size.height), bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue
        | byteOrder.rawValue)
    translateBy(x: 0, y: CGFloat(height))
    scaleBy(x: scale, y: -scale)
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    if ownsData { data?.deallocate() }
  }

  /// The longest side cairo's image surfaces take.
  static let largestSide = 32767

  /// Runs a drawing call: brings the caller's memory into cairo's surface first when cairo draws in
  /// a copy, and leaves the result in the memory afterwards. Nothing is drawn once the pixel buffer
  /// whose locked memory the context was made over is unlocked: the memory may be reused by then.
  func changePixels(_ body: () -> Void) {
    guard let data, transformIsDrawable, bufferLease.map(BitmapMemoryRegistry.shared.isHeld) ?? true else {
      return
    }
    let cairoLayout = PixelLayout.cairo(hasAlpha: layout.hasAlpha)
    let surfaceData = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    let surfaceBytesPerRow = Int(cairo_image_surface_get_stride(surface))
    if !drawsInData, let surfaceData {
      cairo_surface_flush(surface)
      cairoLayout.copyPixels(
        from: data, bytesPerRow: bytesPerRow, layout: layout, to: surfaceData,
        bytesPerRow: surfaceBytesPerRow,
        width: width, height: height)
    }
    cairo_surface_mark_dirty(surface)
    body()
    cairo_surface_flush(surface)
    if !drawsInData, let surfaceData {
      layout.copyPixels(
        from: surfaceData, bytesPerRow: surfaceBytesPerRow, layout: cairoLayout, to: data,
        bytesPerRow: bytesPerRow, width: width, height: height)
    }
  }

  /// Pushes the graphics state: transform, colours, alpha, blend mode, line style, clip
  /// (`saveGState()`). The current path is not part of it.

  ///
  /// The corresponding cairo function is `cairo_save`.
  public func saveGState() {
    cairo_save(cairo)
    savedStates.append(state)
  }

  /// Pops the graphics state pushed last (`restoreGState()`); nothing when none is pushed, or when
  /// the state was pushed outside the transparency layer drawing is in.
  ///
  /// The corresponding cairo function is `cairo_restore`.
  public func restoreGState() {
    guard savedStates.count > (transparencyLayers.last?.savedStates ?? 0), let saved = savedStates.popLast()
    else { return }
    cairo_restore(cairo)
    state = saved
    applyTransform()
  }

  /// Completes drawing into the memory (`flush()`): every drawing call already has, so this only
  /// flushes cairo's surface.
  ///
  /// The corresponding cairo function is `cairo_surface_flush`.
  public func flush() {
    cairo_surface_flush(surface)
  }

  /// An image of the pixels as they are now (`makeImage()`): a copy, in the context's layout, that
  /// later drawing does not change.
  public func makeImage() -> CGImage? {
    guard let data, let colorSpace,
      let provider = CGDataProvider(data: Data(bytes: data, count: height * bytesPerRow))
    else { return nil }
    return CGImage(
      width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
      bytesPerRow: bytesPerRow, space: colorSpace, bitmapInfo: bitmapInfo, provider: provider, decode: nil,
      shouldInterpolate: true, intent: .defaultIntent)
  }
}
