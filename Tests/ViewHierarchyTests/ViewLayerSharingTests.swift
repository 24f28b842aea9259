import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct ViewLayerSharingTests {
  @Test func alphaAndOpacityAreOneValue() {
    Simulation.start()
    let view = View()
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.opacity = 0.25
    #expect(view.alpha == 0.25)
    view.layer.opacity = 3
    #expect(view.alpha == 1)
  }

  @Test func hiddenIsOneValue() {
    Simulation.start()
    let view = View()
    view.isHidden = true
    #expect(view.layer.isHidden)
    view.layer.isHidden = false
    #expect(!view.isHidden)
  }

  @Test func backgroundColorIsOneValue() {
    Simulation.start()
    let view = View()
    view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    view.layer.backgroundColor = CGColor(gray: 1, alpha: 0.5)
    #expect(view.backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    view.layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)
  }

  @Test func clipsToBoundsAndMasksToBoundsAreOneValue() {
    Simulation.start()
    let view = View()
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
  }

  @Test func theViewsFrameIsItsLayersFrame() {
    Simulation.start()
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    view.bounds = CGRect(x: 0, y: 5, width: 30, height: 30)
    #expect(view.layer.bounds.origin == CGPoint(x: 0, y: 5))
  }

  @Test func theLayersGeometryMovesTheView() {
    Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.frame = CGRect(x: 5, y: 5, width: 40, height: 20)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
    view.layer.position = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    #expect(view.center == CGPoint(x: 100, y: 100))
    view.layer.bounds = CGRect(x: 3, y: 4, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    #expect(view.bounds == CGRect(x: 3, y: 4, width: 20, height: 10))
  }

  @Test func theViewsLayoutIsItsLayersLayout() {
    Simulation.start()
    let view = LayoutRecorder()
    view.layer.setNeedsLayout()
    #expect(view.needsLayout)
    #expect(view.layer.needsLayout())
    view.layer.layoutIfNeeded()
    #expect(view.layoutCount == 1)
    #expect(!view.layer.needsLayout())
  }
}

@MainActor
private final class LayoutRecorder: View {
  var layoutCount = 0

  override func layoutSubviews() {
    layoutCount += 1
  }
}
