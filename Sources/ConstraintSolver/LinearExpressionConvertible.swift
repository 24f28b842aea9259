/// A value that can stand for a linear expression: a variable, or an expression itself.
///
/// The arithmetic operators and the `Constraint` initialisers accept any conforming value, so
/// `2 * width + left` and `Constraint(right, .equal, left + width)` read like the equations they state.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as a linear expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  /// The expression `1 · variable`.
  public var linearExpression: LinearExpression {
    LinearExpression(terms: [LinearExpression.Term(variable: self, coefficient: 1)])
  }
}

extension LinearExpression: LinearExpressionConvertible {
  /// The expression itself.
  public var linearExpression: LinearExpression { self }
}
