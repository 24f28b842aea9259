import Clocks
import CoreMediaTime

/// A picture's size in pixels (CoreMedia's `CMVideoDimensions`).
public struct CMVideoDimensions: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int32
  /// Height in pixels.
  public var height: Int32

  /// Creates dimensions from a width and a height.
  public init(width: Int32, height: Int32) {
    self.width = width
    self.height = height
  }
}

/// What a video sample buffer holds, as CoreMedia describes it: the picture's size and pixel format
/// (`CMVideoFormatDescription`, made for an image buffer).
public final class CMVideoFormatDescription: Sendable {
  /// The picture's size.
  public let dimensions: CMVideoDimensions
  /// The four-character pixel format code (CoreMedia's media subtype).
  public let mediaSubType: OSType

  /// The description of `imageBuffer`'s pictures.
  public init(imageBuffer: CVImageBuffer) {
    dimensions = CMVideoDimensions(width: Int32(imageBuffer.width), height: Int32(imageBuffer.height))
    mediaSubType = imageBuffer.pixelFormatType
  }

  /// Whether `imageBuffer` fits this description: the same size and pixel format.
  public func matches(_ imageBuffer: CVImageBuffer) -> Bool {
    dimensions == CMVideoDimensions(width: Int32(imageBuffer.width), height: Int32(imageBuffer.height))
      && mediaSubType == imageBuffer.pixelFormatType
  }
}

/// A format description of any kind; video is the only kind PiPSim makes.
public typealias CMFormatDescription = CMVideoFormatDescription

/// Describes `imageBuffer` (`CMVideoFormatDescriptionCreateForImageBuffer`).
///
/// - Returns: `noErr`.
@discardableResult
public func CMVideoFormatDescriptionCreateForImageBuffer(
  allocator: CFAllocator?, imageBuffer: CVImageBuffer,
  formatDescriptionOut: UnsafeMutablePointer<CMVideoFormatDescription?>
) -> OSStatus {
  formatDescriptionOut.pointee = CMVideoFormatDescription(imageBuffer: imageBuffer)
  return noErr
}

/// The size a video format description gives.
public func CMVideoFormatDescriptionGetDimensions(_ videoDesc: CMVideoFormatDescription) -> CMVideoDimensions
{
  videoDesc.dimensions
}
