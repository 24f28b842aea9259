import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct LayerGeometryTests {
  /// A new layer with `frame`, added last to `superlayer`'s sublayers when one is given.
  @discardableResult
  private func layer(frame: CGRect, in superlayer: Layer? = nil) -> Layer {
    let layer = Layer()
    layer.frame = frame
    superlayer?.addSublayer(layer)
    return layer
  }

  @Test func theFrameIsThePositionLessTheAnchorPointsShareOfTheSize() {
    Simulation.start()
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    layer.position = CGPoint(x: 200, y: 100)
    #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
    layer.anchorPoint = .zero
    #expect(layer.position == CGPoint(x: 200, y: 100))
    #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
    layer.anchorPoint = CGPoint(x: 1, y: 0.25)
    #expect(layer.frame == CGRect(x: 100, y: 90, width: 100, height: 40))
  }

  @Test func settingTheFrameSetsThePositionAndTheBoundsSize() {
    Simulation.start()
    let layer = Layer()
    layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
    layer.anchorPoint = CGPoint(x: 0.25, y: 1)
    layer.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
    #expect(layer.bounds == CGRect(x: 5, y: 7, width: 80, height: 60))
    #expect(layer.position == CGPoint(x: 30, y: 80))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
  }

  @Test func changingTheBoundsKeepsThePosition() {
    Simulation.start()
    let layer = Layer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
    #expect(layer.position == CGPoint(x: 50, y: 50))
    #expect(layer.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
  }

  @Test func nonFiniteGeometryIsIgnoredWithADiagnostic() {
    let simulation = Simulation.start()
    let layer = Layer()
    layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layer.position = CGPoint(x: CGFloat.nan, y: 0)
    layer.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
    layer.bounds = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    layer.anchorPoint = CGPoint(x: 0, y: CGFloat.nan)
    #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(simulation.diagnostics.entries(withCode: .layerInvalidGeometry).count == 4)
  }

  @Test func convertingBetweenLayersAddsEachFrameAndBoundsOrigin() {
    Simulation.start()
    let root = layer(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = layer(frame: CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
    child.bounds.origin = CGPoint(x: 5, y: 5)
    let grandchild = layer(frame: CGRect(x: 30, y: 40, width: 10, height: 10), in: child)
    // The grandchild's origin is at (30, 40) in the child, which shows its bounds from (5, 5).
    #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 35, y: 55))
    #expect(root.convert(CGPoint(x: 35, y: 55), to: grandchild) == .zero)
    #expect(grandchild.convert(CGPoint(x: 1, y: 1), from: nil) == CGPoint(x: -34, y: -54))
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 7, height: 8), to: root)
        == CGRect(x: 5, y: 15, width: 7, height: 8))
    #expect(
      child.convert(CGRect(x: 5, y: 15, width: 7, height: 8), from: root)
        == CGRect(x: 0, y: 0, width: 7, height: 8))
  }

  @Test func aSublayerOfAViewsLayerConvertsToTheWindow() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let view = View(frame: CGRect(x: 40, y: 60, width: 200, height: 100))
    window.addSubview(view)
    let sublayer = layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), in: view.layer)
    #expect(sublayer.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 70))
    #expect(sublayer.convert(CGPoint.zero, to: window.layer) == CGPoint(x: 50, y: 70))
  }

  @Test func hitTestFindsTheFrontmostDescendantInsideTheBounds() {
    Simulation.start()
    let root = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let raised = layer(frame: CGRect(x: 0, y: 0, width: 30, height: 30), in: root)
    raised.zPosition = 1
    let back = layer(frame: CGRect(x: 0, y: 0, width: 60, height: 60), in: root)
    let front = layer(frame: CGRect(x: 40, y: 40, width: 60, height: 60), in: root)
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 50)) === back)
    #expect(root.hitTest(CGPoint(x: 10, y: 10)) === raised)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
    #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
    #expect(front.contains(CGPoint(x: 59, y: 0)))
    #expect(!front.contains(CGPoint(x: 60, y: 0)))
  }

  @Test func aSublayerOutsideItsSuperlayersBoundsIsNotHit() {
    Simulation.start()
    let root = layer(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    layer(frame: CGRect(x: 60, y: 0, width: 20, height: 20), in: root)
    #expect(root.hitTest(CGPoint(x: 70, y: 10)) == nil)
  }
}

@MainActor
@Suite struct ViewLayerHitTestTests {
  @Test func aViewsLayerTakesThePointInItsSuperviewsCoordinates() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let container = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(container)
    container.addSubview(view)
    let badge = Layer()
    badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.layer.addSublayer(badge)
    #expect(view.layer.hitTest(CGPoint(x: 15, y: 15)) === badge)
    #expect(view.layer.hitTest(CGPoint(x: 40, y: 40)) === view.layer)
    #expect(view.layer.hitTest(CGPoint(x: 115, y: 115)) == nil)
  }
}
