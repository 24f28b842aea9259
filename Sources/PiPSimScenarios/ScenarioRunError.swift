/// Why a run stopped before its end: a step could not be carried out.
public struct ScenarioRunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based index of the step, or nil when the failure came between steps.
  public var stepIndex: Int?
  /// The step's kind, when there is a step.
  public var stepKind: StepKind?
  /// The virtual time of the failure, in seconds.
  public var time: Double
  /// What went wrong.
  public var reason: String

  /// Creates a run error.
  public init(stepIndex: Int?, stepKind: StepKind?, time: Double, reason: String) {
    self.stepIndex = stepIndex
    self.stepKind = stepKind
    self.time = time
    self.reason = reason
  }

  /// `step 3 (produceFrames) at 1.5 s: REASON`.
  public var description: String {
    let place =
      if let stepIndex, let stepKind { "step \(stepIndex) (\(stepKind.rawValue))" } else { "between steps" }
    return "\(place) at \(time) s: \(reason)"
  }
}
