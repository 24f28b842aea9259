import CoreGraphicsDrawing
import Foundation
import ViewHierarchy

/// A raster picture of the simulated screen: its pixels (opaque BGRA, 8 bits a channel) and the PNG
/// file of them. ``ScreenSnapshot/image(of:pictureInPicture:scale:)`` draws one.
public struct ScreenImage: Sendable {
  /// The pixels.
  public let cgImage: CGImage
  /// Pixels per point.
  public let scale: CGFloat

  /// The width in pixels.
  public var width: Int { cgImage.width }
  /// The height in pixels.
  public var height: Int { cgImage.height }

  /// The PNG file of the pixels (8-bit RGBA, unpremultiplied, as cairo writes PNG files).
  public func pngData() -> Data {
    cgImage.pngData() ?? Data()
  }

  /// The colour of the pixel under `point` (in screen points), nil outside the screen.
  public func color(at point: CGPoint) -> Color? {
    let column = (point.x * scale).rounded(.down)
    let row = (point.y * scale).rounded(.down)
    guard column >= 0, row >= 0, column < CGFloat(width), row < CGFloat(height),
      let data = cgImage.dataProvider?.data
    else { return nil }
    let (x, y) = (Int(column), Int(row))
    let offset = y * cgImage.bytesPerRow + x * 4
    let channel = { (byte: Int) in CGFloat(data[data.startIndex + offset + byte]) / 255 }
    return Color(red: channel(2), green: channel(1), blue: channel(0), alpha: 1)
  }
}
