import ConstraintSolver

/// A random, satisfiable system of linear constraints shaped like a layout: each constraint ties a
/// variable to one of its near neighbours (the variables are a row of views, and a view's
/// constraints reach the views beside it), so rows stay short as in Auto Layout.
///
/// Every constraint holds at a hidden solution drawn first: required inequalities leave slack
/// around it and equalities are preferences (`.medium`), so adding never hits a required conflict
/// and the edit variable (`.high`) can move freely within the inequalities.
struct RandomConstraintSystem {
  /// How far, in variable indices, a constraint reaches from its first variable.
  static let neighbourhood = 8

  /// The variables, half as many as constraints.
  let variables: [Variable]
  /// The constraints, in the order they are added.
  let constraints: [Constraint]
  /// The variable whose value ``RandomConstraintSystem/suggestions`` move.
  var editVariable: Variable { variables[0] }
  /// Values to suggest for the edit variable, in turn.
  let suggestions: [Double]

  /// Draws a system of `count` constraints from `seed`.
  ///
  /// - Parameters:
  ///   - count: How many constraints.
  ///   - seed: The SplitMix64 seed.
  init(constraintCount count: Int, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let variableCount = max(count / 2, 2)
    variables = (0..<variableCount).map { Variable("x\($0)") }
    let hidden = (0..<variableCount).map { _ in Double.random(in: 0...1000, using: &random) }
    var constraints: [Constraint] = []
    for index in 0..<count {
      let first = index % variableCount
      let second = (first + Int.random(in: 1...Self.neighbourhood, using: &random)) % variableCount
      let firstCoefficient = Double.random(in: 0.5...2, using: &random)
      let secondCoefficient = Double.random(in: -2...(-0.5), using: &random)
      let expression = variables[first] * firstCoefficient + variables[second] * secondCoefficient
      let atHidden = hidden[first] * firstCoefficient + hidden[second] * secondCoefficient
      let slack = Double.random(in: 10...200, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: constraints.append(Constraint(expression, .greaterThanOrEqual, atHidden - slack))
      case 1: constraints.append(Constraint(expression, .lessThanOrEqual, atHidden + slack))
      default: constraints.append(Constraint(expression, .equal, atHidden, strength: .medium))
      }
    }
    self.constraints = constraints
    suggestions = (0..<64).map { _ in hidden[0] + Double.random(in: -100...100, using: &random) }
  }

  /// A solver holding every constraint, with the edit variable registered.
  ///
  /// - Throws: `SolverError` if a constraint is refused (it should not be: the system is satisfiable).
  func makeSolver() throws(SolverError) -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try solver.add(constraint)
    }
    try solver.addEditVariable(editVariable, strength: .high)
    return solver
  }
}
