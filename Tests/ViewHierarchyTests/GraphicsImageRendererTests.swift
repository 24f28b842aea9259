import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

// UIKit's image renderer as Apple documents it:
// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/default()
// https://developer.apple.com/documentation/uikit/1623918-uigraphicsgetcurrentcontext
@MainActor
@Suite struct GraphicsImageRendererTests {
  @Test func theRenderersContextIsFlippedToTheTopLeftInPoints() throws {
    Simulation.start()
    let format = GraphicsImageRendererFormat()
    format.scale = 2
    let renderer = GraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
    #expect(UIGraphicsGetCurrentContext() == nil)
    let image = renderer.image { context in
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
      context.cgContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.scale == 2)
    let pixels = try #require(image.cgImage)
    #expect((pixels.width, pixels.height) == (8, 4))
    let data = try #require(pixels.dataProvider?.data)
    // The point (0, 0)...(1, 1) is the top-left 2 x 2 pixels, BGRA.
    let pixel = { (column: Int, row: Int) in Array(data[(row * pixels.bytesPerRow + column * 4)...].prefix(4))
    }
    #expect(pixel(0, 0) == [0, 0, 255, 255] && pixel(1, 1) == [0, 0, 255, 255])
    #expect(pixel(2, 0) == [0, 0, 0, 0] && pixel(0, 2) == [0, 0, 0, 0])
  }

  @Test func pngDataIsAPNGFileOfThePixelSize() {
    Simulation.start()
    let format = GraphicsImageRendererFormat()
    format.scale = 3
    let png = GraphicsImageRenderer(size: CGSize(width: 5, height: 2), format: format).pngData { context in
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
    }
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // The IHDR chunk's width and height, big-endian, at bytes 16 and 20.
    let word = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(word(16) == 15 && word(20) == 6)
  }

  @Test func theDefaultFormatTakesTheScreensScale() {
    let simulation = Simulation.start()
    #expect(GraphicsImageRendererFormat.default().scale == simulation.device.screenScale)
    #expect(!GraphicsImageRendererFormat.default().opaque)
  }

  @Test func anImageOfPixelsMeasuresThemInPointsAndANamedOneHasNone() throws {
    let context = try #require(CGContext(uikitCanvasOf: CGSize(width: 6, height: 4), scale: 1))
    let pixels = try #require(context.makeImage())
    #expect(Image(cgImage: pixels).size == CGSize(width: 6, height: 4))
    #expect(Image(cgImage: pixels, scale: 2).size == CGSize(width: 3, height: 2))
    #expect(Image(cgImage: pixels).pngData() != nil)
    let named = try #require(Image(named: "logo"))
    #expect(named.cgImage == nil && named.pngData() == nil)
  }

  @Test func aLayersDrawInGetsPixelsOfItsBoundsAtItsScaleFlippedToTheTopLeft() throws {
    Simulation.start()
    let layer = RecordingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 1.5)
    layer.contentsScale = 2
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    let context = try #require(layer.drawnContext)
    #expect((context.width, context.height) == (6, 3))
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 3))
    // The point (0, 0) is the top-left pixel.
    let topLeft = try #require(context.data).load(fromByteOffset: 3, as: UInt8.self)
    #expect(topLeft == 255)
  }
}

/// A layer that fills its top-left point and keeps the context it drew in.
final class RecordingLayer: Layer {
  var drawnContext: CGContext?

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(gray: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
    drawnContext = ctx
  }
}
