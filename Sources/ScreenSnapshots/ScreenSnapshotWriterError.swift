/// Why a snapshot was not written; the destination is left as it was.
public enum ScreenSnapshotWriterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The destination is not a file URL.
  case notAFileURL(String)
  /// The temporary file beside the destination could not be written (missing directory, no
  /// permission, full disk).
  case writeFailed(path: String, reason: String)
  /// The temporary file could not be renamed onto the destination. The corresponding C function is
  /// `rename`.
  case renameFailed(from: String, to: String, reason: String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .notAFileURL(let url):
      return "a snapshot is written to a file; \(url) is not a file URL"
    case .writeFailed(let path, let reason):
      return "could not write \(path) (\(reason)); check that its directory exists and is writable"
    case .renameFailed(let from, let to, let reason):
      return "could not move \(from) onto \(to) (\(reason)); check that both are on one writable file system"
    }
  }
}
