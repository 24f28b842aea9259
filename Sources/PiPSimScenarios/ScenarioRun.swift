import Tracing

/// The result of running a scenario: its trace and what did not hold.
public struct ScenarioRun: Sendable {
  /// The scenario's name.
  public let name: String
  /// Everything the run recorded, up to its end or to the step that failed; when the run handed its
  /// trace on in chunks as it went (`traceChunks`), the tracks with their lost-event counts and no events.
  public let trace: TraceSnapshot
  /// The figures of the run, computed from its trace as it was recorded, exactly as `pipsim summarize`
  /// computes them from the written trace.
  public let report: ScenarioReport
  /// How many expectations were checked.
  public let expectationCount: Int
  /// The expectations that did not hold.
  public let failures: [ExpectationFailure]
  /// The step that could not be carried out, if the run stopped early.
  public let error: ScenarioRunError?

  /// Whether the run reached its end and every expectation held.
  public var passed: Bool { error == nil && failures.isEmpty }
}
