import PixelBuffers

/// A picture size and pixel format the throughput suite measures, such as 1080p NV12.
struct FrameShape {
  /// The size's short name: `360p`, `720p`, `1080p`, `4K`.
  var sizeName: String
  /// Width in pixels.
  var width: Int
  /// Height in pixels.
  var height: Int
  /// The pixel format.
  var format: PixelFormat

  /// The sizes measured, smallest first.
  static let sizes: [(name: String, width: Int, height: Int)] = [
    ("360p", 640, 360), ("720p", 1280, 720), ("1080p", 1920, 1080), ("4K", 3840, 2160),
  ]
  /// The formats measured.
  static let formats: [PixelFormat] = [.nv12, .bgra]

  /// Every size in every format.
  static var all: [FrameShape] {
    formats.flatMap { format in
      sizes.map { FrameShape(sizeName: $0.name, width: $0.width, height: $0.height, format: format) }
    }
  }

  /// `1080p NV12`.
  var name: String { "\(sizeName) \(format.name.uppercased())" }

  /// Pixels per frame, in millions.
  var megapixels: Double { Double(width * height) / 1e6 }

  /// The visible bytes of every plane together: what painting writes and a copy moves.
  ///
  /// At these sizes every line is a multiple of 64 bytes, so libavutil's planes have no padding and
  /// this is also the planes' full size. Zero if libavutil rejects the size.
  var byteCount: Int { planeByteCounts.reduce(0, +) }

  /// The bytes of each plane: the pieces the copying sink copies.
  var planeByteCounts: [Int] {
    guard let bytesPerLine = try? format.bytesPerLine(width: width) else { return [] }
    return zip(bytesPerLine, format.linesPerPlane(height: height)).map { $0 * $1 }
  }

  /// The visible bytes of every line of every plane, in order: the pieces the test pattern paints.
  var lineByteCounts: [Int] {
    guard let bytesPerLine = try? format.bytesPerLine(width: width) else { return [] }
    return zip(bytesPerLine, format.linesPerPlane(height: height)).flatMap { Array(repeating: $0, count: $1) }
  }
}
