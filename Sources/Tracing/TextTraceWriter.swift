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
    let rows = stream.rows(for: snapshot)
    return rows.map { stream.line($0) }.joined()
  }
}

/// The text trace made in two passes, so a trace of any length is written in bounded memory: each
/// ``TraceRecorder/drain(before:)`` chunk becomes rows of cells (which the caller keeps, in a spool file for a
/// long run) while the stream learns each column's width; once every chunk is in, ``line(_:)`` turns
/// each row into its aligned line. The lines are those ``TextTraceWriter`` writes for the whole snapshot.
public struct TextTraceStream: Sendable {
  /// The time the offsets count from: the first event's.
  private var origin: Int64?
  private var widths: [Int] = []

  /// Creates a stream that has seen no chunk.
  public init() {}

  /// The rows of `chunk`'s events: the cells of each line, left to right, widths noted.
  public mutating func rows(for chunk: TraceSnapshot) -> [[String]] {
    guard let first = chunk.events.first else { return [] }
    let origin = origin ?? first.timestamp
    self.origin = origin
    let rows = chunk.events.map { event in
      let offset = event.timestamp - origin
      return [
        (offset < 0 ? "" : "+") + DecimalText.seconds(fromNanoseconds: offset) + "s",
        chunk.trackName(for: event.track),
        event.phase.word,
        event.category.rawValue,
        event.name,
        Self.argumentText(for: event),
      ]
    }
    for row in rows {
      if widths.count < row.count { widths += Array(repeating: 0, count: row.count - widths.count) }
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], Self.width(of: cell)) }
    }
    return rows
  }

  /// Runs of 0 to 64 spaces, made once: a column's padding is one or more of them.
  private static let spaceRuns = (0...64).map { String(repeating: " ", count: $0) }

  /// A cell's width in characters. An ASCII cell's is its UTF-8 length, known without walking it;
  /// `String.count` walks every grapheme, which was a tenth of a traced scenario's run with `--text`
  /// (measured with perf).
  static func width(of cell: String) -> Int {
    let bytes = cell.utf8.count
    return cell.utf8.allSatisfy { $0 < 0x80 } ? bytes : cell.count
  }

  /// One row as its line, every column but the last padded to the widest cell seen in that column,
  /// trailing spaces removed, ending in a newline.
  public func line(_ row: [String]) -> String {
    var line = ""
    for (column, cell) in row.enumerated() {
      line += cell
      guard column < row.count - 1 else { break }
      var padding = max(0, widths[column] - Self.width(of: cell)) + 2
      while padding > 0 {
        let run = min(padding, Self.spaceRuns.count - 1)
        line += Self.spaceRuns[run]
        padding -= run
      }
    }
    while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
    return line + "\n"
  }

  private static func argumentText(for event: TraceEvent) -> String {
    var parts: [String] = []
    switch event.phase {
    case .complete(let duration):
      parts.append("dur=" + DecimalText.seconds(fromNanoseconds: duration) + "s")
    case .flowStart(let id), .flowEnd(let id), .asyncBegin(let id), .asyncEnd(let id):
      parts.append("id=\(id)")
    case .begin, .end, .instant, .counter:
      break
    }
    parts += event.arguments.map { "\($0.key)=\($0.value)" }
    return parts.joined(separator: " ")
  }
}
