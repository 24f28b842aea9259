import AVKitCompat
import PiPSimTesting
import PlayerScreens
import Testing

/// The player-layer screen explored: play, its PiP button, going home (PiP starts by itself while
/// the movie plays), coming back, the PiP window's buttons and waits long enough for an empty window
/// to show.
@MainActor
@Suite struct PlayerLayerExplorationTests {
  static let events: [ExplorationEvent<PlayerLayerViewController>] = [
    .userTaps("play", source: "screen.play()") { $0.play() },
    // A tap on the button, which is hidden while PiP is not possible: `tap` does nothing then.
    ExplorationEvent("tap the PiP button", source: "app.tap(screen.pictureInPictureButton)") { app, screen in
      app.simulation.app.activationState == .foregroundActive && app.tap(screen.pictureInPictureButton)
    },
    .home, .returnToApp, .tapRestore, .tapClose, .togglePlayPause, .wait(.seconds(3)),
  ]

  func explored(_ playback: PlayerLayerViewController.BackgroundPlayback) throws -> ExplorationReport {
    try explore(depth: 4, events: Self.events, controller: { $0.pictureInPictureController }) { app in
      let screen = PlayerLayerViewController(movieURL: movieURL)
      screen.backgroundPlayback = playback
      app.show(screen)
      return screen
    }
  }

  @Test(arguments: [PlayerLayerViewController.BackgroundPlayback.video, .audioOnly])
  func everyOrderingOfFourEventsKeepsThePlayerRight(playback: PlayerLayerViewController.BackgroundPlayback)
    throws
  {
    let report = try explored(playback)
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.statesSeen > 12, "\(report)")
  }

  @Test func aPlayerTakenOffItsLayerWhilePiPShowsItIsFoundAndShrunk() throws {
    let report = try explored(.audioOnlyEvenInPictureInPicture)
    let violation = try #require(report.violations.first, "\(report)")
    #expect(violation.invariant == "no warning")
    #expect(violation.message.contains("pip.picture.missing"))
    // The movie must be ready (a tenth of a second) before going home starts PiP by itself.
    #expect(violation.minimalSequence == ["play", "wait 0.1875 s", "home", "wait 3.0 s"])
  }
}
