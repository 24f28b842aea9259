import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process run to its end, so a crash ends the child, not its parent: what `pipsim test
/// --jobs` runs each scenario in, `pipsim explore --jobs` each part of an exploration in, and an
/// exploration that isolates traps each attempt in.
///
/// It spawns with `posix_spawn` and waits with `waitpid`, blocking the calling thread only.
/// Foundation's `Process.waitUntilExit` runs the current run loop while it waits, which on the main
/// thread would run other main-queue work (another test's) in the middle of the caller's.
package enum ChildProcess {
  /// How a child ended, and what it wrote.
  package struct Finished: Sendable {
    /// Its exit status, when it exited.
    package let exitStatus: Int32?
    /// The signal that ended it, when one did.
    package let signal: Int32?
    /// What it wrote to its standard output.
    package let output: String
    /// What it wrote to its standard error.
    package let errors: String

    /// Whether it exited with status 0.
    package var succeeded: Bool { exitStatus == 0 }
  }

  /// Why a child could not be run.
  package struct SpawnError: Error, CustomStringConvertible {
    /// What failed, in a sentence.
    package let description: String
  }

  /// Runs `executable` with `arguments` (and `environment` over this process's own), its input
  /// empty and its output and errors into temporary files, and waits for it to end.
  package static func run(
    _ executable: String, arguments: [String], environment: [String: String] = [:]
  ) throws(SpawnError) -> Finished {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pipsim-child-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw SpawnError(description: "cannot create \(directory.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("stdout").path
    let errorPath = directory.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { _, new in new }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw SpawnError(description: "cannot wait for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the signal (0 when
    // the child exited), the next 8 the exit status.
    let signal = status & 0x7f
    return Finished(
      exitStatus: signal == 0 ? (status >> 8) & 0xff : nil,
      signal: signal != 0 && signal != 0x7f ? signal : nil,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
  }
}
