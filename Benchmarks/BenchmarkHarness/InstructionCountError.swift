/// An instruction count that could not be taken: valgrind missing or failing, or its output
/// unreadable.
public enum InstructionCountError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A tool `--instructions` runs (`valgrind`, `objcopy`) is not installed.
  case toolMissing(String)
  /// The valgrind run of the measured body exited with a failure; `output` is the end of what it
  /// printed.
  case childFailed(status: Int32, output: String)
  /// A callgrind output file could not be read as totals.
  case unreadableProfile(reason: String)

  /// What went wrong and what to change.
  public var description: String {
    switch self {
    case .toolMissing(let tool):
      "\(tool) is not installed; run 'make bench-instructions', which installs it (apt-get install valgrind)"
    case .childFailed(let status, let output):
      "the valgrind run exited with status \(status):\n\(output)"
    case .unreadableProfile(let reason):
      "the callgrind output could not be read: \(reason)"
    }
  }
}
