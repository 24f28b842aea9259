import AVKitCompat
import CallScreen
import PiPSimTesting
import Testing

/// The call screen driven as a user would drive it, on a simulated iPhone, through PiPSim's products.
@MainActor
@Suite struct CallScreenTests {
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
