import CoreMediaTime
import Foundation
import MediaPlayback
import PiPSimTesting
import PictureInPicture
import Runtime
import SampleBuffers
import Testing
import VideoRendering
import ViewHierarchy

/// Logs the PiP delegate's callbacks and the app's and scene's lifecycle notifications in one list.
@MainActor
private final class LifecycleLog: PictureInPictureControllerDelegate {
  var entries: [String] = []
  private var tokens: [any NSObjectProtocol] = []

  init(scene: Scene?) {
    let names: [(Notification.Name, String, AnyObject?)] = [
      (Application.willEnterForegroundNotification, "app.willEnterForeground", Application.shared),
      (Application.didBecomeActiveNotification, "app.didBecomeActive", Application.shared),
      (Scene.willEnterForegroundNotification, "scene.willEnterForeground", scene),
      (Scene.didActivateNotification, "scene.didActivate", scene),
    ]
    for (name, label, object) in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
          MainActor.assumeIsolated { self?.entries.append(label) }
        })
    }
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool)
      -> Void
  ) {
    entries.append("restore(app \(Application.shared.applicationState))")
    completionHandler(true)
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    entries.append("willStop")
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    entries.append("didStop")
  }
}

/// A sample-buffer playback delegate whose paused state the test sets.
@MainActor
private final class PausablePlayback: PictureInPictureSampleBufferPlaybackDelegate {
  var isPaused: Bool
  var setPlayingCalls: [Bool] = []

  init(isPaused: Bool) { self.isPaused = isPaused }

  func pictureInPictureController(_ controller: PictureInPictureController, setPlaying playing: Bool) {
    setPlayingCalls.append(playing)
    isPaused = !playing
  }

  func pictureInPictureControllerTimeRangeForPlayback(_ controller: PictureInPictureController)
    -> CMTimeRange
  {
    CMTimeRange(start: .zero, duration: .positiveInfinity)
  }

  func pictureInPictureControllerIsPlaybackPaused(_ controller: PictureInPictureController) -> Bool {
    isPaused
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {}

  func pictureInPictureController(
    _ controller: PictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping @Sendable () -> Void
  ) {
    completionHandler()
  }
}

/// What the user and the system do to the app and its playback around PiP
/// (docs/ios-behaviour.md, "What the user and the system do to the app and its playback").
@MainActor
@Suite struct AppAndPlaybackFidelityTests {
  /// A playing player in a layer of the app's window, with a PiP controller that may start by itself.
  private func playerLayerPiP(_ app: SimulatedApp) throws -> (Player, PictureInPictureController) {
    let player = Player(url: URL(string: "pipsim-test://64x36@30/60s")!)
    let layer = PlayerLayer(player: player)
    layer.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
    app.rootViewController?.view.layer.addSublayer(layer)
    let controller = try #require(PictureInPictureController(playerLayer: layer))
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    try app.advance(by: .milliseconds(200))
    return (player, controller)
  }

  private func sampleBufferPiP(_ app: SimulatedApp, delegate: PausablePlayback) throws
    -> (SampleBufferDisplayLayer, PictureInPictureController)
  {
    let layer = SampleBufferDisplayLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
    app.rootViewController?.view.layer.addSublayer(layer)
    let controller = PictureInPictureController(
      contentSource: .init(sampleBufferDisplayLayer: layer, playbackDelegate: delegate))
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    try app.advance(by: .milliseconds(100))
    return (layer, controller)
  }

  @Test func theReturnToAppTapOpensTheBackgroundedAppBeforeTheRestoreCallback() throws {
    // The return-to-app button opens the app ("restore your app's user interface",
    // https://developer.apple.com/documentation/avkit/avpictureinpicturecontrollerdelegate);
    // the restore, willStop, didStop order is iPhone's (pillarbox-apple#760).
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let (player, controller) = try playerLayerPiP(app)
      player.play()
      try app.advance(by: .milliseconds(100))
      let log = LifecycleLog(scene: app.rootViewController?.view.window?.windowScene)
      controller.delegate = log
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(controller.isPictureInPictureActive)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      #expect(
        log.entries == [
          "scene.willEnterForeground", "app.willEnterForeground", "scene.didActivate", "app.didBecomeActive",
          "restore(app active)", "willStop", "didStop",
        ])
      #expect(Application.shared.applicationState == .active)
      #expect(player.rate == 1, "the app came back with its video: the system did not pause it")
      // Home again: the app left the background, so automatic PiP starts again.
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(controller.isPictureInPictureActive)
    }
  }

  @Test func automaticPiPStartsOnlyForAPlayingPlayer() throws {
    // Automatic PiP is for video that plays as the user leaves the app ("if the user is watching
    // video", Adopting Picture in Picture in a Standard Player,
    // https://developer.apple.com/documentation/avkit/adopting-picture-in-picture-in-a-standard-player).
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let (player, controller) = try playerLayerPiP(app)
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(!controller.isPictureInPictureActive)
      #expect(
        app.diagnostics.entries.contains {
          $0.code == .pipAutomaticStartSkipped && $0.message.contains("the player is paused (rate 0)")
        })
      app.enterForeground()
      player.play()
      try app.advance(by: .milliseconds(100))
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(controller.isPictureInPictureActive)
    }
  }

  @Test func automaticPiPOfASampleBufferLayerFollowsThePlaybackDelegatesPausedState() throws {
    // The playback delegate tells the system whether playback is paused; the system asks "at other
    // times as it requires"
    // (https://developer.apple.com/documentation/avkit/avpictureinpicturesamplebufferplaybackdelegate/pictureinpicturecontrollerisplaybackpaused(_:)).
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let delegate = PausablePlayback(isPaused: true)
      let (_, controller) = try sampleBufferPiP(app, delegate: delegate)
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(!controller.isPictureInPictureActive)
      app.enterForeground()
      delegate.isPaused = false
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(controller.isPictureInPictureActive)
    }
  }

  @Test func suspensionPausesAPlayingPlayerAndItsEndResumesIt() throws {
    // "In this state, your video playback is active but paused and offscreen. Picture in Picture
    // resumes automatically when the other app finishes using PiP."
    // (https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpicturesuspended)
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let (player, controller) = try playerLayerPiP(app)
      player.play()
      try app.advance(by: .milliseconds(100))
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      PictureInPictureArbiter.current.otherAppStartsPictureInPicture()
      #expect(controller.isPictureInPictureSuspended && player.rate == 0)
      let pausedAt = player.currentTime()
      try app.advance(by: .seconds(2))
      #expect(player.currentTime() == pausedAt, "no frames go by while suspended")
      PictureInPictureArbiter.current.otherAppEndsPictureInPicture()
      #expect(!controller.isPictureInPictureSuspended && player.rate == 1)
    }
  }

  @Test func suspensionPausesASampleBufferSourceThroughItsDelegateAndLeavesPausedContentPaused() throws {
    // Same documentation as above: a sample-buffer source's playback is the app's, paused through
    // `setPlaying(false)`
    // (https://developer.apple.com/documentation/avkit/avpictureinpicturesamplebufferplaybackdelegate/pictureinpicturecontroller(_:setplaying:)).
    try withSimulatedApp(ignoredDiagnostics: [.pipControllerReleasedWhileActive]) { app in
      let delegate = PausablePlayback(isPaused: false)
      let (_, controller) = try sampleBufferPiP(app, delegate: delegate)
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      PictureInPictureArbiter.current.otherAppStartsPictureInPicture()
      PictureInPictureArbiter.current.otherAppEndsPictureInPicture()
      #expect(delegate.setPlayingCalls == [false, true])
      delegate.isPaused = true
      controller.invalidatePlaybackState()
      PictureInPictureArbiter.current.otherAppStartsPictureInPicture()
      PictureInPictureArbiter.current.otherAppEndsPictureInPicture()
      #expect(delegate.setPlayingCalls == [false, true], "what the user paused stays paused")
    }
  }
}
