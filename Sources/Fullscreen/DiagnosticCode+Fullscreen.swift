import Runtime

extension DiagnosticCode {
  /// A tap on a player view controller's PiP button that has no button to land on (controls hidden or
  /// PiP not allowed): ignored.
  public static let playerViewControllerPictureInPictureButtonMissing = DiagnosticCode(
    rawValue: "playerViewController.pipButtonMissing")
  /// A fullscreen orientation request came to an outcome (granted or refused); the message explains it.
  public static let fullscreenOrientationOutcome = DiagnosticCode(rawValue: "fullscreen.orientation.outcome")
  /// A fullscreen transition was asked for and did nothing; the message says why.
  public static let fullscreenTransitionRefused = DiagnosticCode(rawValue: "fullscreen.transition.refused")
  /// The fullscreen view controller the delegate returned could not be used; the default one was.
  public static let fullscreenViewControllerReplaced = DiagnosticCode(
    rawValue: "fullscreen.viewController.replaced")
  /// The player view's original superview was gone when fullscreen ended; the view was left detached.
  public static let fullscreenOriginalSuperviewGone = DiagnosticCode(
    rawValue: "fullscreen.playerView.originalSuperviewGone")
}

extension DiagnosticCode {
  /// The player entered native fullscreen; the message lists what was left behind and which ad
  /// formats still work.
  public static let nativeFullscreenLimitsFormats = DiagnosticCode(
    rawValue: "fullscreen.native.limitsFormats")
}
