import OutputFiles
import Testing

struct SpoolFileTests {
  @Test func recordsComeBackInOrderAcrossManyBuffers() throws {
    let spool = try SpoolFile()
    // Over 3 MiB in all, so both the writes and the reads cross buffer boundaries mid-record; one
    // record longer than a buffer is read whole.
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 70_001)
    let huge = [UInt8](repeating: 0xE9, count: (1 << 20) + 3)
    var written: [[UInt8]] = []
    for index in 0..<50 {
      written.append(Array("\(index)".utf8) + Array("é ✓ \u{1F}\n".utf8) + long)
      if index == 25 { written.append([]) }
      if index == 30 { written.append(huge) }
    }
    for record in written { try spool.append(record) }
    var seen: [[UInt8]] = []
    try spool.forEachRecord { seen.append(Array($0)) }
    #expect(seen.count == written.count)
    #expect(seen == written)
  }

  @Test func anEmptySpoolHasNoRecordsAndCanBeReadTwice() throws {
    let spool = try SpoolFile()
    var count = 0
    try spool.forEachRecord { _ in count += 1 }
    try spool.append(Array("only".utf8))
    try spool.forEachRecord { _ in count += 1 }
    try spool.forEachRecord { _ in count += 1 }
    #expect(count == 2)
  }

  @Test func anErrorFromTheBodyStopsTheReadingAndComesOut() throws {
    let spool = try SpoolFile()
    for index in 0..<3 { try spool.append([UInt8(index)]) }
    var seen: [UInt8] = []
    #expect(throws: OutputFileError.closed(path: "body")) {
      try spool.forEachRecord { (record) throws(OutputFileError) in
        seen.append(record[0])
        if record[0] == 1 { throw .closed(path: "body") }
      }
    }
    #expect(seen == [0, 1])
  }
}
