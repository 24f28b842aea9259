import ConstraintSolver
import Runtime

/// A random, satisfiable system of linear constraints, drawn from a seed so that every run, every
/// test and every solver compared gets the same one.
///
/// Two shapes:
/// - *layout-shaped* (``init(constraintCount:seed:)``, the benchmarks'): each constraint ties a
///   variable to one of its near neighbours (the variables are a row of views, and a view's
///   constraints reach the views beside it), so rows stay short as in Auto Layout. Every constraint
///   holds at a hidden solution drawn first: required inequalities leave slack around it and
///   equalities are preferences (`.medium`), so adding never hits a required conflict, and the
///   edit variable (`.high`) can move freely within the inequalities.
/// - *stay-anchored* (``init(requiredCount:distinctStayPriorities:generator:)``, the tests'):
///   required constraints of one to three terms over random variables, true at a random
///   assignment, and a stay (an equality preference) on every variable.
public struct RandomConstraintSystem {
  /// How far, in variable indices, a layout-shaped constraint reaches from its first variable.
  public static let neighbourhood = 8

  /// An edit variable and the values to suggest for it, in turn.
  public struct Edit {
    /// The variable whose value the suggestions move.
    public let variable: Variable
    /// The strength it is made an edit variable with.
    public let strength: Strength
    /// The values to suggest, in turn.
    public let suggestions: [Double]
  }

  /// The variables.
  public let variables: [Variable]
  /// The constraints, in the order they are added.
  public let constraints: [Constraint]
  /// The edit variable of a layout-shaped system; `nil` for a stay-anchored one.
  public let edit: Edit?

  /// The required constraints, in order.
  public var required: [Constraint] { constraints.filter { $0.strength.isRequired } }
  /// The preferences, in order.
  public var preferences: [Constraint] { constraints.filter { !$0.strength.isRequired } }

  /// Draws a layout-shaped system of `count` constraints over `count / 2` variables, with 64
  /// suggestions for the first variable.
  ///
  /// - Parameters:
  ///   - count: How many constraints.
  ///   - seed: The SplitMix64 seed.
  public init(constraintCount count: Int, seed: UInt64) {
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
    edit = Edit(
      variable: variables[0], strength: .high,
      suggestions: (0..<64).map { _ in hidden[0] + Double.random(in: -100...100, using: &random) })
  }

  /// Draws a stay-anchored system: its stays come first in ``constraints``, then the required
  /// constraints.
  ///
  /// - Parameters:
  ///   - requiredCount: How many required constraints.
  ///   - distinctStayPriorities: Give each variable a stay of its own priority, which makes the
  ///     optimum unique (each priority level then fixes one variable's distance to its stay).
  ///   - generator: The seeded source of randomness.
  package init(requiredCount: Int, distinctStayPriorities: Bool, generator: inout SplitMix64) {
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
        constraint = Constraint(expression, .lessThanOrEqual, valueAtAssignment + slack, name: "r\(index)")
      } else {
        constraint = Constraint(expression, .greaterThanOrEqual, valueAtAssignment - slack, name: "r\(index)")
      }
      required.append(constraint)
    }
    var stays: [Constraint] = []
    for (index, variable) in variables.enumerated() {
      let stay = Double(Int.random(in: -800...800, using: &generator)) / 4
      let priority =
        distinctStayPriorities
        ? Double(1 + index % 999)
        : [250.0, 500, 750].randomElement(using: &generator)!
      stays.append(
        Constraint(variable, .equal, stay, strength: Strength(priority: priority), name: "stay\(index)"))
    }
    self.variables = variables
    constraints = stays + required
    edit = nil
  }
}
