import Foundation
import Testing
import Tracing

@Suite struct TraceFileTests {
  private func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-file-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    return directory
  }

  @Test func writtenFileHoldsExactlyTheContentsAndNoTemporaryFileRemains() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("session.json").path
    try TraceFile.write("first", to: path)
    try TraceFile.write("second, longer", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second, longer")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
  }

  @Test func missingDirectoryGivesATypedErrorAndLeavesNothingBehind() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("absent")
    #expect(throws: TraceFileError.directoryMissing(directory: missing.path)) {
      try TraceFile.write("x", to: missing.appendingPathComponent("t.json").path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func failedRenameRemovesTheTemporaryFileAndKeepsTheDestination() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let occupied = directory.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: occupied.appendingPathComponent("inside"))
    let error = #expect(throws: TraceFileError.self) { try TraceFile.write("x", to: occupied.path) }
    #expect(error?.description.contains(occupied.path) == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["occupied"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: occupied.path) == ["inside"])
  }
}
