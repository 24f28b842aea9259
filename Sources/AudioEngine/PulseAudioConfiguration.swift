import Clocks

/// The settings of a PulseAudio output: where to play, how much to buffer, how to treat failures.
public struct PulseAudioConfiguration: Equatable, Sendable {
  /// The smallest buffer accepted: shorter buffers underrun on a loaded two-core machine.
  public static let minimumBuffer = MediaTime.milliseconds(50)

  /// The server address (`unix:/path/to/native`), or `nil` for libpulse's default (`PULSE_SERVER`).
  public var server: String?

  /// The sink to play into, or `nil` for the server's default sink.
  public var sinkName: String?

  /// The application name the server shows (`application.name`).
  public var applicationName: String

  /// The stream name the server shows in `pactl list sink-inputs`.
  public var streamName: String

  /// The stream's sample format; the signals it plays must be in it. Default: ``AudioFormat/standard``.
  public var format: AudioFormat

  /// The stream's target buffer length (`tlength`): at least `minimumBuffer`.
  public let buffer: MediaTime

  /// How long `connect()` and `drain()` wait for the server beyond the audio they play out.
  public let answerTimeout: MediaTime

  /// How long a playing stream may go without an answer from the server (which is asked for timing
  /// every tenth of this) before the server counts as hung and lost.
  public let stallTimeout: MediaTime

  /// Whether a `connect()` that finds no server goes on with the host clock instead of throwing.
  public var fallsBackToHostClock: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - server: The server address, or `nil` for `PULSE_SERVER` / the default.
  ///   - sinkName: The sink to play into, or `nil` for the default sink.
  ///   - buffer: The target buffer length; at least 50 ms.
  ///   - answerTimeout: The longest wait for the server's answer; above zero.
  ///   - stallTimeout: The longest a playing stream may go without the server answering; above zero.
  ///   - fallsBackToHostClock: Whether a missing server at `connect()` means the host clock.
  ///   - applicationName: The application name the server shows.
  ///   - streamName: The stream name the server shows.
  ///   - format: The stream's sample format.
  /// - Throws: `AudioError.bufferTooSmall` for a buffer under 50 ms;
  ///   `AudioError.invalidConfiguration` for a timeout that is not above zero.
  public init(
    server: String? = nil,
    sinkName: String? = nil,
    buffer: MediaTime = .milliseconds(100),
    answerTimeout: MediaTime = .seconds(2),
    stallTimeout: MediaTime = .milliseconds(500),
    fallsBackToHostClock: Bool = false,
    applicationName: String = "PiPSim",
    streamName: String = "PiPSim video call audio",
    format: AudioFormat = .standard
  ) throws(AudioError) {
    guard buffer >= Self.minimumBuffer else {
      throw .bufferTooSmall(requested: buffer, minimum: Self.minimumBuffer)
    }
    guard answerTimeout > .zero, stallTimeout > .zero else {
      throw .invalidConfiguration(
        reason: "the answer timeout (\(answerTimeout)) and stall timeout (\(stallTimeout)) must be above zero"
      )
    }
    self.server = server
    self.sinkName = sinkName
    self.buffer = buffer
    self.answerTimeout = answerTimeout
    self.stallTimeout = stallTimeout
    self.fallsBackToHostClock = fallsBackToHostClock
    self.applicationName = applicationName
    self.streamName = streamName
    self.format = format
  }
}
