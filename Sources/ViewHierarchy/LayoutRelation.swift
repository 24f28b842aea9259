import ConstraintSolver

/// How the two sides of a layout constraint compare: `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
  /// The first attribute is at most the second side.
  case lessThanOrEqual
  /// The first attribute equals the second side.
  case equal
  /// The first attribute is at least the second side.
  case greaterThanOrEqual

  /// The symbol used in descriptions: `<=`, `==` or `>=`.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }

  /// The solver's relation.
  var solverRelation: Constraint.Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
