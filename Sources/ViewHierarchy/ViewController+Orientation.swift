import Foundation
import Runtime

extension ViewController {
  /// Tells the system that ``supportedInterfaceOrientations`` changed (iOS 16+).
  ///
  /// The scene recomputes its effective mask; when the current orientation is no longer in it, the
  /// interface rotates to the first allowed one (portrait, landscape-right, landscape-left,
  /// upside-down), animated unless called inside ``View/performWithoutAnimation(_:)``. Outside a
  /// window scene, or before iOS 16, nothing happens and a diagnostic says why.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {
    let simulation = simulationOfView
    let subject = appleTypeName(of: type(of: self))
    let running = simulation.device.systemVersion
    guard running >= WindowScene.geometryRequestsIntroducedIn else {
      let error = APIUnavailableError(
        api: "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()",
        introducedIn: WindowScene.geometryRequestsIntroducedIn, running: running)
      simulation.diagnostics.record(
        .orientationAPIUnavailable, severity: .appError, subject: subject, message: error.description)
      return
    }
    guard let scene = viewIfLoaded?.window?.windowScene else {
      simulation.diagnostics.record(
        .orientationUpdateWithoutScene, severity: .warning, subject: subject,
        message: "setNeedsUpdateOfSupportedInterfaceOrientations() did nothing: the view is not in a "
          + "window scene; call it once the view is in a window")
      return
    }
    scene.supportedInterfaceOrientationsDidChange()
  }

  var defaultSupportedInterfaceOrientations: InterfaceOrientationMask {
    simulationOfView.device.idiom == .pad ? .all : .allButUpsideDown
  }

  func forwardViewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }
}
