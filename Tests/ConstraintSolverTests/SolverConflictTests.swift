import ConstraintSolver
import Testing

struct SolverConflictTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func lenientModeBreaksTheNewConstraintAndKeepsTheSolution() throws {
    var solver = Solver()
    let first = Constraint(x, .equal, 10, name: "first")
    let second = Constraint(x, .equal, 20, name: "second")
    try solver.add(first)

    let report = try #require(try solver.add(second))

    #expect(report.brokenConstraint === second)
    #expect(report.conflictingConstraints == [first, second])
    #expect(solver.recoveredConflicts == [report])
    #expect(solver.constraints == [first])
    #expect(!solver.contains(second))
    #expect(solver.value(of: x) == 10)
    #expect(report.description.contains("Will attempt to recover by breaking constraint\nsecond"))
  }

  @Test func strictModeThrowsAndLeavesTheSolverAsItWas() throws {
    var solver = Solver(conflictHandling: .strict)
    let first = Constraint(x + y, .equal, 10, name: "first")
    let yPreference = Constraint(y, .equal, 3, strength: .low)
    try solver.add(first)
    try solver.add(yPreference)
    try solver.add(Constraint(x, .greaterThanOrEqual, 4))
    let before = solver
    let conflicting = Constraint(x + y, .greaterThanOrEqual, 12, name: "conflicting")

    #expect(throws: SolverError.self) { try solver.add(conflicting) }

    #expect(solver.constraints == before.constraints)
    #expect(solver.recoveredConflicts.isEmpty)
    #expect(solver.value(of: x) == before.value(of: x))
    #expect(solver.value(of: y) == before.value(of: y))
    try solver.remove(yPreference)
    try solver.add(Constraint(y, .equal, 1, strength: .low))
    #expect(solver.value(of: x) == 9)
  }

  @Test func strictModeThrowsTheSameReportLenientModeReturns() throws {
    let first = Constraint(x, .greaterThanOrEqual, 10, name: "x >= 10")
    let second = Constraint(x, .lessThanOrEqual, 5, name: "x <= 5")
    var lenient = Solver()
    try lenient.add(first)
    let report = try #require(try lenient.add(second))
    var strict = Solver(conflictHandling: .strict)
    try strict.add(first)

    #expect(throws: SolverError.unsatisfiable(report)) { try strict.add(second) }
  }

  @Test func theReportListsOnlyAMinimalConflictingSet() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    let unrelated = [
      Constraint(y, .equal, 5, name: "y == 5"),
      Constraint(a, .greaterThanOrEqual, -100, name: "a >= -100"),
      Constraint(x, .equal, a + y, name: "x == a + y"),
    ]
    let chain = [
      Constraint(a, .equal, b, name: "a == b"),
      Constraint(b, .equal, c + 1, name: "b == c + 1"),
      Constraint(c, .equal, 5, name: "c == 5"),
    ]
    for constraint in [unrelated[0], chain[0], unrelated[1], chain[1], unrelated[2], chain[2]] {
      try solver.add(constraint)
    }
    let broken = Constraint(a, .equal, 7, name: "a == 7")

    let report = try #require(try solver.add(broken))

    #expect(report.conflictingConstraints == chain + [broken])
    #expect(solver.value(of: a) == 6)
  }

  @Test func aSatisfiedInequalityIsLeftOutOfTheConflict() throws {
    var solver = Solver()
    let equal = Constraint(x, .equal, 10, name: "x == 10")
    let lowerBound = Constraint(x, .greaterThanOrEqual, 3, name: "x >= 3")
    try solver.add(equal)
    try solver.add(lowerBound)
    let upperBound = Constraint(x, .lessThanOrEqual, 8, name: "x <= 8")

    let report = try #require(try solver.add(upperBound))

    #expect(report.conflictingConstraints == [equal, upperBound])
  }

  @Test func aContradictionWithoutVariablesConflictsWithItself() throws {
    var solver = Solver()
    let impossible = Constraint(LinearExpression(constant: 1), .equal, 2, name: "1 == 2")

    let report = try #require(try solver.add(impossible))

    #expect(report.conflictingConstraints == [impossible])
  }

  @Test func preferencesNeverConflict() throws {
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(x, .equal, 20, strength: .high))
    try solver.add(Constraint(x, .lessThanOrEqual, 5, strength: Strength(priority: 999)))
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraints.count == 3)
  }

  @Test func aRedundantRequiredConstraintIsAccepted() throws {
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .equal, x * 2))
    try solver.add(Constraint(y - x, .equal, 10))
    #expect(solver.value(of: y) == 20)
  }
}
