import CoreGraphicsDrawing
import Foundation
import Runtime

/// The pixel scale and opacity of a renderer's images: the simulator's
/// `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class GraphicsImageRendererFormat {
  /// Pixels per point (`scale`); the simulated screen's scale in ``default()``.
  public var scale: CGFloat
  /// Whether the images are opaque (`opaque`): drawn without alpha, in `noneSkipFirst`.
  public var opaque = false

  /// A format of scale 1 (`UIGraphicsImageRendererFormat()` on iOS takes the screen's scale; here
  /// ``default()`` does).
  public init() {
    scale = 1
  }

  /// The format for the main screen (`UIGraphicsImageRendererFormat.default()`): its scale, not
  /// opaque.
  public static func `default`() -> GraphicsImageRendererFormat {
    let format = GraphicsImageRendererFormat()
    format.scale = Simulation.current.device.screenScale
    return format
  }
}

/// What a renderer's drawing closure receives: the simulator's `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor
public final class GraphicsImageRendererContext {
  /// The Core Graphics context to draw into (`cgContext`): origin at the top-left, in points.
  public let cgContext: CGContext
  /// The format the image is drawn in (`format`).
  public let format: GraphicsImageRendererFormat

  init(cgContext: CGContext, format: GraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// The image of what is drawn so far (`currentImage`); an image without pixels if they cannot be
  /// copied.
  public var currentImage: Image {
    guard let pixels = cgContext.makeImage() else {
      return Image(
        named: "", size: CGSize(width: cgContext.width, height: cgContext.height), scale: format.scale)
    }
    return Image(cgImage: pixels, scale: format.scale)
  }

  /// Fills `rect` with the context's fill colour (`fill(_:)`).
  public func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }
}

/// Draws images with Core Graphics: the simulator's `UIGraphicsImageRenderer`.
///
/// Each image is a fresh bitmap of the size in points times the format's scale, transparent, with
/// UIKit's flipped, scaled coordinates (origin at the top-left, in points); while the drawing
/// closure runs its context is ``UIGraphicsGetCurrentContext()``.
@preconcurrency @MainActor
public final class GraphicsImageRenderer {
  /// The size of the images in points.
  public let size: CGSize
  /// The scale and opacity of the images (`format`).
  public let format: GraphicsImageRendererFormat

  /// A renderer of `size` points at the screen's scale (`UIGraphicsImageRenderer(size:)`).
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of `size` points in `format` (`UIGraphicsImageRenderer(size:format:)`).
  public init(size: CGSize, format: GraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }

  /// The image `actions` draw (`image(actions:)`); an empty image when the size cannot be drawn
  /// (not finite, or over 32767 pixels a side).
  public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
    render(actions).currentImage
  }

  /// The PNG file of the image `actions` draw (`pngData(actions:)`); empty when the size cannot be
  /// drawn.
  public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
    render(actions).currentImage.pngData() ?? Data()
  }

  private func render(_ actions: (GraphicsImageRendererContext) -> Void) -> GraphicsImageRendererContext {
    // A size that cannot be drawn gets one pixel, which always can.
    let context =
      CGContext(uikitCanvasOf: size, scale: format.scale, opaque: format.opaque)
      ?? CGContext(uikitCanvasOf: .zero, scale: 1, opaque: format.opaque)!
    let rendererContext = GraphicsImageRendererContext(cgContext: context, format: format)
    GraphicsContextStack.with(context) { actions(rendererContext) }
    return rendererContext
  }
}
