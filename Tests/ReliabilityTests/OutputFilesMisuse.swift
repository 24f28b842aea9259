import Foundation
import OutputFiles
import Testing

/// A scratch directory for one output case, in a child process (nothing removes it but the OS's
/// temporary-file cleaning; each is a few bytes).
func misuseDirectory() throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("ReliabilityTests-\(UUID())").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  return path
}

/// An output path that must be refused with `expected`, leaving the directory as it was.
func misusedOutputPath(
  _ name: String, _ expected: @escaping @Sendable (String) -> OutputFileError,
  path: @escaping @Sendable (String) throws -> String
) -> MisuseCase {
  MisuseCase(module: "OutputFiles", name: name, answer: .typedError) {
    let directory = try misuseDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = try path(directory)
    let before = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(throws: expected(target)) { try OutputFile.write("x", to: target) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == before)
  }
}

extension MisuseCase {
  static let outputFiles: [MisuseCase] = [
    misusedOutputPath("an output at a directory", { .isDirectory(path: $0) }) { $0 },
    misusedOutputPath(
      "an output in a missing directory", { _ in .directoryMissing(directory: "/nonexistent/dir") }
    ) { _ in
      "/nonexistent/dir/t.json"
    },
    misusedOutputPath("an output under a regular file", { .notADirectory(path: $0) }) { directory in
      try Data("file".utf8).write(to: URL(fileURLWithPath: directory + "/plain"))
      return directory + "/plain/t.json"
    },
    misusedOutputPath("an output over a read-only file", { .readOnlyFile(path: $0, mode: 0o444) }) {
      directory in
      try Data("kept".utf8).write(to: URL(fileURLWithPath: directory + "/kept.json"))
      chmod(directory + "/kept.json", 0o444)
      return directory + "/kept.json"
    },
    misusedOutputPath("an output at a socket", { .unsupportedFileType(path: $0, kind: "socket") }) {
      directory in
      let path = directory + "/socket"
      let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      return path
    },
    misusedOutputPath("an output at a FIFO no process reads", { .noReader(path: $0) }) { directory in
      mkfifo(directory + "/fifo", 0o600)
      return directory + "/fifo"
    },
    MisuseCase(module: "OutputFiles", name: "an output in /proc", answer: .typedError) {
      let error = #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: "/proc/x.json") }
      guard case .cannotCreateFiles(directory: "/proc", _) = error else {
        Issue.record("expected cannotCreateFiles, got \(String(describing: error))")
        return
      }
    },
    MisuseCase(module: "OutputFiles", name: "an output into /dev/full", answer: .typedError) {
      #expect(throws: OutputFileError.noSpace(path: "/dev/full")) {
        try OutputFile.write("x", to: "/dev/full")
      }
    },
    MisuseCase(module: "OutputFiles", name: "an output at an empty path", answer: .typedError) {
      #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: "") }
    },
    MisuseCase(module: "OutputFiles", name: "a write after finish", answer: .typedError) {
      let output = try OutputFile.open("/dev/null")
      try output.finish()
      #expect(throws: OutputFileError.closed(path: "/dev/null")) { try output.write("late") }
      #expect(throws: OutputFileError.closed(path: "/dev/null")) { try output.finish() }
    },
    MisuseCase(module: "OutputFiles", name: "two outputs on one file", answer: .typedError) {
      let directory = try misuseDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let path = directory + "/a.json"
      #expect(throws: OutputFileError.sharedDestination(path: directory + "/./a.json", otherPath: path)) {
        try OutputDestination.requireDistinct([.resolve(path), .resolve(directory + "/./a.json")])
      }
    },
    MisuseCase(module: "OutputFiles", name: "an output abandoned twice", answer: .noOp) {
      let directory = try misuseDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let output = try OutputFile.open(directory + "/t.json")
      output.abandon()
      output.abandon()
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    },
  ]
}
