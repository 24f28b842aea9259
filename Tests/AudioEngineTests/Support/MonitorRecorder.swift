import AudioEngine
import Foundation

/// Records a sink's monitor with `pacat --record` into a raw s16le stereo file.
final class MonitorRecorder {
  private let process = Process()
  private let file: URL

  /// Starts recording `sinkName`'s monitor on `server`, and returns once the server lists the recorder.
  init(server: PulseAudioDaemon, sinkName: String) throws {
    file = server.directory.appendingPathComponent("\(sinkName).raw")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "pacat", "--record", "--raw", "--server=\(server.address)", "--device=\(sinkName).monitor",
      "--rate=48000", "--channels=2", "--format=s16le",
    ]
    process.standardOutput = try FileHandle(forWritingTo: file)
    process.standardError = FileHandle.nullDevice
    try process.run()
    var attempts = 0
    while try server.pactl(["list", "source-outputs", "short"]).output.isEmpty, attempts < 50 {
      attempts += 1
      usleep(20_000)
    }
    usleep(100_000)
  }

  /// Stops recording and returns the interleaved samples recorded.
  func finish() throws -> [Int16] {
    process.terminate()
    for _ in 0..<100 where process.isRunning {
      usleep(10_000)
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let data = try Data(contentsOf: file)
    return data.withUnsafeBytes { bytes in
      Array(bytes.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) }
    }
  }
}
