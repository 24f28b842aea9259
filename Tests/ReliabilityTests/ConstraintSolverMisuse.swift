import ConstraintSolver
import Testing

extension MisuseCase {
  static let constraintSolver: [MisuseCase] = [
    MisuseCase(module: "ConstraintSolver", name: "a constraint added twice", answer: .typedError) {
      var solver = Solver()
      let constraint = Constraint(Variable("x"), .equal, 1)
      try solver.add(constraint)
      #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
      #expect(solver.constraints == [constraint])
    },
    MisuseCase(
      module: "ConstraintSolver", name: "a constraint removed that was never added", answer: .typedError
    ) {
      var solver = Solver()
      let constraint = Constraint(Variable("x"), .equal, 1)
      #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
    },
    MisuseCase(module: "ConstraintSolver", name: "a strength of priority NaN", answer: .typedError) {
      var solver = Solver()
      let constraint = Constraint(Variable("x"), .equal, 1, strength: Strength(priority: .nan))
      #expect(throws: SolverError.self) { try solver.add(constraint) }
      #expect(solver.constraints.isEmpty)
    },
    MisuseCase(module: "ConstraintSolver", name: "a coefficient of NaN", answer: .typedError) {
      var solver = Solver()
      let constraint = Constraint(Variable("x") * .nan, .equal, 1)
      #expect(throws: SolverError.nonFiniteExpression(constraint)) { try solver.add(constraint) }
    },
    MisuseCase(module: "ConstraintSolver", name: "an infinite suggested value", answer: .typedError) {
      var solver = Solver()
      let x = Variable("x")
      try solver.addEditVariable(x, strength: .high)
      #expect(throws: SolverError.self) { try solver.suggestValue(x, .infinity) }
    },
  ]
}
