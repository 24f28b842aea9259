import ConstraintSolver

/// The part of a view or layout guide an anchor stands for: `NSLayoutConstraint.Attribute`.
///
/// Leading and trailing are left and right: the simulator lays out left to right only.
public enum LayoutAttribute: String, Hashable, Sendable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left, in a left-to-right layout).
  case leading
  /// The trailing edge (right, in a left-to-right layout).
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// No attribute: the second side of a constraint that compares a dimension with a constant.
  case notAnAttribute

  /// Which quantity the attribute measures, for checking that two attributes can be related.
  enum Axis {
    /// A horizontal position.
    case horizontal
    /// A vertical position.
    case vertical
    /// A width or height.
    case dimension
  }

  /// The attribute's quantity; nil for ``notAnAttribute``.
  var axis: Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: .horizontal
    case .top, .bottom, .centerY: .vertical
    case .width, .height: .dimension
    case .notAnAttribute: nil
    }
  }

  /// The attribute as a linear expression over an item's root-coordinate variables.
  func expression(in variables: LayoutItemVariables) -> LinearExpression {
    switch self {
    case .left, .leading: variables.left.linearExpression
    case .right, .trailing: variables.left + variables.width
    case .top: variables.top.linearExpression
    case .bottom: variables.top + variables.height
    case .width: variables.width.linearExpression
    case .height: variables.height.linearExpression
    case .centerX: variables.left + 0.5 * variables.width
    case .centerY: variables.top + 0.5 * variables.height
    case .notAnAttribute: LinearExpression()
    }
  }
}
