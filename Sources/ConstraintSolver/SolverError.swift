/// Why the solver refused a request; the solver is unchanged after every one of them.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint is already in the solver; add each constraint object once.
  case duplicateConstraint(Constraint)

  /// The constraint is not in the solver, so it cannot be removed.
  case unknownConstraint(Constraint)

  /// The strength's priority is outside 1...1000 or its weight is not finite and positive.
  case invalidStrength(Strength)

  /// The constraint has a NaN or infinite coefficient or constant.
  case nonFiniteExpression(Constraint)

  /// Required constraints conflict and the solver is in `ConflictHandling.strict` mode.
  case unsatisfiable(UnsatisfiableConstraintError)

  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)

  /// The variable is not an edit variable; call `Solver.addEditVariable(_:strength:)` first.
  case unknownEditVariable(Variable)

  /// Edit variables must have a strength below required.
  case requiredEditVariable(Variable)

  /// The suggested value is NaN or infinite.
  case nonFiniteSuggestedValue(Variable, Double)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      return "the constraint \(constraint) is already in the solver; add each constraint once"
    case .unknownConstraint(let constraint):
      return "the constraint \(constraint) is not in the solver, so it cannot be removed"
    case .invalidStrength(let strength):
      return
        "the strength \(strength) is invalid: the priority must be in 1...1000 and the weight finite and positive"
    case .nonFiniteExpression(let constraint):
      return "the constraint \(constraint) has a NaN or infinite coefficient; use finite numbers"
    case .unsatisfiable(let report):
      return report.description
    case .duplicateEditVariable(let variable):
      return "\(variable) already is an edit variable"
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable; call addEditVariable(_:strength:) first"
    case .requiredEditVariable(let variable):
      return "\(variable) cannot be an edit variable of required strength; use a priority below 1000"
    case .nonFiniteSuggestedValue(let variable, let value):
      return "the value \(value) suggested for \(variable) is not finite"
    }
  }
}
