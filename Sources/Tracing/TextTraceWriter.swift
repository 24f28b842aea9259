/// Writes a snapshot as aligned text for reading in a terminal, one event a line.
///
/// Columns: time relative to the first event (`+0.016667s`), track name, phase, category, name, then
/// the arguments as `key=value`. Slices show their duration as `dur=`, flows and async slices their
/// `id=`. Every column but the last is padded to its widest entry.
///
/// ```
/// +0.000000s  main      begin    state     starting
/// +0.016667s  renderer  flow-in  frame     frame.presented  seq=1
/// ```
public enum TextTraceWriter {
  /// The snapshot as text, one line per event, each ending in a newline.
  public static func encode(_ snapshot: TraceSnapshot) -> String {
    var stream = TextTraceStream()
    let record = stream.rowsRecord(for: snapshot)
    var text = UTF8Buffer()
    record.withUnsafeBytes { stream.writeLines(of: TextTraceCells.Record(madeHere: $0), to: &text) }
    return text.string
  }
}

/// The text trace made in two passes, so a trace of any length is written in bounded memory: each
/// ``TraceRecorder/drain(before:)`` chunk becomes one record of its rows' cells
/// (``rowsRecord(for:)``, which the caller keeps, in a spool file for a long run) while the stream
/// learns each column's width; once every chunk is in, ``appendLines(of:to:)`` turns each record into
/// its aligned lines. The lines are those ``TextTraceWriter`` writes for the whole snapshot.
public struct TextTraceStream: Sendable {
  /// The time the offsets count from: the first event's.
  private var origin: Int64?
  private var widths = [Int](repeating: 0, count: TextTraceCells.columnCount)

  /// Creates a stream that has seen no chunk.
  public init() {}

  /// The rows of `chunk`'s events as one record, widths noted: bytes to keep (in a spool file, for a
  /// long run) until every chunk is in, then to hand to ``appendLines(of:to:)``.
  ///
  /// The record holds each cell's UTF-8 bytes with where it ends and its width: the second pass pads
  /// the cells it reads back without measuring or decoding them again.
  public mutating func rowsRecord(for chunk: TraceSnapshot) -> [UInt8] {
    cells(for: chunk).record
  }

  /// The cells of `chunk`'s events, widths noted.
  mutating func cells(for chunk: TraceSnapshot) -> TextTraceCells {
    var cells = TextTraceCells(expectedRows: chunk.events.count)
    guard let first = chunk.events.first else { return cells }
    let origin = origin ?? first.timestamp
    self.origin = origin
    for event in chunk.events {
      let offset = event.timestamp - origin
      cells.addCell { text in
        if offset >= 0 { text.append(UInt8(ascii: "+")) }
        DecimalText.appendSeconds(fromNanoseconds: offset, to: &text)
        text.append(UInt8(ascii: "s"))
      }
      cells.addCell { $0.append(chunk.trackName(for: event.track)) }
      cells.addCell { $0.append(event.phase.word) }
      cells.addCell { $0.append(event.category.rawValue) }
      cells.addCell { $0.append(event.name) }
      cells.addCell { Self.writeArguments(of: event, to: &$0) }
    }
    for row in 0..<cells.rowCount {
      for column in widths.indices {
        widths[column] = max(widths[column], cells.width(row: row, column: column))
      }
    }
    return cells
  }

  /// A cell's width in characters. An ASCII cell's is its UTF-8 length, known without walking its
  /// graphemes (`String.count` walks every one, which was a tenth of a traced scenario's run with
  /// `--text`, measured with perf); the bytes are or-ed together in one pass, which the compiler
  /// vectorises, where `allSatisfy` tested them one by one (3 % of such a run).
  static func width(of cell: UnsafeBufferPointer<UInt8>) -> Int {
    var all: UInt8 = 0
    for byte in cell { all |= byte }
    return all < 0x80 ? cell.count : String(decoding: cell, as: UTF8.self).count
  }

  /// Appends the lines of a record ``rowsRecord(for:)`` made to `output`: each row's line, every column
  /// but the last padded to the widest cell seen in that column, trailing spaces removed, ending in a
  /// newline.
  ///
  /// - Throws: ``TextTraceRecordError`` when `record` is not such a record (a spool read back wrong),
  ///   found before any line is written: `output` is then unchanged.
  public func appendLines(of record: UnsafeRawBufferPointer, to output: inout [UInt8])
    throws(TextTraceRecordError)
  {
    let cells = try TextTraceCells.Record(record)
    var text = UTF8Buffer()
    writeLines(of: cells, to: &text)
    output.append(contentsOf: text.bytes)
  }

  /// Appends each row of `cells` to `text` as its line: every column but the last padded to the
  /// widest cell seen in that column, trailing spaces removed, a newline at the end.
  func writeLines(of cells: TextTraceCells.Record, to text: inout UTF8Buffer) {
    let columns = TextTraceCells.columnCount
    for row in 0..<cells.rowCount {
      let start = text.count
      for column in 0..<columns {
        text.append(contentsOf: cells.cell(row: row, column: column))
        guard column < columns - 1 else { break }
        text.append(
          UInt8(ascii: " "), count: max(0, widths[column] - cells.width(row: row, column: column)) + 2)
      }
      while text.count > start, text.last == UInt8(ascii: " ") { text.removeLast() }
      text.append(UInt8(ascii: "\n"))
    }
  }

  /// Appends the last column of `event`'s line: its duration or id, then its arguments as `key=value`.
  private static func writeArguments(of event: TraceEvent, to text: inout UTF8Buffer) {
    let start = text.count
    switch event.phase {
    case .complete(let duration):
      text.append("dur=")
      DecimalText.appendSeconds(fromNanoseconds: duration, to: &text)
      text.append(UInt8(ascii: "s"))
    case .flowStart(let id), .flowEnd(let id), .asyncBegin(let id), .asyncEnd(let id):
      text.append("id=")
      text.appendDigits(of: id, minimumCount: 1)
    case .begin, .end, .instant, .counter:
      break
    }
    // By index: iterating copied the whole list into its iterator (see `JSONFields.arguments`).
    for index in 0..<event.arguments.count {
      let argument = event.arguments[index]
      if text.count > start { text.append(UInt8(ascii: " ")) }
      text.append(argument.key)
      text.append(UInt8(ascii: "="))
      argument.value.write(to: &text)
    }
  }
}

/// The cells of a run of text-trace rows, all in one buffer: each row's ``columnCount`` cells, with
/// where each ends and its width.
struct TextTraceCells: ~Copyable {
  /// How many cells a row has: offset, track, phase, category, name, arguments.
  static let columnCount = 6

  private var text: UTF8Buffer
  private var ends: [Int] = []
  private var widths: [Int] = []

  /// Cells with room for `expectedRows` rows of typical width before they grow.
  init(expectedRows: Int = 0) {
    text = UTF8Buffer(capacity: expectedRows * Self.typicalRowBytes)
    ends.reserveCapacity(expectedRows * Self.columnCount)
    widths.reserveCapacity(expectedRows * Self.columnCount)
  }

  /// About how many bytes a row's cells take (a frame event's, with its arguments).
  private static let typicalRowBytes = 96

  /// How many rows the cells make.
  var rowCount: Int { ends.count / Self.columnCount }

  /// Adds the next cell, which `write` appends to the text it is given.
  mutating func addCell(_ write: (inout UTF8Buffer) -> Void) {
    let start = text.count
    write(&text)
    ends.append(text.count)
    widths.append(TextTraceStream.width(of: UnsafeBufferPointer(rebasing: text.bytes[start...])))
  }

  /// The width of a cell in characters.
  func width(row: Int, column: Int) -> Int {
    widths[row * Self.columnCount + column]
  }

  /// The cells as one record of bytes, which ``Record`` reads: the row count, then each cell's end
  /// (from the start of the text) and width, then the text, every number a little-endian `UInt32`
  /// (a chunk's text is bounded by its rings' events, and even an hour's whole trace at 240 fps
  /// makes about 300 MB of it, far below 4 GiB).
  var record: [UInt8] {
    let size = MemoryLayout<UInt32>.size
    let header = size * (1 + 2 * ends.count)
    let text = self.text.bytes
    return [UInt8](unsafeUninitializedCapacity: header + text.count) { record, initialized in
      let base = UnsafeMutableRawPointer(record.baseAddress!)
      func store(_ value: Int, at offset: Int) {
        base.storeBytes(
          of: UInt32(truncatingIfNeeded: value).littleEndian, toByteOffset: offset, as: UInt32.self)
      }
      store(rowCount, at: 0)
      for index in ends.indices {
        store(ends[index], at: size * (1 + 2 * index))
        store(widths[index], at: size * (2 + 2 * index))
      }
      if let source = text.baseAddress { (base + header).copyMemory(from: source, byteCount: text.count) }
      initialized = header + text.count
    }
  }

  /// A record of cells read back, checked whole before any cell is read.
  struct Record {
    private let bytes: UnsafeRawBufferPointer
    private let text: UnsafeRawBufferPointer
    /// How many rows the record holds.
    let rowCount: Int

    /// Reads the header of `bytes`, a record ``TextTraceCells/record`` made.
    ///
    /// - Throws: ``TextTraceRecordError`` when the bytes cannot be one: too short for their row
    ///   count, or a cell ending before the one before it or past the text.
    init(_ bytes: UnsafeRawBufferPointer) throws(TextTraceRecordError) {
      let size = MemoryLayout<UInt32>.size
      guard bytes.count >= size else { throw .tooShort(byteCount: bytes.count) }
      let rowCount = Self.number(at: 0, in: bytes)
      guard Self.headerSize(rowCount: rowCount) <= bytes.count else {
        throw .tooShort(byteCount: bytes.count)
      }
      self.init(madeHere: bytes)
      var previousEnd = 0
      for index in 0..<(rowCount * TextTraceCells.columnCount) {
        let end = end(ofCell: index)
        guard end >= previousEnd, end <= text.count else {
          throw .cellOutOfBounds(cell: index, end: end, textByteCount: text.count)
        }
        previousEnd = end
      }
    }

    /// Reads `bytes`, which ``TextTraceCells/record`` has just made in this process, unchecked.
    init(madeHere bytes: UnsafeRawBufferPointer) {
      self.bytes = bytes
      rowCount = Self.number(at: 0, in: bytes)
      text = UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize(rowCount: rowCount)...])
    }

    /// The bytes before the text: the row count, then each cell's end and width.
    private static func headerSize(rowCount: Int) -> Int {
      MemoryLayout<UInt32>.size * (1 + 2 * TextTraceCells.columnCount * rowCount)
    }

    /// The bytes of a cell.
    func cell(row: Int, column: Int) -> UnsafeRawBufferPointer {
      let index = row * TextTraceCells.columnCount + column
      let start = index == 0 ? 0 : end(ofCell: index - 1)
      return UnsafeRawBufferPointer(rebasing: text[start..<end(ofCell: index)])
    }

    /// The width of a cell in characters.
    func width(row: Int, column: Int) -> Int {
      let index = row * TextTraceCells.columnCount + column
      return Self.number(at: MemoryLayout<UInt32>.size * (2 + 2 * index), in: bytes)
    }

    private func end(ofCell index: Int) -> Int {
      Self.number(at: MemoryLayout<UInt32>.size * (1 + 2 * index), in: bytes)
    }

    private static func number(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
      Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
  }
}
