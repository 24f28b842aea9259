import PixelBuffers
import Synchronization

/// A picture the app fills and hands to a display layer: CoreVideo's `CVPixelBuffer`, holding one of
/// PiPSim's libavutil frames.
///
/// A reference type, as on iOS: the app and the layers that show it share one buffer, which lives
/// until the last of them lets it go (then a pooled buffer goes back to its ``CVPixelBufferPool``).
/// Enqueued on an `AVSampleBufferDisplayLayer`, it is shown without a copy: the layer's renderer
/// reads these very planes, so an app that repaints a buffer still on screen changes the picture, as
/// with IOSurface-backed buffers on iOS.
///
/// Locking (`CVPixelBufferLockBaseAddress`) is counted, not enforced: CPU access is always possible
/// here; an unlock without a lock is refused with ``kCVReturnInvalidArgument``.
public final class CVPixelBuffer: @unchecked Sendable {
  // @unchecked: `frame` is immutable after init (its planes are the app's to write, as on iOS);
  // the lock count is atomic.

  /// The frame whose planes hold the picture.
  public let frame: PixelBuffer
  /// The four-character pixel format code the app asked for (``kCVPixelFormatType_420YpCbCr8BiPlanarFullRange`` ...).
  public let pixelFormatType: OSType
  let lockCount = Atomic(0)

  /// A buffer around `frame`, reporting `pixelFormatType`.
  public init(frame: consuming PixelBuffer, pixelFormatType: OSType) {
    self.frame = frame
    self.pixelFormatType = pixelFormatType
  }

  /// A new, unpooled buffer of the size and CoreVideo format.
  ///
  /// - Throws: ``CVPixelBufferError`` for a format PiPSim cannot hold or an impossible size.
  public convenience init(width: Int, height: Int, pixelFormatType: OSType) throws(CVPixelBufferError) {
    let format = try Self.pixelFormat(of: pixelFormatType)
    do throws(PixelBufferError) {
      self.init(
        frame: try PixelBuffer(width: width, height: height, format: format), pixelFormatType: pixelFormatType
      )
    } catch {
      throw .pixelBuffer(error)
    }
  }

  /// Width in pixels.
  public var width: Int { frame.width }
  /// Height in pixels.
  public var height: Int { frame.height }
  /// Whether the picture is in more than one plane (NV12, 4:2:0 planar); BGRA is not planar.
  public var isPlanar: Bool { frame.format.planeCount > 1 }
  /// The number of planes, 0 for a buffer that is not planar, as CoreVideo counts them.
  public var planeCount: Int { isPlanar ? frame.format.planeCount : 0 }

  /// The libavutil format of a CoreVideo pixel format type.
  ///
  /// - Throws: ``CVPixelBufferError/unsupportedPixelFormat(_:)`` for any other code.
  public static func pixelFormat(of type: OSType) throws(CVPixelBufferError) -> PixelFormat {
    switch type {
    case kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange:
      .nv12
    case kCVPixelFormatType_420YpCbCr8Planar: .yuv420p
    case kCVPixelFormatType_32BGRA: .bgra
    default: throw .unsupportedPixelFormat(type)
    }
  }
}

/// Why a CoreVideo buffer or pool could not be made.
public enum CVPixelBufferError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pixel format type is not NV12 (`'420f'`, `'420v'`), 4:2:0 planar (`'y420'`) or BGRA.
  case unsupportedPixelFormat(OSType)
  /// libavutil refused the size or could not allocate.
  case pixelBuffer(PixelBufferError)
  /// The attributes lack a width, a height or a pixel format, or hold one of the wrong type.
  case invalidAttributes(String)

  /// The CoreVideo result code for the error.
  public var code: CVReturn {
    switch self {
    case .unsupportedPixelFormat: kCVReturnInvalidPixelFormat
    case .pixelBuffer(.libavutil): kCVReturnAllocationFailed
    case .pixelBuffer: kCVReturnInvalidSize
    case .invalidAttributes: kCVReturnInvalidPixelBufferAttributes
    }
  }

  /// What was wrong and what is accepted.
  public var description: String {
    switch self {
    case .unsupportedPixelFormat(let type):
      let text = String(decoding: withUnsafeBytes(of: type.bigEndian) { Array($0) }, as: UTF8.self)
      return "pixel format '\(text)' is not supported; use kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, "
        + "..._420YpCbCr8BiPlanarVideoRange, ..._420YpCbCr8Planar or ..._32BGRA"
    case .pixelBuffer(let error):
      return error.description
    case .invalidAttributes(let message):
      return message
    }
  }
}

/// The buffer type sample buffers carry (CoreVideo's `CVImageBuffer`, which `CVPixelBuffer` is).
public typealias CVImageBuffer = CVPixelBuffer
