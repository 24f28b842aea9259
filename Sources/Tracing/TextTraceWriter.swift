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
    guard let origin = snapshot.events.first?.timestamp else { return "" }
    let rows = snapshot.events.map { event in
      let offset = event.timestamp - origin
      return [
        (offset < 0 ? "" : "+") + DecimalText.seconds(fromNanoseconds: offset) + "s",
        snapshot.trackName(for: event.track),
        event.phase.word,
        event.category.rawValue,
        event.name,
        argumentText(for: event),
      ]
    }
    return alignedLines(rows)
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

  private static func alignedLines(_ rows: [[String]]) -> String {
    let columnCount = rows.first?.count ?? 0
    let widths = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      var line = ""
      for (column, cell) in row.enumerated() {
        if column == columnCount - 1 {
          line += cell
        } else {
          line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      while line.last == " " { line.removeLast() }
      text += line + "\n"
    }
    return text
  }
}
