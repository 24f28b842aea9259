import Foundation
import Runtime

/// The device's screen as UIKit shows it to app code: the simulator's `UIScreen` (`UIScreen.main`).
///
/// One per simulation. As on iOS 8 and later, ``bounds`` follows the interface orientation (of the
/// first connected scene; portrait when there is none); ``nativeBounds`` is the portrait screen in
/// pixels.
@preconcurrency @MainActor
public final class Screen: SimulationService {
  private unowned let simulation: Simulation

  /// Creates the screen of `simulation`.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// The current simulation's screen, as `UIScreen.main` returns it.
  public static var main: Screen { Simulation.current.service(Screen.self) }

  /// The screen in points, in the current interface orientation.
  public var bounds: CGRect {
    let orientation = simulation.userInterface.connectedScenes.first?.interfaceOrientation ?? .portrait
    return simulation.device.screenBounds(in: orientation)
  }

  /// Pixels per point.
  public var scale: CGFloat { simulation.device.screenScale }

  /// Pixels per point of the hardware (the same as ``scale`` here).
  public var nativeScale: CGFloat { scale }

  /// The portrait screen in pixels.
  public var nativeBounds: CGRect {
    let size = simulation.device.portraitScreenSize
    return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
  }
}
