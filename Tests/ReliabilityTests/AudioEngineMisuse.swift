import AudioEngine
import Clocks
import Foundation
import Testing

/// A silent output on a virtual clock, as the output cases misuse it.
func misusedOutput(_ format: AudioFormat = .standard) -> SilentAudioOutput {
  SilentAudioOutput(sourceClock: VirtualClock(), format: format)
}

/// A misuse of an audio format, refused with the invalid-format error.
func misusedFormat(_ name: String, rate: Int, channels: Int) -> MisuseCase {
  MisuseCase(module: "AudioEngine", name: name, answer: .typedError) {
    let error = #expect(throws: AudioError.self) {
      _ = try AudioFormat(sampleRate: rate, channelCount: channels)
    }
    guard case .invalidFormat = error else {
      Issue.record("expected invalidFormat, got \(String(describing: error))")
      return
    }
  }
}

/// A call an output's state does not allow, refused with the invalid-state error and no change.
func misusedOutputState(
  _ name: String, operation: AudioOperation, in state: AudioOutputState,
  prepare: @escaping @Sendable (SilentAudioOutput) throws -> Void,
  call: @escaping @Sendable (SilentAudioOutput) throws -> Void
) -> MisuseCase {
  MisuseCase(module: "AudioEngine", name: name, answer: .typedError) {
    let output = misusedOutput()
    try prepare(output)
    #expect(throws: AudioError.invalidState(operation: operation, state: state)) { try call(output) }
    #expect(output.state == state)
  }
}

extension MisuseCase {
  static let audioEngine: [MisuseCase] = [
    misusedFormat("a sample rate of 0", rate: 0, channels: 2),
    misusedFormat("a negative sample rate", rate: -48_000, channels: 2),
    misusedFormat("a sample rate above PulseAudio's maximum", rate: 384_001, channels: 2),
    misusedFormat("zero channels", rate: 48_000, channels: 0),
    misusedFormat("33 channels", rate: 48_000, channels: 33),
    MisuseCase(module: "AudioEngine", name: "a tone of 0 Hz", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 0, amplitude: 0.5) }
    },
    MisuseCase(module: "AudioEngine", name: "a tone of NaN Hz", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: .nan, amplitude: 0.5) }
    },
    MisuseCase(module: "AudioEngine", name: "a tone above the format's Nyquist rate", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 30_000, amplitude: 0.5) }
    },
    MisuseCase(module: "AudioEngine", name: "a tone of amplitude 1.5", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 440, amplitude: 1.5) }
    },
    MisuseCase(module: "AudioEngine", name: "a tone of NaN amplitude", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 440, amplitude: .nan) }
    },
    MisuseCase(module: "AudioEngine", name: "a signal of -1 frames", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.silence.limited(toFrames: -1) }
    },
    MisuseCase(module: "AudioEngine", name: "a signal of negative duration", answer: .typedError) {
      #expect(throws: AudioError.self) { try AudioSignal.silence.limited(to: .seconds(-1)) }
    },
    MisuseCase(module: "AudioEngine", name: "a buffer of 20 ms", answer: .typedError) {
      #expect(throws: AudioError.bufferTooSmall(requested: .milliseconds(20), minimum: .milliseconds(50))) {
        try PulseAudioConfiguration(buffer: .milliseconds(20))
      }
    },
    MisuseCase(module: "AudioEngine", name: "a stall timeout of zero", answer: .typedError) {
      #expect(throws: AudioError.self) { try PulseAudioConfiguration(stallTimeout: .zero) }
    },
    MisuseCase(module: "AudioEngine", name: "a negative answer timeout", answer: .typedError) {
      #expect(throws: AudioError.self) { try PulseAudioConfiguration(answerTimeout: .seconds(-1)) }
    },
    MisuseCase(module: "AudioEngine", name: "a connection to a server that is not there", answer: .typedError)
    {
      let address =
        "unix:" + FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID())").path
      let output = try PulseAudioOutput(configuration: PulseAudioConfiguration(server: address))
      defer { output.stop() }
      let error = #expect(throws: AudioError.self) { try output.connect() }
      guard case .connectionRefused = error else {
        Issue.record("expected connectionRefused, got \(String(describing: error))")
        return
      }
      #expect(output.state == .idle)
    },
    misusedOutputState("play before connect", operation: .play, in: .idle, prepare: { _ in }) {
      try $0.play(.silence)
    },
    misusedOutputState("connect twice", operation: .connect, in: .ready, prepare: { try $0.connect() }) {
      try $0.connect()
    },
    misusedOutputState(
      "pause while not playing", operation: .pause, in: .ready, prepare: { try $0.connect() }
    ) {
      try $0.pause()
    },
    misusedOutputState(
      "resume while not paused", operation: .resume, in: .playing,
      prepare: {
        try $0.connect()
        try $0.play(.silence)
      }
    ) { try $0.resume() },
    misusedOutputState(
      "drain while not playing", operation: .drain, in: .ready, prepare: { try $0.connect() }
    ) {
      try $0.drain()
    },
    MisuseCase(
      module: "AudioEngine", name: "a signal in another format than the output's", answer: .typedError
    ) {
      let output = misusedOutput()
      try output.connect()
      #expect(throws: AudioError.self) {
        try output.play(.silence(AudioFormat(sampleRate: 8_000, channelCount: 1)))
      }
      #expect(output.state == .ready)
    },
    MisuseCase(module: "AudioEngine", name: "a server loss simulated with no connection", answer: .noOp) {
      let output = misusedOutput()
      #expect(!output.simulateServerLoss())
      #expect(output.clockSource == .supplied && output.eventLog.events.isEmpty)
    },
    MisuseCase(module: "AudioEngine", name: "the audio server killed while playing", answer: .noOp) {
      let server = try PulseAudioDaemon()
      let output = try PulseAudioOutput(configuration: PulseAudioConfiguration(server: server.address))
      defer { output.stop() }
      try output.connect()
      try output.play(.silence)
      server.send(SIGKILL)
      let host = HostClock()
      let deadline = host.now() + .seconds(5)
      while output.clockSource == .pulseAudio, host.now() < deadline { usleep(10_000) }
      // Reported, and the clock goes on on the host clock: the output keeps playing.
      let terminated = AudioError.connectionTerminated(PulseStatus(code: 11))
      #expect(output.clockSource == .hostClock(reason: terminated))
      #expect(output.eventLog.events.contains(.serverLost(terminated)) && output.state == .playing)
    },
    MisuseCase(module: "AudioEngine", name: "a connection to a hung audio server", answer: .typedError) {
      let server = try PulseAudioDaemon()
      server.send(SIGSTOP)
      defer { server.send(SIGCONT) }
      let output = try PulseAudioOutput(
        configuration: PulseAudioConfiguration(server: server.address, answerTimeout: .milliseconds(300)))
      #expect(throws: AudioError.timeout(operation: .connect, limit: .milliseconds(300))) {
        try output.connect()
      }
      #expect(output.state == .idle)
    },
    MisuseCase(module: "AudioEngine", name: "an output stopped twice", answer: .noOp) {
      let output = misusedOutput()
      output.stop()
      output.stop()
      #expect(output.state == .stopped && output.eventLog.events == [.stopped])
    },
  ]
}
