import ConstraintSolver
import Foundation
import Runtime

/// The four root-coordinate variables of a view or layout guide.
struct LayoutItemVariables {
  /// The left edge, in the root view's coordinates.
  let left: Variable
  /// The top edge, in the root view's coordinates.
  let top: Variable
  /// The width.
  let width: Variable
  /// The height.
  let height: Variable

  init(label: String) {
    left = Variable("\(label).left")
    top = Variable("\(label).top")
    width = Variable("\(label).width")
    height = Variable("\(label).height")
  }
}

/// What a layout engine knows about one view or guide: its variables and the constraints the
/// system adds for it.
@MainActor
final class LayoutItemRecord {
  /// How the item's frame is decided.
  enum Role {
    /// The tree's root: origin zero, size from its frame (edit variables).
    case root
    /// A view whose frame becomes fixed constraints (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizing
    /// A view or custom guide whose frame comes from constraints; weak stays keep it in place
    /// where the constraints leave it free.
    case constrained
    /// A safe-area guide: inset from its view by edit variables the system suggests.
    case safeArea
  }

  /// The identity of the view or guide, the record's key in the engine.
  let key: ObjectIdentifier
  let variables: LayoutItemVariables
  let parent: LayoutItemRecord?
  let depth: Int
  weak var view: View?
  weak var guide: LayoutGuide?
  var role = Role.constrained
  /// The required constraints the system added for the item (origin, autoresizing, guide ties).
  var systemConstraints: [Constraint] = []
  /// The content-hugging and compression-resistance constraints made from the view's intrinsic
  /// content size, replaced when it is invalidated.
  var intrinsicConstraints: [Constraint] = []
  /// The edit variables the system holds for the item, with the value last suggested for each.
  var editValues: [(variable: Variable, value: Double)] = []
  /// The frame the autoresizing constraints hold, for an autoresizing view.
  var autoresizingFrame: CGRect?

  init(
    key: ObjectIdentifier, variables: LayoutItemVariables, parent: LayoutItemRecord?, view: View?,
    guide: LayoutGuide?
  ) {
    self.key = key
    self.variables = variables
    self.parent = parent
    depth = (parent?.depth ?? -1) + 1
    self.view = view
    self.guide = guide
  }

  /// The view that places the item: the view itself or the guide's owner; nil once it is gone.
  var hostView: View? { view ?? guide?.owningView }
}
