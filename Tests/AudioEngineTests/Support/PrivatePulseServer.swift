import Foundation

/// A PulseAudio daemon of a test's own, started in a temporary directory exactly as
/// `scripts/with-pulse.sh` does, so the test may kill or hang it.
final class PrivatePulseServer {
  /// Why the daemon could not be started or driven.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let directory: URL
  let processID: pid_t

  /// The address an output connects to.
  var address: String { "unix:" + directory.appendingPathComponent("native").path }

  /// Starts a daemon with the null sink `sim_sink` and waits until it answers.
  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pipsim-pulse-\(UUID().uuidString)")
    let runtime = directory.appendingPathComponent("runtime")
    let stateDirectory = directory.appendingPathComponent("state")
    for folder in [runtime, stateDirectory] {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    var arguments = [
      "pulseaudio", "--daemonize=yes", "--system=no", "-n", "--fail=yes", "--exit-idle-time=-1",
      "--disallow-exit=yes", "--use-pid-file=yes", "--log-target=file:\(directory.path)/pulseaudio.log",
      "--load=module-null-sink sink_name=sim_sink rate=48000 channels=2 format=s16le norewinds=1",
      "--load=module-native-protocol-unix socket=\(directory.path)/native auth-anonymous=1",
    ]
    if getuid() != 0 { arguments += ["--realtime=no", "--high-priority=no"] }
    let environment = ["PULSE_RUNTIME_PATH": runtime.path, "PULSE_STATE_PATH": stateDirectory.path]
    guard try Self.run(arguments, environment: environment).status == 0 else {
      throw Failure(description: "pulseaudio did not start; see \(directory.path)/pulseaudio.log")
    }
    let pidText = try String(contentsOf: runtime.appendingPathComponent("pid"), encoding: .utf8)
    guard let processID = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw Failure(description: "the daemon's pid file holds \"\(pidText)\"")
    }
    self.processID = processID
    var attempts = 0
    while try pactl(["info"]).status != 0 {
      attempts += 1
      guard attempts < 50 else { throw Failure(description: "the daemon at \(address) does not answer") }
      usleep(100_000)
    }
  }

  deinit {
    kill(processID, SIGCONT)
    kill(processID, SIGKILL)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `pactl` against this daemon (bounded by `timeout 5`), returning its status and output.
  @discardableResult
  func pactl(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Self.run(["timeout", "5", "pactl", "--server=\(address)"] + arguments)
  }

  /// Loads a null sink named `name` of its own, returning its module index for `unloadModule`.
  func loadNullSink(named name: String) throws -> String {
    let result = try pactl(["load-module", "module-null-sink", "sink_name=\(name)", "norewinds=1"])
    guard result.status == 0 else {
      throw Failure(description: "could not load a null sink: \(result.output)")
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Unloads a module that `loadNullSink` loaded.
  func unloadModule(_ index: String) throws {
    try pactl(["unload-module", index])
  }

  /// Sends `signal` to the daemon (SIGKILL to kill it, SIGSTOP to hang it, SIGCONT to wake it).
  func send(_ signal: Int32) {
    kill(processID, signal)
  }

  /// Runs a program found on PATH and waits for it, returning its status and standard output.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
