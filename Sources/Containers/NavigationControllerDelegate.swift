import ViewHierarchy

/// What a navigation controller tells its delegate: the simulator's `UINavigationControllerDelegate`.
///
/// Both methods are optional (default implementations do nothing). The custom-transition methods
/// (`animationControllerFor`, `interactionControllerFor`) are not simulated: a navigation
/// controller always uses its standard transition.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called when a transition to `viewController` starts, before its view appears.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
  /// Called when a transition to `viewController` has ended, after its `viewDidAppear`.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {}
}
