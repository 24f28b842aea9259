import AudioEngine
import Testing

@Suite struct AudioSignalTests {
  @Test func aToneRegeneratesTheSameSamples() throws {
    let tone = try AudioSignal.tone(frequency: 440, amplitude: 0.5)
    #expect(tone.samples(frames: 0..<4_800) == tone.samples(frames: 0..<4_800))
    #expect(tone.samples(frames: 100..<200) == Array(tone.samples(frames: 0..<200)[200..<400]))
  }

  @Test func aToneIsTheSameOnBothChannelsAndPeaksAtItsAmplitude() throws {
    let samples = try AudioSignal.tone(frequency: 1_000, amplitude: 0.5).samples(frames: 0..<480)
    let left = stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
    let right = stride(from: 1, to: samples.count, by: 2).map { samples[$0] }
    #expect(left == right)
    #expect(left.max() == Int16((0.5 * Double(Int16.max)).rounded()))
  }

  @Test func aLimitedSignalEndsAtItsFrameCount() throws {
    let signal = try AudioSignal.silence.limited(to: .milliseconds(10))
    #expect(signal.frameCount == 480)
    #expect(signal.samples(frames: 470..<500).count == 20)
  }

  @Test func outOfRangeToneParametersAreRefused() {
    #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 0, amplitude: 0.5) }
    #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 30_000, amplitude: 0.5) }
    #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 440, amplitude: 1.5) }
    #expect(throws: AudioError.self) { try AudioSignal.silence.limited(toFrames: -1) }
  }
}

@Suite struct AudioFormatTests {
  @Test(arguments: [(0, 2), (-48_000, 2), (384_001, 2), (48_000, 0), (48_000, -1), (48_000, 33)])
  func aRateOrChannelCountOutOfRangeIsATypedError(rate: Int, channels: Int) {
    #expect(throws: AudioError.self) { try AudioFormat(sampleRate: rate, channelCount: channels) }
  }

  @Test func theCallerChoosesRateChannelsAndEncoding() throws {
    let format = try AudioFormat(sampleRate: 96_000, channelCount: 6, encoding: .signed32)
    #expect(format.bytesPerFrame == 24)
    #expect(format.description == "s32le 6ch 96000Hz")
    #expect(format.frames(in: .seconds(1)) == 96_000)
    #expect(format.duration(ofFrames: 48_000) == .milliseconds(500))
    #expect(AudioFormat.standard.description == "s16le 2ch 48000Hz")
  }

  @Test func extremeCountsAndDurationsSaturateInsteadOfTrapping() throws {
    let slowest = try AudioFormat(sampleRate: 1, channelCount: 1)
    #expect(slowest.duration(ofFrames: .max) == .max)
    #expect(slowest.duration(ofFrames: -5) == .zero)
    #expect(AudioFormat.standard.frames(in: .max) == 442_721_857_769_029)
    #expect(AudioFormat.standard.frames(in: .milliseconds(-1)) == 0)
  }

  @Test func aToneBelowTheNyquistRateOfItsFormatIsFineAboveItIsRefused() throws {
    let fast = try AudioFormat(sampleRate: 96_000, channelCount: 2)
    #expect(try AudioSignal.tone(frequency: 30_000, amplitude: 0.5, format: fast).format == fast)
    #expect(throws: AudioError.self) { try AudioSignal.tone(frequency: 48_000, amplitude: 0.5, format: fast) }
  }

  @Test func everyEncodingWritesFullScaleLittleEndian() throws {
    let peak = AudioSignal.custom { _, channel in channel == 0 ? 1 : -1 }
    #expect(peak.encoded(frames: 0..<1) == [0xFF, 0x7F, 0x01, 0x80])
    let wide = try AudioFormat(sampleRate: 8_000, channelCount: 1, encoding: .signed32)
    #expect(
      AudioSignal.custom(format: wide) { _, _ in 1 }.encoded(frames: 0..<1) == [0xFF, 0xFF, 0xFF, 0x7F])
    let float = try AudioFormat(sampleRate: 8_000, channelCount: 1, encoding: .float32)
    #expect(AudioSignal.custom(format: float) { _, _ in -0.5 }.encoded(frames: 0..<1) == [0, 0, 0, 0xBF])
    #expect(AudioSignal.custom(format: float) { _, _ in .nan }.encoded(frames: 0..<1) == [0, 0, 0, 0])
  }

  @Test func aNegativeLengthIsRefused() {
    #expect(throws: AudioError.self) { try AudioSignal.silence.limited(to: .milliseconds(-1)) }
  }
}
