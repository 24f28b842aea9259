import ConstraintSolver
import Runtime

/// Why constraints could not be activated or changed; nothing is changed when one is thrown.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint's items are in different view trees (UIKit raises "no common ancestor").
  case noCommonAncestor(String)
  /// The constraint has a NaN or infinite number, or a priority outside 1...1000.
  case invalidConstraint(String, reason: String)
  /// Required constraints contradict each other (strict mode).
  case unsatisfiable(UnsatisfiableConstraintError)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .noCommonAncestor(let constraint):
      "Unable to activate constraint \(constraint): its items have no common ancestor. "
        + "Add both views to the same hierarchy before activating it."
    case .invalidConstraint(let constraint, let reason):
      "Unable to activate constraint \(constraint): \(reason)."
    case .unsatisfiable(let report):
      report.description
    }
  }

  /// The diagnostic code the error is recorded under.
  var diagnosticCode: DiagnosticCode {
    switch self {
    case .noCommonAncestor: .layoutNoCommonAncestor
    case .invalidConstraint: .layoutInvalidConstraint
    case .unsatisfiable: .layoutUnsatisfiable
    }
  }
}
