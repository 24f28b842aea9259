import AVKitCompat
import PiPSim
import PiPSimTesting
import SampleBufferPlayer
import Testing

/// The checksum of the picture frame `index` of `movie` should show: the movie drawn again, apart.
@MainActor
func checksum(ofFrame index: Int, of movie: TestCardMovie) throws -> UInt32 {
  let picture = try CVPixelBuffer(
    width: movie.width, height: movie.height, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
  movie.draw(frame: index, into: picture)
  return picture.frame.visibleChecksum()
}

/// The player driven through a whole Picture-in-Picture session, as a user would drive it.
@MainActor
@Suite struct PlayerTests {
  let movie = TestCardMovie(frameCount: 300)

  /// Plays, leaves the app (PiP starts by itself), pauses, skips and plays from the PiP window,
  /// returns to the app; checks the picture at each step. Returns the session's Chrome trace.
  func playThroughAPiPSession() throws -> String {
    try withSimulatedApp(tracing: true) { app in
      let player = PlayerViewController(movie: movie)
      app.show(player)
      let layer = player.playerView.displayLayer
      let controller = try #require(player.pipController)
      let recorder = app.recordCallbacks(of: controller)

      // Inline: the first frame waits for play, then frames follow the timebase.
      try app.advance(by: .milliseconds(100))
      #expect(layer.presentedFrame?.checksum == (try checksum(ofFrame: 0, of: movie)))
      player.play()
      try app.advance(by: .milliseconds(510))
      #expect(layer.presentedFrame?.checksum == (try checksum(ofFrame: 15, of: movie)))

      // Leaving the app starts PiP by itself; frames go on during the animation and in the window.
      app.enterBackground()
      try app.advance(by: .milliseconds(150))
      recorder.expectCallbacks([.willStart])
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.presentedFrame?.checksum == (try checksum(ofFrame: 19, of: movie)))
      try app.advance(by: .milliseconds(1000))
      recorder.expectCallbacks([.willStart, .didStart])
      #expect(layer.status == .rendering, "a layer in PiP is not interrupted in the background")
      #expect(window.presentedFrame?.checksum == (try checksum(ofFrame: 49, of: movie)))
      #expect(window.playbackState?.isPaused == false)
      #expect(player.pictureInPictureRenderSize != nil)

      // Pause, skip forward ten seconds, play, from the window's buttons.
      window.userTogglesPlayPause()
      #expect(player.isPaused && window.playbackState?.isPaused == true)
      try app.advance(by: .milliseconds(500))
      #expect(window.presentedFrame?.checksum == (try checksum(ofFrame: 49, of: movie)))
      window.userSkips(by: CMTime(value: 10, timescale: 1))
      #expect(!window.isSeeking)
      try app.advance(by: .milliseconds(100))
      #expect(window.presentedFrame?.checksum == (try checksum(ofFrame: movie.frameCount - 1, of: movie)))
      window.userSkips(by: CMTime(value: -5, timescale: 1))
      window.userTogglesPlayPause()
      try app.advance(by: .milliseconds(1010))
      #expect(player.currentTime.seconds > 5)
      let resumed = player.movie.frameIndex(at: player.currentTime)
      #expect(window.presentedFrame?.checksum == (try checksum(ofFrame: resumed, of: movie)))

      // Back to the app: a PiP that started by itself stops by itself and restores (the window is
      // gone, so there is nothing left to tap), and the movie plays on inline.
      app.enterForeground()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(app.pictureInPictureWindow == nil)
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.isBalanced)
      #expect(accounting.pushed == accounting.presented + accounting.droppedTotal + accounting.inFlight)
      #expect(accounting.presented > 60 && accounting.dropped(.flushed) > 0)
      #expect(app.diagnostics.entries.filter { $0.severity == .appError }.isEmpty)
      return ChromeTraceWriter.encode(app.simulation.trace.snapshot())
    }
  }

  @Test func aWholePiPSessionShowsTheRightPictureAtEveryStep() throws {
    _ = try playThroughAPiPSession()
  }

  @Test func twoRunsOfTheSessionTraceTheSameBytes() throws {
    let first = try playThroughAPiPSession()
    let second = try playThroughAPiPSession()
    #expect(first == second)
    #expect(first.contains("sample-buffer layer 1 renderer"))
  }
}
