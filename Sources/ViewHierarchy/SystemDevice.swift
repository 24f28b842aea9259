import Foundation
import Runtime

/// The device as UIKit shows it to app code: the simulator's `UIDevice` (`UIDevice.current`).
///
/// One per simulation, reading the simulation's ``Runtime/Device`` and the orientation the user holds
/// it in (``UserInterfaceSystem/rotateDevice(to:)``). As on iOS, ``orientation`` is `.unknown` until
/// ``beginGeneratingDeviceOrientationNotifications()``; from then on every turn of the device posts
/// ``orientationDidChangeNotification`` on `NotificationCenter.default`, with this object as the
/// notification's object, before the interface follows.
@preconcurrency @MainActor
public final class SystemDevice: SimulationService {
  /// `UIDevice.orientationDidChangeNotification`.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  private unowned let simulation: Simulation
  private var notificationRequests = 0

  /// Creates the device object of `simulation`.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// The current simulation's device object, as `UIDevice.current` returns it.
  public static var current: SystemDevice { Simulation.current.service(SystemDevice.self) }

  /// How the user holds the device; `.unknown` while orientation notifications are not generated.
  public var orientation: DeviceOrientation {
    isGeneratingDeviceOrientationNotifications
      ? DeviceOrientation(simulation.userInterface.deviceOrientation) : .unknown
  }

  /// Whether ``orientationDidChangeNotification`` is posted (more `begin` than `end` calls).
  public var isGeneratingDeviceOrientationNotifications: Bool { notificationRequests > 0 }

  /// The OS version, such as `"17.0"` (`SimulatedOS.version`).
  public var systemVersion: String { simulation.device.systemVersion.description }

  /// The OS name, `"iOS"`.
  public var systemName: String { "iOS" }

  /// `"iPhone"` or `"iPad"`.
  public var model: String { simulation.device.idiom == .pad ? "iPad" : "iPhone" }

  /// The device's name.
  public var name: String { simulation.device.name }

  /// Phone or pad.
  public var userInterfaceIdiom: UserInterfaceIdiom { UserInterfaceIdiom(simulation.device.idiom) }

  /// Starts ``orientationDidChangeNotification`` posts and a known ``orientation``; calls nest.
  public func beginGeneratingDeviceOrientationNotifications() {
    notificationRequests += 1
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()``; an unbalanced call is ignored
  /// with a diagnostic.
  public func endGeneratingDeviceOrientationNotifications() {
    guard notificationRequests > 0 else {
      simulation.diagnostics.record(
        .deviceOrientationNotificationsUnbalanced, severity: .warning, subject: "UIDevice",
        message: "endGeneratingDeviceOrientationNotifications() ignored: no begin call is outstanding")
      return
    }
    notificationRequests -= 1
  }

  /// Key-value coding on the device, which app code uses only to force the orientation
  /// (`setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")`): refused,
  /// with an app-error diagnostic naming `UIWindowScene.requestGeometryUpdate(_:errorHandler:)`.
  ///
  /// The interface does not move: on iOS 16 and later UIKit ignores the call and logs that the
  /// orientation cannot be set this way; before, it was an undocumented trick PiPSim does not model.
  /// Any other key (UIKit raises an exception for it) is refused the same way.
  /// - Parameters:
  ///   - value: The value to set.
  ///   - key: The key, `"orientation"` in practice.
  public func setValue(_ value: Any?, forKey key: String) {
    let message =
      key == "orientation"
      ? "setValue(_:forKey: \"orientation\") ignored, as UIKit logs on iOS 16 and later: Setting "
        + "UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:) "
        + "(and setNeedsUpdateOfSupportedInterfaceOrientations())"
      : "setValue(_:forKey: \"\(key)\") ignored: UIDevice has no settable key \"\(key)\""
    simulation.diagnostics.record(
      .deviceOrientationSetValueRefused, severity: .appError, subject: "UIDevice", message: message)
  }

  /// Posts ``orientationDidChangeNotification`` if the app asked for it; the device just turned.
  func deviceDidRotate() {
    guard isGeneratingDeviceOrientationNotifications else { return }
    NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
  }
}
