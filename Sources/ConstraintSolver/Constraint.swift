/// A linear equation or inequality between expressions, with a strength.
///
/// A constraint is a reference type: the solver adds and removes *this* constraint, and two
/// constraints that say the same thing are still two constraints (like `NSLayoutConstraint`).
/// It is immutable, so it can be shared freely. Internally `lhs relation rhs` is kept as
/// `expression relation 0` with `expression = lhs - rhs`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// How the two sides of a constraint compare.
  public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// The relation's symbol: `==`, `<=` or `>=`.
    public var description: String {
      switch self {
      case .equal: return "=="
      case .lessThanOrEqual: return "<="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// The left side minus the right side; the constraint states `expression relation 0`.
  public let expression: LinearExpression

  /// How `expression` compares with zero.
  public let relation: Relation

  /// The priority and weight of the constraint.
  public let strength: Strength

  /// A name for conflict reports, like `NSLayoutConstraint.identifier`.
  public let name: String?

  /// Creates the constraint `lhs relation rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left side, a variable or an expression.
  ///   - relation: `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
  ///   - rhs: The right side, a variable or an expression.
  ///   - strength: The priority; `.required` unless given.
  ///   - name: A name for conflict reports.
  public init(
    _ lhs: some LinearExpressionConvertible, _ relation: Relation,
    _ rhs: some LinearExpressionConvertible, strength: Strength = .required, name: String? = nil
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  /// Creates the constraint `lhs relation constant`.
  ///
  /// - Parameters:
  ///   - lhs: The left side, a variable or an expression.
  ///   - relation: `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
  ///   - constant: The right side; 0 unless given.
  ///   - strength: The priority; `.required` unless given.
  ///   - name: A name for conflict reports.
  public convenience init(
    _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ constant: Double = 0,
    strength: Strength = .required, name: String? = nil
  ) {
    self.init(
      lhs, relation, LinearExpression(constant: constant), strength: strength, name: name)
  }

  /// Whether two references denote the same constraint object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  /// Hashes the identity of the constraint.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The constraint written out, such as `player.top - safeTop == 0 (1000)`, led by its name if any.
  public var description: String {
    let body = "\(expression) \(relation) 0 (\(strength))"
    return name.map { "\($0): \(body)" } ?? body
  }
}
