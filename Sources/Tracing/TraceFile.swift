import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes trace files whole or not at all.
///
/// The text goes into a temporary file in the destination's directory, is flushed to disk, and is then
/// renamed over the destination, so a reader sees either the old file or the complete new one, never a
/// partial write. On failure the temporary file is removed.
public enum TraceFile {
  /// Writes `contents` to `path` atomically.
  ///
  /// - Throws: ``TraceFileError/directoryMissing(directory:)`` when the directory does not exist,
  ///   ``TraceFileError/permissionDenied(path:)`` when it may not be written,
  ///   ``TraceFileError/writeFailed(path:code:reason:)`` for any other system error.
  public static func write(_ contents: String, to path: String) throws(TraceFileError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporaryPath = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw error(errno, path: path, directory: directory)
    }
    var failure = writeAll(Array(contents.utf8), to: descriptor)
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporaryPath, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporaryPath)
      throw error(failure, path: path, directory: directory)
    }
  }

  /// Writes every byte, retrying after interruptions; returns 0 or the `errno` of the failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  private static func error(_ code: Int32, path: String, directory: String) -> TraceFileError {
    switch code {
    case ENOENT, ENOTDIR: .directoryMissing(directory: directory)
    case EACCES, EPERM, EROFS: .permissionDenied(path: path)
    default: .writeFailed(path: path, code: code, reason: String(cString: strerror(code)))
    }
  }
}
