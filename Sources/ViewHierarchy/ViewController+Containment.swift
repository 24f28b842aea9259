import Runtime

extension ViewController {
  /// Makes `child` a child of this view controller, calling `child.willMove(toParent: self)` first.
  ///
  /// As in UIKit, the caller then adds the child's view and calls `child.didMove(toParent: self)`.
  /// A child of another parent is removed from it first. Adding self or an ancestor is refused with a
  /// diagnostic.
  public func addChild(_ child: ViewController) {
    var ancestor: ViewController? = self
    while let current = ancestor {
      guard current !== child else {
        Simulation.current.diagnostics.record(
          .viewControllerContainment, severity: .warning, subject: appleTypeName(of: type(of: child)),
          message: "addChild ignored: a view controller cannot contain itself or an ancestor")
        return
      }
      ancestor = current.parent
    }
    if child.parent === self { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this view controller from its parent, then calls `didMove(toParent: nil)`.
  ///
  /// As in UIKit, the caller calls `willMove(toParent: nil)` first and removes the view itself.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
}
