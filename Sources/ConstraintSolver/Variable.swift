import Synchronization

/// The source of variable identities; shared by every solver so identities never collide.
private let nextVariableID = Atomic<Int>(0)

/// An unknown the solver assigns a value to, such as the left edge of a view.
///
/// A variable is a name and an identity. Two variables are the same variable only when they come
/// from the same call to `init(_:)`, whatever their names; copies of a variable are the same variable.
/// The name is used only in descriptions and conflict reports.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the variable, unique in the process.
  public let id: Int

  /// The name shown in descriptions and conflict reports.
  public let name: String

  /// Creates a new variable, distinct from every other variable.
  ///
  /// - Parameter name: A name for descriptions, such as `"player.minX"`.
  public init(_ name: String) {
    self.id = nextVariableID.wrappingAdd(1, ordering: .relaxed).oldValue
    self.name = name
  }

  /// The name of the variable.
  public var description: String { name }

  /// Whether two values denote the same variable (same identity).
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity of the variable.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
