import ConstraintSolver
import Testing

struct SolverErrorTests {
  let x = Variable("x")

  @Test func addingTheSameConstraintTwiceIsRefused() throws {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 1)
    try solver.add(constraint)
    #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    #expect(solver.constraints == [constraint])
  }

  @Test func removingAConstraintThatIsNotThereIsRefused() {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 1)
    #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
  }

  @Test func removingAConstraintTwiceIsRefusedTheSecondTime() throws {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 1)
    try solver.add(constraint)
    try solver.remove(constraint)
    #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
  }

  @Test(arguments: [
    Strength(priority: 0), Strength(priority: 1001), Strength(priority: .nan),
    Strength(priority: .infinity),
    Strength(priority: 500, weight: 0), Strength(priority: 500, weight: -1),
    Strength(priority: 500, weight: .infinity),
  ])
  func invalidStrengthsAreRefused(strength: Strength) {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 1, strength: strength)
    let error = #expect(throws: SolverError.self) { try solver.add(constraint) }
    #expect(error?.description.contains("1...1000") == true)
    guard case .invalidStrength = error else {
      Issue.record("expected invalidStrength, got \(String(describing: error))")
      return
    }
    #expect(solver.constraints.isEmpty)
  }

  @Test func nonFiniteCoefficientsAreRefused() {
    var solver = Solver()
    let constraint = Constraint(x * .nan, .equal, 1)
    #expect(throws: SolverError.nonFiniteExpression(constraint)) { try solver.add(constraint) }
  }

  @Test func editVariableMistakesAreRefused() throws {
    var solver = Solver()
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
    try solver.addEditVariable(x, strength: .high)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .low)
    }
    #expect(throws: SolverError.nonFiniteSuggestedValue(x, .infinity)) {
      try solver.suggestValue(x, .infinity)
    }
  }

  @Test func removingAnEditVariableReleasesItsValue() throws {
    var solver = Solver()
    try solver.add(Constraint(x, .equal, 5, strength: .low))
    try solver.addEditVariable(x, strength: .high)
    try solver.suggestValue(x, 42)
    #expect(solver.value(of: x) == 42)

    try solver.removeEditVariable(x)

    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 5)
  }

  @Test func errorDescriptionsSayWhatToDo() {
    #expect(SolverError.unknownEditVariable(x).description.contains("addEditVariable"))
    #expect(SolverError.invalidStrength(Strength(priority: 0)).description.contains("1...1000"))
  }
}
