import Foundation
import ScreenSnapshots
import Testing

@Suite struct ScreenSnapshotWriterTests {
  private func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenSnapshotWriterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func writingReplacesTheFileAndLeavesNoTemporaryFileBehind() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let destination = directory.appendingPathComponent("screen.svg")
    try ScreenSnapshotWriter.write("<svg>first</svg>", to: destination)
    try ScreenSnapshotWriter.write("<svg>second</svg>", to: destination)
    #expect(try String(contentsOf: destination, encoding: .utf8) == "<svg>second</svg>")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["screen.svg"])
  }

  @Test func aMissingDirectoryOrANonFileURLIsATypedError() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("absent/screen.svg")
    #expect {
      try ScreenSnapshotWriter.write("<svg/>", to: missing)
    } throws: { error in
      guard case .writeFailed(let path, _) = error as? ScreenSnapshotWriterError else { return false }
      return path.contains("/absent/")
    }
    let remote = try #require(URL(string: "https://example.com/screen.svg"))
    #expect(throws: ScreenSnapshotWriterError.notAFileURL("https://example.com/screen.svg")) {
      try ScreenSnapshotWriter.write("<svg/>", to: remote)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
