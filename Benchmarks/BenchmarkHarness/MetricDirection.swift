/// Which way a metric improves: time and allocations go down, throughput goes up.
public enum MetricDirection: String, Hashable, Sendable, Codable {
  /// Smaller values are better (wall clock, CPU time, allocations, memory).
  case lower
  /// Larger values are better (throughput, bandwidth, frames per second).
  case higher
}
