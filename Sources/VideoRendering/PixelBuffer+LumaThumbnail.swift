import PixelBuffers

extension PixelBuffer {
  /// Averages the frame's luma over a `width` x `height` grid of cells.
  ///
  /// Reads the Y plane of NV12 and YUV420P frames, and for BGRA the BT.601 luma of each pixel
  /// (`(77 R + 150 G + 29 B) / 256`). Cell edges fall at `column * frameWidth / width`, so every pixel
  /// belongs to exactly one cell; each cell's level is its pixels' average, rounded to nearest.
  ///
  /// - Throws: ``VideoRendering/LumaThumbnailError/sizeOutOfRange(requestedWidth:requestedHeight:frameWidth:frameHeight:)``
  ///   for an empty grid or one finer than the frame, ``VideoRendering/LumaThumbnailError/unsupportedFormat(_:)`` for
  ///   another format.
  public func lumaThumbnail(width: Int, height: Int) throws(LumaThumbnailError) -> LumaThumbnail {
    let frameWidth = self.width
    let frameHeight = self.height
    guard width > 0, height > 0, width <= frameWidth, height <= frameHeight else {
      throw .sizeOutOfRange(
        requestedWidth: width, requestedHeight: height, frameWidth: frameWidth, frameHeight: frameHeight)
    }
    let bytesPerPixel: Int
    switch format {
    case .nv12, .yuv420p: bytesPerPixel = 1
    case .bgra: bytesPerPixel = 4
    default: throw .unsupportedFormat(format.name)
    }
    var levels = [UInt8](repeating: 0, count: width * height)
    _ = withPlane(0) { bytes, stride in
      for row in 0..<height {
        let top = row * frameHeight / height
        let bottom = (row + 1) * frameHeight / height
        for column in 0..<width {
          let left = column * frameWidth / width
          let right = (column + 1) * frameWidth / width
          var sum = 0
          for line in top..<bottom {
            let lineStart = line * stride
            for pixel in left..<right {
              let offset = lineStart + pixel * bytesPerPixel
              sum += bytesPerPixel == 1 ? Int(bytes[offset]) : Self.luma(bgraAt: offset, in: bytes)
            }
          }
          let count = (bottom - top) * (right - left)
          levels[row * width + column] = UInt8((sum + count / 2) / count)
        }
      }
    }
    return try LumaThumbnail(width: width, height: height, levels: levels)
  }

  /// The BT.601 luma of the BGRA pixel at `offset`.
  private static func luma(bgraAt offset: Int, in bytes: UnsafeMutableRawBufferPointer) -> Int {
    (29 * Int(bytes[offset]) + 150 * Int(bytes[offset + 1]) + 77 * Int(bytes[offset + 2]) + 128) >> 8
  }
}
