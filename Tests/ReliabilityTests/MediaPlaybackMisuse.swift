import Clocks
import CoreMediaTime
import Foundation
import Locking
import MediaPlayback
import Runtime
import Testing

/// A test-stream URL that cannot be a stream, refused with its typed reason.
func misusedStreamURL(_ name: String, _ url: String, _ expected: SyntheticStreamError) -> MisuseCase {
  MisuseCase(module: "MediaPlayback", name: name, answer: .typedError) {
    #expect(throws: expected) { try SyntheticStream(url: #require(URL(string: url))) }
  }
}

/// A player of a short test stream in a fresh simulation, its item loaded when `loaded`.
@MainActor
func misusedPlayer(loaded: Bool) throws -> (Simulation, Player) {
  let simulation = Simulation.start()
  let player = Player(url: URL(string: "pipsim-test://64x36@30/5s")!)
  if loaded { try simulation.runLoop.advance(by: .seconds(1)) }
  return (simulation, player)
}

/// A player request that is refused: the player's time and rate stay, `player.requestRefused` says why.
func misusedPlayerRequest(
  _ name: String, loaded: Bool = true, _ request: @escaping @MainActor @Sendable (Player) -> Void
) -> MisuseCase {
  MisuseCase(module: "MediaPlayback", name: name, answer: .noOp) {
    try await onMain {
      let (simulation, player) = try misusedPlayer(loaded: loaded)
      request(player)
      simulation.runLoop.runUntilIdle()
      #expect(player.rate == 0)
      #expect(player.currentTime() == .zero)
      #expect(simulation.diagnostics.codes.contains(.playerRequestRefused))
    }
  }
}

extension MisuseCase {
  static let mediaPlayback: [MisuseCase] = [
    misusedStreamURL(
      "a test stream of odd width", "pipsim-test://1921x1080@30/60s", .invalidSize(width: 1921, height: 1080)),
    misusedStreamURL("a test stream of no frame rate", "pipsim-test://640x360@0/60s", .invalidFrameRate(0)),
    MisuseCase(module: "MediaPlayback", name: "a test stream of NaN seconds", answer: .typedError) {
      #expect(throws: SyntheticStreamError.invalidDuration("nan")) {
        try SyntheticStream(width: 64, height: 36, framesPerSecond: 30, durationSeconds: .nan)
      }
    },
    MisuseCase(module: "MediaPlayback", name: "a player of a URL PiPSim cannot serve", answer: .typedError) {
      try await onMain {
        let simulation = Simulation.start()
        let player = Player(url: URL(string: "file:///movies/trailer.mov")!)
        try simulation.runLoop.advance(by: .seconds(1))
        #expect(player.currentItem?.status == .failed)
        #expect(player.currentItem?.error is PlaybackError)
      }
    },
    misusedPlayerRequest("a negative rate") { $0.rate = -1 },
    misusedPlayerRequest("a NaN rate") { $0.rate = .nan },
    misusedPlayerRequest("a seek before the item is ready", loaded: false) {
      $0.seek(to: CMTime(value: 2, timescale: 1))
    },
    misusedPlayerRequest("a seek to an invalid time") { $0.seek(to: .invalid) },
    misusedPlayerRequest("removing a time observer the player did not give") {
      $0.removeTimeObserver("token")
    },
    MisuseCase(module: "MediaPlayback", name: "a periodic observer of zero interval", answer: .noOp) {
      try await onMain {
        let (simulation, player) = try misusedPlayer(loaded: true)
        let calls = LockedValue(0)
        let token = player.addPeriodicTimeObserver(forInterval: .zero, queue: nil) { _ in
          calls.withLock { $0 += 1 }
        }
        player.play()
        try simulation.runLoop.advance(by: .seconds(1))
        #expect(calls.withLock { $0 } == 0)
        #expect(simulation.diagnostics.codes.contains(.playerRequestRefused))
        withExtendedLifetime(token) {}
      }
    },
    MisuseCase(module: "MediaPlayback", name: "a seek past the item's end", answer: .noOp) {
      try await onMain {
        let (simulation, player) = try misusedPlayer(loaded: true)
        let finished = LockedValue<Bool?>(nil)
        player.seek(to: CMTime(value: 1_000_000, timescale: 1)) { done in finished.withLock { $0 = done } }
        try simulation.runLoop.advance(by: .milliseconds(100))
        // Kept within the item, as AVFoundation does: the seek ends at the item's last instant.
        #expect(player.currentTime() == CMTime(value: 5, timescale: 1))
        #expect(finished.withLock { $0 } == true)
        #expect(!simulation.diagnostics.codes.contains(.playerRequestRefused))
      }
    },
    MisuseCase(
      module: "MediaPlayback", name: "an observation token released in its own handler", answer: .noOp
    ) {
      try await onMain {
        let (simulation, player) = try misusedPlayer(loaded: true)
        var calls = 0
        var token: ObservationToken?
        token = player.observe(\.rate, options: [.new]) { _, _ in
          calls += 1
          token = nil
        }
        player.rate = 1
        player.rate = 0
        player.rate = 1
        simulation.runLoop.runUntilIdle()
        #expect(calls == 1 && token == nil)
      }
    },
    MisuseCase(module: "MediaPlayback", name: "one item made current in two players", answer: .noOp) {
      try await onMain {
        let (simulation, first) = try misusedPlayer(loaded: true)
        let second = Player()
        second.replaceCurrentItem(with: first.currentItem)
        #expect(second.currentItem == nil)
        #expect(first.currentItem?.status == .readyToPlay)
        #expect(simulation.diagnostics.codes.contains(.playerRequestRefused))
      }
    },
  ]
}
