import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct LayerTreeTests {
  private func names(_ layer: Layer) -> [String] {
    (layer.sublayers ?? []).map { $0.name ?? "?" }
  }

  private func makeParent() -> (Layer, [Layer]) {
    let parent = Layer()
    let children = ["a", "b", "c"].map { name in
      let layer = Layer()
      layer.name = name
      parent.addSublayer(layer)
      return layer
    }
    return (parent, children)
  }

  private func named(_ name: String) -> Layer {
    let layer = Layer()
    layer.name = name
    return layer
  }

  @Test func sublayersAreNilWhenEmpty() {
    Simulation.start()
    let parent = Layer()
    #expect(parent.sublayers == nil)
    let child = Layer()
    parent.addSublayer(child)
    #expect(parent.sublayers?.count == 1)
    child.removeFromSuperlayer()
    #expect(parent.sublayers == nil)
    parent.sublayers = [child]
    parent.sublayers = []
    #expect(parent.sublayers == nil)
    #expect(child.superlayer == nil)
  }

  @Test func insertAtIndexPlacesTheLayerThereAndClampsPastTheEnd() {
    Simulation.start()
    let (parent, _) = makeParent()
    parent.insertSublayer(named("x"), at: 1)
    #expect(names(parent) == ["a", "x", "b", "c"])
    parent.insertSublayer(named("y"), at: 0)
    parent.insertSublayer(named("z"), at: 99)
    #expect(names(parent) == ["y", "a", "x", "b", "c", "z"])
  }

  @Test func insertAboveAndBelowASiblingPlaceTheLayerNextToIt() {
    Simulation.start()
    let (parent, children) = makeParent()
    parent.insertSublayer(named("x"), above: children[0])
    #expect(names(parent) == ["a", "x", "b", "c"])
    parent.insertSublayer(named("y"), below: children[2])
    #expect(names(parent) == ["a", "x", "b", "y", "c"])
    parent.insertSublayer(named("top"), above: nil)
    parent.insertSublayer(named("bottom"), below: nil)
    #expect(names(parent) == ["bottom", "a", "x", "b", "y", "c", "top"])
  }

  @Test func insertingASublayerAgainMovesItWithinTheSameParent() {
    Simulation.start()
    let (parent, children) = makeParent()
    parent.insertSublayer(children[0], above: children[2])
    #expect(names(parent) == ["b", "c", "a"])
    parent.insertSublayer(children[0], below: children[1])
    #expect(names(parent) == ["a", "b", "c"])
    parent.addSublayer(children[0])
    #expect(names(parent) == ["b", "c", "a"])
  }

  @Test func aSiblingFromAnotherParentPutsTheLayerWhereNilWould() {
    Simulation.start()
    let (parent, _) = makeParent()
    let stranger = Layer()
    parent.insertSublayer(named("x"), above: stranger)
    parent.insertSublayer(named("y"), below: stranger)
    #expect(names(parent) == ["y", "a", "b", "c", "x"])
  }

  @Test func replaceSublayerPutsTheNewLayerInTheOldOnesPlace() {
    let simulation = Simulation.start()
    let (parent, children) = makeParent()
    let replacement = named("x")
    parent.replaceSublayer(children[1], with: replacement)
    #expect(names(parent) == ["a", "x", "c"])
    #expect(children[1].superlayer == nil)
    #expect(replacement.superlayer === parent)
    parent.replaceSublayer(children[1], with: named("y"))
    #expect(names(parent) == ["a", "x", "c"])
    #expect(simulation.diagnostics.entries(withCode: .layerNotASublayer).count == 1)
  }

  @Test func settingSublayersReplacesThemInOrder() {
    Simulation.start()
    let (parent, children) = makeParent()
    let other = Layer()
    let moved = named("m")
    other.addSublayer(moved)
    parent.sublayers = [children[2], moved]
    #expect(names(parent) == ["c", "m"])
    #expect(other.sublayers == nil)
    #expect(children[0].superlayer == nil)
  }

  @Test func aLayerCannotBeAddedToItsOwnSubtree() {
    let simulation = Simulation.start()
    let (parent, children) = makeParent()
    children[0].insertSublayer(parent, at: 0)
    #expect(children[0].sublayers == nil)
    #expect(simulation.diagnostics.entries(withCode: .viewHierarchyCycle).count == 1)
  }

  @Test func layoutRunsLayoutSublayersWhereItWasAskedFor() {
    Simulation.start()
    let parent = LayoutCounter()
    let child = LayoutCounter()
    parent.addSublayer(child)
    #expect(!child.needsLayout())
    child.setNeedsLayout()
    parent.setNeedsLayout()
    #expect(child.needsLayout())
    child.layoutIfNeeded()
    #expect(parent.layoutCount == 1 && child.layoutCount == 1)
    #expect(!parent.needsLayout() && !child.needsLayout())
    child.layoutIfNeeded()
    #expect(child.layoutCount == 1)
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(child.needsLayout())
  }

  @Test func displayRunsOnTheNextTurnOfTheMainRunLoopOnce() {
    let simulation = Simulation.start()
    let layer = LayoutCounter()
    layer.setNeedsDisplay()
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay())
    #expect(layer.displayCount == 0)
    simulation.runLoop.runUntilIdle()
    #expect(layer.displayCount == 1)
    #expect(!layer.needsDisplay())
    layer.needsDisplayOnBoundsChange = true
    layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    layer.displayIfNeeded()
    #expect(layer.displayCount == 2)
    simulation.runLoop.runUntilIdle()
    #expect(layer.displayCount == 2)
  }
}

@MainActor
private final class LayoutCounter: Layer {
  var layoutCount = 0
  var displayCount = 0

  override func layoutSublayers() {
    layoutCount += 1
  }

  override func display() {
    displayCount += 1
  }
}
