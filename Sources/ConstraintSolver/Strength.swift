/// How much a constraint matters: a priority from 1 to 1000, like `UILayoutPriority`, and a weight.
///
/// Priority 1000 is *required*: the solver satisfies the constraint exactly or refuses it. Lower
/// priorities are *preferences*, and the solver honours them lexicographically: the violation of
/// priority-`p` constraints is minimised first, and a lower priority is only considered among the
/// solutions that are optimal for every higher one. A higher priority therefore strictly dominates
/// any number of lower-priority constraints, whatever their weights (Cassowary's symbolic weights).
///
/// Within one priority, the weight scales each constraint's error: when two preferences of equal
/// priority conflict, the one with the larger weight wins.
public struct Strength: Hashable, Sendable, CustomStringConvertible {
  /// The priority, 1...1000; 1000 is required.
  public var priority: Double

  /// The factor a violation is multiplied by within its priority; finite and positive.
  public var weight: Double

  /// Creates a strength.
  ///
  /// Values outside the valid ranges are accepted here and refused by the solver with
  /// `SolverError.invalidStrength`, so a strength read from a file reports instead of trapping.
  /// - Parameters:
  ///   - priority: 1...1000; 1000 is required.
  ///   - weight: A finite positive factor; ignored for required constraints.
  public init(priority: Double, weight: Double = 1) {
    self.priority = priority
    self.weight = weight
  }

  /// Priority 1000: the constraint must hold.
  public static let required = Strength(priority: 1000)

  /// Priority 750, like `UILayoutPriority.defaultHigh`.
  public static let high = Strength(priority: 750)

  /// Priority 500, between high and low.
  public static let medium = Strength(priority: 500)

  /// Priority 250, like `UILayoutPriority.defaultLow`.
  public static let low = Strength(priority: 250)

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { priority >= Self.required.priority }

  /// Whether the priority is in 1...1000 and the weight is finite and positive.
  public var isValid: Bool {
    (1...Self.required.priority).contains(priority) && weight.isFinite && weight > 0
  }

  /// The priority, and the weight when it is not 1, such as `750` or `250 ×2.0`.
  public var description: String {
    let isWhole = priority.isFinite && priority.rounded() == priority
    let priorityText = isWhole ? String(Int(priority)) : String(priority)
    return weight == 1 ? priorityText : "\(priorityText) ×\(weight)"
  }
}
