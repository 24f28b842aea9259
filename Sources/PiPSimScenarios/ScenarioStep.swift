import Clocks
import Runtime

/// One timed step of a scenario: when it runs and what it does.
public struct ScenarioStep: Hashable, Sendable {
  /// The virtual time the step runs at, from the start of the run.
  public var time: MediaTime
  /// What the step does.
  public var action: StepAction
  /// The `id` of the PiP set-up the step acts on (its `pip` key); nil for the first set-up.
  public var target: String?

  /// Creates a step; `target` names the PiP set-up it acts on, nil for the first.
  public init(time: MediaTime, action: StepAction, target: String? = nil) {
    self.time = time
    self.action = action
    self.target = target
  }
}
