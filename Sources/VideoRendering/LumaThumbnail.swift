/// A small grayscale picture of a frame: the average luma of each cell of a grid laid over it.
///
/// Levels are the frame's own luma values (video range for YUV formats), not converted to full range,
/// so a cell of a flat area has exactly that area's Y value.
public struct LumaThumbnail: Sendable, Hashable {
  /// Columns of the grid.
  public let width: Int
  /// Rows of the grid.
  public let height: Int
  /// The cells' levels, row by row from the top-left.
  public let levels: [UInt8]

  /// Creates a thumbnail from its levels, row by row; `levels` must hold `width * height` values.
  ///
  /// - Throws: ``LumaThumbnailError/levelCountMismatch(expected:actual:)`` when it does not.
  public init(width: Int, height: Int, levels: [UInt8]) throws(LumaThumbnailError) {
    guard width > 0, height > 0 else {
      throw .sizeOutOfRange(requestedWidth: width, requestedHeight: height, frameWidth: 0, frameHeight: 0)
    }
    guard levels.count == width * height else {
      throw .levelCountMismatch(expected: width * height, actual: levels.count)
    }
    self.width = width
    self.height = height
    self.levels = levels
  }

  /// The level of the cell at `column`, `row`, or nil outside the grid.
  public func level(column: Int, row: Int) -> UInt8? {
    guard column >= 0, column < width, row >= 0, row < height else { return nil }
    return levels[row * width + column]
  }
}
