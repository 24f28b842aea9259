import AVKitCompat
import PiPSimTesting
import Testing

/// The seed documents' Apple-API code, ported with only its imports changed, behaves as the
/// documents say.
@MainActor
@Suite struct SeedPortTests {
  // MARK: Seed 002, JW Player

  @Test func seed002TransitionsAreIdempotentAndACompletionRunsOnlyForARealTransition() throws {
    try withSimulatedApp(expectedDiagnostics: [.fullscreenTransitionRefused]) { app in
      let player = CustomPlayerViewController()
      app.show(player)
      #expect(player.fullScreenDelegate === player)
      var completions: [String] = []
      player.transitionToFullScreen(animated: false) { completions.append("entered") }
      try app.advance(by: .seconds(1))
      #expect(player.isFullScreen)
      player.transitionToFullScreen(animated: false) { completions.append("entered again") }
      try app.advance(by: .seconds(1))
      player.dismissFullScreen(animated: true) { completions.append("dismissed") }
      try app.advance(by: .seconds(1))
      player.dismissFullScreen(animated: true) { completions.append("dismissed again") }
      try app.advance(by: .seconds(1))
      #expect(!player.isFullScreen)
      #expect(
        completions == ["entered", "dismissed"], "If the player is already in that mode ... not executed")
    }
  }

  // MARK: Seed 003, FastPix

  @Test func seed003AGrantedRequestRotatesAndLaysOutTheChromeOnce() throws {
    try withSimulatedApp { app in
      let screen = VideoPlayerViewController()
      app.show(screen)
      screen.playerViewController.enterFullscreen()
      try app.advance(by: .seconds(1))
      #expect(app.scene.interfaceOrientation.isLandscape)
      #expect(screen.chromeLandscape == [true])
      #expect(screen.manualRotateHints == 0)
    }
  }

  @Test func seed003ARefusalShowsTheManualRotateHintAndRotatesNothing() throws {
    try withSimulatedApp(expectedDiagnostics: [.geometryRequestDenied, .fullscreenOrientationOutcome]) {
      app in
      let screen = VideoPlayerViewController()
      screen.supportedOrientations = .portrait
      app.show(screen)
      screen.playerViewController.enterFullscreen()
      try app.advance(by: .seconds(1))
      #expect(app.scene.interfaceOrientation == .portrait)
      #expect(screen.manualRotateHints == 1)
      #expect(screen.chromeLandscape.isEmpty, "onFullscreenOrientationChanged fires only on a real rotation")
    }
  }

  @Test func seed003AutoRotationOffRequestsNothingAndFillCropsThePicture() throws {
    try withSimulatedApp { app in
      let screen = VideoPlayerViewController()
      app.show(screen)
      screen.disableAutoRotation()
      screen.playerViewController.enterFullscreen()
      try app.advance(by: .seconds(1))
      #expect(app.scene.interfaceOrientation == .portrait)
      #expect(screen.manualRotateHints == 0 && screen.chromeLandscape.isEmpty)
      screen.fillTheFrame()
      #expect(screen.playerViewController.videoFillMode == .fill)
      #expect(screen.playerViewController.videoFillMode.gravity == .resizeAspectFill)
    }
  }

  // MARK: Seed 004, ARTC

  @Test func seed004MovesTheSeatIntoThePiPContainerAndBackToItsOriginalSuperview() throws {
    try withSimulatedApp(audioCategory: .playAndRecord, expectedDiagnostics: [.pipStartRefusedNotPossible]) {
      app in
      let screen = PictureInPictureMainVC()
      app.show(screen)
      let seat = try #require(screen.seatViewList.first)
      #expect(screen.pipCallViewController is AVPictureInPictureVideoCallViewController)

      // The first tap creates the controller; PiP is not possible until it has been evaluated.
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      let controller = try #require(screen.pipController)
      #expect(!controller.isPictureInPictureActive)
      #expect(app.diagnostics.codes.contains(.pipStartRefusedNotPossible))
      app.runUntilIdle()
      #expect(controller.isPictureInPicturePossible)
      #expect(!controller.canStartPictureInPictureAutomaticallyFromInline)

      screen.enterPIPButton.sendActions(for: .touchUpInside)
      try app.advance(by: .seconds(1))
      let callView = try #require(screen.pipCallViewController?.view)
      #expect(controller.isPictureInPictureActive)
      #expect(seat.superview === callView)
      #expect(seat.frame == callView.bounds)
      #expect(seat.originalSuperview === screen.view)

      screen.enterPIPButton.sendActions(for: .touchUpInside)
      try app.advance(by: .seconds(2))
      #expect(!controller.isPictureInPictureActive)
      #expect(seat.superview === screen.view)
      #expect(seat.frame == CGRect(x: 20, y: 120, width: 160, height: 240))
    }
  }

  @Test func seed004RestoreAndCloseBringTheSeatBackAndAFailedStartAlertsOnTheNextTurn() throws {
    try withSimulatedApp(
      audioCategory: .playAndRecord,
      expectedDiagnostics: [.pipStartRefusedNotPossible, .pipStartFailedSceneNotActive]
    ) { app in
      let screen = PictureInPictureMainVC()
      app.show(screen)
      let seat = try #require(screen.seatViewList.first)
      let inlineFrame = seat.frame
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      app.runUntilIdle()
      let controller = try #require(screen.pipController)
      let recorder = app.recordCallbacks(of: controller)

      // Return to app: the restore callback puts the seat back where it was.
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      try app.advance(by: .seconds(1))
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(seat.superview === screen.view && seat.frame == inlineFrame)

      // The close button: no restore, and the seed's didStop still puts the seat back.
      recorder.removeAll()
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      try app.advance(by: .seconds(1))
      try #require(app.pictureInPictureWindow).userTapsClose()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .willStop, .didStop])
      #expect(seat.superview === screen.view && seat.frame == inlineFrame)

      // A start while the app is inactive fails with -1001; the seed shows its alert from a block
      // it sends to the main queue, so on the main thread's next turn.
      app.resignActive()
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      #expect(app.diagnostics.codes.contains(.pipStartFailedSceneNotActive))
      #expect(screen.presentedViewController == nil)
      app.runUntilIdle()
      let alert = try #require(screen.presentedViewController as? UIAlertController)
      #expect(alert.message == "Failed to start PiP: Failed to start picture in picture.")
      #expect(seat.superview === screen.view)
    }
  }

  @Test func seed004OnADeviceWithoutPiPTheTapShowsTheDocumentsAlert() throws {
    var device = SimulatedApp.Device.iPhone14
    device.supportsPictureInPicture = false
    try withSimulatedApp(device: device) { app in
      let screen = PictureInPictureMainVC()
      app.show(screen)
      screen.enterPIPButton.sendActions(for: .touchUpInside)
      let alert = try #require(screen.presentedViewController as? UIAlertController)
      #expect(alert.message == "The current device does not support PiP")
      #expect(alert.actions.map(\.title) == ["OK"])
      #expect(screen.pipController == nil)
    }
  }
}
