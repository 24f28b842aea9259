import ConstraintSolver

/// A random constraint system that is satisfiable by construction: a random assignment is drawn
/// first, and every required constraint is made true at that assignment.
struct RandomConstraintSystem {
  let variables: [Variable]
  let required: [Constraint]
  let preferences: [Constraint]

  /// Draws a system.
  ///
  /// - Parameters:
  ///   - requiredCount: How many required constraints.
  ///   - distinctStayPriorities: Give each variable a stay of its own priority, which makes the
  ///     optimum unique (each priority level then fixes one variable's distance to its stay).
  ///   - generator: The seeded source of randomness.
  init(requiredCount: Int, distinctStayPriorities: Bool, generator: inout SplitMix64) {
    let variableCount = max(3, requiredCount / 3)
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    let assignment = variables.map { _ in Double(Int.random(in: -400...400, using: &generator)) / 4 }
    var equalitiesLeft = variableCount / 2
    var required: [Constraint] = []
    for index in 0..<requiredCount {
      let termCount = Int.random(in: 1...3, using: &generator)
      var expression = LinearExpression()
      var valueAtAssignment = 0.0
      for _ in 0..<termCount {
        let variableIndex = Int.random(in: 0..<variableCount, using: &generator)
        let coefficient = Double([-3, -2, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &generator)!)
        expression = expression + coefficient * variables[variableIndex]
        valueAtAssignment += coefficient * assignment[variableIndex]
      }
      let slack = Double(Int.random(in: 0...40, using: &generator)) / 2
      let kind = Int.random(in: 0..<3, using: &generator)
      let constraint: Constraint
      if kind == 0 && equalitiesLeft > 0 {
        equalitiesLeft -= 1
        constraint = Constraint(expression, .equal, valueAtAssignment, name: "r\(index)")
      } else if kind == 1 {
        constraint = Constraint(
          expression, .lessThanOrEqual, valueAtAssignment + slack, name: "r\(index)")
      } else {
        constraint = Constraint(
          expression, .greaterThanOrEqual, valueAtAssignment - slack, name: "r\(index)")
      }
      required.append(constraint)
    }
    var preferences: [Constraint] = []
    for (index, variable) in variables.enumerated() {
      let stay = Double(Int.random(in: -800...800, using: &generator)) / 4
      let priority =
        distinctStayPriorities
        ? Double(1 + index % 999)
        : [250.0, 500, 750].randomElement(using: &generator)!
      preferences.append(
        Constraint(variable, .equal, stay, strength: Strength(priority: priority), name: "stay\(index)"))
    }
    self.variables = variables
    self.required = required
    self.preferences = preferences
  }
}
