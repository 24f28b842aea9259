import Foundation
import OutputFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What signals, dead writers and standard output do to outputs; each case that signals or redirects
/// a process runs in a child process of its own.
@Suite struct OutputInterruptionTests {
  @Test func sigtermFinishesAStreamedOutputMarkedTruncatedAndPutsItInPlace() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("stream.json")
    await #expect(processExitsWith: .signal(SIGTERM)) { [path = path as String] in
      let output = try OutputFile.open(
        path, onInterruption: .finishTruncated(trailer: { Array(#"{"truncated": true}]"#.utf8) }))
      try output.write("[{\"event\": 1}, ")
      kill(getpid(), SIGTERM)
      while true { pause() }
    }
    #expect(try scratch.contents("stream.json") == #"[{"event": 1}, {"truncated": true}]"#)
    #expect(try scratch.names() == ["stream.json"])
  }

  @Test func sigintRemovesTheTemporaryFileOfAWholeDocumentAndKeepsTheOldFile() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("trace.json")
    try OutputFile.write("old", to: path)
    await #expect(processExitsWith: .signal(SIGINT)) { [path = path as String] in
      let output = try OutputFile.open(path)
      try output.write("half a new trace")
      kill(getpid(), SIGINT)
      while true { pause() }
    }
    #expect(try scratch.contents("trace.json") == "old")
    #expect(try scratch.names() == ["trace.json"])
  }

  @Test func aCooperativeHandlerGetsTheFirstSignalAndTheSecondInterruptsTheOutputs() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("trace.json")
    await #expect(processExitsWith: .signal(SIGTERM)) { [path = path as String] in
      let asked = DispatchSemaphore(value: 0)
      InterruptionHandling.setCooperativeHandler { _ in
        asked.signal()
        return true
      }
      let output = try OutputFile.open(path, onInterruption: .finishTruncated(trailer: { Array("!".utf8) }))
      try output.write("so far")
      kill(getpid(), SIGTERM)
      asked.wait()
      try output.write(", still open")
      kill(getpid(), SIGTERM)
      while true { pause() }
    }
    #expect(try scratch.contents("trace.json") == "so far, still open!")
  }

  @Test func aKilledWritersTemporaryFileIsRemovedByTheNextOutputOnlyOnceItsProcessIsGone() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("trace.json")
    await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
      let output = try OutputFile.open(path)
      try output.write("partial")
      kill(getpid(), SIGKILL)
    }
    let left = try scratch.names()
    #expect(left.count == 1 && left[0].hasPrefix(".trace.json.") && left[0].hasSuffix(".tmp"))
    let live = ".other.json.\(getpid())-0123abcd.tmp"
    let unrelated = ".notes.99999999-zzzz.tmp"
    _ = FileManager.default.createFile(atPath: scratch.file(live), contents: Data("a live writer's".utf8))
    _ = FileManager.default.createFile(atPath: scratch.file(unrelated), contents: nil)
    try OutputFile.write("complete", to: path)
    #expect(try scratch.names() == [unrelated, live, "trace.json"].sorted())
    #expect(try scratch.contents("trace.json") == "complete")
  }

  @Test(arguments: ["-", "/dev/stdout", "/proc/self/fd/1"])
  func standardOutputIsWrittenIntoAppendingNeverReplaced(path: String) async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let captured = scratch.file("stdout.txt")
    try OutputFile.write("report\n", to: captured)
    await #expect(processExitsWith: .success) { [path = path as String, captured = captured as String] in
      let original = dup(STDOUT_FILENO)
      dup2(open(captured, O_WRONLY | O_APPEND), STDOUT_FILENO)
      let output = try OutputFile.open(path)
      let isStandardOutput = output.destination.isStandardOutput
      try output.write("trace")
      try output.finish()
      dup2(original, STDOUT_FILENO)
      #expect(isStandardOutput)
      #expect(output.destination.kind != .newFile)
    }
    #expect(try scratch.contents("stdout.txt") == "report\ntrace")
    #expect(try scratch.names() == ["stdout.txt"])
  }

  @Test(.enabled(if: geteuid() == 0, "needs root to make a device node and drop privileges"))
  func aDeviceTheUserMayNotOpenIsPermissionDeniedOnTheFileNotTheDirectory() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let node = scratch.file("full-node")
    #expect(mknod(node, S_IFCHR | 0o600, dev_t(1 << 8 | 7)) == 0)  // major 1, minor 7: /dev/full
    await #expect(processExitsWith: .success) { [node = node as String] in
      #expect(setgid(65_534) == 0 && setuid(65_534) == 0)
      let error = #expect(throws: OutputFileError.permissionDenied(path: node)) {
        try OutputFile.write("x", to: node)
      }
      #expect(error?.description.contains("directory") == false)
    }
    #expect(fileType(node) == S_IFCHR)
  }
}
