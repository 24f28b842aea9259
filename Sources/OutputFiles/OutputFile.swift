import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// One output being written: the one writer of PiPSim's traces, text traces, screen snapshots and
/// benchmark plots and baselines.
///
/// Open it, write chunks, then finish it; ``write(_:to:)`` does all three for a whole document. What
/// happens at the destination depends on what the path names (``OutputDestination``): a new or regular
/// file is written into a temporary file beside it and renamed into place by ``finish()``, so a reader
/// sees the old file or the complete new one, never a part; a device, FIFO or open descriptor is
/// written into directly. Opening checks everything that can be checked before the first byte, so a
/// caller that opens its outputs before a long run learns of a bad path at once.
///
/// The temporary file is named `.NAME.PID-XXXXXXXX.tmp`. ``abandon()`` (or dropping an unfinished
/// output) removes it and leaves the destination as it was. On SIGINT or SIGTERM an output is
/// finished or removed as its ``InterruptionPolicy`` says (see ``InterruptionHandling``); after a
/// SIGKILL its temporary file stays, and the next output opened in that directory removes it once no
/// process has its PID (parallel runs share directories, so a live writer's file is never touched).
///
/// Thread safety: every call takes the output's lock, so the signal handler never finishes a file in
/// the middle of a chunk.
public final class OutputFile: Sendable {
  /// What an output does when the process is interrupted (SIGINT, SIGTERM) before it is finished.
  public enum InterruptionPolicy: Sendable {
    /// A document written whole at the end: the partial temporary file is removed.
    case discard
    /// A stream written as it goes: `trailer` (which closes the document and marks it truncated) is
    /// appended, and the file is put in place.
    case finishTruncated(trailer: @Sendable () -> [UInt8])
  }

  private enum State {
    case open(descriptor: Int32, temporary: String?)
    case closed
  }

  /// Where the output goes and how it is written there.
  public let destination: OutputDestination
  private let interruption: InterruptionPolicy
  private let state: LockedValue<State>

  private init(destination: OutputDestination, interruption: InterruptionPolicy, state: State) {
    self.destination = destination
    self.interruption = interruption
    self.state = LockedValue(state)
  }

  deinit {
    abandon()
  }

  /// Opens an output at `path`.
  ///
  /// - Parameters:
  ///   - path: A file path, or `-` for standard output.
  ///   - interruption: What SIGINT or SIGTERM does to it before it is finished.
  /// - Throws: ``OutputFileError`` naming the real cause (see ``OutputDestination/resolve(_:)``, and
  ///   for the temporary file: a directory that is not writable, a file system that takes no new
  ///   files or is read-only, or a full disk; for a device: permission denied, or a FIFO no one reads).
  public static func open(_ path: String, onInterruption interruption: InterruptionPolicy = .discard)
    throws(OutputFileError) -> OutputFile
  {
    try open(OutputDestination.resolve(path), onInterruption: interruption)
  }

  /// Opens an output at a destination resolved before (for example to check that no two outputs
  /// share a file).
  ///
  /// - Throws: ``OutputFileError``, as ``open(_:onInterruption:)``.
  public static func open(_ destination: OutputDestination, onInterruption interruption: InterruptionPolicy)
    throws(OutputFileError) -> OutputFile
  {
    InterruptionHandling.install()
    let state: State
    switch destination.kind {
    case .standardOutput:
      let descriptor = dup(STDOUT_FILENO)
      guard descriptor >= 0 else {
        throw .systemError(path: destination.path, operation: "dup", code: errno)
      }
      state = .open(descriptor: descriptor, temporary: nil)
    case .stream:
      state = .open(descriptor: try openStream(destination), temporary: nil)
    case .newFile, .regularFile:
      state = try openTemporaryFile(for: destination)
    }
    let output = OutputFile(destination: destination, interruption: interruption, state: state)
    InterruptionHandling.register(output)
    return output
  }

  /// Writes `contents` to `path` as one document: open, write, finish.
  ///
  /// - Throws: ``OutputFileError``; the destination is left as it was.
  public static func write(_ contents: String, to path: String) throws(OutputFileError) {
    let output = try open(path)
    try output.write(contents)
    try output.finish()
  }

  /// Appends `text` as UTF-8.
  ///
  /// - Throws: ``OutputFileError/noSpace(path:)``, ``OutputFileError/closed(path:)`` or the `errno`
  ///   of the write; what was written before stays, and the output can still be abandoned.
  public func write(_ text: String) throws(OutputFileError) {
    var text = text
    try text.withUTF8 { bytes in
      Result { () throws(OutputFileError) in try write(UnsafeRawBufferPointer(bytes)) }
    }.get()
  }

  /// Appends `bytes`.
  ///
  /// - Throws: As writing a `String` does.
  public func write(_ bytes: [UInt8]) throws(OutputFileError) {
    try bytes.withUnsafeBytes { buffer in Result { () throws(OutputFileError) in try write(buffer) } }.get()
  }

  /// Appends the bytes of `buffer`.
  ///
  /// - Throws: As writing a `String` does.
  public func write(_ buffer: UnsafeRawBufferPointer) throws(OutputFileError) {
    try state.withLock { (state) throws(OutputFileError) in
      guard case .open(let descriptor, _) = state else { throw .closed(path: destination.path) }
      try Self.writeAll(buffer, to: descriptor, path: destination.path)
    }
  }

  /// Puts the output in place: a file is flushed to disk, given its permission bits and renamed over
  /// the destination; a device or FIFO is closed.
  ///
  /// - Throws: ``OutputFileError`` when the flush or the rename fails; the temporary file is removed
  ///   and the destination keeps what it had.
  public func finish() throws(OutputFileError) {
    try state.withLock { (state) throws(OutputFileError) in
      guard case .open(let descriptor, let temporary) = state else { throw .closed(path: destination.path) }
      state = .closed
      InterruptionHandling.unregister(self)
      try Self.finish(descriptor: descriptor, temporary: temporary, destination: destination)
    }
  }

  /// Gives up on the output: a temporary file is removed and the destination keeps what it had. Does
  /// nothing once the output is finished or abandoned.
  public func abandon() {
    state.withLock { state in
      guard case .open(let descriptor, let temporary) = state else { return }
      state = .closed
      close(descriptor)
      if let temporary { unlink(temporary) }
    }
    InterruptionHandling.unregister(self)
  }

  /// What SIGINT or SIGTERM does to an unfinished output: finish it with its trailer, or abandon it.
  func interrupt() {
    guard case .finishTruncated(let trailer) = interruption else {
      abandon()
      return
    }
    do throws(OutputFileError) {
      try write(trailer())
      try finish()
    } catch {
      abandon()
    }
  }

  // MARK: System calls

  private static func openStream(_ destination: OutputDestination) throws(OutputFileError) -> Int32 {
    var info = stat()
    let isFIFO = stat(destination.target, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    // A FIFO is opened without blocking, so one that no process reads is an error, not a hang.
    let flags = O_WRONLY | O_APPEND | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0)
    let descriptor = Glibc.open(destination.target, flags)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case EACCES, EPERM: throw .permissionDenied(path: destination.path)
      case ENXIO where isFIFO: throw .noReader(path: destination.path)
      case EROFS: throw .readOnlyFileSystem(path: destination.path)
      default: throw .systemError(path: destination.path, operation: "open", code: code)
      }
    }
    if isFIFO { _ = fcntl(descriptor, F_SETFL, O_WRONLY | O_APPEND) }
    return descriptor
  }

  private static func openTemporaryFile(for destination: OutputDestination) throws(OutputFileError) -> State {
    let target = destination.target as NSString
    let directory = target.deletingLastPathComponent
    TemporaryFileName.removeStale(in: directory)
    let temporary = directory + "/" + TemporaryFileName.make(for: target.lastPathComponent)
    let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case EACCES, EPERM: throw .directoryNotWritable(directory: directory)
      case EROFS: throw .readOnlyFileSystem(path: destination.path)
      case ENOENT: throw .cannotCreateFiles(directory: directory, reason: String(cString: strerror(code)))
      case ENOSPC, EDQUOT: throw .noSpace(path: destination.path)
      default: throw .systemError(path: destination.path, operation: "open", code: code)
      }
    }
    if case .regularFile(let mode, let owner, let group) = destination.kind {
      _ = fchmod(descriptor, mode_t(mode))
      // Only root can give a file away; anyone else keeps their own ownership, as a copy would.
      if geteuid() == 0 { _ = fchown(descriptor, owner, group) }
    }
    return .open(descriptor: descriptor, temporary: temporary)
  }

  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String)
    throws(OutputFileError)
  {
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      guard written >= 0 else {
        let code = errno
        if code == EINTR { continue }
        if code == ENOSPC || code == EDQUOT { throw .noSpace(path: path) }
        throw .systemError(path: path, operation: "write", code: code)
      }
      offset += written
    }
  }

  private static func finish(descriptor: Int32, temporary: String?, destination: OutputDestination)
    throws(OutputFileError)
  {
    guard let temporary else {
      close(descriptor)
      return
    }
    var failure: (operation: String, code: Int32)?
    if fsync(descriptor) != 0 { failure = ("fsync", errno) }
    if close(descriptor) != 0, failure == nil { failure = ("close", errno) }
    if failure == nil, rename(temporary, destination.target) != 0 { failure = ("rename", errno) }
    guard let failure else { return }
    unlink(temporary)
    if failure.code == ENOSPC || failure.code == EDQUOT { throw .noSpace(path: destination.path) }
    throw .systemError(path: destination.path, operation: failure.operation, code: failure.code)
  }
}
