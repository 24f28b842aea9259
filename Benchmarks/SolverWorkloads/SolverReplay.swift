import ConstraintSolver

/// A ``SolverWorkload`` made into PiPSim's solver's terms: its variables and constraints as objects,
/// ready to build a solver and to apply steps to it, exactly as the kiwi reference does with the
/// same workload.
public struct SolverReplay {
  /// One change of a step, by index into the workload's constraints and variables.
  private enum Change {
    case remove(Int)
    case add(Int)
    case suggest(variable: Int, value: Double)
  }

  /// The workload replayed.
  public let workload: SolverWorkload
  /// One variable per name in the workload.
  public let variables: [Variable]
  /// One constraint per record in the workload.
  public let constraints: [Constraint]
  /// Every step's changes, one step after the other, so that applying a step copies no array.
  private let changes: [Change]
  /// Where each step's changes are in `changes`.
  private let stepRanges: [Range<Int>]

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
    var changes: [Change] = []
    var stepRanges: [Range<Int>] = []
    for step in workload.steps {
      let start = changes.count
      changes += step.remove.map { .remove($0) } + step.add.map { .add($0) }
      changes += step.suggest.map { .suggest(variable: workload.edits[$0.edit].variable, value: $0.value) }
      stepRanges.append(start..<changes.count)
    }
    self.changes = changes
    self.stepRanges = stepRanges
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
    for position in stepRanges[index] {
      switch changes[position] {
      case .remove(let constraint): try solver.remove(constraints[constraint])
      case .add(let constraint): try solver.add(constraints[constraint])
      case .suggest(let variable, let value): try solver.suggestValue(variables[variable], value)
      }
    }
  }
}
