/// A plot that could not be written.
public enum PlotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The directory given to `--plots` could not be created.
  case directoryUnavailable(path: String, reason: String)
  /// The SVG file could not be written.
  case unwritable(path: String, reason: String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .directoryUnavailable(let path, let reason):
      "Could not create the plot directory \(path): \(reason). Pass a writable directory to --plots."
    case .unwritable(let path, let reason):
      "Could not write the plot \(path): \(reason)"
    }
  }
}
