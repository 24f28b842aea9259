import Foundation
import Runtime
import Tracing

extension WindowScene {
  /// The scene's geometry as the system last settled it: `UIWindowScene.Geometry`.
  public struct Geometry: Hashable, Sendable {
    /// The interface orientation.
    public let interfaceOrientation: InterfaceOrientation
    /// The bounds of the scene's coordinate space (the screen, in the interface orientation).
    public let coordinateSpaceBounds: CGRect
  }

  /// The geometry the system settled on; observe it to see the result of a request or a rotation.
  ///
  /// Changes once per rotation, whatever caused it (a granted geometry request, a mask update, the
  /// user turning the device), and never when a request leaves the interface where it was.
  public var effectiveGeometry: Geometry {
    Geometry(interfaceOrientation: interfaceOrientation, coordinateSpaceBounds: screenBounds)
  }

  /// The view controller whose ``ViewController/supportedInterfaceOrientations`` the scene asks:
  /// the topmost full-window one of the key window, or of the first window that has a root.
  public var orientationDecidingViewController: ViewController? {
    let window =
      keyWindow.flatMap { $0.rootViewController == nil ? nil : $0 }
      ?? windows.first { $0.rootViewController != nil }
    return window?.topmostFullWindowViewController
  }

  /// The orientations the scene may take: view controller mask ∩ app mask ∩ device mask.
  ///
  /// The view controller mask is that of ``orientationDecidingViewController`` (every orientation
  /// when the scene shows none); the app mask is
  /// ``UserInterfaceSystem/appSupportedInterfaceOrientations``; the device mask is
  /// ``UserInterfaceSystem/deviceSupportedInterfaceOrientations``.
  public var effectiveSupportedInterfaceOrientations: InterfaceOrientationMask {
    let system = simulation.userInterface
    let controllerMask = orientationDecidingViewController?.supportedInterfaceOrientations ?? .all
    return controllerMask.intersection(system.appSupportedInterfaceOrientations)
      .intersection(system.deviceSupportedInterfaceOrientations)
  }

  /// Rotates the interface to `target`, telling the view controllers first; nothing when already there.
  ///
  /// Sequence: `viewWillTransition(to:with:)` on every window's root view controller, then the new
  /// orientation, window frames and `effectiveGeometry` (observers told), then the coordinator's
  /// alongside blocks, then its completions after the rotation duration.
  func rotate(to target: InterfaceOrientation, animated: Bool, cause: String) {
    let origin = interfaceOrientation
    guard target != origin else { return }
    let newBounds = simulation.device.screenBounds(in: target)
    let coordinator = TransitionCoordinator(
      targetSize: newBounds.size,
      transitionDuration: View.animationDuration(
        simulation.userInterface.rotationDuration, animated: animated),
      simulation: simulation)
    let currentWindows = windows
    for window in currentWindows {
      window.rootViewController?.viewWillTransition(to: newBounds.size, with: coordinator)
    }
    interfaceOrientation = target
    simulation.mainTrack.instant(
      "orientation.changed", category: .orientation,
      .init(("from", .string(origin.name)), ("to", .string(target.name)), ("cause", .string(cause))))
    for window in currentWindows { window.frame = newBounds }
    didChangeValue(for: \WindowScene.interfaceOrientation)
    didChangeValue(for: \WindowScene.effectiveGeometry)
    simulation.diagnostics.record(
      .interfaceRotated, subject: "UIWindowScene",
      message: "rotated from \(origin.name) to \(target.name) (\(cause))")
    coordinator.runAnimations()
  }

  func supportedInterfaceOrientationsDidChange() {
    let effective = effectiveSupportedInterfaceOrientations
    guard !effective.contains(interfaceOrientation) else { return }
    guard let target = effective.preferredOrientation else {
      reportNoCommonOrientation()
      return
    }
    rotate(to: target, animated: true, cause: "supported orientations changed to \(effective)")
  }

  /// A presentation or dismissal changed the topmost full-window view controller: rotates when the
  /// current orientation is no longer allowed, to `presented`'s preferred orientation for
  /// presentation when the scene allows it, else to the first allowed one.
  func topmostViewControllerChanged(preferring presented: ViewController?) {
    let effective = effectiveSupportedInterfaceOrientations
    guard !effective.contains(interfaceOrientation) else { return }
    let preferred = presented?.preferredInterfaceOrientationForPresentation
    guard
      let target = preferred.flatMap({ effective.contains($0) ? $0 : nil }) ?? effective.preferredOrientation
    else {
      reportNoCommonOrientation()
      return
    }
    let cause = presented.map { "presented \(appleTypeName(of: type(of: $0)))" } ?? "dismissed"
    rotate(to: target, animated: true, cause: cause)
  }

  func deviceDidRotate(to orientation: InterfaceOrientation) {
    // A device whose orientation is not known gives the interface nothing to follow.
    guard orientation != interfaceOrientation, orientation != .unknown else { return }
    let reason: String?
    let effective = effectiveSupportedInterfaceOrientations
    if orientationDecidingViewController?.shouldAutorotate == false {
      reason = "the topmost full-window view controller's shouldAutorotate is false"
    } else if !effective.contains(orientation) {
      reason = "\(orientation.name) is not among the supported orientations (\(effective))"
    } else {
      reason = nil
    }
    guard let reason else {
      rotate(to: orientation, animated: true, cause: "the user turned the device")
      return
    }
    simulation.diagnostics.record(
      .deviceRotationIgnored, subject: "UIWindowScene",
      message: "the interface stays in \(interfaceOrientation.name): \(reason)")
  }

  private func reportNoCommonOrientation() {
    let system = simulation.userInterface
    let controllerMask = orientationDecidingViewController?.supportedInterfaceOrientations ?? .all
    simulation.diagnostics.record(
      .noCommonOrientation, severity: .appError, subject: "UIWindowScene",
      message: "the view controller (\(controllerMask)), app (\(system.appSupportedInterfaceOrientations)) "
        + "and device (\(system.deviceSupportedInterfaceOrientations)) masks share no orientation; "
        + "the interface stays in \(interfaceOrientation.name)")
  }
}
