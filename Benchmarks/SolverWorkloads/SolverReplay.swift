import ConstraintSolver

/// A ``SolverWorkload`` made into PiPSim's solver's terms: its variables and constraints as objects,
/// ready to build a solver and to apply steps to it, exactly as the kiwi reference does with the
/// same workload.
public struct SolverReplay {
  /// The workload replayed.
  public let workload: SolverWorkload
  /// One variable per name in the workload.
  public let variables: [Variable]
  /// One constraint per record in the workload.
  public let constraints: [Constraint]

  /// Makes the workload's variables and constraints.
  ///
  /// - Parameter workload: The workload to replay.
  public init(_ workload: SolverWorkload) {
    self.workload = workload
    let variables = workload.variables.map { Variable($0) }
    constraints = workload.constraints.map { record in
      let terms = record.terms.map {
        LinearExpression.Term(variable: variables[$0.variable], coefficient: $0.coefficient)
      }
      let relation: Constraint.Relation =
        switch record.relation {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      return Constraint(
        LinearExpression(terms: terms, constant: record.constant), relation, 0,
        strength: Strength(priority: record.priority, weight: record.weight))
    }
    self.variables = variables
  }

  /// A solver built as the workload says: the initial constraints, the edit variables, their values.
  ///
  /// - Throws: `SolverError` when the solver refuses a constraint or an edit.
  public func makeSolver() throws(SolverError) -> Solver {
    var solver = Solver()
    for index in workload.initial { try solver.add(constraints[index]) }
    for edit in workload.edits {
      try solver.addEditVariable(
        variables[edit.variable], strength: Strength(priority: edit.priority, weight: edit.weight))
      try solver.suggestValue(variables[edit.variable], edit.value)
    }
    return solver
  }

  /// Applies step `index`: its removals, additions and suggestions, in that order.
  ///
  /// - Throws: `SolverError` when the solver refuses a change.
  public func apply(step index: Int, to solver: inout Solver) throws(SolverError) {
    let step = workload.steps[index]
    for constraint in step.remove { try solver.remove(constraints[constraint]) }
    for constraint in step.add { try solver.add(constraints[constraint]) }
    for suggestion in step.suggest {
      try solver.suggestValue(variables[workload.edits[suggestion.edit].variable], suggestion.value)
    }
  }
}
