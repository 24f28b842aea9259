import ConstraintSolver
import Runtime

/// The simulation's Auto Layout settings: what the engines do when required constraints conflict.
///
/// Reach it through ``Runtime/Simulation/layout``.
@MainActor
public final class LayoutSystem: SimulationService {
  /// `.lenient` (default, like UIKit): a conflicting constraint is broken and reported.
  /// `.strict`: the change is refused, reported as an app error, and ``LayoutConstraint/activateChecked(_:)``
  /// throws ``LayoutError/unsatisfiable(_:)``.
  public var conflictHandling = ConflictHandling.lenient

  /// Creates the settings for `simulation`, lenient.
  public init(simulation: Simulation) {}
}

extension Simulation {
  /// The simulation's Auto Layout settings.
  public var layout: LayoutSystem { service(LayoutSystem.self) }
}
