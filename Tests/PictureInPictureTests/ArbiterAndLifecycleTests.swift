import MediaPlayback
import PiPSimTesting
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct ArbiterAndLifecycleTests {
  @Test func anotherAppsPictureInPictureSuspendsOursAndItResumesWhenThatEnds() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    fixture.arbiter.otherAppStartsPictureInPicture()
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.isPictureInPictureSuspended)
    #expect(!controller.isPictureInPicturePossible)
    #expect(controller.unavailableReasons == [.otherAppShowingPictureInPicture])
    fixture.arbiter.otherAppEndsPictureInPicture()
    fixture.simulation.runLoop.runUntilIdle()
    #expect(!controller.isPictureInPictureSuspended)
    #expect(controller.isPictureInPicturePossible)
    #expect(controller.state == .active(automatic: false))
  }

  @Test func startWhileAnotherAppShowsPictureInPictureDoesNothing() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.arbiter.otherAppStartsPictureInPicture()
    fixture.simulation.runLoop.runUntilIdle()
    controller.startPictureInPicture()
    #expect(fixture.recorder.log.isEmpty)
  }

  @Test func aSecondControllerStartingMakesTheActiveOneRestoreAndStop() throws {
    let fixture = VideoCallFixture()
    let first = fixture.makeController()
    first.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    let secondRecorder = PictureInPictureCallbackRecorder(simulation: fixture.simulation)
    let layer = PlayerLayer()
    layer.isReadyForDisplay = true
    fixture.rootViewController.view.layer.addSublayer(layer)
    let second = try #require(PictureInPictureController(playerLayer: layer))
    second.delegate = secondRecorder
    fixture.simulation.runLoop.runUntilIdle()
    second.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(
      fixture.recorder.log.suffix(3) == ["restore@1.000000s", "willStop@1.000000s", "didStop@1.300000s"])
    #expect(secondRecorder.log == ["willStart@1.000000s", "didStart@1.300000s"])
    #expect(fixture.arbiter.activeController === second)
  }

  @Test func anAutomaticVideoCallPiPStaysOnTheReturnToTheAppUnlessTheSettingStopsIt() throws {
    // Call SDKs stop an automatic call PiP themselves when the app is active again, because it stays:
    // https://github.com/GetStream/stream-video-swift/pull/342, /pull/803.
    let staying = VideoCallFixture()
    let call = staying.makeController()
    call.canStartPictureInPictureAutomaticallyFromInline = true
    staying.simulation.app.enterBackground()
    staying.simulation.app.enterForeground()
    try staying.advance(by: .seconds(1))
    #expect(call.state == .active(automatic: true))
    #expect(staying.recorder.log == ["willStart@0.000000s", "didStart@0.300000s"])

    let fixture = VideoCallFixture()
    fixture.arbiter.settings.stopsAutomaticVideoCallPictureInPictureOnForeground = true
    let controller = fixture.makeController()
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    fixture.simulation.app.enterBackground()
    try fixture.advance(by: .seconds(1))
    #expect(controller.state == .active(automatic: true))
    fixture.simulation.app.enterForeground()
    try fixture.advance(by: .seconds(1))
    #expect(
      fixture.recorder.log == [
        "willStart@0.000000s", "didStart@0.300000s", "restore@1.000000s", "willStop@1.000000s",
        "didStop@1.300000s",
      ])
  }

  @Test func noAutomaticStartWithoutTheFlagOrWithTheUserSettingOff() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.simulation.app.enterBackground()
    fixture.simulation.app.enterForeground()
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    fixture.simulation.device.startsPictureInPictureAutomatically = false
    fixture.simulation.app.enterBackground()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.log.isEmpty)
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipAutomaticStartSkipped).count == 2)
  }

  @Test func aSourceViewFillingTheScreenStartsAutomaticallyWithoutTheFlag() throws {
    let fixture = VideoCallFixture()
    fixture.sourceView.frame = fixture.window.bounds
    let controller = fixture.makeController()
    fixture.simulation.app.enterBackground()
    try fixture.advance(by: .seconds(1))
    #expect(controller.isPictureInPictureActive)
  }

  @Test func manualStartFromTheBackgroundFailsWith1001() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.simulation.app.enterBackground()
    fixture.simulation.runLoop.runUntilIdle()
    controller.startPictureInPicture()
    #expect(fixture.recorder.names == ["failedToStart"])
  }

  @Test func misconfigurationMakesStartImpossibleWithEveryReasonListed() throws {
    let fixture = VideoCallFixture(backgroundModes: [], configureAudio: false)
    fixture.sourceView.removeFromSuperview()
    let controller = fixture.makeController()
    #expect(
      controller.unavailableReasons == [
        .missingAudioBackgroundMode, .audioSessionCategory(.soloAmbient), .audioSessionInactive,
        .sourceNotInWindow,
      ])
    controller.startPictureInPicture()
    #expect(fixture.recorder.log.isEmpty)
  }

  @Test func unsupportedDevicesGiveNilForPlayerLayersAndANeverPossibleController() {
    var device = Device.iPhone14
    device.supportsPictureInPicture = false
    let fixture = VideoCallFixture(device: device)
    #expect(PictureInPictureController(playerLayer: PlayerLayer()) == nil)
    let controller = fixture.makeController()
    #expect(controller.unavailableReasons == [.unsupportedDevice("iPhone 14")])
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipUnsupported).count == 2)
  }

  @Test func contentSourceControllersNeedIOS15ButPlayerLayerControllersDoNot() throws {
    var device = Device.iPhoneSE
    device.systemVersion = OSVersion(14, 8)
    let fixture = VideoCallFixture(device: device)
    let controller = fixture.makeController()
    #expect(controller.unavailableReasons == [.systemVersionTooOld(OSVersion(14, 8))])
    let layer = PlayerLayer()
    layer.isReadyForDisplay = true
    fixture.rootViewController.view.layer.addSublayer(layer)
    let legacy = try #require(PictureInPictureController(playerLayer: layer))
    fixture.simulation.runLoop.runUntilIdle()
    #expect(legacy.isPictureInPicturePossible)
  }

  @Test func playerLayerReadinessIsFollowed() {
    let fixture = VideoCallFixture()
    let layer = PlayerLayer()
    fixture.rootViewController.view.layer.addSublayer(layer)
    let controller = PictureInPictureController(contentSource: .init(playerLayer: layer))
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.unavailableReasons == [.playerLayerNotReadyForDisplay])
    layer.isReadyForDisplay = true
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.isPictureInPicturePossible)
  }
}
