import CoreGraphicsDrawing
import Foundation
import Testing

// Transparency layers as Quartz 2D documents them:
// https://developer.apple.com/library/archive/documentation/GraphicsImaging/Conceptual/drawingwithquartz2d/dq_trans_layers/dq_trans_layers.html
@Suite struct TransparencyLayerAndTextTests {
  @Test func aTransparencyLayerIsCompositedOnceAtTheAlphaInForceWhenItBegan() throws {
    let bitmap = try Bitmap(width: 4, height: 1)
    bitmap.context.setAlpha(0.5)
    bitmap.context.beginTransparencyLayer(auxiliaryInfo: nil)
    // Inside the layer the alpha is 1 again, so the second rectangle covers the first.
    bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(bitmap.alpha(0, 0) == 0)
    bitmap.context.endTransparencyLayer()
    let left = bitmap.bytes(0, 0)
    #expect(left[0] == 0 && isNear(Int(left[2]), 127.5) && isNear(Int(left[3]), 127.5))
    let right = bitmap.bytes(3, 0)
    #expect(isNear(Int(right[0]), 127.5) && right[2] == 0)
  }

  @Test func statesLeftSavedInsideALayerAreRestoredWithItAndDrawingGoesOn() throws {
    let bitmap = try Bitmap(width: 2, height: 1)
    bitmap.context.saveGState()
    bitmap.context.beginTransparencyLayer(auxiliaryInfo: nil)
    bitmap.context.saveGState()
    bitmap.context.saveGState()
    bitmap.context.endTransparencyLayer()
    bitmap.context.endTransparencyLayer()
    bitmap.context.restoreGState()
    bitmap.context.restoreGState()
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(bitmap.alpha(1, 0) == 255)
  }

  /// How many pixels have any alpha.
  func inkedPixels(_ bitmap: Bitmap, rows: Range<Int>, columns: Range<Int>) -> Int {
    rows.reduce(0) { sum, row in sum + columns.filter { bitmap.alpha($0, row) > 0 }.count }
  }

  @Test func textIsDrawnUprightAboveItsBaselineWhicheverWayYRuns() throws {
    // Core Graphics' own space: y runs upwards, the baseline at y = 10 is row 19 of 30.
    let upward = try Bitmap(width: 40, height: 30)
    let text = PlacedText("E", at: CGPoint(x: 2, y: 10), face: TextFace(), size: 16, color: .black)
    upward.context.drawText([text])
    // UIKit's: y runs downwards, the baseline at y = 20 is row 20.
    let downward = try Bitmap(width: 40, height: 30)
    downward.context.translateBy(x: 0, y: 30)
    downward.context.scaleBy(x: 1, y: -1)
    downward.context.drawText([
      PlacedText("E", at: CGPoint(x: 2, y: 20), face: TextFace(), size: 16, color: .black)
    ])
    for bitmap in [upward, downward] {
      // An upright E has ink from the baseline up about 0.73 em (11.7 pixels) and none below it.
      #expect(inkedPixels(bitmap, rows: 21..<30, columns: 0..<40) == 0)
      #expect(inkedPixels(bitmap, rows: 9..<20, columns: 0..<40) > 30)
      #expect(inkedPixels(bitmap, rows: 0..<7, columns: 0..<40) == 0)
    }
    // The same glyph, the same pixels.
    #expect(
      (0..<30).allSatisfy { row in (0..<40).allSatisfy { upward.bytes($0, row) == downward.bytes($0, row) } })
  }

  @Test func boldTextHasMoreInkAndTextWithoutSizeOrOriginDrawsNothing() throws {
    let regular = try Bitmap(width: 60, height: 30)
    regular.context.drawText([
      PlacedText("Hm", at: CGPoint(x: 2, y: 8), face: TextFace(), size: 18, color: .black)
    ])
    let bold = try Bitmap(width: 60, height: 30)
    bold.context.drawText([
      PlacedText("Hm", at: CGPoint(x: 2, y: 8), face: TextFace(isBold: true), size: 18, color: .black)
    ])
    #expect(
      inkedPixels(bold, rows: 0..<30, columns: 0..<60) > inkedPixels(regular, rows: 0..<30, columns: 0..<60))
    let nothing = try Bitmap(width: 10, height: 10)
    nothing.context.drawText([
      PlacedText("x", at: CGPoint(x: CGFloat.nan, y: 5), face: TextFace(), size: 8, color: .black),
      PlacedText("x", at: CGPoint(x: 2, y: 5), face: TextFace(), size: -3, color: .black),
      PlacedText("x", at: CGPoint(x: 2, y: 5), face: TextFace(), size: .infinity, color: .black),
    ])
    #expect(inkedPixels(nothing, rows: 0..<10, columns: 0..<10) == 0)
  }
}
