import AVKitCompat
import PiPSimTesting
import PlayerScreens
import Testing

/// A ten-second 1080p test movie at 30 frames a second.
let movieURL = URL(string: "pipsim-test://1920x1080@30/10s")!

/// The index of the frame the PiP window shows (test-stream frames carry it in their first pixels).
@MainActor
func frameIndexInPictureInPictureWindow(_ app: SimulatedApp) -> Int64? {
  app.pictureInPictureWindow?.controller.playerLayer.frameSink?.withFrameOnScreen { frame in
    switch frame {
    case .some(let buffer): buffer.paintedFrameIndex()
    case .none: nil
    }
  }
}

@MainActor
@Suite struct PlayerLayerScreenTests {
  @Test func thePiPButtonAppearsWhenPossibleAndPiPShowsTheMovieThenRestores() throws {
    try withSimulatedApp { app in
      let screen = PlayerLayerViewController(movieURL: movieURL)
      app.show(screen)
      let controller = try #require(screen.pictureInPictureController)
      let recorder = app.recordCallbacks(of: controller)
      #expect(screen.pictureInPictureButton.isHidden)
      #expect(!app.tap(screen.pictureInPictureButton), "a hidden button takes no tap")
      screen.play()
      try app.advance(by: .milliseconds(200))
      #expect(screen.pictureInPictureButton.isHidden == false)
      #expect(screen.playerView.playerLayer.isReadyForDisplay)

      #expect(app.tap(screen.pictureInPictureButton))
      try app.advance(by: .milliseconds(500))
      #expect(controller.isPictureInPictureActive)
      #expect(
        screen.pictureInPictureButton.currentImage
          == AVPictureInPictureController.pictureInPictureButtonStopImage)
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.presentedFrame?.width == 1920)
      let shown = try #require(frameIndexInPictureInPictureWindow(app))
      try app.advance(by: .seconds(1))
      #expect(frameIndexInPictureInPictureWindow(app) == shown + 30)

      window.userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(
        screen.pictureInPictureButton.currentImage
          == AVPictureInPictureController.pictureInPictureButtonStartImage)
      #expect(screen.messages.isEmpty)
    }
  }

  @Test func theEndOfTheMovieIsToldAtItsVirtualInstantThroughAMainQueueObserver() throws {
    try withSimulatedApp { app in
      let screen = PlayerLayerViewController(movieURL: URL(string: "pipsim-test://64x36@30/2s")!)
      app.show(screen)
      screen.play()
      try app.advance(by: .milliseconds(2_050))
      #expect(screen.messages.isEmpty, "loading took 100 ms, so 2 s of movie end at 2.1 s")
      try app.advance(by: .milliseconds(100))
      #expect(screen.messages == ["The movie ended"])
    }
  }

  @Test func pipsButtonsDriveThePlayerAndLeavingTheAppStartsPiPByItself() throws {
    try withSimulatedApp { app in
      let screen = PlayerLayerViewController(movieURL: movieURL)
      app.show(screen)
      screen.play()
      try app.advance(by: .milliseconds(200))
      app.enterBackground()
      try app.advance(by: .milliseconds(500))
      let window = try #require(app.pictureInPictureWindow)
      let player = try #require(screen.playerView.player)
      #expect(player.timeControlStatus == .playing)
      window.userTogglesPlayPause()
      #expect(player.timeControlStatus == .paused)
      let pausedAt = player.currentTime()
      window.userSkips(by: CMTime(value: 5, timescale: 1))
      try app.advance(by: .milliseconds(100))
      #expect(player.currentTime() == pausedAt + CMTime(value: 5, timescale: 1))
      #expect(frameIndexInPictureInPictureWindow(app) == Int64((pausedAt.seconds + 5) * 30))
    }
  }

  @Test func aMovieThatCannotBeOpenedIsReportedAndPiPNeverBecomesPossible() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerItemFailed]) { app in
      let screen = PlayerLayerViewController(movieURL: URL(string: "https://example.com/movie.m3u8")!)
      app.show(screen)
      try app.advance(by: .seconds(1))
      #expect(screen.messages == ["The movie could not be played: Cannot Open"])
      #expect(screen.pictureInPictureButton.isHidden)
    }
  }
}

@MainActor
@Suite struct MovieScreenTests {
  @Test func theMovieGoesOnInPiPAfterThePlayerIsClosedAndRestoringPutsThePlayerBack() throws {
    try withSimulatedApp { app in
      let screen = MovieViewController(movieURL: movieURL)
      app.show(screen)
      screen.play()
      try app.advance(by: .milliseconds(200))
      #expect(screen.playerViewController.isReadyForDisplay)
      app.userTapsPictureInPictureButton(in: screen.playerViewController)
      try app.advance(by: .milliseconds(500))
      screen.closePlayer()
      #expect(screen.isShowingPlayer == false)
      let shown = try #require(frameIndexInPictureInPictureWindow(app))
      try app.advance(by: .seconds(1))
      #expect(frameIndexInPictureInPictureWindow(app) == shown + 30)

      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      #expect(screen.events == ["willStart", "didStart", "restore", "willStop", "didStop"])
      #expect(screen.isShowingPlayer)
      #expect(screen.playerViewController.view.window === app.window)
      #expect(screen.playerViewController.player?.timeControlStatus == .playing)
    }
  }

  @Test func leavingTheAppWhilePlayingStartsPiPAutomatically() throws {
    try withSimulatedApp { app in
      let screen = MovieViewController(movieURL: movieURL)
      app.show(screen)
      screen.play()
      try app.advance(by: .milliseconds(200))
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(screen.events == ["willStart", "didStart"])
      #expect(app.pictureInPictureWindow?.presentedFrame?.height == 1080)
    }
  }
}
