import ViewHierarchy

/// Hears a player's fullscreen transitions: `JWPlayerViewControllerFullScreenDelegate`.
///
/// Contract (every method optional):
/// - Entering: ``playerViewControllerWillGoFullScreen(_:)`` inside the call that starts the
///   transition, then ``playerViewControllerDidGoFullScreen(_:)`` on the main run loop when the
///   presentation ends.
/// - Leaving: ``playerViewControllerWillDismissFullScreen(_:)`` then
///   ``playerViewControllerWillDismissFullScreen(_:reason:)`` inside the call, then
///   ``playerViewControllerDidDismissFullScreen(_:)`` then
///   ``playerViewControllerDidDismissFullScreen(_:reason:)`` when the dismissal ends. For each phase
///   the callback without a reason comes first.
/// - A refused request (already there, in progress, no window) calls nothing here.
@MainActor
public protocol FullScreenDelegate: AnyObject {
  /// The player is about to go fullscreen; return the view controller to present, or nil for the default.
  func playerViewControllerWillGoFullScreen(_ controller: FullScreenPlayerViewController)
    -> FullScreenViewController?
  /// The player now fills the screen.
  func playerViewControllerDidGoFullScreen(_ controller: FullScreenPlayerViewController)
  /// The player is about to leave fullscreen.
  func playerViewControllerWillDismissFullScreen(_ controller: FullScreenPlayerViewController)
  /// The player is about to leave fullscreen because of `reason`; called after the reasonless variant.
  func playerViewControllerWillDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason)
  /// The player left fullscreen.
  func playerViewControllerDidDismissFullScreen(_ controller: FullScreenPlayerViewController)
  /// The player left fullscreen because of `reason`; called after the reasonless variant.
  func playerViewControllerDidDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason)
}

extension FullScreenDelegate {
  /// Returns nil: use the default fullscreen view controller.
  public func playerViewControllerWillGoFullScreen(_ controller: FullScreenPlayerViewController)
    -> FullScreenViewController?
  { nil }
  /// Does nothing by default.
  public func playerViewControllerDidGoFullScreen(_ controller: FullScreenPlayerViewController) {}
  /// Does nothing by default.
  public func playerViewControllerWillDismissFullScreen(_ controller: FullScreenPlayerViewController) {}
  /// Does nothing by default.
  public func playerViewControllerWillDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {}
  /// Does nothing by default.
  public func playerViewControllerDidDismissFullScreen(_ controller: FullScreenPlayerViewController) {}
  /// Does nothing by default.
  public func playerViewControllerDidDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {}
}
