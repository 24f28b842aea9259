import Foundation

/// A `pipsim` child process run to its end: what `pipsim test --jobs` runs each scenario in and
/// `pipsim explore --jobs` each part of an exploration in, so a crash ends one child, not the run.
enum ChildProcess {
  /// Runs `executable` with `arguments`, its output and errors into temporary files, and waits.
  ///
  /// - Returns: The exit status (or the signal, when `reason` is `.uncaughtSignal`), and what it
  ///   wrote to its output and its errors.
  static func run(_ executable: URL, arguments: [String]) throws -> (
    status: Int32, reason: Process.TerminationReason, output: String, errors: String
  ) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pipsim-child-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason,
      (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    )
  }
}
