import AVKitCompat
import OverlayPlayer
import PiPSimTesting
import Testing

/// The catalog pushes the movie screen; PiP survives going back, and the PiP window's return
/// button pushes the movie screen again with its video.
@MainActor
struct CatalogNavigationTests {
  let movie = URL(string: "pipsim-test://1280x720@30/60s")!

  @Test func thePlayButtonPushesTheMovieUnderTheNavigationBar() throws {
    try withSimulatedApp { app in
      let catalog = CatalogViewController(movieURL: movie)
      let navigation = UINavigationController(rootViewController: catalog)
      app.show(navigation)
      #expect(catalog.navigationItem.title == "Catalog")
      #expect(app.tap(catalog.playButton))
      try app.advance(by: .milliseconds(400))
      let screen = try #require(navigation.topViewController as? MovieOverlayViewController)
      #expect(navigation.viewControllers.count == 2)
      // The movie starts under the status bar and the 44-point navigation bar.
      let barBottom = navigation.navigationBar.frame.maxY
      #expect(screen.playerView.convert(screen.playerView.bounds, to: nil).minY == barBottom)
      #expect(app.tapBackButton(of: navigation))
      try app.advance(by: .milliseconds(400))
      #expect(navigation.topViewController === catalog)
    }
  }

  @Test func typingInTheSearchFieldFiltersTheCatalogAndSearchEndsEditing() {
    withSimulatedApp { app in
      let catalog = CatalogViewController(movieURL: movie)
      app.show(UINavigationController(rootViewController: catalog))
      #expect(catalog.searchField.frame.width == 240)
      #expect(catalog.searchField.frame.height == 34, "a rounded field's height")
      #expect(app.tap(catalog.searchField))
      #expect(catalog.searchField.isFirstResponder)
      #expect(app.typeText("pil"))
      #expect(!catalog.headline.isHidden && catalog.playButton.isEnabled)
      #expect(app.typeText("x"))
      #expect(catalog.searchField.text == "pilx")
      #expect(catalog.headline.isHidden && !catalog.playButton.isEnabled)
      #expect(app.deleteBackward())
      #expect(!catalog.headline.isHidden && catalog.playButton.isEnabled)
      #expect(app.pressReturn())
      #expect(!catalog.searchField.isFirstResponder, "the catalog resigns on the search key")
      #expect(app.editedTextField == nil)
    }
  }

  @Test func restoringFromPictureInPicturePushesTheMovieBackWithItsVideo() throws {
    try withSimulatedApp { app in
      let catalog = CatalogViewController(movieURL: movie)
      let navigation = UINavigationController(rootViewController: catalog)
      app.show(navigation)
      #expect(app.tap(catalog.playButton))
      try app.advance(by: .milliseconds(400))
      let screen = try #require(catalog.movieScreen)
      let controller = try #require(screen.pictureInPictureController)
      let recorder = app.recordCallbacks(of: controller)
      #expect(app.tap(screen.playButton))
      #expect(app.tap(screen.pictureInPictureButton))
      try app.advance(by: .seconds(1))
      #expect(app.tapBackButton(of: navigation))
      try app.advance(by: .seconds(1))
      #expect(navigation.topViewController === catalog)
      #expect(controller.isPictureInPictureActive)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(navigation.topViewController === screen)
      #expect(screen.playerView.window === app.window)
      #expect(screen.playerLayer.superlayer === screen.playerView.layer)
    }
  }
}
