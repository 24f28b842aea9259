import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct ViewHierarchyTests {
  @Test func addSubviewMovesAViewOutOfItsOldSuperview() {
    Simulation.start()
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && second.subviews[0] === child)
    #expect(child.superview === second)
  }

  @Test func insertSubviewPlacesAtTheIndexAndClampsPastTheEnd() {
    Simulation.start()
    let parent = View()
    let views = (0..<3).map { _ in View() }
    views.forEach(parent.addSubview)
    let inserted = View()
    parent.insertSubview(inserted, at: 1)
    #expect(
      parent.subviews.map { ObjectIdentifier($0) }
        == [views[0], inserted, views[1], views[2]].map { ObjectIdentifier($0) })
    let last = View()
    parent.insertSubview(last, at: 99)
    #expect(parent.subviews.last === last)
    #expect(inserted.indexInSuperview == 1)
  }

  @Test func removeFromSuperviewDetachesAndIsANoOpTheSecondTime() {
    Simulation.start()
    let parent = View()
    let child = View()
    parent.addSubview(child)
    var moves: [String] = []
    let token = View.hierarchyChanges.add { change in
      if case .viewMoved(let move) = change { moves.append("\(move.from === parent)->\(move.to == nil)") }
    }
    child.removeFromSuperview()
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    #expect(moves == ["true->true"])
    token.invalidate()
  }

  @Test func superviewIsWeak() {
    Simulation.start()
    let child = View()
    do {
      let parent = View()
      parent.addSubview(child)
      #expect(child.superview != nil)
    }
    #expect(child.superview == nil)
  }

  @Test func addingAViewToItsDescendantIsRefusedWithADiagnostic() {
    let simulation = Simulation.start()
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(simulation.diagnostics.codes == [.viewHierarchyCycle])
  }

  @Test func autoresizingFollowsTheSuperviewsBoundsChange() {
    Simulation.start()
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let filling = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = View(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let centred = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    [filling, pinnedRight, centred, fixed].forEach(parent.addSubview)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(filling.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(pinnedRight.frame == CGRect(x: 170, y: 0, width: 20, height: 20))
    #expect(centred.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test func boundsSizeChangeKeepsTheCentre() {
    Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(view.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
  }

  @Test func convertAccountsForEveryAncestorsOrigin() {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let middle = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let leaf = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.convert(leaf.bounds, to: root) == CGRect(x: 15, y: 25, width: 10, height: 10))
    #expect(
      root.convert(CGRect(x: 15, y: 25, width: 1, height: 1), to: leaf)
        == CGRect(x: 0, y: 0, width: 1, height: 1)
    )
  }

  @Test func windowMembershipFollowsTheTreeAndHooksFire() {
    Simulation.start()
    let scene = WindowScene()
    let window = Window(windowScene: scene)
    let container = View()
    let leaf = HookRecorder()
    container.addSubview(leaf)
    #expect(leaf.window == nil)
    window.addSubview(container)
    #expect(leaf.window === window)
    container.removeFromSuperview()
    #expect(leaf.window == nil)
    #expect(
      leaf.log == [
        "willMoveToWindow:true", "didMoveToWindow:true", "willMoveToWindow:false", "didMoveToWindow:false",
      ])
    #expect(window.frame.size == CGSize(width: 390, height: 844))
  }

  @Test func layerFindsItsHostingViewAndWindow() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let view = View()
    let layer = Layer()
    view.layer.addSublayer(layer)
    #expect(layer.hostingView === view)
    window.addSubview(view)
    #expect(layer.hostingView?.window === window)
  }

  @Test func sceneActivationFollowsTheApp() {
    let simulation = Simulation.start()
    let scene = WindowScene()
    var steps: [WindowScene.ActivationState] = []
    let token = scene.activationChanges.add { steps.append($0.to) }
    simulation.app.enterBackground()
    #expect(scene.activationState == .background)
    #expect(steps == [.foregroundInactive, .background])
    token.invalidate()
  }
}

@MainActor
private final class HookRecorder: View {
  var log: [String] = []

  override func willMove(toWindow newWindow: Window?) {
    log.append("willMoveToWindow:\(newWindow != nil)")
  }

  override func didMoveToWindow() {
    log.append("didMoveToWindow:\(window != nil)")
  }
}
