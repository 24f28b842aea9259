import AVKitCompat
import PiPSimTesting
import Testing

/// Seed 001's claims, on its code: the app keeps control of the video's layout in its own
/// fullscreen, the SDK's L-bar requests resize the video, and the native controls are switched off.
@MainActor
@Suite struct Seed001PortTests {
  @Test func thePlayerLayerInAViewShowsTheVideoAndAppManagedFullscreenFillsTheScreenWithoutAStatusBar() throws
  {
    try withSimulatedApp { app in
      let host = VideoHostViewController()
      app.show(host)
      host.play(AVPlayer(url: URL(string: "pipsim-test://1280x720@30/60s")!))
      try app.advance(by: .milliseconds(200))
      #expect(host.hostedPlayerLayer.isReadyForDisplay)
      #expect(host.hostedPlayerLayer.videoGravity == .resizeAspect)
      let windowed = host.videoFrame
      #expect(windowed.width == app.window.bounds.width)
      #expect(abs(windowed.height - windowed.width * 9 / 16) < 1)
      #expect(app.scene.isStatusBarHidden == false)

      host.toggleFullScreen()
      try app.advance(by: .milliseconds(400))
      #expect(host.videoFrame == app.window.bounds)
      #expect(app.scene.isStatusBarHidden)

      host.toggleFullScreen()
      try app.advance(by: .milliseconds(400))
      #expect(host.videoFrame == windowed)
      #expect(app.scene.isStatusBarHidden == false)
    }
  }

  @Test func theLBarDelegateMakesRoomOnTheRightAndAtTheBottomExceptInVerticalLayouts() throws {
    try withSimulatedApp { app in
      let host = VideoHostViewController()
      app.show(host)
      host.toggleFullScreen()
      try app.advance(by: .milliseconds(400))
      let full = host.videoFrame
      let delegate: SLRLBarDelegate = host
      delegate.moveRightSide(for: 100)
      host.view.layoutIfNeeded()
      #expect(host.videoFrame.width == full.width - 100)
      SLRStateMachine.orientation = .vertical
      delegate.moveBottomSide(for: 80)
      host.view.layoutIfNeeded()
      #expect(host.videoFrame.height == full.height)
      SLRStateMachine.orientation = .horizontal
      delegate.moveBottomSide(for: 80)
      host.view.layoutIfNeeded()
      #expect(host.videoFrame.height == full.height - 80)
    }
  }

  @Test func anotherScreensPlayerViewControllerHasNoPiPAndStaysInlineWhenPlaybackBegins() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerViewControllerPictureInPictureButtonMissing]) { app in
      let screen = UIViewController()
      app.show(screen)
      let playerViewController = makeNonStreamLayerPlayer()
      playerViewController.player = AVPlayer(url: URL(string: "pipsim-test://640x360@30/10s")!)
      playerViewController.view.frame = CGRect(x: 0, y: 100, width: 390, height: 219)
      screen.view.addSubview(playerViewController.view)
      playerViewController.player?.play()
      try app.advance(by: .milliseconds(200))
      #expect(playerViewController.isInNativeFullscreen == false)
      app.userTapsPictureInPictureButton(in: playerViewController)
      try app.advance(by: .milliseconds(500))
      #expect(app.pictureInPictureWindow == nil)
    }
  }
}
