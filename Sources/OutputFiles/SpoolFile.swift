import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An anonymous temporary file that keeps records of strings for a second pass: what a writer that
/// needs all of its input before it can write the first byte (an aligned text trace) holds on disk
/// instead of in memory.
///
/// The file is unlinked as soon as it is made, so it vanishes when the spool is dropped or the process
/// ends in any way. Appends are buffered; ``forEachRecord(_:)`` reads the records back in order, a
/// buffer at a time, so memory stays bounded however many records the spool holds.
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

  /// Appends one record.
  ///
  /// - Throws: ``OutputFileError/noSpace(path:)`` or the `errno` of the write.
  public func append(_ record: [String]) throws(OutputFileError) {
    Self.appendLength(record.count, to: &pending)
    for field in record {
      let bytes = Array(field.utf8)
      Self.appendLength(bytes.count, to: &pending)
      pending += bytes
    }
    if pending.count >= Self.bufferSize { try flush() }
  }

  /// Calls `body` with every record appended so far, in order.
  ///
  /// - Throws: The first error `body` throws, or ``OutputFileError`` when reading fails.
  public func forEachRecord(_ body: ([String]) throws(OutputFileError) -> Void) throws(OutputFileError) {
    try flush()
    var reader = Reader(descriptor: descriptor, length: length)
    while let count = try reader.nextLength() {
      var record: [String] = []
      record.reserveCapacity(count)
      for _ in 0..<count {
        guard let fieldLength = try reader.nextLength() else { throw Self.truncated }
        record.append(String(decoding: try reader.bytes(fieldLength), as: UTF8.self))
      }
      try body(record)
    }
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

  private static let truncated = OutputFileError.systemError(path: "spool file", operation: "read", code: EIO)

  private static func appendLength(_ value: Int, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
  }

  /// Reads the file back from its start, a buffer at a time.
  private struct Reader {
    let descriptor: Int32
    let length: Int
    var offset = 0
    var buffer: [UInt8] = []
    var position = 0

    /// The next length field, or nil at the end of the file.
    mutating func nextLength() throws(OutputFileError) -> Int? {
      guard offset < length || position < buffer.count else { return nil }
      return try bytes(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int) throws(OutputFileError) -> ArraySlice<UInt8> {
      while buffer.count - position < count {
        guard offset < length else { throw SpoolFile.truncated }
        let size = min(max(SpoolFile.bufferSize, count), length - offset)
        var chunk = [UInt8](repeating: 0, count: size)
        let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, size, off_t(offset)) }
        guard read > 0 else { throw .systemError(path: "spool file", operation: "pread", code: errno) }
        buffer = Array(buffer[position...]) + chunk[..<read]
        position = 0
        offset += read
      }
      defer { position += count }
      return buffer[position..<position + count]
    }
  }
}
