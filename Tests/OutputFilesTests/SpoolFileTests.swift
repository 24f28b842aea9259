import OutputFiles
import Testing

struct SpoolFileTests {
  @Test func recordsComeBackInOrderAcrossManyBuffers() throws {
    let spool = try SpoolFile()
    // Over 3 MiB in all, so both the writes and the reads cross buffer boundaries mid-record.
    let long = String(repeating: "x", count: 70_001)
    for index in 0..<50 {
      try spool.append(["\(index)", "", "é ✓ \u{1F}\n", long])
    }
    var seen: [[String]] = []
    try spool.forEachRecord { seen.append($0) }
    #expect(seen.count == 50)
    #expect(seen.map { $0[0] } == (0..<50).map(String.init))
    #expect(seen.allSatisfy { $0.count == 4 && $0[1] == "" && $0[2] == "é ✓ \u{1F}\n" && $0[3] == long })
  }

  @Test func anEmptySpoolHasNoRecordsAndCanBeReadTwice() throws {
    let spool = try SpoolFile()
    var count = 0
    try spool.forEachRecord { _ in count += 1 }
    try spool.append(["only"])
    try spool.forEachRecord { _ in count += 1 }
    try spool.forEachRecord { _ in count += 1 }
    #expect(count == 2)
  }
}
