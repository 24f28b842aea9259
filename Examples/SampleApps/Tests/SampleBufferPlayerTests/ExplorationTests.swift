import AVKitCompat
import PiPSimTesting
import SampleBufferPlayer
import Testing

/// The movie player explored as a user and the system could drive it: play and pause, going home
/// (PiP starts by itself while the movie plays), coming back, the PiP window's buttons, headphones
/// pulled out, an audio interruption and waits. After every step, besides the views and the
/// callbacks, every frame the player enqueued is accounted for.
@MainActor
@Suite struct PlayerExplorationTests {
  static let events: [ExplorationEvent<PlayerViewController>] = [
    .userTaps("play or pause", source: "screen.isPaused ? screen.play() : screen.pause()") { player in
      player.isPaused ? player.play() : player.pause()
    },
    .home, .returnToApp, .tapRestore, .tapClose, .togglePlayPause,
    .tapSkip(by: CMTime(value: 15, timescale: 1)), .headphones, .audioInterruption, .wait(.milliseconds(400)),
  ]

  @Test func everyOrderingOfFourEventsKeepsThePlayerRight() throws {
    let movie = TestCardMovie(frameCount: 300)
    let report = try explore(depth: 4, events: Self.events, controller: { $0.pipController }) { app in
      let player = PlayerViewController(movie: movie)
      app.show(player)
      return player
    }
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.statesSeen > 25, "\(report)")
  }
}
