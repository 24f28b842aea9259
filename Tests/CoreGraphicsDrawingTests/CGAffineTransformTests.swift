import CoreGraphicsDrawing
import Foundation
import Testing

@Suite struct CGAffineTransformTests {
  @Test func rotationsByQuarterTurnsAreExactAndOthersFollowSineAndCosine() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(quarter == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(rotationAngle: -.pi / 2) == CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(rotationAngle: .pi) == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    let sixth = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(abs(sixth.a - 3.0.squareRoot() / 2) < 1e-12)
    #expect(abs(sixth.b - 0.5) < 1e-12)
  }

  @Test func concatenationAppliesTheLeftTransformFirst() {
    let translate = CGAffineTransform(translationX: 10, y: 5)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 18))
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 8))
    #expect(translate.scaledBy(x: 2, y: 3) == scale.concatenating(translate))
    #expect(scale.translatedBy(x: 10, y: 5) == translate.concatenating(scale))
    #expect(CGAffineTransform.identity.rotated(by: .pi / 2) == CGAffineTransform(rotationAngle: .pi / 2))
  }

  @Test func invertingUndoesAndASingularTransformComesBackUnchanged() {
    let transform = CGAffineTransform(translationX: 7, y: -3).scaledBy(x: 2, y: 4).rotated(by: .pi / 2)
    let point = CGPoint(x: 3, y: 5)
    #expect(point.applying(transform).applying(transform.inverted()) == point)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func aRectMapsToTheBoundsOfItsCornersAndSizesIgnoreTranslation() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: 5))
    #expect(turned == CGRect(x: -25, y: 5, width: 20, height: 40))
    #expect(CGSize(width: 40, height: 20).applying(CGAffineTransform(translationX: 100, y: 100)) == rect.size)
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }
}
