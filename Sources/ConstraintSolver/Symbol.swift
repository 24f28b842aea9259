/// A column of the simplex tableau: an external variable or one of the solver's own variables.
///
/// Identity is the `id` alone; the kind travels with it so a row can be read without look-ups.
struct Symbol: Hashable, Sendable {
  /// What a symbol stands for, which decides how the simplex may move it.
  enum Kind: Sendable {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality, `>= 0`; also the marker of a required inequality.
    case slack
    /// The error of a preference, `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality; always zero and never pivoted in.
    case dummy
  }

  /// The identity of the symbol within its tableau; smaller ids were made earlier.
  let id: Int

  /// What the symbol stands for.
  let kind: Kind

  /// Whether the symbol is restricted to be non-negative (everything but external variables).
  var isRestricted: Bool { kind != .external }

  static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
