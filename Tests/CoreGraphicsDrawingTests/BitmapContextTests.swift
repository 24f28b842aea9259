import CoreGraphicsDrawing
import Foundation
import SampleBuffers
import Testing

/// A bitmap context and its bytes, read pixel by pixel (row 0 is the top of the bitmap).
struct Bitmap {
  let context: CGContext

  static let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

  init(width: Int, height: Int, bitmapInfo: UInt32 = Bitmap.bgra) throws {
    context = try #require(
      CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
  }

  /// The four bytes of the pixel at `column`, `row`, in memory order.
  func bytes(_ column: Int, _ row: Int) -> [UInt8] {
    let pixel = context.data!.advanced(by: row * context.bytesPerRow + column * 4)
    return (0..<4).map { pixel.load(fromByteOffset: $0, as: UInt8.self) }
  }

  /// The alpha of a BGRA pixel.
  func alpha(_ column: Int, _ row: Int) -> Int { Int(bytes(column, row)[3]) }
}

/// Whether `value` is within `tolerance` of `expected`: rounding of half a step either way.
func isNear(_ value: Int, _ expected: Double, tolerance: Double = 1) -> Bool {
  abs(Double(value) - expected) <= tolerance
}

// Core Graphics' bitmap contexts as Apple documents them:
// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
// https://developer.apple.com/library/archive/documentation/GraphicsImaging/Conceptual/drawingwithquartz2d/dq_context/dq_context.html
@Suite struct BitmapContextTests {
  @Test func withoutAntialiasingAPixelIsFilledWhenItsCentreIsInside() throws {
    let bitmap = try Bitmap(width: 8, height: 8)
    bitmap.context.setShouldAntialias(false)
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    // x 2...5.4 holds the centres 2.5, 3.5, 4.5; y 2...5 (up) holds 2.5, 3.5, 4.5: rows 5, 4, 3.
    bitmap.context.fill(CGRect(x: 2, y: 2, width: 3.4, height: 3))
    for row in 0..<8 {
      for column in 0..<8 {
        let inside = (2...4).contains(column) && (3...5).contains(row)
        #expect(
          bitmap.bytes(column, row) == (inside ? [0, 0, 255, 255] : [0, 0, 0, 0]), "\(column), \(row)")
      }
    }
  }

  @Test func withAntialiasingAnEdgeOnAHalfPixelCoversHalfOfIt() throws {
    let bitmap = try Bitmap(width: 6, height: 2)
    bitmap.context.setFillColor(gray: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 1.5, y: 0, width: 2, height: 2))
    let alphas = (0..<6).map { bitmap.alpha($0, 0) }
    #expect(alphas[0] == 0 && alphas[4] == 0 && alphas[5] == 0)
    #expect(isNear(alphas[1], 127.5) && isNear(alphas[3], 127.5))
    #expect(alphas[2] == 255)
    // Premultiplied white at half coverage: every component equals the alpha.
    #expect(bitmap.bytes(1, 1) == [UInt8](repeating: UInt8(alphas[1]), count: 4))
  }

  @Test func aRoundedCornerCoversWhatTheQuarterCircleCovers() throws {
    let bitmap = try Bitmap(width: 8, height: 8)
    bitmap.context.setFillColor(gray: 1, alpha: 1)
    bitmap.context.addPath(
      CGPath(
        roundedRect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerWidth: 4, cornerHeight: 4, transform: nil)
    )
    bitmap.context.fillPath()
    // The top-left corner is the circle around (4, 4) of radius 4 (y up): the pixel at column 0,
    // row 0 spans x 0...1, y 7...8, whose nearest point (1, 7) is 4.24 from the centre: outside.
    #expect(bitmap.alpha(0, 0) == 0)
    #expect(bitmap.alpha(3, 3) == 255)
    // Column 1, row 1 spans x 1...2, y 6...7: part inside. Its area inside the circle, numerically.
    let steps = 400
    var inside = 0
    for i in 0..<steps {
      for j in 0..<steps {
        let x = 1 + (Double(i) + 0.5) / Double(steps)
        let y = 6 + (Double(j) + 0.5) / Double(steps)
        if (x - 4) * (x - 4) + (y - 4) * (y - 4) <= 16 { inside += 1 }
      }
    }
    let coverage = Double(inside) / Double(steps * steps) * 255
    #expect(coverage > 10 && coverage < 245)
    #expect(isNear(bitmap.alpha(1, 1), coverage, tolerance: 8), "\(bitmap.alpha(1, 1)) vs \(coverage)")
  }

  @Test func translateRotateAndScaleMoveAUnitSquareWhereTheMatrixSays() throws {
    let bitmap = try Bitmap(width: 8, height: 8)
    let context = bitmap.context
    #expect(context.ctm == .identity)
    context.setShouldAntialias(false)
    context.translateBy(x: 4, y: 4)
    context.rotate(by: .pi / 2)
    context.scaleBy(x: 2, y: 1)
    // (1, 0) -> (2, 0) -> (0, 2) -> (4, 6); (0, 1) -> (0, 1) -> (-1, 0) -> (3, 4).
    let expected = CGAffineTransform(a: 0, b: 2, c: -1, d: 0, tx: 4, ty: 4)
    #expect(abs(context.ctm.a - expected.a) < 1e-12 && abs(context.ctm.b - expected.b) < 1e-12)
    #expect(abs(context.ctm.c - expected.c) < 1e-12 && abs(context.ctm.d - expected.d) < 1e-12)
    #expect(context.ctm.tx == 4 && context.ctm.ty == 4)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    // The square lands on x 3...4, y 4...6 (up): column 3, rows 8 - 6 = 2 and 3.
    var filled: [[Int]] = []
    for row in 0..<8 {
      for column in 0..<8 where bitmap.alpha(column, row) != 0 { filled.append([column, row]) }
    }
    #expect(filled == [[3, 2], [3, 3]])
  }

  @Test func savingAndRestoringTheStateBringsBackTheTransformColourAndClip() throws {
    let bitmap = try Bitmap(width: 4, height: 4)
    let context = bitmap.context
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.saveGState()
    context.translateBy(x: 1, y: 1)
    context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: -1, y: -1, width: 4, height: 4))
    // Only the clip, x 1...2, y 1...2 (up), is red: column 1, row 2.
    #expect(bitmap.bytes(1, 2) == [0, 0, 255, 255])
    #expect(bitmap.bytes(0, 3) == [0, 0, 0, 0])
    context.restoreGState()
    #expect(context.ctm == .identity)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(bitmap.bytes(0, 3) == [255, 0, 0, 255])
  }

  @Test func halfAlphaOverAColourBlendsInPremultipliedArithmetic() throws {
    let bitmap = try Bitmap(width: 2, height: 1)
    let context = bitmap.context
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.setAlpha(0.5)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    // Over blue: red x 0.5 + blue x (1 - 0.5); alpha 0.5 + 1 x 0.5 = 1.
    let over = bitmap.bytes(0, 0)
    #expect(isNear(Int(over[0]), 127.5) && over[1] == 0 && isNear(Int(over[2]), 127.5) && over[3] == 255)
    // Over transparent: stored premultiplied, red = alpha = 0.5.
    let alone = bitmap.bytes(1, 0)
    #expect(alone[0] == 0 && alone[1] == 0 && isNear(Int(alone[2]), 127.5) && alone[2] == alone[3])
  }

  @Test(arguments: [
    (CGImageAlphaInfo.premultipliedFirst, CGBitmapInfo.byteOrder32Little, [153, 102, 51, 255]),
    (.premultipliedFirst, .byteOrderDefault, [255, 51, 102, 153]),
    (.premultipliedFirst, .byteOrder32Big, [255, 51, 102, 153]),
    (.premultipliedLast, .byteOrderDefault, [51, 102, 153, 255]),
    (.premultipliedLast, .byteOrder32Little, [255, 153, 102, 51]),
    (.noneSkipFirst, .byteOrder32Little, [153, 102, 51, -1]),
    (.noneSkipFirst, .byteOrder32Big, [-1, 51, 102, 153]),
    (.noneSkipLast, .byteOrderDefault, [51, 102, 153, -1]),
    (.noneSkipLast, .byteOrder32Little, [-1, 153, 102, 51]),
  ])
  func eachLayoutStoresTheComponentsInItsByteOrder(
    alphaInfo: CGImageAlphaInfo, byteOrder: CGBitmapInfo, expected: [Int]
  ) throws {
    let bitmap = try Bitmap(width: 3, height: 2, bitmapInfo: alphaInfo.rawValue | byteOrder.rawValue)
    #expect(bitmap.context.alphaInfo == alphaInfo)
    bitmap.context.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    for (byte, value) in zip(bitmap.bytes(2, 1), expected) where value >= 0 { #expect(Int(byte) == value) }
    let image = try #require(bitmap.context.makeImage())
    #expect(image.bitmapInfo.rawValue == alphaInfo.rawValue | byteOrder.rawValue)
    #expect(image.alphaInfo == alphaInfo)
  }

  @Test func drawingInTheCallersLayoutKeepsWhatTheMemoryAlreadyHolds() throws {
    // RGBA, which cairo draws in a copy: the caller's pixels go in before and come back after.
    var memory = [UInt8](repeating: 0, count: 2 * 2 * 4)
    memory.replaceSubrange(0..<4, with: [10, 20, 30, 255])
    try memory.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
      context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
      buffer[4] = 40
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(Array(memory[0..<4]) == [10, 20, 30, 255])
    #expect(Array(memory[4..<8]) == [40, 0, 0, 0])
    #expect(Array(memory[8..<16]) == [0, 255, 0, 255, 0, 255, 0, 255])
  }

  @Test func aGradientsMidpointIsHalfWayBetweenItsColours() throws {
    let bitmap = try Bitmap(width: 9, height: 1)
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [.black, .white], locations: [0, 1]))
    // From the centre of pixel 0 to the centre of pixel 8: pixel 4's centre is at 0.5. The end
    // colours continue past the ends, so the pixels on them are the ends' colours.
    bitmap.context.drawLinearGradient(
      gradient, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 8.5, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(bitmap.bytes(0, 0) == [0, 0, 0, 255])
    #expect(bitmap.bytes(8, 0) == [255, 255, 255, 255])
    let middle = bitmap.bytes(4, 0)
    #expect(
      isNear(Int(middle[0]), 127.5) && middle[0] == middle[1] && middle[1] == middle[2] && middle[3] == 255)
  }

  @Test func aGradientFillsBeyondItsEndsOnlyOnTheSidesAskedFor() throws {
    let gradient = try #require(
      CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [.black, .white], locations: nil))
    let options: [CGGradientDrawingOptions] = [
      [], .drawsBeforeStartLocation, .drawsAfterEndLocation,
      [.drawsBeforeStartLocation, .drawsAfterEndLocation],
    ]
    for option in options {
      let bitmap = try Bitmap(width: 9, height: 1)
      bitmap.context.drawLinearGradient(
        gradient, start: CGPoint(x: 2.5, y: 0), end: CGPoint(x: 6.5, y: 0), options: option)
      #expect(
        bitmap.bytes(0, 0) == (option.contains(.drawsBeforeStartLocation) ? [0, 0, 0, 255] : [0, 0, 0, 0]))
      #expect(
        bitmap.bytes(8, 0)
          == (option.contains(.drawsAfterEndLocation) ? [255, 255, 255, 255] : [0, 0, 0, 0]))
      #expect(bitmap.alpha(4, 0) == 255)
    }
  }

  @Test func aStrokeIsCentredOnItsLineAndDashesAlternate() throws {
    let bitmap = try Bitmap(width: 8, height: 8)
    let context = bitmap.context
    context.setStrokeColor(gray: 1, alpha: 1)
    context.setLineWidth(2)
    context.setLineDash(phase: 0, lengths: [2, 2])
    context.move(to: CGPoint(x: 0, y: 4))
    context.addLine(to: CGPoint(x: 8, y: 4))
    context.strokePath()
    #expect(context.isPathEmpty)
    // y 3...5 (up) is rows 3 and 4; dashes on x 0...2 and 4...6.
    #expect((0..<8).map { bitmap.alpha($0, 3) } == [255, 255, 0, 0, 255, 255, 0, 0])
    #expect((0..<8).map { bitmap.alpha($0, 4) } == [255, 255, 0, 0, 255, 255, 0, 0])
    #expect(bitmap.alpha(0, 2) == 0 && bitmap.alpha(0, 5) == 0)
  }

  @Test func clearingMakesPixelsTransparentBlack() throws {
    let bitmap = try Bitmap(width: 2, height: 1)
    bitmap.context.setFillColor(gray: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    bitmap.context.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
    #expect(bitmap.bytes(0, 0) == [255, 255, 255, 255])
    #expect(bitmap.bytes(1, 0) == [0, 0, 0, 0])
  }
}
