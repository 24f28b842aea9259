import Foundation

// The attribute keys of CVPixelBufferCreate and CVPixelBufferPoolCreate. On iOS they are CFStrings and
// code writes `kCVPixelBufferWidthKey as String`; here they are Strings, so that spelling and the bare
// key (`[kCVPixelBufferWidthKey: 1920]`) both compile into a `[String: Any]`, which `as CFDictionary`
// or `as NSDictionary` then bridges.

/// The pixel format type attribute (an `OSType` such as ``kCVPixelFormatType_32BGRA``); decides a pool's
/// format.
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// The width attribute, in pixels; decides a pool's width.
public let kCVPixelBufferWidthKey = "Width"
/// The height attribute, in pixels; decides a pool's height.
public let kCVPixelBufferHeightKey = "Height"
/// The bytes-per-row alignment attribute: every row of every plane is a multiple of it (a power of two
/// up to 4096; libavutil's rows are 32- or 64-byte aligned without it).
public let kCVPixelBufferBytesPerRowAlignmentKey = "BytesPerRowAlignment"
/// The IOSurface properties attribute (`[:]` asks for IOSurface backing).
///
/// - Note: Stored only; not simulated (every PiPSim buffer can be displayed without a copy).
public let kCVPixelBufferIOSurfacePropertiesKey = "IOSurfaceProperties"
/// The Core Graphics image compatibility attribute.
///
/// - Note: Stored only; not simulated.
public let kCVPixelBufferCGImageCompatibilityKey = "CGImageCompatibility"
/// The Core Graphics bitmap context compatibility attribute.
///
/// - Note: Stored only; not simulated.
public let kCVPixelBufferCGBitmapContextCompatibilityKey = "CGBitmapContextCompatibility"
/// The OpenGL ES compatibility attribute.
///
/// - Note: Stored only; not simulated.
public let kCVPixelBufferOpenGLESCompatibilityKey = "OpenGLESCompatibility"
/// The OpenGL ES texture cache compatibility attribute.
///
/// - Note: Stored only; not simulated.
public let kCVPixelBufferOpenGLESTextureCacheCompatibilityKey = "OpenGLESTextureCacheCompatibility"
/// The Metal compatibility attribute.
///
/// - Note: Stored only; not simulated.
public let kCVPixelBufferMetalCompatibilityKey = "MetalCompatibility"
/// The plane alignment attribute.
///
/// - Note: Stored only; not simulated (libavutil aligns each plane's start).
public let kCVPixelBufferPlaneAlignmentKey = "PlaneAlignment"
/// The pool attribute for how many buffers a pool keeps ready (8 when absent).
public let kCVPixelBufferPoolMinimumBufferCountKey = "MinimumBufferCount"
/// The auxiliary attribute of `CVPixelBufferPoolCreatePixelBufferWithAuxAttributes`: the pool allocates
/// no new buffer once it holds this many.
public let kCVPixelBufferPoolAllocationThresholdKey = "AllocationThreshold"
/// The pool attribute for how long a free buffer is kept, in seconds.
///
/// - Note: Stored only; not simulated (a pool keeps its buffers while it lives).
public let kCVPixelBufferPoolMaximumBufferAgeKey = "MaximumBufferAge"

/// What a dictionary of pixel-buffer attributes decides: size, format and row alignment, each nil
/// when absent. The rest of the dictionary is kept with the buffer or pool as it came.
struct PixelBufferAttributes {
  var width: Int?
  var height: Int?
  var pixelFormatType: OSType?
  var bytesPerRowAlignment: Int?

  /// Reads `dictionary` (a bridged Swift dictionary, an `NSDictionary`, or nil).
  ///
  /// - Throws: ``CVPixelBufferError/invalidAttributes(_:)`` for a value of the wrong type under one of
  ///   the keys read, or an alignment that is not a power of two from 1 to 4096.
  init(_ dictionary: CFDictionary?) throws(CVPixelBufferError) {
    guard let dictionary else { return }
    width = try Self.integer(dictionary, kCVPixelBufferWidthKey)
    height = try Self.integer(dictionary, kCVPixelBufferHeightKey)
    if let format = try Self.integer(dictionary, kCVPixelBufferPixelFormatTypeKey) {
      guard let type = OSType(exactly: format) else {
        throw .invalidAttributes("\(kCVPixelBufferPixelFormatTypeKey) \(format) is not a four-character code")
      }
      pixelFormatType = type
    }
    if let alignment = try Self.integer(dictionary, kCVPixelBufferBytesPerRowAlignmentKey) {
      guard (1...4096).contains(alignment), alignment & (alignment - 1) == 0 else {
        throw .invalidAttributes(
          "\(kCVPixelBufferBytesPerRowAlignmentKey) \(alignment) is not a power of two from 1 to 4096")
      }
      bytesPerRowAlignment = alignment
    }
  }

  /// The integer under `key` (an `NSNumber`, or a Swift integer), nil when absent.
  ///
  /// - Throws: ``CVPixelBufferError/invalidAttributes(_:)`` for a value that is not a whole number.
  static func integer(_ dictionary: CFDictionary, _ key: String) throws(CVPixelBufferError) -> Int? {
    guard let value = dictionary.object(forKey: key) else { return nil }
    switch value {
    case let number as NSNumber where Double(number.int64Value) == number.doubleValue:
      return number.intValue
    case let number as Int: return number
    default:
      throw .invalidAttributes("\(key) holds \(value), not a whole number")
    }
  }
}
