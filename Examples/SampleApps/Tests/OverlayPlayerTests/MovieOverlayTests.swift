import AVKitCompat
import OverlayPlayer
import PiPSimTesting
import Testing

/// The overlay screen driven as a user drives it: every control, gesture and layout through
/// `SimulatedApp`, on virtual time.
@MainActor
struct MovieOverlayTests {
  let movie = URL(string: "pipsim-test://1280x720@30/60s")!

  @Test func theSpinnerTurnsUntilTheMovieIsReady() throws {
    try withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      #expect(screen.spinner.isAnimating)
      #expect(!screen.spinner.isHidden)
      try app.advance(by: .milliseconds(200))
      #expect(!screen.spinner.isAnimating)
      #expect(screen.spinner.isHidden)
    }
  }

  @Test func theOverlaySitsBelowTheMovieLaidOutByItsStackViews() throws {
    try withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      try app.advance(by: .milliseconds(100))
      let width = screen.view.bounds.width
      let top = screen.view.safeAreaInsets.top
      #expect(screen.playerView.frame == CGRect(x: 0, y: top, width: width, height: width * 9 / 16))
      #expect(screen.playerLayer.frame.size == screen.playerView.bounds.size)
      #expect(screen.overlay.frame.minY == screen.playerView.frame.maxY + 8)
      #expect(screen.overlay.frame.minX == 8)
      #expect(screen.overlay.frame.width == width - 16)
      // The title sits inside the margins, as tall as the headline font's line.
      let title = screen.titleLabel.convert(screen.titleLabel.bounds, to: screen.overlay)
      #expect(title.minX == 16)
      #expect(title.minY == 12)
      #expect(abs(title.height - screen.titleLabel.intrinsicContentSize.height) < 1e-5)
      // The scrubber takes the row's free width: it hugs least.
      #expect(screen.scrubber.frame.width > screen.timeLabel.frame.width)
      // A dynamic colour equals only itself, as in UIKit: compare what it resolves to.
      let light = UITraitCollection(userInterfaceStyle: .light)
      let background = try #require(screen.overlay.backgroundColor).resolvedColor(with: light)
      #expect(background == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 0.8))
      #expect(screen.overlay.layer.cornerRadius == 12)
    }
  }

  @Test func theButtonsAndTheScrubberDriveThePlayer() throws {
    try withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      try app.advance(by: .milliseconds(200))
      #expect(app.tap(screen.playButton))
      try app.advance(by: .seconds(2))
      #expect(screen.player.timeControlStatus == .playing)
      #expect(screen.timeLabel.text == "0:02")
      #expect(app.drag(screen.scrubber, to: 0.5))
      try app.advance(by: .milliseconds(500))
      #expect(abs(screen.player.currentTime().seconds - 30.5) < 0.6)
      #expect(app.tap(screen.playButton))
      #expect(screen.player.timeControlStatus == .paused)
    }
  }

  @Test func aTapHidesTheOverlayAndAPinchFillsTheScreen() throws {
    try withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      try app.advance(by: .milliseconds(200))
      #expect(app.tap(screen.playerView))
      try app.advance(by: .milliseconds(500))
      #expect(screen.overlay.isHidden)
      #expect(app.tap(screen.playerView))
      try app.advance(by: .milliseconds(500))
      #expect(!screen.overlay.isHidden)
      #expect(app.pinch(screen.playerView, scale: 2))
      try app.advance(by: .milliseconds(100))
      #expect(screen.playerLayer.videoGravity == .resizeAspectFill)
    }
  }

  // The overlay a tap shows hides itself three seconds later while the movie plays (a task that
  // sleeps, on virtual time); another tap starts the three seconds again, and a paused movie keeps
  // it up.
  @Test func theOverlayATapShowsHidesItselfThreeSecondsLaterWhilePlaying() async throws {
    try await withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      try await app.run(for: .milliseconds(200))
      #expect(app.tap(screen.playButton))
      #expect(app.tap(screen.playerView))
      try await app.run(for: .milliseconds(500))
      #expect(screen.overlay.isHidden)
      #expect(app.tap(screen.playerView))
      try await app.run(for: .milliseconds(500))
      #expect(!screen.overlay.isHidden)
      #expect(app.tap(screen.playerView))
      #expect(app.tap(screen.playerView))
      try await app.run(for: .milliseconds(2_900))
      #expect(!screen.overlay.isHidden)
      try await app.run(for: .milliseconds(100))
      #expect(screen.overlay.isHidden)
      #expect(app.tap(screen.playerView))
      #expect(app.tap(screen.playButton))
      try await app.run(for: .seconds(5))
      #expect(!screen.overlay.isHidden)
    }
  }

  @Test func thePictureInPictureButtonStartsPictureInPicture() throws {
    try withSimulatedApp { app in
      let screen = MovieOverlayViewController(url: movie, title: "Pilot")
      app.show(screen)
      try app.advance(by: .milliseconds(200))
      let controller = try #require(screen.pictureInPictureController)
      let recorder = app.recordCallbacks(of: controller)
      #expect(app.tap(screen.playButton))
      #expect(app.tap(screen.pictureInPictureButton))
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart])
    }
  }
}
