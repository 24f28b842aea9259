import Clocks
import Runtime

/// The system side of the interface: the app's Info.plist orientations, the physical device
/// orientation, and how long rotations and presentations animate. One per simulation.
///
/// Reach it through ``Runtime/Simulation/userInterface``. Rotating the device
/// (``rotateDevice(to:)``) rotates every scene whose topmost full-window view controller allows the
/// new orientation and autorotates.
@MainActor
public final class UserInterfaceSystem: SimulationService {
  /// The orientations the app declares (`UISupportedInterfaceOrientations` in Info.plist).
  ///
  /// Defaults to ``InterfaceOrientationMask/all``, so the view controller and the device decide.
  public var appSupportedInterfaceOrientations: InterfaceOrientationMask = .all
  /// How long an animated interface rotation takes (UIKit: about 0.3 s on a phone).
  public var rotationDuration: MediaTime = .milliseconds(300)
  /// How long an animated modal presentation or dismissal takes.
  public var presentationDuration: MediaTime = .milliseconds(350)
  /// How long an animated navigation push or pop takes (UIKit:
  /// `UINavigationControllerHideShowBarDuration`, 0.35 s).
  public var navigationTransitionDuration: MediaTime = .milliseconds(350)
  /// The orientation the user holds the device in, named by the interface orientation it implies.
  public private(set) var deviceOrientation: InterfaceOrientation = .portrait
  /// Every view and layer move in this simulation, in order; attach tracers here.
  public let hierarchyChanges = ObserverList<HierarchyChange>()

  private unowned let simulation: Simulation
  private var sceneReferences: [WeakScene] = []

  /// Creates the system for `simulation`, with the device held in portrait.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// The orientations the hardware allows: no upside-down portrait on an iPhone without a Home button.
  public var deviceSupportedInterfaceOrientations: InterfaceOrientationMask {
    let device = simulation.device
    return device.idiom == .phone && !device.hasHomeButton ? .allButUpsideDown : .all
  }

  /// The user turns the device to `orientation`; each scene follows if its view controller allows it.
  ///
  /// A scene stays where it is, with an info diagnostic saying why, when the orientation is outside
  /// its effective mask or its topmost full-window view controller does not autorotate. A real turn
  /// posts `UIDevice.orientationDidChangeNotification` first (see ``SystemDevice``). Turned to
  /// `unknown`, the device's orientation reads `unknown` and every scene stays, without a diagnostic.
  public func rotateDevice(to orientation: InterfaceOrientation) {
    let turned = orientation != deviceOrientation
    deviceOrientation = orientation
    if turned { simulation.service(SystemDevice.self).deviceDidRotate() }
    sceneReferences.removeAll { $0.scene == nil }
    for reference in sceneReferences {
      reference.scene?.deviceDidRotate(to: orientation)
    }
  }

  /// The scenes of the app that are still alive, in creation order.
  public var connectedScenes: [WindowScene] { sceneReferences.compactMap(\.scene) }

  func register(_ scene: WindowScene) {
    sceneReferences.removeAll { $0.scene == nil }
    sceneReferences.append(WeakScene(scene: scene))
  }
}

extension Simulation {
  /// The simulation's interface system: app orientation mask, device orientation, animation durations.
  public var userInterface: UserInterfaceSystem { service(UserInterfaceSystem.self) }
}

@MainActor
private struct WeakScene {
  weak var scene: WindowScene?
}
