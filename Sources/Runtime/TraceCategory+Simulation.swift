import Tracing

extension TraceCategory {
  /// Picture-in-Picture sessions and their phases.
  public static var pip: TraceCategory { TraceCategory(rawValue: "pip") }
  /// Messages of the diagnostics channel: silent refusals and explanations.
  public static var diagnostic: TraceCategory { TraceCategory(rawValue: "diagnostic") }
  /// The app's activation changes.
  public static var app: TraceCategory { TraceCategory(rawValue: "app") }
  /// The steps of a scenario run.
  public static var scenario: TraceCategory { TraceCategory(rawValue: "scenario") }
}
