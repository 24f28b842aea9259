import ViewHierarchy

/// What a tab bar controller asks and tells its delegate about the user's tab choices: the
/// simulator's `UITabBarControllerDelegate`.
///
/// Both methods are optional. As UIKit documents, they are called only when the user taps a tab
/// (``PiPSimTesting/SimulatedApp/selectTab(_:of:)``), not when the app sets `selectedIndex` or
/// `selectedViewController`. The custom-transition methods are not simulated.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the user's tap on `viewController`'s tab selects it (default true).
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  /// Called after the user's tap on `viewController`'s tab, also when it was selected already.
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Answers true.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  {}
}
