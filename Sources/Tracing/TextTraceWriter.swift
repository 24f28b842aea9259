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
    let cells = stream.cells(for: snapshot)
    var text = UTF8Buffer()
    for row in 0..<cells.rowCount {
      stream.writeLine(to: &text) { column, text in
        text.append(contentsOf: cells.cell(row: row, column: column))
        return cells.width(row: row, column: column)
      }
    }
    return text.string
  }
}

/// The text trace made in two passes, so a trace of any length is written in bounded memory: each
/// ``TraceRecorder/drain(before:)`` chunk becomes rows of cells (which the caller keeps, in a spool file for a
/// long run) while the stream learns each column's width; once every chunk is in, ``line(_:)`` turns
/// each row into its aligned line. The lines are those ``TextTraceWriter`` writes for the whole snapshot.
public struct TextTraceStream: Sendable {
  /// The time the offsets count from: the first event's.
  private var origin: Int64?
  private var widths = [Int](repeating: 0, count: TextTraceCells.columnCount)

  /// Creates a stream that has seen no chunk.
  public init() {}

  /// The rows of `chunk`'s events: the cells of each line, left to right, widths noted.
  public mutating func rows(for chunk: TraceSnapshot) -> [[String]] {
    let cells = cells(for: chunk)
    return (0..<cells.rowCount).map { row in
      (0..<TextTraceCells.columnCount).map { column in
        String(decoding: cells.cell(row: row, column: column), as: UTF8.self)
      }
    }
  }

  /// The cells of `chunk`'s events, widths noted.
  mutating func cells(for chunk: TraceSnapshot) -> TextTraceCells {
    var cells = TextTraceCells()
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

  /// A cell's width in characters. An ASCII cell's is its UTF-8 length, known without walking it;
  /// `String.count` walks every grapheme, which was a tenth of a traced scenario's run with `--text`
  /// (measured with perf).
  static func width(of cell: some Collection<UInt8>) -> Int {
    cell.allSatisfy { $0 < 0x80 } ? cell.count : String(decoding: cell, as: UTF8.self).count
  }

  /// One row as its line, every column but the last padded to the widest cell seen in that column,
  /// trailing spaces removed, ending in a newline.
  public func line(_ row: [String]) -> String {
    var text = UTF8Buffer()
    writeLine(columns: row.count, to: &text) { column, text in
      text.append(row[column])
      return Self.width(of: row[column].utf8)
    }
    return text.string
  }

  /// Appends one line of `columns` cells to `text`: `appendCell` appends a column's cell and returns
  /// its width; every column but the last is padded to the widest cell seen in that column, trailing
  /// spaces are removed and a newline ends the line.
  func writeLine(
    columns: Int = TextTraceCells.columnCount, to text: inout UTF8Buffer,
    appendingCell appendCell: (_ column: Int, _ text: inout UTF8Buffer) -> Int
  ) {
    let start = text.count
    for column in 0..<columns {
      let width = appendCell(column, &text)
      guard column < columns - 1 else { break }
      text.append(UInt8(ascii: " "), count: max(0, widths[column] - width) + 2)
    }
    while text.count > start, text.last == UInt8(ascii: " ") { text.removeLast() }
    text.append(UInt8(ascii: "\n"))
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
    for argument in event.arguments {
      if text.count > start { text.append(UInt8(ascii: " ")) }
      text.append(argument.key)
      text.append(UInt8(ascii: "="))
      argument.value.write(to: &text)
    }
  }
}

/// The cells of a run of text-trace rows, all in one buffer: each row's ``columnCount`` cells, with
/// where each ends and its width.
struct TextTraceCells {
  /// How many cells a row has: offset, track, phase, category, name, arguments.
  static let columnCount = 6

  private var text = UTF8Buffer()
  private var ends: [Int] = []
  private var widths: [Int] = []

  /// How many rows the cells make.
  var rowCount: Int { ends.count / Self.columnCount }

  /// Adds the next cell, which `write` appends to the text it is given.
  mutating func addCell(_ write: (inout UTF8Buffer) -> Void) {
    let start = text.count
    write(&text)
    ends.append(text.count)
    widths.append(TextTraceStream.width(of: text.bytes[start...]))
  }

  /// The bytes of a cell.
  func cell(row: Int, column: Int) -> ArraySlice<UInt8> {
    let index = row * Self.columnCount + column
    return text.bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
  }

  /// The width of a cell in characters.
  func width(row: Int, column: Int) -> Int {
    widths[row * Self.columnCount + column]
  }
}
