import AudioEngine
import Foundation

/// Records a sink's monitor with `pacat --record` into a raw file in one format (s16le stereo 48 kHz
/// unless told).
final class MonitorRecorder {
  private let process = Process()
  private let file: URL

  /// Starts recording `sinkName`'s monitor on `server`, and returns once the server lists the recorder.
  init(server: PulseAudioDaemon, sinkName: String, format: AudioFormat = .standard) throws {
    file = server.directory.appendingPathComponent("\(sinkName).raw")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "pacat", "--record", "--raw", "--server=\(server.address)", "--device=\(sinkName).monitor",
      "--rate=\(format.sampleRate)", "--channels=\(format.channelCount)",
      "--format=\(format.encoding.pulseAudioName)",
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

  /// Stops recording and returns the bytes recorded.
  func finishBytes() throws -> [UInt8] {
    process.terminate()
    for _ in 0..<100 where process.isRunning {
      usleep(10_000)
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return Array(try Data(contentsOf: file))
  }

  /// Stops recording and returns the interleaved 16-bit samples recorded (an s16le recording).
  func finish() throws -> [Int16] {
    let bytes = try finishBytes()
    return stride(from: 0, to: bytes.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
  }
}
