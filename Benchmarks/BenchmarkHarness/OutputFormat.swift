/// How a benchmark run prints its results (`--format`).
public enum OutputFormat: String, CaseIterable, Sendable {
  /// A table per benchmark, for people.
  case text
  /// One JSON array of ``MetricResult`` objects, for tools.
  case json
}
