/// The part of the objective that belongs to one priority: the weighted errors of its preferences.
///
/// The solver minimises the levels lexicographically, highest priority first, which is Cassowary's
/// symbolic weight with one component per priority in use.
struct ObjectiveLevel: Sendable {
  /// The priority of every preference whose errors this level holds.
  let priority: Double

  /// `Σ weight · error` over the level's preferences, in terms of the parametric symbols.
  var row = Row()

  /// How many preferences (constraints and edit variables) feed this level.
  var constraintCount = 0
}
