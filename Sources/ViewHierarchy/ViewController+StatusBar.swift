import Runtime

extension ViewController {
  /// Tells the system that ``prefersStatusBarHidden`` changed, as UIKit's method of the same name.
  ///
  /// The scene asks its deciding view controller (the topmost full-window one, following
  /// ``childForStatusBarHidden``) and updates ``WindowScene/isStatusBarHidden``. Does nothing
  /// outside a window scene.
  public func setNeedsStatusBarAppearanceUpdate() {
    viewIfLoaded?.window?.windowScene?.updateStatusBarAppearance()
  }
}
