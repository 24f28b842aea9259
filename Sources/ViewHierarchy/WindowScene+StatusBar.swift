import Runtime

extension WindowScene {
  /// Whether the status bar is hidden, as `statusBarManager.isStatusBarHidden` reports it.
  ///
  /// Hidden when the deciding view controller preferred so at its last
  /// `setNeedsStatusBarAppearanceUpdate()`, and always in landscape on a phone (iOS hides it there).
  public var isStatusBarHidden: Bool {
    statusBarHiddenByPreference || (simulation.device.idiom == .phone && interfaceOrientation.isLandscape)
  }

  /// The view controller whose ``ViewController/prefersStatusBarHidden`` decides the status bar.
  public var statusBarDecidingViewController: ViewController? {
    var current = orientationDecidingViewController
    while let child = current?.childForStatusBarHidden { current = child }
    return current
  }

  func updateStatusBarAppearance() {
    statusBarHiddenByPreference = statusBarDecidingViewController?.prefersStatusBarHidden ?? false
  }
}
