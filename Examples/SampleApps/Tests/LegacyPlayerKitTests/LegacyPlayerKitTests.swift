import AVKitCompat
import LegacyPlayerKit
import PiPSimTesting
import Testing

/// The Swift 5 library's non-isolated classes work once driven from the app's main thread.
@MainActor
struct LegacyPlayerKitTests {
  @Test func thePresenterConfiguresItsPlayerScreen() throws {
    try withSimulatedApp { app in
      let presenter = PlayerPresenter(url: URL(string: "pipsim-test://1280x720@30/60s")!)
      let screen = presenter.playerViewController
      #expect(screen.allowsPictureInPicturePlayback)
      #expect(screen.player != nil)
      app.show(screen)
      try app.advance(by: .seconds(1))
      #expect(screen.view.window != nil)
    }
  }

  // The test ends with PiP on, and the renderer (which holds the controller) goes with the body.
  @Test func theCallRendererStartsPictureInPictureWithItsCallView() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let renderer = CallVideoRenderer()
      let screen = UIViewController()
      app.show(screen)
      screen.view.addSubview(renderer.videoView)
      renderer.enablePictureInPicture(from: renderer.videoView)
      let controller = try #require(renderer.pictureInPictureController)
      #expect(renderer.callViewController.preferredContentSize == CGSize(width: 1080, height: 1920))
      #expect(renderer.displayLayer.superlayer === renderer.videoView.layer)
      let recorder = app.recordCallbacks(of: controller)
      try app.advance(by: .milliseconds(500))
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart])
    }
  }
}
