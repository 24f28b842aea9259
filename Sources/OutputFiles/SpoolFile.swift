import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An anonymous temporary file that keeps records of bytes for a second pass: what a writer that
/// needs all of its input before it can write the first byte (an aligned text trace) holds on disk
/// instead of in memory.
///
/// The file is unlinked as soon as it is made, so it vanishes when the spool is dropped or the process
/// ends in any way. Appends are buffered; ``forEachRecord(_:)`` reads the records back in order, a
/// buffer at a time, so memory stays bounded however many records the spool holds (a record longer
/// than the buffer is read whole).
public final class SpoolFile {
  private let descriptor: Int32
  private var pending: [UInt8] = []
  /// How many bytes the file holds.
  private var length = 0
  private static let bufferSize = 1 << 20

  /// Makes the spool in the system's temporary directory (`TMPDIR`, else `/tmp`).
  ///
  /// - Throws: ``OutputFileError`` naming the directory when no file can be made there.
  public init() throws(OutputFileError) {
    let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/.pipsim-spool-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      let code = errno
      if code == EACCES || code == EPERM { throw .directoryNotWritable(directory: directory) }
      throw .systemError(path: directory, operation: "mkstemp", code: code)
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Appends one record: `record`'s bytes, as they are.
  ///
  /// - Throws: ``OutputFileError/noSpace(path:)`` or the `errno` of the write; a record of 4 GiB or
  ///   more, which the length field cannot hold, as `EFBIG`.
  public func append(_ record: [UInt8]) throws(OutputFileError) {
    guard record.count <= Int(UInt32.max) else {
      throw .systemError(path: "spool file", operation: "write", code: EFBIG)
    }
    withUnsafeBytes(of: UInt32(record.count).littleEndian) { pending.append(contentsOf: $0) }
    pending.append(contentsOf: record)
    if pending.count >= Self.bufferSize { try flush() }
  }

  /// Calls `body` with the bytes of every record appended so far, in order; the bytes are valid only
  /// during the call.
  ///
  /// - Throws: The first error `body` throws, or ``OutputFileError`` when reading fails.
  public func forEachRecord(_ body: (UnsafeRawBufferPointer) throws(OutputFileError) -> Void)
    throws(OutputFileError)
  {
    try flush()
    var reader = Reader(descriptor: descriptor, length: length)
    defer { reader.close() }
    while let record = try reader.nextRecord() { try body(record) }
  }

  private func flush() throws(OutputFileError) {
    guard !pending.isEmpty else { return }
    let written = pending.withUnsafeBytes { buffer in
      pwrite(descriptor, buffer.baseAddress!, buffer.count, off_t(length))
    }
    guard written == pending.count else {
      let code = written < 0 ? errno : ENOSPC
      if code == ENOSPC || code == EDQUOT { throw .noSpace(path: "spool file") }
      throw .systemError(path: "spool file", operation: "pwrite", code: code)
    }
    length += written
    pending.removeAll(keepingCapacity: true)
  }

  /// What a spool read back shorter than it was written reads as.
  static let truncated = OutputFileError.systemError(path: "spool file", operation: "read", code: EIO)

  /// Reads the file back from its start, a buffer at a time.
  private struct Reader {
    let descriptor: Int32
    let length: Int
    /// Where the next read from the file starts.
    var offset = 0
    /// What was read and not yet handed out: `buffer[position..<filled]`.
    var buffer: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)
    var position = 0
    var filled = 0

    init(descriptor: Int32, length: Int) {
      self.descriptor = descriptor
      self.length = length
    }

    /// Lets the buffer go.
    mutating func close() {
      buffer.deallocate()
      buffer = .init(start: nil, count: 0)
    }

    /// The next record's bytes, valid until the next call, or nil at the end of the file.
    mutating func nextRecord() throws(OutputFileError) -> UnsafeRawBufferPointer? {
      guard offset < length || position < filled else { return nil }
      let size = MemoryLayout<UInt32>.size
      try fill(size)
      let count = Int(
        UInt32(
          littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(
            fromByteOffset: position, as: UInt32.self)))
      position += size
      try fill(count)
      defer { position += count }
      return UnsafeRawBufferPointer(rebasing: buffer[position..<position + count])
    }

    /// Makes at least `count` unread bytes available, keeping the unread ones.
    private mutating func fill(_ count: Int) throws(OutputFileError) {
      guard filled - position < count else { return }
      guard length - offset >= count - (filled - position) else { throw SpoolFile.truncated }
      let capacity = max(SpoolFile.bufferSize, count)
      // The unread bytes move to the front: of a larger buffer, or of this one (the move may overlap).
      let target =
        buffer.count < capacity
        ? UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16) : buffer
      if filled > position {
        target.baseAddress!.copyMemory(from: buffer.baseAddress! + position, byteCount: filled - position)
      }
      if target.baseAddress != buffer.baseAddress {
        buffer.deallocate()
        buffer = target
      }
      filled -= position
      position = 0
      while filled < count {
        let want = min(buffer.count - filled, length - offset)
        let read = pread(descriptor, buffer.baseAddress! + filled, want, off_t(offset))
        guard read > 0 else {
          throw read < 0
            ? .systemError(path: "spool file", operation: "pread", code: errno) : SpoolFile.truncated
        }
        filled += read
        offset += read
      }
    }
  }
}
