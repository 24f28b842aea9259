/// A benchmark that could not be run as declared, or whose body failed.
public enum BenchmarkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scaling factor, iteration count or warm-up count is out of range.
  case invalidConfiguration(benchmark: String, reason: String)
  /// ``BenchmarkMetric/bandwidth`` was asked for without
  /// ``BenchmarkConfiguration/bytesPerOperation``.
  case bandwidthNeedsBytesPerOperation(benchmark: String)
  /// The set-up or body threw; the message is the thrown error's description.
  case bodyFailed(benchmark: String, message: String)
  /// An `--instructions` count failed (valgrind missing, the child failing, its output unreadable).
  case instructionCountFailed(benchmark: String, error: InstructionCountError)

  /// What went wrong and what to change.
  public var description: String {
    switch self {
    case .invalidConfiguration(let benchmark, let reason):
      "Benchmark '\(benchmark)' has an invalid configuration: \(reason)."
    case .bandwidthNeedsBytesPerOperation(let benchmark):
      "Benchmark '\(benchmark)' reports bandwidth but its configuration has no bytesPerOperation."
    case .bodyFailed(let benchmark, let message):
      "Benchmark '\(benchmark)' failed: \(message)"
    case .instructionCountFailed(let benchmark, let error):
      "Benchmark '\(benchmark)' could not be counted: \(error.description)"
    }
  }
}
