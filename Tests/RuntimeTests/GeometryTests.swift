import Foundation
import Runtime
import Testing

@Suite struct GeometryTests {
  @Test func insetByEdgeInsetsShrinksEachSideAndMayGoNegativeAsUIKitDoes() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let inset = rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    #expect(inset.origin == CGPoint(x: 20, y: 25))
    #expect(inset.size == CGSize(width: 70, height: 30))
    let tooMuch = rect.inset(by: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
    #expect(tooMuch.size.width == -20)
    #expect(rect.inset(by: .zero) == rect)
  }

  @Test func pointsDescriptionsArePlainAndStable() {
    #expect(
      CGRect(x: 0, y: 47, width: 390, height: 219.375).pointsDescription == "(0.0, 47.0, 390.0 x 219.375)")
    #expect(CGSize(width: 844, height: 390).pointsDescription == "844.0 x 390.0")
    #expect(CGPoint(x: -1.5, y: 2).pointsDescription == "(-1.5, 2.0)")
  }
}
