import CoreGraphicsDrawing
import Foundation
import SampleBuffers
import Testing

// The inputs CGBitmapContextCreate refuses, as Apple documents them:
// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
// https://developer.apple.com/library/archive/documentation/GraphicsImaging/Conceptual/drawingwithquartz2d/dq_context/dq_context.html#//apple_ref/doc/uid/TP30001066-CH203-BCIBHHBB
@Suite struct BitmapContextInputTests {
  private func context(
    width: Int = 4, height: Int = 4, bitsPerComponent: Int = 8, bytesPerRow: Int = 16,
    bitmapInfo: UInt32 = Bitmap.bgra
  ) -> CGContext? {
    CGContext(
      data: nil, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)
  }

  @Test func sizesOfZeroOrLessAndShortRowsAreRefused() {
    #expect(context() != nil)
    #expect(context(width: 0) == nil)
    #expect(context(height: 0) == nil)
    #expect(context(width: -4) == nil)
    #expect(context(height: -1) == nil)
    #expect(context(bytesPerRow: 15) == nil)
    #expect(context(bytesPerRow: -16) == nil)
    #expect(context(width: 40_000, bytesPerRow: 160_000) == nil)
    #expect(context(height: Int.max / 8) == nil)
    #expect(context(bytesPerRow: 0)?.bytesPerRow == 16)
    #expect(context(bytesPerRow: 20)?.bytesPerRow == 20)
  }

  @Test func layoutsOutsideTheSupportedFourAreRefused() {
    let byteOrder = CGBitmapInfo.byteOrder32Little.rawValue
    #expect(context(bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
    #expect(context(bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
    #expect(context(bitmapInfo: CGImageAlphaInfo.first.rawValue | byteOrder) == nil)
    #expect(context(bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
    #expect(context(bitmapInfo: 31) == nil)
    #expect(
      context(
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder16Little.rawValue)
        == nil)
    #expect(
      context(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue)
        == nil)
    #expect(context(bitsPerComponent: 16) == nil)
  }

  @Test func aLockedPixelBufferTooShortForTheRowsIsRefused() throws {
    var buffer: CVPixelBuffer?
    #expect(CVPixelBufferCreate(nil, 4, 4, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnSuccess)
    let pixelBuffer = try #require(buffer)
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, []) }
    let base = CVPixelBufferGetBaseAddress(pixelBuffer)
    let bytesPerRow = CVPixelBufferGetBytesPerRow(pixelBuffer)
    let make = { (height: Int, offset: Int) in
      CGContext(
        data: base.map { $0 + offset }, width: 4, height: height, bitsPerComponent: 8,
        bytesPerRow: bytesPerRow,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Bitmap.bgra)
    }
    #expect(make(4, 0) != nil)
    #expect(make(5, 0) == nil)
    #expect(make(4, bytesPerRow) == nil)
    #expect(make(3, bytesPerRow) != nil)

    let context = try #require(make(4, 0))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
    let first = try #require(base).load(as: UInt32.self)
    #expect(first == 0xFFFF_0000)
  }
}

// Values cairo would refuse for the rest of a context's life, which Core Graphics takes call by call.
@Suite struct BitmapContextValueTests {
  @Test func aSquashedTransformDrawsNothingAndRestoringItDrawsAgain() throws {
    let bitmap = try Bitmap(width: 2, height: 2)
    let context = bitmap.context
    context.setFillColor(gray: 1, alpha: 1)
    context.saveGState()
    context.scaleBy(x: 0, y: 0)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.translateBy(x: .nan, y: 0)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(bitmap.alpha(0, 0) == 0)
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(bitmap.alpha(0, 1) == 255 && bitmap.alpha(1, 0) == 0)
  }

  @Test func pointsAndRectanglesThatAreNotFiniteAreLeftOut() throws {
    let bitmap = try Bitmap(width: 2, height: 2)
    let context = bitmap.context
    context.setFillColor(gray: 1, alpha: 1)
    context.move(to: CGPoint(x: 0, y: 0))
    context.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
    context.addLine(to: CGPoint(x: 2, y: 0))
    context.addLine(to: CGPoint(x: 2, y: 2))
    context.addLine(to: CGPoint(x: 0, y: 2))
    context.fillPath()
    #expect(bitmap.alpha(0, 0) == 255 && bitmap.alpha(1, 1) == 255)
    let image = try #require(context.makeImage())
    context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.draw(image, in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
    let gradient = try #require(CGGradient(colorsSpace: nil, colors: [.white], locations: nil))
    context.drawLinearGradient(gradient, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
    #expect(bitmap.alpha(0, 0) == 0)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(bitmap.alpha(0, 1) == 255)
  }

  @Test func anInvalidDashOrLineWidthLeavesTheLineDrawable() throws {
    let bitmap = try Bitmap(width: 4, height: 2)
    let context = bitmap.context
    context.setStrokeColor(gray: 1, alpha: 1)
    context.setLineDash(phase: 0, lengths: [-1, 2])
    context.setLineWidth(.nan)
    context.setLineWidth(2)
    context.move(to: CGPoint(x: 0, y: 1))
    context.addLine(to: CGPoint(x: 4, y: 1))
    context.strokePath()
    #expect((0..<4).map { bitmap.alpha($0, 0) } == [255, 255, 255, 255])
  }
}
