import AVKitCompat
import PiPSim
import PiPSimTesting
import StopwatchPiP
import Testing

/// The checksum of the face after `tenths` tenths of a second: the face drawn again, apart.
@MainActor
func checksum(ofTenths tenths: Int) throws -> UInt32 {
  let face = StopwatchFace()
  let picture = try CVPixelBuffer(
    width: face.width, height: face.height, pixelFormatType: kCVPixelFormatType_32BGRA)
  face.draw(tenths: tenths, into: picture)
  return picture.frame.visibleChecksum()
}

/// The stopwatch driven through a whole Picture-in-Picture session, as a user would drive it.
@MainActor
@Suite struct StopwatchTests {
  @Test func theFaceReadsTheTimeAsMinutesSecondsAndTenths() {
    #expect(StopwatchFace.text(forTenths: 0) == "0:00.0")
    #expect(StopwatchFace.text(forTenths: 1_234) == "2:03.4")
    #expect((try? checksum(ofTenths: 1)) != (try? checksum(ofTenths: 2)), "each time draws another picture")
  }

  /// Starts the stopwatch, opens PiP from the app's button, stops and restarts it from the PiP
  /// window, restores; checks the picture inline, in transit and in the window. Returns the trace.
  func runThroughAPiPSession() throws -> String {
    try withSimulatedApp(tracing: true) { app in
      let screen = StopwatchViewController()
      app.show(screen)
      let layer = screen.stopwatchView.displayLayer
      let controller = try #require(screen.pipController)
      let recorder = app.recordCallbacks(of: controller)

      // Inline: the face the app drew at load, then one a tenth of a second once it runs. The
      // display link ticks on the 30 Hz grid: started at 0.05 s, it sees the refreshes 2/30 s ...
      // 31/30 s by 1.05 s, the last 0.983 s after the start.
      try app.advance(by: .milliseconds(50))
      #expect(layer.presentedFrame?.checksum == (try checksum(ofTenths: 0)))
      screen.start()
      try app.advance(by: .milliseconds(1_000))
      #expect(screen.refreshesSeen == 30)
      #expect(screen.elapsedTenths == 9)
      #expect(layer.presentedFrame?.checksum == (try checksum(ofTenths: 9)))

      // The PiP button: the face keeps counting during the animation and in the window.
      screen.togglePictureInPicture()
      try app.advance(by: .milliseconds(120))
      recorder.expectCallbacks([.willStart])
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.presentedFrame?.checksum == (try checksum(ofTenths: 11)))
      try app.advance(by: .milliseconds(1_000))
      recorder.expectCallbacks([.willStart, .didStart])
      #expect(window.presentedFrame?.checksum == (try checksum(ofTenths: 21)))
      #expect(window.playbackState?.isPaused == false)

      // The window's play / pause button stops the stopwatch and starts it again.
      window.userTogglesPlayPause()
      #expect(!screen.isRunning && window.playbackState?.isPaused == true)
      try app.advance(by: .milliseconds(500))
      #expect(window.presentedFrame?.checksum == (try checksum(ofTenths: 21)))
      window.userTogglesPlayPause()
      try app.advance(by: .milliseconds(350))
      #expect(screen.elapsedTenths == 24)
      #expect(window.presentedFrame?.checksum == (try checksum(ofTenths: 24)))

      // Restore: the stopwatch counts on inline.
      window.userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(app.pictureInPictureWindow == nil)
      #expect(layer.presentedFrame?.checksum == (try checksum(ofTenths: screen.elapsedTenths)))
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.isBalanced)
      #expect(accounting.presented == screen.elapsedTenths + 1, "the load face and one per tenth")
      #expect(screen.messages.isEmpty)
      #expect(app.diagnostics.entries.filter { $0.severity == .appError }.isEmpty)
      return ChromeTraceWriter.encode(app.simulation.trace.snapshot())
    }
  }

  @Test func aStopwatchStoppedFromThePiPWindowIsPausedNotFrozen() throws {
    try withSimulatedApp { app in
      let screen = StopwatchViewController()
      app.show(screen)
      screen.start()
      screen.togglePictureInPicture()
      try app.advance(by: .seconds(1))
      let window = try #require(app.pictureInPictureWindow)
      window.userTogglesPlayPause()
      try app.advance(by: .seconds(5))
      #expect(window.playbackState?.isPaused == true)
      #expect(!app.diagnostics.codes.contains(.pipPictureFrozen), "a paused picture is meant to stand still")
      window.userTogglesPlayPause()
      try app.advance(by: .seconds(5))
      #expect(!app.diagnostics.codes.contains(.pipPictureFrozen), "a running stopwatch redraws every tenth")
    }
  }

  /// 30 refreshes a second over 2 s is 60 calls, and 20 tenths are 20 faces after the one drawn
  /// at load: exact counts, the same on any machine, as the link ticks on virtual time.
  @Test func twoSecondsOfRunningAreSixtyRefreshesAndTwentyNewFaces() throws {
    try withSimulatedApp { app in
      let screen = StopwatchViewController()
      app.show(screen)
      screen.start()
      try app.advance(by: .seconds(2))
      #expect(screen.refreshesSeen == 60)
      #expect(screen.elapsedTenths == 20)
      screen.stop()
      try app.advance(by: .seconds(1))
      #expect(screen.refreshesSeen == 60, "a stopped stopwatch's link is invalidated")
      let accounting = screen.stopwatchView.displayLayer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 21)
      #expect(accounting.presented == 21)
      #expect(accounting.isBalanced)
    }
  }

  @Test func aWholePiPSessionShowsTheRunningTimeAtEveryStep() throws {
    _ = try runThroughAPiPSession()
  }

  @Test func twoRunsOfTheSessionTraceTheSameBytes() throws {
    let first = try runThroughAPiPSession()
    let second = try runThroughAPiPSession()
    #expect(first == second)
    #expect(first.contains("sample-buffer layer"))
  }

  /// The digits' pixels: the colours over a grid across the middle of `rect` in a snapshot, as
  /// one number.
  func digitsChecksum(_ image: ScreenImage, in rect: CGRect) -> Int {
    var hasher = Hasher()
    for row in 0..<8 {
      for column in 0..<60 {
        let point = CGPoint(
          x: rect.minX + rect.width * (0.2 + 0.6 * CGFloat(column) / 60),
          y: rect.minY + rect.height * (0.3 + 0.4 * CGFloat(row) / 8))
        hasher.combine(image.color(at: point))
      }
    }
    return hasher.finalize()
  }

  @Test func theFaceIsDrawnInlineAndInThePiPWindowAndItsDigitsMoveWithTime() throws {
    try withSimulatedApp { app in
      let screen = StopwatchViewController()
      app.show(screen)
      try app.advance(by: .milliseconds(50))
      // Inline, the card's colour (16, 24, 40) beside the digits, white ink among them, and the
      // card's rounded corner showing the screen behind it.
      let inline = try #require(app.snapshot())
      let stopwatch = screen.stopwatchView.frame
      #expect(inline.rgb(at: CGPoint(x: stopwatch.minX + 8, y: stopwatch.midY)) == [16, 24, 40])
      #expect(inline.rgb(at: CGPoint(x: stopwatch.minX + 0.5, y: stopwatch.minY + 0.5)) != [16, 24, 40])
      let digitRow = stride(from: stopwatch.minX + 30, to: stopwatch.maxX - 30, by: 1).map {
        CGPoint(x: $0, y: stopwatch.midY)
      }
      #expect(digitRow.contains { inline.rgb(at: $0) == [255, 255, 255] })

      screen.start()
      screen.togglePictureInPicture()
      try app.advance(by: .seconds(1))
      let window = try #require(app.pictureInPictureWindow)
      let frame = try #require(window.frame)
      let running = try #require(app.snapshot())
      // The window shows the same face fitted in: a 3:1 face across the whole width of the wider
      // window, the window's own dark gray (28, 28, 30) above and below it.
      #expect(frame.width / frame.height < 3)
      #expect(running.rgb(at: CGPoint(x: frame.minX + frame.width * 0.03, y: frame.midY)) == [16, 24, 40])
      let faceHeight = frame.width / 3
      #expect(running.rgb(at: CGPoint(x: frame.midX, y: frame.midY - faceHeight / 2 - 2)) == [28, 28, 30])
      let shown = digitsChecksum(running, in: frame)
      try app.advance(by: .milliseconds(500))
      let later = digitsChecksum(try #require(app.snapshot()), in: frame)
      #expect(later != shown, "the digits move on")
      window.userTogglesPlayPause()
      let paused = digitsChecksum(try #require(app.snapshot()), in: frame)
      try app.advance(by: .seconds(2))
      #expect(
        digitsChecksum(try #require(app.snapshot()), in: frame) == paused, "a stopped stopwatch stands still")
      let png = try #require(app.snapshot()).pngData()
      let again = try #require(app.snapshot()).pngData()
      #expect(png.count > 100 && png == again)
    }
  }
}
