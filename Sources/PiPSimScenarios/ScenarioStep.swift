import Clocks
import Runtime

/// One timed step of a scenario: when it runs and what it does.
public struct ScenarioStep: Hashable, Sendable {
  /// The virtual time the step runs at, from the start of the run.
  public var time: MediaTime
  /// What the step does.
  public var action: StepAction

  /// Creates a step.
  public init(time: MediaTime, action: StepAction) {
    self.time = time
    self.action = action
  }
}
