/// The outcome of inserting a constraint into a tableau.
enum TableauInsertion: Sendable {
  /// The constraint is in the tableau and the solution is optimal again.
  case inserted(ConstraintTag)

  /// The constraint contradicts the required constraints; the tableau is as it was before.
  ///
  /// `certificate` holds the symbols of the row that proved it: a non-zero row of dummies, or the
  /// phase-one row that cannot reach zero. The required constraints whose markers are among them,
  /// together with the new constraint, cannot all hold.
  case unsatisfiable(certificate: Set<Symbol>)
}
