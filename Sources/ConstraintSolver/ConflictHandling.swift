/// What the solver does when a required constraint cannot be satisfied together with the others.
public enum ConflictHandling: Sendable {
  /// Like UIKit: the new constraint is broken (not added), the conflict is reported in the return
  /// value of `Solver.add(_:)` and recorded in `Solver.recoveredConflicts`; layout goes on.
  case lenient

  /// `Solver.add(_:)` throws `SolverError.unsatisfiable` and the solver is left exactly as it was.
  case strict
}
