import Clocks
import CoreMediaTime
import PixelBuffers
import RenderPipeline
import Runtime

/// What a layer shows at a moment: which frame, its size and format, and a checksum of its pixels.
public struct PresentedFrame: Sendable, Hashable {
  /// The producer's running number of the frame.
  public var sequenceNumber: Int64
  /// When the frame was due on screen, on the pipeline's clock (the layer's control timebase for an
  /// enqueued frame); nil for a frame enqueued to display immediately, which has no time of its own.
  public var presentationTime: CMTime?
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// The pixel format.
  public var format: PixelFormat
  /// The Adler-32 checksum of the visible pixels (`PixelBuffer.visibleChecksum()`).
  public var checksum: UInt32

  /// Creates a description from its parts.
  public init(
    sequenceNumber: Int64, presentationTime: CMTime?, width: Int, height: Int, format: PixelFormat,
    checksum: UInt32
  ) {
    self.sequenceNumber = sequenceNumber
    self.presentationTime = presentationTime
    self.width = width
    self.height = height
    self.format = format
    self.checksum = checksum
  }

  /// Describes `buffer`, reading all its visible pixels for the checksum.
  public init(describing buffer: borrowing PixelBuffer) {
    self.init(
      sequenceNumber: buffer.sequenceNumber,
      presentationTime: buffer.presentationTimeNanoseconds == immediatePresentationTimeNanoseconds
        ? nil : CMTime(MediaTime(nanoseconds: buffer.presentationTimeNanoseconds)),
      width: buffer.width,
      height: buffer.height, format: buffer.format, checksum: buffer.visibleChecksum())
  }
}
