import ConstraintSolver

/// How much a layout constraint matters, from 1 to 1000: the simulator's `UILayoutPriority`.
///
/// A constraint of priority ``required`` must hold; lower priorities are preferences, and a higher
/// one always wins over any number of lower ones. Any `Float` value in 1...1000 is accepted; the
/// solver refuses others when the constraint is activated.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The priority, 1...1000.
  public var rawValue: Float

  /// Creates a priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its value, as `UILayoutPriority(999)` does.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Float) { rawValue = value }

  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the priority a button resists compression with.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: the priority a button hugs its content with.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority of the fitting-size computation.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue >= Self.required.rawValue }

  /// Whether the value is finite and in 1...1000.
  public var isValid: Bool { rawValue.isFinite && (1...Self.required.rawValue).contains(rawValue) }

  /// The solver strength of this priority.
  var strength: Strength { Strength(priority: Double(rawValue)) }

  /// Whether `lhs` matters less than `rhs`.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The value, such as `750` or `999.5`.
  public var description: String {
    rawValue.rounded() == rawValue && rawValue.isFinite ? String(Int(rawValue)) : String(rawValue)
  }
}
