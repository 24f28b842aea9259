#if canImport(Glibc)
  import Glibc
#endif

/// Why an output could not be opened, written or put in place; the destination is left as it was.
///
/// Each case names the real cause, found by looking at the destination and the `errno` of the call
/// that failed, and says what to do.
public enum OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The directory that should hold the file does not exist.
  case directoryMissing(directory: String)
  /// The path, or a component of it, should be a directory and is a file or something else.
  case notADirectory(path: String)
  /// The path is a directory; an output is a file.
  case isDirectory(path: String)
  /// The destination is a regular file without write permission; it is not replaced.
  case readOnlyFile(path: String, mode: UInt32)
  /// The destination is a regular file with the immutable or append-only attribute (`chattr +i`,
  /// `+a`): no process, root included, may replace it until the attribute is removed.
  case protectedFile(path: String, attribute: String)
  /// The process may not create files in the directory (it replaces a file by renaming a new one
  /// over it, so it needs that right even for an existing file).
  case directoryNotWritable(directory: String)
  /// The file system of the directory does not take new files (procfs, sysfs: `ENOENT` although the
  /// directory exists).
  case cannotCreateFiles(directory: String, reason: String)
  /// The file system is mounted read-only.
  case readOnlyFileSystem(path: String)
  /// The process may not open the device or FIFO for writing.
  case permissionDenied(path: String)
  /// A FIFO that no process reads: writing into it would wait for ever.
  case noReader(path: String)
  /// A block device or socket: PiPSim writes outputs into files, character devices and FIFOs only.
  case unsupportedFileType(path: String, kind: String)
  /// Two outputs name the same file.
  case sharedDestination(path: String, otherPath: String)
  /// The device or file system is full.
  case noSpace(path: String)
  /// The output was finished, abandoned or interrupted already.
  case closed(path: String)
  /// Another system error; `code` is the `errno` value, `operation` the C function that failed.
  case systemError(path: String, operation: String, code: Int32)

  /// A sentence saying what failed and what to do.
  public var description: String {
    switch self {
    case .directoryMissing(let directory):
      "directory '\(directory)' does not exist; create it or choose another path"
    case .notADirectory(let path):
      "'\(path)' is not a directory, or lies under something that is not one"
    case .isDirectory(let path):
      "'\(path)' is a directory; give a file path"
    case .readOnlyFile(let path, let mode):
      "'\(path)' is read-only (mode \(String(mode, radix: 8))); make it writable or choose another path"
    case .protectedFile(let path, let attribute):
      "'\(path)' has the \(attribute) attribute, so not even root may replace it; remove it "
        + "(chattr -\(attribute == "immutable" ? "i" : "a")) or choose another path"
    case .directoryNotWritable(let directory):
      "cannot create files in directory '\(directory)': permission denied; check its permissions"
    case .cannotCreateFiles(let directory, let reason):
      "cannot create files in '\(directory)' (\(reason)): its file system does not take new files"
    case .readOnlyFileSystem(let path):
      "cannot write '\(path)': the file system is read-only"
    case .permissionDenied(let path):
      "may not open '\(path)' for writing: permission denied on the file itself"
    case .noReader(let path):
      "'\(path)' is a FIFO that no process reads; start the reader first"
    case .unsupportedFileType(let path, let kind):
      "'\(path)' is a \(kind); outputs go to files, character devices (such as /dev/stdout) or FIFOs"
    case .sharedDestination(let path, let otherPath):
      path == otherPath
        ? "'\(path)' is given for two outputs; give each its own path"
        : "'\(path)' and '\(otherPath)' are the same file; give each output its own path"
    case .noSpace(let path):
      "no space left writing '\(path)'"
    case .closed(let path):
      "'\(path)' was already finished or interrupted"
    case .systemError(let path, let operation, let code):
      "cannot write '\(path)': \(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
