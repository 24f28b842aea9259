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
