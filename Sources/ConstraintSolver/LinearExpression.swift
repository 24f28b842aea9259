/// A linear function of variables: a sum of `coefficient · variable` terms plus a constant.
///
/// Terms may repeat a variable; the solver adds their coefficients. Build expressions with the
/// arithmetic operators (`2 * width + left - 10`) or from terms directly.
public struct LinearExpression: Sendable, CustomStringConvertible {
  /// One `coefficient · variable` term of an expression.
  public struct Term: Sendable {
    /// The variable of the term.
    public var variable: Variable

    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(variable: Variable, coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms of the expression, in the order they were written.
  public var terms: [Term]

  /// The constant part of the expression.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Whether every coefficient and the constant are finite numbers (no NaN, no infinity).
  public var isFinite: Bool {
    // By index: a copy of each term would retain its variable's name.
    constant.isFinite && terms.indices.allSatisfy { terms[$0].coefficient.isFinite }
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The sum of this expression and `other`.
  public func adding(_ other: LinearExpression) -> LinearExpression {
    // Adding a constant (no terms) keeps this expression's terms instead of copying them.
    LinearExpression(
      terms: other.terms.isEmpty ? terms : terms + other.terms, constant: constant + other.constant)
  }

  /// The expression written out, such as `2.0*width + left - 10.0`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(magnitude)*"
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
      }
    }
    if text.isEmpty { return "\(constant)" }
    if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
    return text
  }
}
