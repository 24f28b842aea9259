/// A variable and its value in a solution, as `Solver.updateVariables()` reports them.
public struct VariableValue: Hashable, Sendable {
  /// The variable.
  public let variable: Variable
  /// Its value.
  public let value: Double

  /// Pairs a variable with a value.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - value: Its value.
  public init(variable: Variable, value: Double) {
    self.variable = variable
    self.value = value
  }
}
