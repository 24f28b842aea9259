/// Where one plane of a pixel buffer lies in memory, for code that reads or writes pixels itself
/// (CoreVideo's base address, bytes per row, width and height of a plane).
public struct PixelPlane {
  /// The plane's first byte; valid while the buffer that gave it lives.
  public let baseAddress: UnsafeMutableRawPointer
  /// Bytes from one row to the next (the visible bytes plus padding).
  public let bytesPerRow: Int
  /// The plane's width in its own samples (half the picture's for NV12's interleaved chroma).
  public let width: Int
  /// The plane's rows.
  public let height: Int
}

extension PixelBuffer {
  /// The layout of plane `index`, or nil when the format has no such plane.
  ///
  /// Chroma planes of subsampled formats are narrower and shorter by the subsampling, rounded up.
  public func plane(_ index: Int) -> PixelPlane? {
    let format = self.format
    guard index >= 0, index < format.planeCount else { return nil }
    let lines = format.lineCount(plane: index, height: height)
    let isChroma = lines != height || (index > 0 && format.planeCount > 1 && format.chromaWidthShift > 0)
    let planeWidth = isChroma ? -((-width) >> format.chromaWidthShift) : width
    return PixelPlane(
      baseAddress: UnsafeMutableRawPointer(planeBase(index)), bytesPerRow: planeStride(index),
      width: planeWidth,
      height: lines)
  }
}
