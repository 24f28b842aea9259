import Foundation
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
  /// The attributes the buffer was made with (`CVPixelBufferCopyCreationAttributes`), nil when none.
  public let creationAttributes: CFDictionary?
  let lockCount = Atomic(0)

  /// A buffer around `frame`, reporting `pixelFormatType`, made with `creationAttributes`.
  public init(frame: consuming PixelBuffer, pixelFormatType: OSType, creationAttributes: CFDictionary? = nil)
  {
    self.frame = frame
    self.pixelFormatType = pixelFormatType
    self.creationAttributes = creationAttributes
  }

  /// A new, unpooled buffer of the size and CoreVideo format whose rows are a multiple of
  /// `bytesPerRowAlignment` bytes (a power of two; nil leaves libavutil's alignment, 32 or 64).
  ///
  /// - Throws: ``CVPixelBufferError`` for a format PiPSim cannot hold, an impossible size or
  ///   alignment, or a failed allocation.
  public convenience init(
    width: Int, height: Int, pixelFormatType: OSType, bytesPerRowAlignment: Int? = nil,
    creationAttributes: CFDictionary? = nil
  ) throws(CVPixelBufferError) {
    let format = try Self.pixelFormat(of: pixelFormatType)
    do throws(PixelBufferError) {
      let frame =
        if let bytesPerRowAlignment {
          try PixelBuffer(width: width, height: height, format: format, rowAlignment: bytesPerRowAlignment)
        } else {
          try PixelBuffer(width: width, height: height, format: format)
        }
      self.init(frame: frame, pixelFormatType: pixelFormatType, creationAttributes: creationAttributes)
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
    guard let format = heldFormats[type] else { throw .unsupportedPixelFormat(type) }
    return format
  }
}

/// Why a CoreVideo buffer or pool could not be made.
public enum CVPixelBufferError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pixel format type is not one whose layout a libavutil format has (see
  /// ``CVPixelBuffer/heldPixelFormatTypes``).
  case unsupportedPixelFormat(OSType)
  /// libavutil refused the size or could not allocate.
  case pixelBuffer(PixelBufferError)
  /// The attributes lack a width, a height or a pixel format, or hold one of the wrong type.
  case invalidAttributes(String)
  /// Every buffer of the pool is in use and it already holds the allocation threshold's number.
  case wouldExceedAllocationThreshold(Int)

  /// The CoreVideo result code for the error.
  public var code: CVReturn {
    switch self {
    case .unsupportedPixelFormat: kCVReturnInvalidPixelFormat
    case .pixelBuffer(.libavutil): kCVReturnAllocationFailed
    case .pixelBuffer(.poolTooLarge): kCVReturnPoolAllocationFailed
    case .pixelBuffer(.invalidRowAlignment): kCVReturnInvalidPixelBufferAttributes
    case .pixelBuffer: kCVReturnInvalidSize
    case .invalidAttributes: kCVReturnInvalidPixelBufferAttributes
    case .wouldExceedAllocationThreshold: kCVReturnWouldExceedAllocationThreshold
    }
  }

  /// What was wrong and what is accepted.
  public var description: String {
    switch self {
    case .unsupportedPixelFormat(let type):
      let held = CVPixelBuffer.heldPixelFormatTypes.map(fourCharacterCode).joined(separator: ", ")
      return "pixel format \(fourCharacterCode(type)) is not supported (kCVReturnInvalidPixelFormat); "
        + "PiPSim's buffers hold \(held)"
    case .pixelBuffer(let error):
      return error.description
    case .invalidAttributes(let message):
      return message
    case .wouldExceedAllocationThreshold(let threshold):
      return "every buffer of the pool is in use and it already holds \(threshold), its allocation "
        + "threshold (kCVReturnWouldExceedAllocationThreshold); release a buffer, or raise the threshold"
    }
  }
}

extension CVPixelBuffer {
  /// The CoreVideo pixel format types PiPSim's buffers hold, in ascending order.
  public static var heldPixelFormatTypes: [OSType] { heldFormats.keys.sorted() }
}

/// A pixel format type as CoreVideo writes it: `'BGRA'` for a printable code, else `0x00000020`.
func fourCharacterCode(_ type: OSType) -> String {
  let bytes = withUnsafeBytes(of: type.bigEndian) { Array($0) }
  guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else {
    return "0x" + String(repeating: "0", count: 8 - String(type, radix: 16).count) + String(type, radix: 16)
  }
  return "'" + String(decoding: bytes, as: UTF8.self) + "'"
}

/// The buffer type sample buffers carry (CoreVideo's `CVImageBuffer`, which `CVPixelBuffer` is).
public typealias CVImageBuffer = CVPixelBuffer
