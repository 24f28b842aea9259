import Clocks

/// A CoreVideo result code: ``kCVReturnSuccess`` (0), or a negative code saying what went wrong.
public typealias CVReturn = Int32

/// Success.
public let kCVReturnSuccess: CVReturn = 0
/// An argument was out of range or missing (a pixel buffer unlocked more often than locked, say).
public let kCVReturnInvalidArgument: CVReturn = -6661
/// Memory for the buffer could not be allocated.
public let kCVReturnAllocationFailed: CVReturn = -6662
/// The pixel format is not one PiPSim's buffers can hold.
public let kCVReturnInvalidPixelFormat: CVReturn = -6680
/// The width or height is impossible for the format (zero, negative, odd for 4:2:0, too large).
public let kCVReturnInvalidSize: CVReturn = -6681
/// The pixel-buffer attributes lack something required or hold a value of the wrong type.
public let kCVReturnInvalidPixelBufferAttributes: CVReturn = -6682
/// A pool could not make a buffer.
public let kCVReturnPoolAllocationFailed: CVReturn = -6690

/// A four-character code, such as a pixel format type (`'420f'`).
public typealias OSType = UInt32

/// NV12 with full-range luma (`'420f'`): PiPSim's `nv12` frames.
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066
/// NV12 with video-range luma (`'420v'`): PiPSim's `nv12` frames.
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076
/// Three-plane 4:2:0 (`'y420'`): PiPSim's `yuv420p` frames.
public let kCVPixelFormatType_420YpCbCr8Planar: OSType = 0x7934_3230
/// 32-bit blue, green, red, alpha (`'BGRA'`): PiPSim's `bgra` frames.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241

/// A dictionary of attributes, as CoreVideo's creation functions take them (`CFDictionary` on iOS).
///
/// Foundation on Linux has no CoreFoundation types: write the attributes as a Swift dictionary keyed
/// by the `kCVPixelBuffer...Key` strings (`[kCVPixelBufferWidthKey as String: 1920] as CFDictionary`
/// compiles on both).
public typealias CFDictionary = [String: Any]

/// The pixel format type attribute (an `OSType` such as ``kCVPixelFormatType_32BGRA``).
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// The width attribute, in pixels.
public let kCVPixelBufferWidthKey = "Width"
/// The height attribute, in pixels.
public let kCVPixelBufferHeightKey = "Height"
/// The IOSurface properties attribute; accepted and ignored (every PiPSim buffer can be displayed).
public let kCVPixelBufferIOSurfacePropertiesKey = "IOSurfaceProperties"
/// The Metal compatibility attribute; accepted and ignored.
public let kCVPixelBufferMetalCompatibilityKey = "MetalCompatibility"
/// The pool attribute for how many buffers a pool keeps ready (8 when absent).
public let kCVPixelBufferPoolMinimumBufferCountKey = "MinimumBufferCount"

extension Dictionary where Key == String, Value == Any {
  /// The integer stored under `key` (as `Int`, `Int32`, `UInt32` ...), nil when absent or not an integer.
  func integer(_ key: String) -> Int? {
    switch self[key] {
    case let value as Int: value
    case let value as Int32: Int(value)
    case let value as UInt32: Int(value)
    case let value as Int64: Int(exactly: value)
    case let value as UInt: Int(exactly: value)
    default: nil
    }
  }
}
