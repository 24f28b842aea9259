import CoreGraphicsDrawing
import Foundation
import Testing

// Core Graphics' images as Apple documents them:
// https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()
// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:)
@Suite struct ImageTests {
  @Test func anImageIsACopyThatLaterDrawingDoesNotChange() throws {
    let bitmap = try Bitmap(width: 2, height: 2)
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let image = try #require(bitmap.context.makeImage())
    bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(bitmap.bytes(0, 0) == [255, 0, 0, 255])
    #expect((image.width, image.height, image.bytesPerRow) == (2, 2, 8))
    #expect((image.bitsPerComponent, image.bitsPerPixel) == (8, 32))
    #expect(image.alphaInfo == .premultipliedFirst)
    #expect(image.bitmapInfo.contains(.byteOrder32Little))
    let data = try #require(image.dataProvider?.data)
    #expect(
      Array(data) == [UInt8](repeating: 0, count: 4).indices.flatMap { _ in [0, 0, 255, 255] as [UInt8] })
  }

  @Test func anImageIsDrawnUprightWithItsFirstRowAtTheTop() throws {
    // A 2 x 2 RGBA image: red, green on its first row; blue, white on its second.
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
    let provider = try #require(CGDataProvider(data: Data(pixels)))
    let image = try #require(
      CGImage(
        width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
        provider: provider, decode: nil, shouldInterpolate: false,
        intent: .defaultIntent))
    let bitmap = try Bitmap(width: 4, height: 4)
    bitmap.context.draw(image, in: CGRect(x: 1, y: 1, width: 2, height: 2))
    // y 1...3 (up) is rows 1 and 2 of the BGRA bitmap; the image's first row on row 1.
    #expect(bitmap.bytes(1, 1) == [0, 0, 255, 255])
    #expect(bitmap.bytes(2, 1) == [0, 255, 0, 255])
    #expect(bitmap.bytes(1, 2) == [255, 0, 0, 255])
    #expect(bitmap.bytes(2, 2) == [255, 255, 255, 255])
    #expect(bitmap.bytes(0, 0) == [0, 0, 0, 0] && bitmap.bytes(3, 3) == [0, 0, 0, 0])
  }

  @Test func anImageDrawnAtHalfAlphaBlendsAsAFillWould() throws {
    let source = try Bitmap(width: 1, height: 1)
    source.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    source.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(source.context.makeImage())
    let bitmap = try Bitmap(width: 1, height: 1)
    bitmap.context.setAlpha(0.5)
    bitmap.context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    let pixel = bitmap.bytes(0, 0)
    #expect(pixel[0] == 0 && pixel[1] == 0 && isNear(Int(pixel[2]), 127.5) && pixel[2] == pixel[3])
  }

  @Test func anImageNeedsAsManyBytesAsItsRowsSay() throws {
    let provider = try #require(CGDataProvider(data: Data(count: 15)))
    let make = { (bitmapInfo: CGBitmapInfo) in
      CGImage(
        width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo, provider: provider, decode: nil,
        shouldInterpolate: true, intent: .defaultIntent)
    }
    #expect(make(CGBitmapInfo(alphaInfo: .premultipliedLast)) == nil)
  }
}
