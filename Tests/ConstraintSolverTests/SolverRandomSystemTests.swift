import ConstraintSolver
import Runtime
import SolverWorkloads
import Testing

/// The size of the largest random system: 1000 constraints in release builds, fewer in debug builds
/// so the suite stays quick.
#if DEBUG
  private let largeSystemSize = 250
#else
  private let largeSystemSize = 1000
#endif

struct SolverRandomSystemTests {
  /// How far `constraint` is from holding in `solver`'s solution (0 when it holds).
  static func violation(of constraint: Constraint, in solver: Solver) -> Double {
    let expression = constraint.expression
    let value = expression.terms.reduce(expression.constant) {
      $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  @Test(arguments: [(10, 40), (100, 8), (largeSystemSize, 1)])
  func everyRequiredConstraintOfARandomSatisfiableSystemHolds(size: Int, systemCount: Int) throws {
    var generator = SplitMix64(seed: 0x5EED_0000 + UInt64(size))
    for _ in 0..<systemCount {
      let system = RandomConstraintSystem(
        requiredCount: size, distinctStayPriorities: false, generator: &generator)
      var solver = Solver(conflictHandling: .strict)
      for constraint in system.preferences { try solver.add(constraint) }
      for constraint in system.required { try solver.add(constraint) }

      let worst = system.required.map { Self.violation(of: $0, in: solver) }.max() ?? 0
      #expect(worst <= 1e-6)
    }
  }

  @Test(arguments: [10, 60])
  func incrementalChangesEndAtTheSolutionOfAFreshSolver(size: Int) throws {
    var generator = SplitMix64(seed: 0xADD_0000 + UInt64(size))
    for _ in 0..<10 {
      let system = RandomConstraintSystem(
        requiredCount: size, distinctStayPriorities: true, generator: &generator)
      var incremental = Solver(conflictHandling: .strict)
      for constraint in system.preferences { try incremental.add(constraint) }
      var kept: [Constraint] = []
      for constraint in system.required {
        try incremental.add(constraint)
        kept.append(constraint)
        if Bool.random(using: &generator), let victim = kept.indices.randomElement(using: &generator) {
          try incremental.remove(kept.remove(at: victim))
        }
      }
      var fresh = Solver(conflictHandling: .strict)
      for constraint in system.preferences + kept { try fresh.add(constraint) }

      #expect(incremental.constraints.count == fresh.constraints.count)
      let worstDifference =
        system.variables.map {
          abs(incremental.value(of: $0) - fresh.value(of: $0))
        }.max() ?? 0
      #expect(worstDifference <= 1e-6)
      let worstViolation = kept.map { Self.violation(of: $0, in: incremental) }.max() ?? 0
      #expect(worstViolation <= 1e-6)
    }
  }

  @Test func randomEditSuggestionsMatchAFreshSolver() throws {
    var generator = SplitMix64(seed: 0xED17)
    let system = RandomConstraintSystem(
      requiredCount: 30, distinctStayPriorities: true, generator: &generator)
    let edited = Array(system.variables.prefix(3))
    var solver = Solver(conflictHandling: .strict)
    for constraint in system.preferences + system.required { try solver.add(constraint) }
    // One priority per edit variable keeps the optimum unique, so the two solvers must agree.
    let editStrengths = [999.0, 998, 997].map { Strength(priority: $0) }
    for (variable, strength) in zip(edited, editStrengths) {
      try solver.addEditVariable(variable, strength: strength)
    }

    for _ in 0..<20 {
      let targets = edited.map { _ in Double(Int.random(in: -400...400, using: &generator)) / 4 }
      for (variable, target) in zip(edited, targets) { try solver.suggestValue(variable, target) }
      var fresh = Solver(conflictHandling: .strict)
      for constraint in system.preferences + system.required { try fresh.add(constraint) }
      for ((variable, target), strength) in zip(zip(edited, targets), editStrengths) {
        try fresh.add(Constraint(variable, .equal, target, strength: strength))
      }

      let worstDifference =
        system.variables.map {
          abs(solver.value(of: $0) - fresh.value(of: $0))
        }.max() ?? 0
      #expect(worstDifference <= 1e-6)
    }
  }

  /// A solver with the random layout-shaped system of 100 constraints and its edit variable, added
  /// and suggested the same way every time.
  static func layoutShapedSolver(_ system: RandomConstraintSystem) throws -> Solver {
    var solver = Solver(conflictHandling: .strict)
    for constraint in system.constraints { try solver.add(constraint) }
    let edit = try #require(system.edit)
    try solver.addEditVariable(edit.variable, strength: edit.strength)
    try solver.suggestValue(edit.variable, edit.suggestions[0])
    return solver
  }

  /// Suggests every later value of the system's edit variable and removes its first 10 constraints.
  static func change(_ solver: inout Solver, of system: RandomConstraintSystem) throws {
    let edit = try #require(system.edit)
    for value in edit.suggestions.dropFirst() { try solver.suggestValue(edit.variable, value) }
    for constraint in system.constraints.prefix(10) { try solver.remove(constraint) }
  }

  @Test func aCopiedSolverAndItsOriginalChangeIndependently() throws {
    let system = RandomConstraintSystem(constraintCount: 100, seed: 0x5EED_0000)
    var original = try Self.layoutShapedSolver(system)
    let originalValues = system.variables.map { original.value(of: $0) }

    // The copy shares the original's rows until one of them changes.
    var copy = original
    try Self.change(&copy, of: system)
    var reference = try Self.layoutShapedSolver(system)
    try Self.change(&reference, of: system)

    #expect(system.variables.map { original.value(of: $0) } == originalValues)
    #expect(system.variables.map { copy.value(of: $0) } == system.variables.map { reference.value(of: $0) })
    #expect(copy.constraints.count == original.constraints.count - 10)

    // And the other way round: changing the original leaves the copy as it was.
    let copyValues = system.variables.map { copy.value(of: $0) }
    try original.suggestValue(try #require(system.edit).variable, -1000)
    #expect(system.variables.map { copy.value(of: $0) } == copyValues)
  }
}
