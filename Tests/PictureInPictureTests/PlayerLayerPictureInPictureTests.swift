import Clocks
import CoreMediaTime
import Foundation
import MediaPlayback
import PiPSimTesting
import PictureInPicture
import Runtime
import Testing
import VideoRendering
import ViewHierarchy

/// A player of a ten-second test stream in a layer of the app's window, with a PiP controller for the layer.
@MainActor
private struct PlayerLayerPiP {
  let app: SimulatedApp
  let player = Player(url: URL(string: "pipsim-test://64x36@30/10s")!)
  let layer: PlayerLayer
  let controller: PictureInPictureController
  let recorder: PictureInPictureCallbackRecorder

  init(app: SimulatedApp) throws {
    self.app = app
    layer = PlayerLayer(player: player)
    app.rootViewController?.view.layer.addSublayer(layer)
    controller = try #require(PictureInPictureController(playerLayer: layer))
    recorder = app.recordCallbacks(of: controller)
  }

  /// Loads the item, plays, and starts PiP once it is possible.
  func startPlayingInPictureInPicture() throws {
    player.play()
    try app.advance(by: .milliseconds(150))
    controller.startPictureInPicture()
    try app.advance(by: .milliseconds(500))
  }
}

/// The painted index of the frame the PiP window shows.
@MainActor
private func frameIndexInWindow(_ app: SimulatedApp) -> Int64? {
  guard let controller = app.pictureInPictureWindow?.controller else { return nil }
  return controller.playerLayer.frameSink?.withFrameOnScreen { frame in
    switch frame {
    case .some(let buffer): buffer.paintedFrameIndex()
    case .none: nil
    }
  }
}

@MainActor
@Suite struct PlayerLayerPictureInPictureTests {
  @Test func pipBecomesPossibleOnceThePlayersFirstFrameIsUpAndShowsThePlayersPicture() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let pip = try PlayerLayerPiP(app: app)
      #expect(pip.controller.playerLayer === pip.layer)
      var possible: [Bool?] = []
      let token = pip.controller.observe(\.isPictureInPicturePossible, options: [.initial, .new]) {
        _, change in
        possible.append(change.newValue)
      }
      try app.advance(by: .milliseconds(90))
      #expect(pip.controller.isPictureInPicturePossible == false)
      try pip.startPlayingInPictureInPicture()
      #expect(possible == [false, true])
      #expect(pip.recorder.callbacks == [.willStart, .didStart])
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.presentedFrame?.width == 64)
      let before = try #require(frameIndexInWindow(app))
      try app.advance(by: .seconds(1))
      #expect(frameIndexInWindow(app) == before + 30)
      // A 16:9 picture makes a 16:9 window.
      let frame = try #require(window.frame)
      #expect(abs(frame.height / frame.width - 36.0 / 64.0) < 0.01)
      token.invalidate()
    }
  }

  @Test func thePlayPauseButtonPausesAndResumesThePlayer() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let pip = try PlayerLayerPiP(app: app)
      try pip.startPlayingInPictureInPicture()
      let window = try #require(app.pictureInPictureWindow)
      window.userTogglesPlayPause()
      #expect(pip.player.rate == 0)
      #expect(pip.player.timeControlStatus == .paused)
      let pausedAt = pip.player.currentTime()
      try app.advance(by: .seconds(1))
      #expect(pip.player.currentTime() == pausedAt)
      window.userTogglesPlayPause()
      #expect(pip.player.timeControlStatus == .playing)
    }
  }

  @Test func aSkipSeeksThePlayerAndTheWindowShowsSeekingUntilTheFrameIsUp() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let pip = try PlayerLayerPiP(app: app)
      try pip.startPlayingInPictureInPicture()
      pip.player.pause()
      let window = try #require(app.pictureInPictureWindow)
      let start = pip.player.currentTime()
      window.userSkips(by: CMTime(value: 5, timescale: 1))
      #expect(window.isSeeking)
      #expect(pip.player.currentTime() == start + CMTime(value: 5, timescale: 1))
      try app.advance(by: .milliseconds(50))
      #expect(window.isSeeking == false)
      #expect(frameIndexInWindow(app) == Int64((start.seconds + 5) * 30))
      pip.controller.requiresLinearPlayback = true
      window.userSkips(by: CMTime(value: -5, timescale: 1))
      #expect(pip.player.currentTime() == start + CMTime(value: 5, timescale: 1))
    }
  }

  @Test func theVideoInPictureInPictureKeepsPlayingInTheBackgroundAndPausesWhenPiPEndsThere() throws {
    try withSimulatedApp { app in
      let pip = try PlayerLayerPiP(app: app)
      try pip.startPlayingInPictureInPicture()
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(pip.player.timeControlStatus == .playing)
      try #require(app.pictureInPictureWindow).userTapsClose()
      try app.advance(by: .seconds(1))
      #expect(pip.player.rate == 0)
      #expect(app.diagnostics.codes.contains(.playerPausedBySystem))
    }
  }

  @Test func backgroundingStartsPiPAutomaticallyAndThePlayerGoesOn() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let pip = try PlayerLayerPiP(app: app)
      pip.controller.canStartPictureInPictureAutomaticallyFromInline = true
      pip.player.play()
      try app.advance(by: .milliseconds(150))
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(pip.recorder.callbacks == [.willStart, .didStart])
      #expect(pip.player.timeControlStatus == .playing)
    }
  }

  @Test func aControllerOfAnotherSourceGivesAPlayerLayerWithNoPlayer() {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    #expect(controller.playerLayer.player == nil)
    #expect(controller.playerLayer === controller.playerLayer)
  }
}

extension PlayerLayerPictureInPictureTests {
  @Test func theButtonImagesAreTheSystemsPiPSymbolsForAnyTraits() {
    #expect(PictureInPictureController.pictureInPictureButtonStartImage.systemName == "pip.enter")
    #expect(PictureInPictureController.pictureInPictureButtonStopImage.systemName == "pip.exit")
    #expect(
      PictureInPictureController.pictureInPictureButtonStartImage(
        compatibleWith: TraitCollection(displayScale: 3))
        == PictureInPictureController.pictureInPictureButtonStartImage)
    #expect(
      PictureInPictureController.pictureInPictureButtonStopImage(compatibleWith: nil)
        == PictureInPictureController.pictureInPictureButtonStopImage)
  }

  @Test func isPictureInPictureActiveIsObservableWithInitialAndNewValues() throws {
    try withSimulatedApp { app in
      let pip = try PlayerLayerPiP(app: app)
      var changes: [(Bool?, Bool?, Bool)] = []
      let token = pip.controller.observe(\.isPictureInPictureActive, options: [.initial, .new, .old]) {
        _, change in
        changes.append((change.oldValue, change.newValue, change.isInitial))
      }
      try pip.startPlayingInPictureInPicture()
      try #require(app.pictureInPictureWindow).userTapsClose()
      try app.advance(by: .seconds(1))
      #expect(changes.map(\.0) == [nil, false, true])
      #expect(changes.map(\.1) == [false, true, false])
      #expect(changes.map(\.2) == [true, false, false])
      token.invalidate()
    }
  }

  @Test func thePlayersStatusRateAndTimeControlStatusAreObservableWithInitialValues() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let pip = try PlayerLayerPiP(app: app)
      var log: [String] = []
      let tokens = [
        pip.player.observe(\.status, options: [.initial, .new]) { _, change in
          log.append("status \(change.newValue.map(String.init(describing:)) ?? "-")")
        },
        pip.player.observe(\.rate, options: [.initial, .new]) { _, change in
          log.append("rate \(change.newValue ?? -1)")
        },
        pip.player.observe(\.timeControlStatus, options: [.initial]) { player, change in
          log.append(
            "timeControlStatus \(change.newValue == nil ? player.timeControlStatus.description : "?")")
        },
      ]
      try pip.startPlayingInPictureInPicture()
      #expect(
        log == [
          "status unknown", "rate 0.0", "timeControlStatus paused", "rate 1.0",
          "timeControlStatus waitingToPlayAtSpecifiedRate", "status readyToPlay", "timeControlStatus playing",
        ])
      withExtendedLifetime(tokens) {}
    }
  }
}

extension PlayerLayerPictureInPictureTests {
  @Test func aContentSourceOfThePlayerLayerShowsThePlayersPictureToo() throws {
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let player = Player(url: URL(string: "pipsim-test://96x54@30/10s")!)
      let layer = PlayerLayer(player: player)
      app.rootViewController?.view.layer.addSublayer(layer)
      let controller = PictureInPictureController(contentSource: .init(playerLayer: layer))
      #expect(controller.playerLayer === layer)
      player.play()
      try app.advance(by: .milliseconds(150))
      controller.startPictureInPicture()
      try app.advance(by: .milliseconds(500))
      #expect(controller.isPictureInPictureActive)
      #expect(app.pictureInPictureWindow?.presentedFrame?.width == 96)
      #expect(frameIndexInWindow(app) == Int64((player.currentTime().seconds * 30).rounded(.down)))
    }
  }
}
