/// Why a trace file could not be written; the destination is left as it was.
public enum TraceFileError: Error, Equatable, CustomStringConvertible {
  /// The directory that should hold the file does not exist (or is not a directory).
  case directoryMissing(directory: String)
  /// The process may not create files in the directory or replace the file.
  case permissionDenied(path: String)
  /// Another system error; `code` is the `errno` value and `reason` its `strerror` text.
  case writeFailed(path: String, code: Int32, reason: String)

  /// A sentence saying what failed and what to check.
  public var description: String {
    switch self {
    case .directoryMissing(let directory):
      "cannot write the trace: directory '\(directory)' does not exist; create it or choose another path"
    case .permissionDenied(let path):
      "cannot write the trace to '\(path)': permission denied; check the directory's permissions"
    case .writeFailed(let path, let code, let reason):
      "cannot write the trace to '\(path)': \(reason) (errno \(code))"
    }
  }
}
