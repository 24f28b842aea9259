import AVKitCompat
import PiPSimTesting
import PlayerScreensSwift5
import Testing

/// The Swift 5 build of the screens behaves as the Swift 6 one.
@MainActor
@Suite struct PlayerScreensSwift5Tests {
  @Test func theCustomPlayerStartsPiPAndRestores() throws {
    try withSimulatedApp { app in
      let screen = PlayerLayerViewController(movieURL: URL(string: "pipsim-test://640x360@25/5s")!)
      app.show(screen)
      let recorder = app.recordCallbacks(of: try #require(screen.pictureInPictureController))
      screen.play()
      try app.advance(by: .milliseconds(200))
      screen.togglePictureInPicture()
      try app.advance(by: .milliseconds(500))
      #expect(app.pictureInPictureWindow?.presentedFrame?.width == 640)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
    }
  }

  @Test func theSystemPlayerScreenRestoresAClosedPlayer() throws {
    try withSimulatedApp { app in
      let screen = MovieViewController(movieURL: URL(string: "pipsim-test://640x360@25/5s")!)
      app.show(screen)
      screen.play()
      try app.advance(by: .milliseconds(200))
      app.userTapsPictureInPictureButton(in: screen.playerViewController)
      try app.advance(by: .milliseconds(500))
      screen.closePlayer()
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      #expect(screen.events == ["willStart", "didStart", "restore", "willStop", "didStop"])
      #expect(screen.isShowingPlayer)
    }
  }
}
