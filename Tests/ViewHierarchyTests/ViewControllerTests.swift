import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct ViewControllerTests {
  @Test func viewLoadsLazilyOnceAndCallsViewDidLoad() {
    Simulation.start()
    let controller = RecordingViewController()
    #expect(!controller.isViewLoaded)
    let view = controller.view
    #expect(controller.view === view)
    #expect(controller.log == ["loadView", "viewDidLoad"])
  }

  @Test func appearanceCallbacksFollowTheViewIntoAndOutOfAWindow() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let controller = RecordingViewController()
    let view: View = controller.view
    controller.log.removeAll()
    window.addSubview(view)
    #expect(controller.appearanceState == .appeared)
    view.removeFromSuperview()
    #expect(controller.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(controller.appearanceState == .disappeared)
  }

  @Test func rootViewControllerFillsTheWindowAndAppears() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let controller = RecordingViewController()
    window.rootViewController = controller
    #expect(controller.view.frame == window.bounds)
    #expect(controller.log.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(window.windowScene?.keyWindow === window)
  }

  @Test func childContainmentCallsWillAndDidMoveAndChildrenAppearWithTheParent() {
    Simulation.start()
    let window = Window(windowScene: WindowScene())
    let parent = RecordingViewController()
    let child = RecordingViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    window.rootViewController = parent
    #expect(child.log.contains("viewDidAppear"))
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
    #expect(
      child.log.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
        == [
          "willMove(toParent:true)", "didMove(toParent:true)", "willMove(toParent:false)",
          "didMove(toParent:false)",
        ])
    #expect(child.log.last == "didMove(toParent:false)")
    #expect(child.log.contains("viewDidDisappear"))
  }

  @Test func addingAnAncestorAsChildIsRefused() {
    let simulation = Simulation.start()
    let parent = RecordingViewController()
    let child = RecordingViewController()
    parent.addChild(child)
    child.addChild(parent)
    #expect(parent.parent == nil)
    #expect(simulation.diagnostics.codes == [.viewControllerContainment])
  }
}

@MainActor
private final class RecordingViewController: ViewController {
  var log: [String] = []

  override func loadView() {
    log.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() { log.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
  override func willMove(toParent parent: ViewController?) {
    log.append("willMove(toParent:\(parent != nil))")
  }
  override func didMove(toParent parent: ViewController?) { log.append("didMove(toParent:\(parent != nil))") }
}
