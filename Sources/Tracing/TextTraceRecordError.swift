/// Bytes handed to ``TextTraceStream/appendLines(of:to:)`` that are not a record
/// ``TextTraceStream/rowsRecord(for:)`` made: a spool read back short or damaged.
public enum TextTraceRecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Fewer bytes than the record's row count needs for its header.
  case tooShort(byteCount: Int)
  /// A cell that ends before the cell before it, or past the end of the record's text.
  case cellOutOfBounds(cell: Int, end: Int, textByteCount: Int)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .tooShort(let byteCount):
      "a text trace record of \(byteCount) bytes is too short for its row count"
    case .cellOutOfBounds(let cell, let end, let textByteCount):
      "cell \(cell) of a text trace record ends at byte \(end), outside its \(textByteCount) bytes of text"
    }
  }
}
