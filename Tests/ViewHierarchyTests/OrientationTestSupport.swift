import Clocks
import Foundation
import Runtime
import ViewHierarchy

/// A view controller with a settable mask that logs its rotation callbacks.
@MainActor
final class RotatingViewController: ViewController {
  var mask: InterfaceOrientationMask?
  var autorotates = true
  var log: [String] = []
  var coordinators: [TransitionCoordinator] = []

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    mask ?? super.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool { autorotates }

  override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinators.append(coordinator)
    let scene = view.window?.windowScene
    log.append(
      "willTransition(\(size.pointsDescription)) viewWidth=\(view.bounds.width) scene=\(scene?.interfaceOrientation.name ?? "-")"
    )
    coordinator.animate(
      alongsideTransition: { [self] _ in
        log.append("alongside viewWidth=\(view.bounds.width)")
      },
      completion: { [self] _ in
        log.append("completion")
      })
  }
}

/// A scene with a key window whose root is a ``RotatingViewController``.
@MainActor
struct RotationFixture {
  let simulation: Simulation
  let scene: WindowScene
  let window: Window
  let root: RotatingViewController

  init(device: Device = .iPhone14, mask: InterfaceOrientationMask? = nil) {
    simulation = Simulation.start(device: device)
    scene = WindowScene(simulation: simulation)
    window = Window(windowScene: scene)
    root = RotatingViewController()
    root.mask = mask
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  func advance(seconds: Double) throws {
    try simulation.runLoop.advance(by: MediaTime(seconds: seconds))
  }
}
