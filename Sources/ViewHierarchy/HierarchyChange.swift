import Runtime

/// One move of a view from one superview to another (either may be nil), as tracers see it.
@MainActor
public struct ViewMove {
  /// The view that moved.
  public let view: View
  /// Its superview before the move.
  public let from: View?
  /// Its superview after the move.
  public let to: View?
  /// Its index among the new superview's subviews, nil when removed.
  public let index: Int?
}

/// A change anywhere in a view or layer tree.
@MainActor
public enum HierarchyChange {
  /// A view moved (added, moved, re-ordered or removed).
  case viewMoved(ViewMove)
  /// A layer was added to or removed from a superlayer.
  case layerMoved(Layer)
}

extension DiagnosticCode {
  /// A view or layer add that would create a cycle (ignored).
  public static let viewHierarchyCycle = DiagnosticCode(rawValue: "view.hierarchyCycle")
  /// A view controller containment call out of order (ignored).
  public static let viewControllerContainment = DiagnosticCode(rawValue: "viewController.containment")
}
