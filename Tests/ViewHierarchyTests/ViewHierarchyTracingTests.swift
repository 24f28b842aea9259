import Runtime
import Testing
import Tracing
import ViewHierarchy

/// A traced simulation with a key window (returned, since the scene holds it weakly) whose root is a
/// ``RotatingViewController``.
@MainActor
private func tracedScene(mask: InterfaceOrientationMask? = nil) -> (
  Simulation, WindowScene, Window, RotatingViewController
) {
  let simulation = Simulation.start(tracing: true)
  let scene = WindowScene(simulation: simulation)
  let window = Window(windowScene: scene)
  let root = RotatingViewController()
  root.mask = mask
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (simulation, scene, window, root)
}

/// The instants of `category` as `name key=value...`.
@MainActor
private func instants(_ simulation: Simulation, _ category: TraceCategory) -> [String] {
  simulation.trace.snapshot().events.filter { $0.category == category && $0.phase == .instant }.map { event in
    ([event.name] + event.arguments.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
  }
}

@MainActor
@Suite struct ViewHierarchyTracingTests {
  @Test func everyMoveOfAViewIsTracedWithItsOldAndNewSuperviewAndIndex() {
    let (simulation, _, window, root) = tracedScene()
    let inline = View()
    inline.accessibilityIdentifier = "inline"
    let container = View()
    container.accessibilityIdentifier = "pipContainer"
    let source = View()
    source.accessibilityIdentifier = "source"
    root.view.addSubview(inline)
    root.view.addSubview(container)
    inline.addSubview(source)
    container.addSubview(source)
    inline.insertSubview(source, at: 0)
    source.removeFromSuperview()
    let moves = instants(simulation, .view).filter { $0.contains("view=source") }
    #expect(
      moves == [
        "view.moved view=source from=none to=inline index=0",
        "view.moved view=source from=inline to=pipContainer index=0",
        "view.moved view=source from=pipContainer to=inline index=0",
        "view.moved view=source from=inline to=none",
      ])
    #expect(
      instants(simulation, .view).first
        == "view.moved view=view of RotatingViewController from=none to=UIWindow index=0",
      "a view controller's root view is named after its controller")
    #expect(window.subviews.first === root.view)
  }

  @Test func orientationRequestsAreTracedWithTheirOutcomeAndRotationsAsChanges() throws {
    let (simulation, scene, window, root) = tracedScene(mask: .portrait)
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    root.mask = nil
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: []))
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(
      instants(simulation, .orientation) == [
        "orientation.request requested=landscapeLeft, landscapeRight outcome=denied",
        "orientation.request requested=landscapeLeft, landscapeRight outcome=granted",
        "orientation.changed from=portrait to=landscapeRight "
          + "cause=requestGeometryUpdate(landscapeLeft, landscapeRight)",
        "orientation.request requested=landscapeLeft, landscapeRight outcome=alreadySatisfied",
        "orientation.request requested=none outcome=unsupported",
      ])
    #expect(window.frame.width > window.frame.height)
  }

  @Test func anUntracedSimulationRecordsNoMovesOrOrientationEvents() {
    let simulation = Simulation.start()
    let scene = WindowScene(simulation: simulation)
    let window = Window(windowScene: scene)
    window.rootViewController = RotatingViewController()
    window.makeKeyAndVisible()
    window.addSubview(View())
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    #expect(scene.interfaceOrientation == .landscapeRight)
    #expect(simulation.trace.snapshot().events.isEmpty)
  }
}
