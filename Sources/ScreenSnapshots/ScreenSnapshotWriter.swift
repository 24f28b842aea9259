import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes snapshot documents to disk so a reader never sees a half-written file.
public enum ScreenSnapshotWriter {
  /// Writes `document` as UTF-8 to `url`, replacing any file there in one step.
  ///
  /// The text goes to a temporary file in the destination's directory first, which is then renamed
  /// onto the destination (`rename` is atomic within one file system). On failure the temporary
  /// file is removed and the destination keeps its old contents.
  /// - Throws: ``ScreenSnapshotWriterError``.
  public static func write(_ document: String, to url: URL) throws(ScreenSnapshotWriterError) {
    guard url.isFileURL else { throw .notAFileURL(url.absoluteString) }
    let destination = url.standardizedFileURL
    let temporary = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(document.utf8).write(to: temporary)
    } catch {
      throw .writeFailed(path: temporary.path, reason: error.localizedDescription)
    }
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .renameFailed(from: temporary.path, to: destination.path, reason: reason)
    }
  }
}
