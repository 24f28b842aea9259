import Foundation
import Locking
import OutputFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory for one test's files, removed when the value is dropped by `defer`.
struct ScratchDirectory {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("OutputFileTests-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    chmod(path, 0o777)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

  func contents(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

func fileType(_ path: String) -> mode_t {
  var info = stat()
  return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
}

func permissionBits(_ path: String) -> mode_t {
  var info = stat()
  return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
}

/// The output-safety matrix, one row per test: what each kind of destination gets.
@Suite struct OutputFileTests {
  @Test func aNewFileIsCreatedWholeAndNoTemporaryFileRemains() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let output = try OutputFile.open(scratch.file("trace.json"))
    try output.write("{\"traceEvents\": [")
    #expect(try scratch.names().count == 1)
    #expect(try !scratch.names().contains("trace.json"))
    try output.write("]}")
    try output.finish()
    #expect(try scratch.contents("trace.json") == "{\"traceEvents\": []}")
    #expect(try scratch.names() == ["trace.json"])
  }

  @Test func aRegularFileIsReplacedAtomicallyAndKeepsItsMode() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("trace.json")
    try OutputFile.write("first", to: path)
    chmod(path, 0o640)
    let output = try OutputFile.open(path)
    try output.write("second, longer")
    #expect(try scratch.contents("trace.json") == "first")
    try output.finish()
    #expect(try scratch.contents("trace.json") == "second, longer")
    #expect(permissionBits(path) == 0o640)
    #expect(try scratch.names() == ["trace.json"])
  }

  @Test func aReadOnlyFileIsRefusedAndKeptAsItWas() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("kept.json")
    try OutputFile.write("precious", to: path)
    chmod(path, 0o444)
    #expect(throws: OutputFileError.readOnlyFile(path: path, mode: 0o444)) {
      try OutputFile.write("x", to: path)
    }
    #expect(try scratch.contents("kept.json") == "precious")
    #expect(permissionBits(path) == 0o444)
    #expect(try scratch.names() == ["kept.json"])
  }

  @Test(
    .enabled(
      if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr"),
      "chattr needs root"),
    arguments: [("+i", "immutable"), ("+a", "append-only")])
  func anImmutableOrAppendOnlyFileIsRefusedForWhatItIsNotAsReadOnly(flag: String, attribute: String) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("kept.json")
    try OutputFile.write("precious", to: path)
    let chattr = { (change: String) throws in
      let process = try Process.run(URL(fileURLWithPath: "/usr/bin/chattr"), arguments: [change, path])
      process.waitUntilExit()
      try #require(
        process.terminationStatus == 0, "chattr \(change) failed (a file system without attributes?)")
    }
    try chattr(flag)
    defer { try? chattr("-" + flag.dropFirst()) }
    #expect(throws: OutputFileError.protectedFile(path: path, attribute: attribute)) {
      try OutputFile.write("x", to: path)
    }
    #expect(
      OutputFileError.protectedFile(path: path, attribute: attribute).description.contains("not even root"))
    #expect(try scratch.contents("kept.json") == "precious")
    #expect(try scratch.names() == ["kept.json"])
  }

  @Test func aSymbolicLinkIsFollowedAndItsTargetReplaced() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(atPath: scratch.file("real"), withIntermediateDirectories: false)
    try OutputFile.write("old", to: scratch.file("real/trace.json"))
    symlink("real/trace.json", scratch.file("link.json"))
    try OutputFile.write("new", to: scratch.file("link.json"))
    #expect(fileType(scratch.file("link.json")) == S_IFLNK)
    #expect(try scratch.contents("real/trace.json") == "new")
    symlink("real/missing.json", scratch.file("dangling.json"))
    try OutputFile.write("made", to: scratch.file("dangling.json"))
    #expect(fileType(scratch.file("dangling.json")) == S_IFLNK)
    #expect(try scratch.contents("real/missing.json") == "made")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.file("real")).sorted() == [
        "missing.json", "trace.json",
      ])
  }

  @Test func aCharacterDeviceIsWrittenIntoAndStaysADevice() throws {
    let output = try OutputFile.open("/dev/null")
    #expect(output.destination.kind == .stream)
    try output.write("discarded")
    try output.finish()
    #expect(fileType("/dev/null") == S_IFCHR)
  }

  @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
  func aPrivateDeviceNodeIsNeverReplacedByAFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let node = scratch.file("null-node")
    #expect(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)  // major 1, minor 3: the null device
    try OutputFile.write("into the device", to: node)
    #expect(fileType(node) == S_IFCHR)
    #expect(try scratch.names() == ["null-node"])
  }

  @Test func aFIFOIsWrittenIntoWhileAReaderReads() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let fifo = scratch.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: OutputFileError.noReader(path: fifo)) { try OutputFile.write("x", to: fifo) }
    let read = ReadBack()
    let readerThread = Thread {
      let handle = FileHandle(forReadingAtPath: fifo)
      read.set(handle?.readDataToEndOfFile() ?? Data())
    }
    readerThread.start()
    // The reader's open waits for a writer; once it is waiting, the FIFO has a reader.
    var output: OutputFile?
    for _ in 0..<10_000 where output == nil {
      output = try? OutputFile.open(fifo)
      if output == nil { usleep(2_000) }
    }
    let opened = try #require(output)
    try opened.write("through the pipe")
    try opened.finish()
    #expect(read.wait() == Data("through the pipe".utf8))
    #expect(fileType(fifo) == S_IFIFO)
  }

  @Test func aDirectoryIsRefusedAndNothingIsWrittenInIt() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: OutputFileError.isDirectory(path: scratch.path)) {
      try OutputFile.write("x", to: scratch.path)
    }
    #expect(try scratch.names().isEmpty)
  }

  @Test func aMissingDirectoryOrAFileInThePathIsNamed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: OutputFileError.directoryMissing(directory: scratch.file("absent"))) {
      try OutputFile.write("x", to: scratch.file("absent/t.json"))
    }
    try OutputFile.write("a file", to: scratch.file("plain"))
    #expect(throws: OutputFileError.notADirectory(path: scratch.file("plain/t.json"))) {
      try OutputFile.write("x", to: scratch.file("plain/t.json"))
    }
    #expect(try scratch.names() == ["plain"])
  }

  @Test func aFileSystemThatTakesNoNewFilesIsSaidSoNotThatTheDirectoryIsMissing() throws {
    let error = try #require(throws: OutputFileError.self) { try OutputFile.write("x", to: "/proc/x.json") }
    guard case .cannotCreateFiles(directory: "/proc", _) = error else {
      Issue.record("expected cannotCreateFiles, got \(error)")
      return
    }
    #expect(!error.description.contains("does not exist"))
  }

  @Test func aFullDeviceIsReportedAsNoSpace() throws {
    let output = try OutputFile.open("/dev/full")
    #expect(throws: OutputFileError.noSpace(path: "/dev/full")) { try output.write("x") }
    output.abandon()
  }

  @Test func twoOutputsOnTheSameFileAreRefusedWhateverTheSpelling() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let a = scratch.file("a.json")
    #expect(throws: OutputFileError.sharedDestination(path: a, otherPath: a)) {
      try OutputDestination.requireDistinct([OutputDestination.resolve(a), OutputDestination.resolve(a)])
    }
    let spelled = scratch.path + "/./a.json"
    #expect(throws: OutputFileError.sharedDestination(path: spelled, otherPath: a)) {
      try OutputDestination.requireDistinct([
        OutputDestination.resolve(a), OutputDestination.resolve(spelled),
      ])
    }
    try OutputFile.write("x", to: a)
    symlink(a, scratch.file("b.json"))
    #expect(throws: OutputFileError.sharedDestination(path: scratch.file("b.json"), otherPath: a)) {
      try OutputDestination.requireDistinct([
        OutputDestination.resolve(a), OutputDestination.resolve(scratch.file("b.json")),
      ])
    }
    try OutputDestination.requireDistinct([
      OutputDestination.resolve(a), OutputDestination.resolve(scratch.file("c.json")),
    ])
  }

  @Test func anAbandonedOrDroppedOutputLeavesTheDestinationAsItWas() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("kept.json")
    try OutputFile.write("old", to: path)
    let abandoned = try OutputFile.open(path)
    try abandoned.write("half")
    abandoned.abandon()
    #expect(throws: OutputFileError.closed(path: path)) { try abandoned.write("more") }
    do {
      let dropped = try OutputFile.open(path)
      try dropped.write("half")
    }
    #expect(try scratch.contents("kept.json") == "old")
    #expect(try scratch.names() == ["kept.json"])
  }
}

/// Bytes a reader thread hands back once it has read them.
final class ReadBack: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let data = LockedValue(Data())

  func set(_ value: Data) {
    data.withLock { $0 = value }
    done.signal()
  }

  func wait() -> Data {
    done.wait()
    return data.withLock { $0 }
  }
}
