import AVKitCompat
import NamesakeApp
import PiPSimTesting
import Testing

/// An app whose types are named like PiPSim's own, tested with AVKitCompat and PiPSimTesting
/// imported beside it: every name below is the app's or Apple's, never ambiguous.
@MainActor
struct NamesakeAppTests {
  let url = URL(string: "pipsim-test://1280x720@30/60s")!

  @Test func theAppsOwnTypesResolveBesideAVKitCompat() {
    let device = Device(name: "Living room", supportsPictureInPicture: true)
    let window = Window(opens: .distantPast, closes: .distantFuture)
    let screens: [Screen] = [.catalog, .player(episode: "Pilot")]
    #expect(device.supportsPictureInPicture)
    #expect(window.opens < window.closes)
    #expect(screens.count == 2)
    #expect(Layer.allCases == [.seats, .exits])
    #expect(Color.accent.uiColor == UIColor(red: 1, green: 0.4, blue: 0, alpha: 1))
    #expect(App.displayName == "Namesake TV")
    #expect(Image(url: url).url == url)
  }

  @Test func theDesignSystemsButtonStartsPictureInPicture() throws {
    try withSimulatedApp(device: .iPhone14) { app in
      let player = Player(title: "Pilot", url: url, scenes: [Scene(title: "Cold open", start: 0)])
      let screen = EpisodeViewController(player: player)
      app.show(screen)
      try app.advance(by: .seconds(1))
      #expect(player.state == View.playing)
      #expect(player.scene(at: 0.5)?.title == "Cold open")
      let controller = try #require(screen.pictureInPictureController)
      let recorder = app.recordCallbacks(of: controller)
      #expect(controller.isPictureInPicturePossible)
      let button: Button = screen.pictureInPictureButton
      app.tap(button)
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart])
      #expect(controller.isPictureInPictureActive)
    }
  }
}
