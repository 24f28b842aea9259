import Foundation

/// A PulseAudio daemon of the caller's own: started in a temporary directory with one null sink
/// (`sim_sink`, 48 kHz stereo s16le) and an anonymous unix socket, stopped when the value goes away.
///
/// For runs on machines with no sound server (CI, `pipsim run --real-time`) and for fault injection:
/// the owner may kill the daemon (`send(SIGKILL)`) or hang it (`SIGSTOP`) to see what an output does
/// when its server dies. It is started exactly as `scripts/with-pulse.sh` starts the test command's
/// daemon: `--daemonize`, `-n` (no default configuration), no exit on idle, a pid file and a log file
/// in its directory.
///
/// ```swift
/// let daemon = try PulseAudioDaemon()
/// let output = try PulseAudioOutput(configuration: PulseAudioConfiguration(server: daemon.address))
/// ```
public final class PulseAudioDaemon: Sendable {
  /// The daemon's temporary directory: socket `native`, `pulseaudio.log`, runtime and state folders.
  public let directory: URL
  /// The daemon's process id.
  public let processID: pid_t

  /// The address an output connects to: `unix:DIRECTORY/native`.
  public var address: String { "unix:" + directory.appendingPathComponent("native").path }

  /// Starts a daemon and waits (up to 5 s) until it answers `pactl info`.
  ///
  /// - Throws: ``PulseAudioDaemonError`` when `pulseaudio` is missing, fails to start, or does not answer;
  ///   the directory is removed then.
  public init() throws(PulseAudioDaemonError) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pipsim-pulse-\(UUID().uuidString)")
    do {
      processID = try Self.launch(in: directory)
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
    self.directory = directory
    for _ in 0..<50 {
      if (try? pactl(["info"]).status) == 0 { return }
      usleep(100_000)
    }
    stop()
    throw .notAnswering(address: address)
  }

  deinit {
    stop()
  }

  /// Starts `pulseaudio` in `directory` and returns the process id from its pid file.
  private static func launch(in directory: URL) throws(PulseAudioDaemonError) -> pid_t {
    let runtime = directory.appendingPathComponent("runtime")
    let state = directory.appendingPathComponent("state")
    do {
      for folder in [runtime, state] {
        try FileManager.default.createDirectory(
          at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      }
    } catch {
      throw .directory(path: directory.path, reason: "\(error)")
    }
    var arguments = [
      "pulseaudio", "--daemonize=yes", "--system=no", "-n", "--fail=yes", "--exit-idle-time=-1",
      "--disallow-exit=yes", "--use-pid-file=yes", "--log-target=file:\(directory.path)/pulseaudio.log",
      "--load=module-null-sink sink_name=sim_sink rate=48000 channels=2 format=s16le norewinds=1",
      "--load=module-native-protocol-unix socket=\(directory.path)/native auth-anonymous=1",
    ]
    if getuid() != 0 { arguments += ["--realtime=no", "--high-priority=no"] }
    let environment = ["PULSE_RUNTIME_PATH": runtime.path, "PULSE_STATE_PATH": state.path]
    let status = try run(arguments, environment: environment).status
    guard status == 0 else { throw .startFailed(status: status, log: directory.path + "/pulseaudio.log") }
    let pidFile = runtime.appendingPathComponent("pid")
    let pidText = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
    guard let processID = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw .startFailed(status: status, log: directory.path + "/pulseaudio.log")
    }
    return processID
  }

  /// Kills the daemon (waking it first, in case it was stopped) and removes its directory.
  private func stop() {
    kill(processID, SIGCONT)
    kill(processID, SIGKILL)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Sends `signal` to the daemon: `SIGKILL` kills it, `SIGSTOP` hangs it, `SIGCONT` wakes it.
  public func send(_ signal: Int32) {
    kill(processID, signal)
  }

  /// Runs `pactl` against this daemon, bounded by `timeout 5`, returning its status and output.
  ///
  /// - Throws: ``PulseAudioDaemonError/missingProgram(_:)`` when `timeout` or `pactl` cannot be run.
  @discardableResult
  public func pactl(_ arguments: [String]) throws(PulseAudioDaemonError) -> (status: Int32, output: String) {
    try Self.run(["timeout", "5", "pactl", "--server=\(address)"] + arguments)
  }

  /// Loads another null sink named `name` playing `format`, returning its module index for
  /// ``unloadModule(_:)``. A stream in the same format reaches its monitor bit-exact.
  ///
  /// - Throws: ``PulseAudioDaemonError/commandFailed(_:output:)`` when the daemon refuses.
  public func loadNullSink(named name: String, format: AudioFormat = .standard) throws(PulseAudioDaemonError)
    -> String
  {
    let result = try pactl([
      "load-module", "module-null-sink", "sink_name=\(name)", "norewinds=1", "rate=\(format.sampleRate)",
      "channels=\(format.channelCount)", "format=\(format.encoding.pulseAudioName)",
    ])
    guard result.status == 0 else { throw .commandFailed("pactl load-module", output: result.output) }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Unloads a module that ``loadNullSink(named:format:)`` loaded.
  ///
  /// - Throws: ``PulseAudioDaemonError/missingProgram(_:)`` when `pactl` cannot be run.
  public func unloadModule(_ index: String) throws(PulseAudioDaemonError) {
    try pactl(["unload-module", index])
  }

  /// Runs a program found on PATH and waits for it, returning its status and standard output.
  private static func run(_ arguments: [String], environment: [String: String] = [:])
    throws(PulseAudioDaemonError) -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .missingProgram(arguments.first ?? "")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // `env` exits with 127 when it cannot find the program.
    if process.terminationStatus == 127 { throw .missingProgram(arguments.first ?? "") }
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}

/// Why a ``PulseAudioDaemon`` could not be started or driven.
public enum PulseAudioDaemonError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A program it needs (`pulseaudio`, `pactl`, `timeout`) is not installed.
  case missingProgram(String)
  /// Its temporary directory could not be made.
  case directory(path: String, reason: String)
  /// `pulseaudio` exited with `status` or left no pid file; its log is at `log`.
  case startFailed(status: Int32, log: String)
  /// The daemon started but did not answer `pactl info` within 5 s.
  case notAnswering(address: String)
  /// A `pactl` command failed with `output`.
  case commandFailed(String, output: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .missingProgram(let name):
      "\"\(name)\" is not installed (apt-get install pulseaudio pulseaudio-utils coreutils)"
    case .directory(let path, let reason): "could not make the daemon's directory \(path): \(reason)"
    case .startFailed(let status, let log): "pulseaudio did not start (exit status \(status)); see \(log)"
    case .notAnswering(let address): "the private PulseAudio daemon at \(address) did not answer within 5 s"
    case .commandFailed(let command, let output): "\(command) failed: \(output)"
    }
  }
}
