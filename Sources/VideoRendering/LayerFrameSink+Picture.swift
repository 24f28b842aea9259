import CoreGraphicsDrawing
import Foundation
import PixelBuffers
import ViewHierarchy

extension LayerFrameSink: LayerContentsPicture {
  /// The frame on screen as an opaque BGRA picture at the frame's size, converted by libswscale
  /// (``PixelBuffers/PixelBuffer/converted(to:width:height:)``); nil when no frame is on screen or
  /// its format cannot be converted. This is what ``ViewHierarchy/Layer/render(in:)`` and screen
  /// snapshots draw of a video layer.
  package func currentPicture() -> CGImage? {
    withFrameOnScreen { frame -> CGImage? in
      switch frame {
      case .some(let buffer): Self.picture(of: buffer)
      case .none: nil
      }
    }
  }

  private static func picture(of buffer: borrowing PixelBuffer) -> CGImage? {
    guard let bgra = try? buffer.converted(to: .bgra, width: buffer.width, height: buffer.height) else {
      return nil
    }
    let width = bgra.width
    let height = bgra.height
    let rowBytes = width * 4
    var pixels = Data(count: rowBytes * height)
    _ = bgra.withPlane(0) { plane, stride in
      pixels.withUnsafeMutableBytes { target in
        for row in 0..<height {
          target.baseAddress!.advanced(by: row * rowBytes).copyMemory(
            from: plane.baseAddress!.advanced(by: row * stride), byteCount: rowBytes)
        }
      }
    }
    let littleEndian = UInt32(1).littleEndian == 1
    let byteOrder: CGBitmapInfo = littleEndian ? .byteOrder32Little : .byteOrder32Big
    guard let provider = CGDataProvider(data: pixels) else { return nil }
    return CGImage(
      width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: rowBytes,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue).union(byteOrder),
      provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
  }
}
