import AVKitCompat
import CallScreen
import Testing

/// Core Graphics geometry in a file that imports both Foundation and AVKitCompat, as an iOS file that
/// imports Foundation and UIKit does: one `CGRect`, with Core Graphics' semantics.
@Suite struct GeometryTests {
  @Test func seatsStackInRowsInsideTheMargins() {
    let frames = SeatLayout.frames(
      count: 3, in: CGRect(x: 0, y: 0, width: 390, height: 500), rowHeight: 200,
      margins: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
    #expect(
      frames == [
        CGRect(x: 16, y: 10, width: 358, height: 200), CGRect(x: 16, y: 210, width: 358, height: 200),
      ])
  }

  @Test func rectanglesWithNegativeSizesStandardizeAsOnIOS() {
    let flipped = CGRect(x: 100, y: 50, width: -40, height: 20)
    #expect(flipped.width == 40)
    #expect(flipped.minX == 60)
    #expect(flipped == CGRect(x: 60, y: 50, width: 40, height: 20))
    #expect(flipped.size.width == -40)
    let scale: CGFloat = 3
    let pixels: Double = flipped.height * scale
    #expect(pixels == 60)
    #expect(CGRect.null.isNull)
    #expect(CGSize(width: 1920, height: 1080) == CGSize(width: 1920.0, height: 1080.0))
  }

  @Test func aQuarterTurnMapsTheButtonExactly() {
    let turn = SeatLayout.buttonTransform(isLandscape: true)
    #expect(CGPoint(x: 1, y: 0).applying(turn) == CGPoint(x: 0, y: 1))
    #expect(
      CGRect(x: 0, y: 0, width: 44, height: 20).applying(turn) == CGRect(x: -20, y: 0, width: 20, height: 44))
    #expect(SeatLayout.buttonTransform(isLandscape: false).isIdentity)
    let moved = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 22, y: 2).applying(moved.inverted()) == CGPoint(x: 1, y: 1))
  }
}
