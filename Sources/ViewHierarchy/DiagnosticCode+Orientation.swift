import Runtime

extension DiagnosticCode {
  /// The interface rotated (a granted geometry request, a mask update or the user turning the device).
  public static let interfaceRotated = DiagnosticCode(rawValue: "orientation.rotated")
  /// A geometry request was granted without a rotation: the interface already was in an allowed orientation.
  public static let geometryRequestAlreadySatisfied = DiagnosticCode(
    rawValue: "orientation.request.alreadySatisfied")
  /// A geometry request was denied (UISceneError 101): no requested orientation is supported.
  public static let geometryRequestDenied = DiagnosticCode(rawValue: "orientation.request.denied")
  /// A geometry request was invalid (UISceneError 100): it named no orientation.
  public static let geometryRequestUnsupported = DiagnosticCode(rawValue: "orientation.request.unsupported")
  /// An orientation API was called on an OS version that does not have it.
  public static let orientationAPIUnavailable = DiagnosticCode(rawValue: "orientation.api.unavailable")
  /// The user turned the device but the interface stayed (mask or `shouldAutorotate`).
  public static let deviceRotationIgnored = DiagnosticCode(rawValue: "orientation.deviceRotation.ignored")
  /// The view controller, app and device masks have no orientation in common.
  public static let noCommonOrientation = DiagnosticCode(rawValue: "orientation.noCommonOrientation")
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` was called on a view controller outside any scene.
  public static let orientationUpdateWithoutScene = DiagnosticCode(
    rawValue: "orientation.update.noWindowScene")
  /// `animate(alongsideTransition:completion:)` was called after the transition had started.
  public static let transitionAnimationRefused = DiagnosticCode(rawValue: "transition.animate.refused")
  /// A `present` or `dismiss` call that UIKit would ignore with a console warning.
  public static let presentationRefused = DiagnosticCode(rawValue: "viewController.presentation.refused")
}
