/// The symbols a constraint put into the tableau, needed to take it out again.
struct ConstraintTag: Sendable {
  /// The symbol that names the constraint's row: the slack of an inequality, the dummy of a required
  /// equality, or the positive error of an equality preference.
  let marker: Symbol

  /// The second symbol of a preference (its error, or the negative error of an equality); `nil` for
  /// required constraints.
  let other: Symbol?
}
