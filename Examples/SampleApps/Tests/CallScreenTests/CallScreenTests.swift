import AVKitCompat
import CallScreen
import PiPSim
import PiPSimTesting
import Testing

/// The checksum of participant `participantID`'s picture number `frame`: the picture drawn again, apart.
@MainActor
func checksum(ofParticipant participantID: UInt, frame: Int) throws -> UInt32 {
  let picture = try CVPixelBuffer(
    width: RemoteVideoFeed.width, height: RemoteVideoFeed.height,
    pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
  RemoteVideoFeed.draw(participantID: participantID, frame: frame, into: picture)
  return picture.frame.visibleChecksum()
}

/// The call screen driven as a user would drive it, on a simulated iPhone, through PiPSim's products.
@MainActor
@Suite struct CallScreenTests {
  @Test func thePiPButtonTurnsWithTheScenesOrientationAndStaysUprightWhileItIsUnknown() {
    withSimulatedApp(audioCategory: nil) { app in
      let screen = CallViewController()
      app.show(screen)
      let scene = app.scene
      #expect(screen.pipButton.transform.isIdentity)
      app.rotateDevice(to: .landscapeRight)
      #expect(scene.interfaceOrientation == .landscapeRight)
      #expect(screen.pipButton.transform == SeatLayout.buttonTransform(isLandscape: true))
      app.rotateDevice(to: .portrait)
      #expect(screen.pipButton.transform.isIdentity)
      #expect(SeatLayout.buttonTransform(for: .unknown).isIdentity)
      #expect(!UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
    }
  }

  @Test func tappingThePiPButtonMovesTheSpeakerSeatIntoThePiPWindowAndRestoreBringsItBack() throws {
    try withSimulatedApp(audioCategory: nil) { app in
      let screen = CallViewController()
      app.show(screen)
      let controller = try #require(screen.pipController)
      #expect(controller.isPictureInPicturePossible)
      #expect(!screen.pipButton.isHidden)
      let recorder = app.recordCallbacks(of: controller)
      let seat = screen.speakerSeat
      let home = try #require(seat.superview)

      screen.togglePictureInPicture()
      try app.advance(by: .milliseconds(500))
      recorder.expectCallbacks([.willStart, .didStart])
      #expect(recorder.times(of: .didStart) == [.milliseconds(300)])
      app.expect(seat, isIn: .pictureInPictureWindow)

      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      app.expect(seat, isSubviewOf: home, at: 1, frame: CGRect(x: 0, y: 200, width: 390, height: 200))
      #expect(!controller.isPictureInPictureActive)
    }
  }

  @Test func leavingTheAppStartsPiPByItselfAndTheCloseButtonPutsTheSeatBack() throws {
    try withSimulatedApp { app in
      let screen = CallViewController()
      screen.participantIDs = [7, 8, 9]
      app.show(screen)
      let controller = try #require(screen.pipController)
      let recorder = app.recordCallbacks(of: controller)

      app.enterBackground()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart])
      app.expect(screen.speakerSeat, isIn: .pictureInPictureWindow)

      try #require(app.pictureInPictureWindow).userTapsClose()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .willStop, .didStop])
      app.expect(screen.speakerSeat, isSubviewOf: screen.seatGrid, at: 1)
      #expect(app.pictureInPictureWindow == nil)
    }
  }

  /// Opens PiP from the button and restores, checking the speaker's video inline, during the
  /// animation and in the PiP window. Returns the session's trace.
  func watchTheSpeakerThroughAPiPSession() throws -> String {
    try withSimulatedApp(tracing: true) { app in
      let screen = CallViewController()
      app.show(screen)
      let feed = try #require(screen.videoFeed)
      let speaker = screen.speakerSeat
      let layer = speaker.videoLayer
      @MainActor func showsTheLatestPicture(_ frame: PresentedFrame?) throws -> Bool {
        let latest = feed.deliveredFrameCount - 1
        return frame?.checksum == (try checksum(ofParticipant: speaker.participantID, frame: latest))
      }

      // A picture every 67 ms (1/15 s, in whole milliseconds on the main queue), each seat its own.
      try app.advance(by: .milliseconds(500))
      #expect(feed.deliveredFrameCount == 8)
      #expect(try showsTheLatestPicture(layer.presentedFrame))
      #expect(
        screen.seats[0].videoLayer.presentedFrame?.checksum
          == (try checksum(ofParticipant: screen.seats[0].participantID, frame: 7)))

      screen.togglePictureInPicture()
      try app.advance(by: .milliseconds(150))
      let window = try #require(app.pictureInPictureWindow)
      #expect(!(try #require(screen.pipController)).isPictureInPictureActive, "still animating")
      #expect(try showsTheLatestPicture(window.presentedFrame))
      try app.advance(by: .seconds(2))
      #expect(try showsTheLatestPicture(window.presentedFrame))
      #expect(feed.deliveredFrameCount == 40)

      window.userTapsRestore()
      try app.advance(by: .seconds(1))
      app.expect(speaker, isIn: .appWindow)
      #expect(try showsTheLatestPicture(layer.presentedFrame))
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.isBalanced)
      #expect(accounting.pushed == feed.deliveredFrameCount)
      #expect(accounting.presented == feed.deliveredFrameCount, "every picture shown, none dropped")
      return ChromeTraceWriter.encode(app.simulation.trace.snapshot())
    }
  }

  @Test func theSpeakersVideoPlaysInlineDuringTheAnimationAndInThePiPWindow() throws {
    _ = try watchTheSpeakerThroughAPiPSession()
  }

  @Test func twoRunsOfTheCallTraceTheSameBytes() throws {
    let first = try watchTheSpeakerThroughAPiPSession()
    #expect(first == (try watchTheSpeakerThroughAPiPSession()))
  }

  /// A long call traced as `pipsim run` writes it, in bounded memory: each second's events drained
  /// and appended to the Chrome JSON at once, the text's cells spooled to disk until its columns
  /// are known, then written as aligned lines.
  @Test func theCallsTraceStreamedSecondBySecondHoldsEveryPresentedFrame() throws {
    let (json, text, presented) = try withSimulatedApp(tracing: true) { app in
      let screen = CallViewController()
      app.show(screen)
      let layer = screen.speakerSeat.videoLayer
      var chrome = ChromeTraceStream()
      var columns = TextTraceStream()
      let spool = try SpoolFile()
      var json: [UInt8] = []
      for _ in 0..<5 {
        try app.advance(by: .seconds(1))
        let chunk = app.simulation.trace.drain()
        json += chrome.encode(chunk)
        try spool.append(columns.rowsRecord(for: chunk))
      }
      json += Array(chrome.trailer().utf8)
      var text: [UInt8] = []
      try spool.forEachRecord { (record) throws(OutputFileError) in
        do {
          try columns.appendLines(of: record, to: &text)
        } catch {
          Issue.record("the spool gave back a damaged record: \(error)")
        }
      }
      return (
        json, String(decoding: text, as: UTF8.self),
        layer.sampleBufferRenderer.pipeline.accounting().presented
      )
    }
    let events = try ChromeTraceReader.decode(Data(json)).events
    #expect(presented > 0)
    // Every seat's layer traces its frames; the speaker's are among them.
    let presentedInJSON = events.filter { $0.name == "frame.presented" }.count
    #expect(presentedInJSON >= presented)
    let lines = text.split(separator: "\n")
    #expect(lines.filter { $0.contains("frame.presented") }.count == presentedInJSON)
    #expect(lines.count == events.count, "one line per event, as in the JSON")
  }

  @Test func onADeviceWithoutPiPTheScreenSaysSoAndHasNoController() async {
    var device = Device.iPhone14
    device.supportsPictureInPicture = false
    await withSimulatedApp(device: device) { app in
      let screen = CallViewController()
      app.show(screen)
      await Task.yield()
      #expect(screen.pipController == nil)
      #expect(screen.messages == ["Picture in Picture is not supported on this device"])
    }
  }
}
