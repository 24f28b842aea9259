import AudioEngine
import Clocks
import Runtime
import Testing

@Suite struct SilentAudioOutputTests {
  @Test func theClockAdvancesWithTheSourceClockOnlyWhilePlaying() throws {
    let source = VirtualClock()
    let output = SilentAudioOutput(sourceClock: source)
    try output.connect()
    try source.move(to: .milliseconds(100))
    #expect(output.clock.now() == .zero)
    try output.play(.silence)
    try source.move(to: .milliseconds(300))
    #expect(output.clock.now() == .milliseconds(200))
    try output.pause()
    try source.move(to: .milliseconds(900))
    #expect(output.clock.now() == .milliseconds(200))
    try output.resume()
    try source.move(to: .milliseconds(1_000))
    #expect(output.clock.now() == .milliseconds(300))
  }

  @Test func aSimulatedServerLossKeepsTheVirtualClockExactAndHappensOnceAndOnlyWhenConnected() throws {
    let source = VirtualClock()
    let output = SilentAudioOutput(sourceClock: source)
    #expect(!output.simulateServerLoss())
    #expect(output.clockSource == .supplied)
    #expect(output.eventLog.events.isEmpty)
    try output.connect()
    try output.play(.silence)
    try source.move(to: .milliseconds(250))
    #expect(output.simulateServerLoss())
    #expect(!output.simulateServerLoss())
    try source.move(to: .milliseconds(400))
    #expect(output.clock.now() == .milliseconds(400))
    let lost = SilentAudioOutput.serverLossError
    #expect(
      output.eventLog.events == [
        .connected(sink: "silent"), .playing, .serverLost(lost), .switchedToHostClock(reason: lost),
      ])
    output.stop()
    #expect(!output.simulateServerLoss())
  }

  @Test func theClockStopsAtTheEndOfAFiniteSignal() throws {
    let source = VirtualClock()
    let output = SilentAudioOutput(sourceClock: source)
    try output.connect()
    try output.play(AudioSignal.silence.limited(to: .milliseconds(250)))
    try source.move(to: .seconds(1))
    #expect(output.clock.now() == .milliseconds(250))
  }

  @Test func aSignalCountsInTheOutputsFormatAndAnotherFormatIsRefused() throws {
    let source = VirtualClock()
    let format = try AudioFormat(sampleRate: 44_100, channelCount: 1, encoding: .float32)
    let output = SilentAudioOutput(sourceClock: source, format: format)
    try output.connect()
    #expect(throws: AudioError.self) { try output.play(.silence) }
    #expect(output.state == .ready)
    try output.play(AudioSignal.silence(format).limited(toFrames: 22_050))
    try source.move(to: .seconds(1))
    #expect(output.clock.now() == .milliseconds(500))
  }

  @Test func drainAndStopFreezeTheClockAndAreLogged() throws {
    let source = VirtualClock()
    let output = SilentAudioOutput(sourceClock: source)
    try output.connect()
    try output.play(.silence)
    try source.move(to: .milliseconds(40))
    try output.drain()
    try source.move(to: .milliseconds(90))
    #expect(output.clock.now() == .milliseconds(40))
    output.stop()
    output.stop()
    #expect(output.eventLog.events == [.connected(sink: "silent"), .playing, .drained, .stopped])
    #expect(output.eventLog.all.map(\.time) == [.zero, .zero, .milliseconds(40), .milliseconds(90)])
  }
}
