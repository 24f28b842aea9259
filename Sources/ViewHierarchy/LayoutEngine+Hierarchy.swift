import Runtime

extension LayoutEngine {
  /// Takes a subtree out of its engine before it changes superview, as UIKit does: constraints
  /// between the subtree and the rest of the tree are deactivated; constraints inside it are
  /// returned to be re-activated wherever it lands.
  static func subtreeWillMove(_ subtree: View) -> [LayoutConstraint] {
    guard let engine = subtree.rootView.layoutState.engine else { return [] }
    var carried: [LayoutConstraint] = []
    for constraint in engine.activeConstraints {
      let inside = constraint.items.map { $0.hostView?.isDescendant(of: subtree) ?? false }
      if inside.allSatisfy({ $0 }) {
        carried.append(constraint)
        engine.remove(constraint)
      } else if inside.contains(true) {
        engine.remove(constraint)
      }
    }
    for record in engine.records.values where record.hostView?.isDescendant(of: subtree) ?? true {
      engine.unregister(record)
    }
    if subtree.layoutState.engine === engine { subtree.layoutState.engine = nil }
    return carried
  }

  /// Re-activates the constraints a subtree carried, in the engine of the tree it landed in.
  static func subtreeDidMove(carrying constraints: [LayoutConstraint]) {
    guard !constraints.isEmpty else { return }
    LayoutConstraint.activate(constraints)
  }

  /// The active constraints that mention `view`, its descendants or their guides.
  func constraints(involvingSubtree view: View) -> [LayoutConstraint] {
    activeConstraints.filter { constraint in
      constraint.items.contains { $0.hostView?.isDescendant(of: view) ?? false }
    }
  }
}
