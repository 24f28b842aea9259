import Clocks
import Foundation
import Fullscreen
import MediaPlayback
import PiPSimTesting
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// Writes down each delegate callback of a player view controller, as `name@time`.
@MainActor
private final class PlayerViewControllerDelegateLog: PlayerViewControllerDelegate {
  var log: [String] = []
  var dismissesFullscreenAtPictureInPictureStart = true
  let simulation = Simulation.current

  private func note(_ name: String) { log.append("\(name)@\(simulation.runLoop.now)") }

  func playerViewControllerWillStartPictureInPicture(_ playerViewController: NativePlayerViewController) {
    note("willStart")
  }
  func playerViewControllerDidStartPictureInPicture(_ playerViewController: NativePlayerViewController) {
    note("didStart")
  }
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    failedToStartPictureInPictureWithError error: any Error
  ) {
    note("failedToStart")
  }
  func playerViewControllerWillStopPictureInPicture(_ playerViewController: NativePlayerViewController) {
    note("willStop")
  }
  func playerViewControllerDidStopPictureInPicture(_ playerViewController: NativePlayerViewController) {
    note("didStop")
  }
  func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
    _ playerViewController: NativePlayerViewController
  ) -> Bool {
    dismissesFullscreenAtPictureInPictureStart
  }
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    note("restore")
    completionHandler(true)
  }
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willBeginFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator
  ) {
    note("willBeginFullScreen")
    coordinator.animate(alongsideTransition: nil) { [self] _ in note("fullScreenBegan") }
  }
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willEndFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator
  ) {
    note("willEndFullScreen")
    coordinator.animate(alongsideTransition: nil) { [self] _ in note("fullScreenEnded") }
  }
}

/// A player view controller inline in the app's screen, playing a ten-second test stream.
@MainActor
private struct InlinePlayer {
  let app: SimulatedApp
  let playerViewController = NativePlayerViewController()
  let delegate = PlayerViewControllerDelegateLog()

  init(app: SimulatedApp) {
    self.app = app
    let host = ViewController()
    app.show(host)
    playerViewController.delegate = delegate
    playerViewController.player = Player(url: URL(string: "pipsim-test://64x36@30/10s")!)
    playerViewController.view.frame = CGRect(x: 0, y: 100, width: 390, height: 219)
    host.view.addSubview(playerViewController.view)
  }

  /// Plays, and lets the item load and its first frame come up.
  func play() throws {
    playerViewController.player?.play()
    try app.advance(by: .milliseconds(150))
  }
}

@MainActor
@Suite struct PlayerViewControllerTests {
  @Test func thePlayersVideoShowsInTheViewOnceItsFirstFrameIsUp() throws {
    try withSimulatedApp { app in
      let inline = InlinePlayer(app: app)
      #expect(inline.playerViewController.isReadyForDisplay == false)
      try inline.play()
      #expect(inline.playerViewController.isReadyForDisplay)
      #expect(inline.playerViewController.playerLayer.presentedFrame?.width == 64)
      inline.playerViewController.videoGravity = .resizeAspectFill
      #expect(inline.playerViewController.playerLayer.videoGravity == .resizeAspectFill)
    }
  }

  @Test func thePiPButtonStartsPiPAndReturningToTheAppRestoresThroughTheDelegate() throws {
    try withSimulatedApp { app in
      let inline = InlinePlayer(app: app)
      try inline.play()
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      try app.advance(by: .milliseconds(500))
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.presentedFrame?.width == 64)
      window.userTapsRestore()
      try app.advance(by: .milliseconds(500))
      #expect(
        inline.delegate.log == [
          "willStart@0.150000s", "didStart@0.450000s", "restore@0.650000s", "willStop@0.650000s",
          "didStop@0.950000s",
        ])
      #expect(inline.playerViewController.player?.timeControlStatus == .playing)
    }
  }

  @Test func withoutPictureInPicturePlaybackThereIsNoButtonNoAutomaticStartAndAPiPUnderWayEnds() throws {
    try withSimulatedApp(
      expectedDiagnostics: [.playerViewControllerPictureInPictureButtonMissing],
      ignoredDiagnostics: [.pipControllerReleasedWhileActive]
    ) { app in
      let inline = InlinePlayer(app: app)
      inline.playerViewController.canStartPictureInPictureAutomaticallyFromInline = true
      try inline.play()
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      try app.advance(by: .milliseconds(500))
      #expect(app.pictureInPictureWindow != nil)
      inline.playerViewController.allowsPictureInPicturePlayback = false
      app.runUntilIdle()
      #expect(app.pictureInPictureWindow == nil)
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      #expect(app.diagnostics.codes.contains(.playerViewControllerPictureInPictureButtonMissing))
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(app.pictureInPictureWindow == nil)
      #expect(inline.delegate.log == ["willStart@0.150000s", "didStart@0.450000s"])
    }
  }

  @Test func hiddenControlsHaveNoPiPButton() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerViewControllerPictureInPictureButtonMissing]) { app in
      let inline = InlinePlayer(app: app)
      inline.playerViewController.showsPlaybackControls = false
      try inline.play()
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      try app.advance(by: .milliseconds(500))
      #expect(app.pictureInPictureWindow == nil)
      #expect(app.diagnostics.codes.contains(.playerViewControllerPictureInPictureButtonMissing))
    }
  }

  @Test func backgroundingWhilePlayingStartsPiPAutomaticallyWhenAllowed() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let inline = InlinePlayer(app: app)
      inline.playerViewController.canStartPictureInPictureAutomaticallyFromInline = true
      try inline.play()
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(inline.delegate.log == ["willStart@0.150000s", "didStart@0.450000s"])
      #expect(inline.playerViewController.player?.timeControlStatus == .playing)
    }
  }

  @Test func playingToTheEndLeavesNativeFullscreenUnlessTold() throws {
    try withSimulatedApp(expectedDiagnostics: [.nativeFullscreenLimitsFormats]) { app in
      let inline = InlinePlayer(app: app)
      inline.playerViewController.player = Player(url: URL(string: "pipsim-test://64x36@30/1s")!)
      inline.playerViewController.entersFullScreenWhenPlaybackBegins = true
      try inline.play()
      #expect(inline.playerViewController.isInNativeFullscreen)
      inline.playerViewController.player?.pause()
      inline.playerViewController.player?.play()
      #expect(inline.playerViewController.isInNativeFullscreen)
      try app.advance(by: .seconds(1))
      #expect(inline.playerViewController.isInNativeFullscreen == false)

      inline.playerViewController.exitsFullScreenWhenPlaybackEnds = false
      inline.playerViewController.player?.seek(to: .zero)
      try app.advance(by: .milliseconds(50))
      inline.playerViewController.enterNativeFullscreen()
      inline.playerViewController.player?.play()
      try app.advance(by: .seconds(2))
      #expect(inline.playerViewController.player?.timeControlStatus == .paused)
      #expect(inline.playerViewController.isInNativeFullscreen)
    }
  }

  @Test func playbackBeginningEntersNativeFullscreenWhichPiPStartLeavesUnlessTheDelegateSaysNo() throws {
    try withSimulatedApp(
      expectedDiagnostics: [.nativeFullscreenLimitsFormats],
      ignoredDiagnostics: [.pipControllerReleasedWhileActive]
    ) { app in
      let inline = InlinePlayer(app: app)
      inline.playerViewController.entersFullScreenWhenPlaybackBegins = true
      try inline.play()
      #expect(inline.playerViewController.isInNativeFullscreen)
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      #expect(inline.playerViewController.isInNativeFullscreen == false)
      try app.advance(by: .milliseconds(500))
      app.pictureInPictureWindow?.userTapsClose()
      try app.advance(by: .milliseconds(500))
      inline.delegate.dismissesFullscreenAtPictureInPictureStart = false
      inline.playerViewController.enterNativeFullscreen()
      app.userTapsPictureInPictureButton(in: inline.playerViewController)
      #expect(inline.playerViewController.isInNativeFullscreen)
      #expect(
        inline.delegate.log.prefix(5) == [
          "willBeginFullScreen@0.100000s", "fullScreenBegan@0.100000s", "willStart@0.150000s",
          "willEndFullScreen@0.150000s", "fullScreenEnded@0.150000s",
        ])
    }
  }
}
