/// A report that required constraints contradict each other, like UIKit's "Unable to simultaneously
/// satisfy constraints" log.
///
/// `conflictingConstraints` is a minimal conflicting set: the listed constraints cannot all hold,
/// but any one of them removed leaves the others satisfiable. It always contains
/// `brokenConstraint`, the constraint being added, which the solver refused in order to recover.
public struct UnsatisfiableConstraintError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint the solver broke (did not add) to recover: the one whose addition conflicted.
  public let brokenConstraint: Constraint

  /// A minimal set of required constraints that cannot hold together, in the order they were
  /// added; the broken constraint is last.
  public let conflictingConstraints: [Constraint]

  /// Creates a report.
  public init(brokenConstraint: Constraint, conflictingConstraints: [Constraint]) {
    self.brokenConstraint = brokenConstraint
    self.conflictingConstraints = conflictingConstraints
  }

  /// The report in UIKit's words, listing every conflicting constraint and the broken one.
  public var description: String {
    let list = conflictingConstraints.map { "    \($0)" }.joined(separator: "\n")
    return """
      Unable to simultaneously satisfy constraints. \
      Probably at least one of the constraints in the following list is one you don't want:
      \(list)
      Will attempt to recover by breaking constraint
      \(brokenConstraint)
      """
  }
}
