/// A baseline that could not be saved or read.
public enum BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name is empty or not a plain file name (`/`, `.`, `..`).
  case invalidName(String)
  /// No baseline has that name; save one with `--save NAME` first.
  case notFound(name: String, path: String)
  /// The file exists but is not results JSON.
  case unreadable(path: String, reason: String)
  /// The file or its directory could not be written.
  case unwritable(path: String, reason: String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .invalidName(let name):
      "'\(name)' is not a valid baseline name: use a plain name such as 'main' or 'before-ring'."
    case .notFound(let name, let path):
      "No baseline named '\(name)' at \(path); save one first with '--save \(name)'."
    case .unreadable(let path, let reason):
      "The baseline at \(path) is not benchmark results JSON: \(reason)"
    case .unwritable(let path, let reason):
      "Could not write the baseline \(path): \(reason)"
    }
  }
}
