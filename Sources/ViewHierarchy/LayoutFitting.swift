import ConstraintSolver
import Foundation

/// A one-off constraint system that measures a view on its own, for
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
///
/// It holds the view's subtree as the tree's engine has it (the active, unbroken constraints that
/// stay inside the subtree), with the view as root at the origin. The tree's engine is not touched.
@MainActor
struct LayoutFitting {
  private let root: View
  private var solver = Solver(conflictHandling: .lenient)
  private var variables: [ObjectIdentifier: LayoutItemVariables] = [:]

  init(root: View) {
    self.root = root
    let rootVariables = variables(for: root)
    add(Constraint(rootVariables.left, .equal, 0))
    add(Constraint(rootVariables.top, .equal, 0))
    for constraint in root.constraintsInvolvingSubtree where !constraint.isBroken {
      let inside = constraint.items.allSatisfy { $0.hostView?.isDescendant(of: root) ?? false }
      guard inside else { continue }
      add(constraint.solverForm { variables(for: $0) })
    }
  }

  /// Pulls the root's width and height towards the target at the given priorities (an invalid
  /// priority or a non-finite target leaves that dimension unpulled).
  mutating func pull(
    width: CGFloat, at widthPriority: LayoutPriority, height: CGFloat, at heightPriority: LayoutPriority
  ) {
    let own = variables(for: root)
    for (variable, target, priority) in [
      (own.width, width, widthPriority), (own.height, height, heightPriority),
    ]
    where target.isFinite && priority.isValid {
      add(Constraint(variable, .equal, target, strength: priority.strength, name: "fitting"))
    }
  }

  /// The root's size in the solution, each dimension at least zero.
  var size: CGSize {
    let own = variables[ObjectIdentifier(root)] ?? LayoutItemVariables(label: "fitting")
    return CGSize(
      width: max(0, solver.value(of: own.width)), height: max(0, solver.value(of: own.height)))
  }

  private mutating func add(_ constraint: Constraint) {
    // A conflict leaves the constraint out (lenient solver), as the engine breaks one.
    _ = try? solver.add(constraint)
    solver.removeRecoveredConflicts()
  }

  private mutating func variables(for item: LayoutItem) -> LayoutItemVariables {
    switch item.kind {
    case .view(let view): return variables(for: view)
    case .guide(let guide): return variables(for: guide)
    }
  }

  private mutating func variables(for view: View) -> LayoutItemVariables {
    let key = ObjectIdentifier(view)
    if let existing = variables[key] { return existing }
    let own = LayoutItemVariables(label: view.layoutLabel)
    variables[key] = own
    guard view !== root, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
      addIntrinsicConstraints(of: view, own)
      return own
    }
    let host = variables(for: superview)
    let frame = view.frame
    add(Constraint(own.left - host.left, .equal, frame.minX - superview.bounds.minX))
    add(Constraint(own.top - host.top, .equal, frame.minY - superview.bounds.minY))
    add(Constraint(own.width, .equal, frame.width))
    add(Constraint(own.height, .equal, frame.height))
    return own
  }

  private mutating func variables(for guide: LayoutGuide) -> LayoutItemVariables {
    let key = ObjectIdentifier(guide)
    if let existing = variables[key] { return existing }
    let own = LayoutItemVariables(label: guide.label)
    variables[key] = own
    guard let owner = guide.owningView, let insets = guide.systemInsets else { return own }
    let host = variables(for: owner)
    add(Constraint(own.left, .equal, host.left + insets.left))
    add(Constraint(own.top, .equal, host.top + insets.top))
    add(Constraint(own.width, .equal, host.width - (insets.left + insets.right)))
    add(Constraint(own.height, .equal, host.height - (insets.top + insets.bottom)))
    return own
  }

  private mutating func addIntrinsicConstraints(of view: View, _ own: LayoutItemVariables) {
    for constraint in view.intrinsicSizeConstraints(width: own.width, height: own.height) { add(constraint) }
  }
}
