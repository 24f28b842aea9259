import AudioEngine
import Clocks
import Foundation
import Runtime
import Testing

/// The protocol-level contract, run against both outputs.
extension AudioServerSuites {
  @Suite struct AudioOutputContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
      case silent, pulseAudio
      var testDescription: String { rawValue }
    }

    /// An output of `kind`, with the server it needs kept alive alongside.
    private func makeOutput(_ kind: Kind) throws -> (output: any AudioOutput, server: PulseAudioDaemon?) {
      switch kind {
      case .silent:
        return (SilentAudioOutput(sourceClock: HostClock()), nil)
      case .pulseAudio:
        let server = try PulseAudioDaemon()
        return (try PulseAudioOutput(configuration: PulseAudioConfiguration(server: server.address)), server)
      }
    }

    @Test(arguments: Kind.allCases)
    func stateMovesThroughPlayPauseResumeDrainStop(kind: Kind) throws {
      let (output, server) = try makeOutput(kind)
      defer { withExtendedLifetime(server) { output.stop() } }
      #expect(output.state == .idle)
      try output.connect()
      #expect(output.state == .ready)
      try output.play(AudioSignal.silence)
      #expect(output.state == .playing)
      try output.pause()
      #expect(output.state == .paused)
      try output.resume()
      #expect(output.state == .playing)
      try output.drain()
      #expect(output.state == .ready)
      output.stop()
      #expect(output.state == .stopped)
      #expect(output.eventLog.events.last == .stopped)
    }

    @Test(arguments: Kind.allCases)
    func callsInTheWrongOrderThrowAndChangeNothing(kind: Kind) throws {
      let (output, server) = try makeOutput(kind)
      defer { withExtendedLifetime(server) { output.stop() } }
      #expect(throws: AudioError.invalidState(operation: .play, state: .idle)) { try output.play(.silence) }
      #expect(throws: AudioError.invalidState(operation: .drain, state: .idle)) { try output.drain() }
      #expect(output.state == .idle)
      try output.connect()
      #expect(throws: AudioError.invalidState(operation: .connect, state: .ready)) { try output.connect() }
      #expect(throws: AudioError.invalidState(operation: .pause, state: .ready)) { try output.pause() }
      #expect(throws: AudioError.invalidState(operation: .resume, state: .ready)) { try output.resume() }
      #expect(output.state == .ready)
      try output.play(.silence)
      #expect(throws: AudioError.invalidState(operation: .play, state: .playing)) {
        try output.play(.silence)
      }
      #expect(output.state == .playing)
      output.stop()
      #expect(throws: AudioError.invalidState(operation: .connect, state: .stopped)) { try output.connect() }
    }

    /// Loses the output's server: kills the private daemon, or simulates the loss on the silent output.
    private func loseServer(of output: any AudioOutput, _ server: PulseAudioDaemon?) throws {
      if let server {
        server.send(SIGKILL)
      } else {
        #expect((output as? SilentAudioOutput)?.simulateServerLoss() == true)
      }
      try waitUntil(limit: .seconds(1)) {
        if case .hostClock = output.clockSource { true } else { false }
      }
    }

    @Test(arguments: Kind.allCases)
    func losingTheServerSwitchesToTheHostClockAndPlaybackGoesOn(kind: Kind) throws {
      let (output, server) = try makeOutput(kind)
      defer { withExtendedLifetime(server) { output.stop() } }
      try output.connect()
      try output.play(.silence)
      try waitUntil(limit: .seconds(2)) { output.clock.now() > .milliseconds(100) }
      let beforeLoss = output.clock.now()
      try loseServer(of: output, server)

      let terminated = SilentAudioOutput.serverLossError
      #expect(output.clockSource == .hostClock(reason: terminated))
      #expect(
        Array(output.eventLog.events.suffix(2)) == [
          .serverLost(terminated), .switchedToHostClock(reason: terminated),
        ])
      #expect(output.state == .playing)
      try expectClockAdvances(of: output, from: beforeLoss, by: .milliseconds(150), within: .seconds(1))
      try output.pause()
      let paused = output.clock.now()
      usleep(100_000)
      #expect(output.clock.now() == paused)
      try output.resume()
      #expect(output.state == .playing)
    }

    @Test(arguments: Kind.allCases)
    func theClockStandsStillWhilePausedAndNeverGoesBack(kind: Kind) throws {
      let (output, server) = try makeOutput(kind)
      defer { withExtendedLifetime(server) { output.stop() } }
      try output.connect()
      #expect(output.clock.now() == .zero)
      try output.play(.silence)
      try waitUntil(limit: .seconds(2)) { output.clock.now() > .milliseconds(100) }
      try output.pause()
      usleep(50_000)
      let paused = output.clock.now()
      usleep(200_000)
      #expect(output.clock.now() == paused)
      try output.resume()
      try expectClockAdvances(of: output, from: paused, by: .milliseconds(100), within: .seconds(2))
    }
  }
}

/// Polls `condition` every millisecond until it holds; throws when `limit` passes first.
func waitUntil(limit: MediaTime, _ condition: () -> Bool) throws {
  let deadline = HostClock().now() + limit
  while !condition() {
    guard HostClock().now() < deadline else { throw WaitTimedOut(limit: limit) }
    usleep(1_000)
  }
}

/// Waits until `output`'s clock reads more than `start + span`, checking on every poll that it never
/// went back; throws when `limit` passes first.
func expectClockAdvances(
  of output: any AudioOutput, from start: MediaTime, by span: MediaTime, within limit: MediaTime
) throws {
  var last = start
  try waitUntil(limit: limit) {
    let now = output.clock.now()
    #expect(now >= last)
    last = now
    return now > start + span
  }
}

/// A condition a test waited for did not come true in time.
struct WaitTimedOut: Error, CustomStringConvertible {
  let limit: MediaTime
  var description: String { "the condition did not hold within \(limit)" }
}
