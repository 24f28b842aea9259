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
    guard let bytes = rgb(at: point) else { return nil }
    return Color(
      red: CGFloat(bytes[0]) / 255, green: CGFloat(bytes[1]) / 255, blue: CGFloat(bytes[2]) / 255, alpha: 1)
  }

  /// The red, green and blue bytes (0 to 255) of the pixel under `point` (in screen points), nil
  /// outside the screen: what a picture test compares, `image.rgb(at: point) == [16, 24, 40]`.
  public func rgb(at point: CGPoint) -> [UInt8]? {
    let column = (point.x * scale).rounded(.down)
    let row = (point.y * scale).rounded(.down)
    guard column >= 0, row >= 0, column < CGFloat(width), row < CGFloat(height),
      let data = cgImage.dataProvider?.data
    else { return nil }
    let offset = data.startIndex + Int(row) * cgImage.bytesPerRow + Int(column) * 4
    return [data[offset + 2], data[offset + 1], data[offset]]
  }
}
