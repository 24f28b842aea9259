/// The sum of two expressions.
public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible)
  -> LinearExpression
{
  lhs.linearExpression.adding(rhs.linearExpression)
}

/// An expression plus a constant.
public func + (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs.linearExpression.adding(LinearExpression(constant: rhs))
}

/// A constant plus an expression.
public func + (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
  rhs + lhs
}

/// The difference of two expressions.
public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible)
  -> LinearExpression
{
  lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}

/// An expression minus a constant.
public func - (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs + -rhs
}

/// A constant minus an expression.
public func - (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
  lhs + -rhs
}

/// The expression with every coefficient and the constant negated.
public prefix func - (operand: some LinearExpressionConvertible) -> LinearExpression {
  operand.linearExpression.scaled(by: -1)
}

/// An expression multiplied by a constant factor.
public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
  rhs.linearExpression.scaled(by: lhs)
}

/// An expression multiplied by a constant factor.
public func * (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: rhs)
}

/// An expression divided by a constant divisor.
public func / (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: 1 / rhs)
}
