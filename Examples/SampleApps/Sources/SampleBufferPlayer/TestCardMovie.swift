import AVKitCompat

/// The movie the player plays: a test card whose picture moves every frame, drawn into NV12 pixel
/// buffers as a software decoder hands its frames out.
public struct TestCardMovie: Sendable {
  /// Frames per second.
  public let frameRate: Int32
  /// How many frames the movie has.
  public let frameCount: Int
  /// The picture's width in pixels.
  public let width: Int
  /// The picture's height in pixels.
  public let height: Int

  /// A movie of `frameCount` frames of `width` by `height` pixels at `frameRate` frames per second.
  public init(frameCount: Int, frameRate: Int32 = 30, width: Int = 320, height: Int = 180) {
    self.frameCount = frameCount
    self.frameRate = frameRate
    self.width = width
    self.height = height
  }

  /// How long the movie plays.
  public var duration: CMTime { CMTime(value: CMTimeValue(frameCount), timescale: frameRate) }

  /// When frame `index` is shown, on the movie's timeline.
  public func presentationTime(ofFrame index: Int) -> CMTime {
    CMTime(value: CMTimeValue(index), timescale: frameRate)
  }

  /// The frame shown at `time`: the last one whose presentation time has come, within the movie.
  public func frameIndex(at time: CMTime) -> Int {
    let index = Int((time.seconds * Double(frameRate)).rounded(.down))
    return min(max(index, 0), frameCount - 1)
  }

  /// The pixel-buffer pool attributes a decoder of this movie asks for.
  public var pixelBufferAttributes: [String: Any] {
    [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
      kCVPixelBufferWidthKey: width,
      kCVPixelBufferHeightKey: height,
      kCVPixelBufferIOSurfacePropertiesKey: [String: Any](),
    ]
  }

  /// Draws frame `index` into `pixelBuffer`: diagonal luma bands that move four pixels a frame, and a
  /// tint that changes with the index.
  public func draw(frame index: Int, into pixelBuffer: CVPixelBuffer) {
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, []) }
    if let luma = CVPixelBufferGetBaseAddressOfPlane(pixelBuffer, 0) {
      let bytesPerRow = CVPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 0)
      for y in 0..<CVPixelBufferGetHeightOfPlane(pixelBuffer, 0) {
        let row = (luma + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
        for x in 0..<CVPixelBufferGetWidthOfPlane(pixelBuffer, 0) {
          row[x] = UInt8(truncatingIfNeeded: x + y + index * 4)
        }
      }
    }
    if let chroma = CVPixelBufferGetBaseAddressOfPlane(pixelBuffer, 1) {
      let bytesPerRow = CVPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 1)
      let blue = UInt8(truncatingIfNeeded: 64 + index * 7)
      let red = UInt8(truncatingIfNeeded: 192 - index * 5)
      for y in 0..<CVPixelBufferGetHeightOfPlane(pixelBuffer, 1) {
        let row = (chroma + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
        for x in 0..<CVPixelBufferGetWidthOfPlane(pixelBuffer, 1) {
          row[2 * x] = blue
          row[2 * x + 1] = red
        }
      }
    }
  }
}
