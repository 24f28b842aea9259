import Foundation
import MediaPlayback
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct ControllerLifecycleTests {
  @Test func possibleIsFalseAtCreationAndTurnsTrueOnTheNextTick() {
    let fixture = VideoCallFixture()
    let controller = PictureInPictureController(
      contentSource: .init(
        activeVideoCallSourceView: fixture.sourceView, contentViewController: fixture.callViewController))
    var seen: [Bool?] = []
    let token = controller.observe(\.isPictureInPicturePossible, options: [.initial, .new]) { _, change in
      seen.append(change.newValue)
    }
    #expect(controller.unavailableReasons == [.notYetEvaluated])
    fixture.simulation.runLoop.runUntilIdle()
    #expect(seen == [false, true])
    #expect(controller.unavailableReasons.isEmpty)
    token.invalidate()
  }

  @Test func startingBeforeTheFirstTickDoesNothingAndSaysWhy() throws {
    let fixture = VideoCallFixture()
    let controller = PictureInPictureController(
      contentSource: .init(
        activeVideoCallSourceView: fixture.sourceView, contentViewController: fixture.callViewController))
    controller.delegate = fixture.recorder
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.log.isEmpty)
    let refusal = try #require(
      fixture.simulation.diagnostics.entries(withCode: .pipStartRefusedNotPossible).first)
    #expect(refusal.message.contains("later run-loop tick"))
  }

  @Test func startSendsWillStartThenDidStartAfterTheAnimation() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    var active: [Bool?] = []
    let token = controller.observe(\.isPictureInPictureActive, options: [.new]) { _, change in
      active.append(change.newValue)
    }
    controller.startPictureInPicture()
    #expect(fixture.recorder.log == ["willStart@0.000000s"])
    #expect(!controller.isPictureInPictureActive)
    try fixture.advance(by: .milliseconds(300))
    #expect(fixture.recorder.log == ["willStart@0.000000s", "didStart@0.300000s"])
    #expect(active == [true])
    #expect(controller.state == .active(automatic: false))
    #expect(fixture.callViewController.appearanceState == .appeared)
    token.invalidate()
  }

  @Test func userCloseSendsWillStopAndDidStopWithoutRestore() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.log.suffix(2) == ["willStop@1.000000s", "didStop@1.300000s"])
    #expect(!fixture.recorder.names.contains("restore"))
    #expect(controller.lastRestoreOutcome == .notAsked)
    #expect(!controller.isPictureInPictureActive)
    #expect(fixture.callViewController.appearanceState == .disappeared)
  }

  @Test func stopByAPIClosesWithoutRestoreByDefaultAndRestoresWhenSetTo() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    controller.stopPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names == ["willStart", "didStart", "willStop", "didStop"])
    fixture.arbiter.settings.stopRestoresUserInterface = true
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.stopPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names.suffix(3) == ["restore", "willStop", "didStop"])
  }

  @Test func restoreRunsBeforeWillStopWhenUserTapsReturn() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.recorder.restoreAnswer = .after(.milliseconds(200), true)
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(
      fixture.recorder.log.suffix(3) == ["restore@1.000000s", "willStop@1.200000s", "didStop@1.500000s"])
    #expect(controller.lastRestoreOutcome == .restored)
  }

  @Test func iPadAppOnMacOrderSendsWillStopBeforeRestore() throws {
    let fixture = VideoCallFixture()
    fixture.arbiter.settings.restoreOrder = .willStopThenRestore
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(
      fixture.recorder.log.suffix(3) == ["willStop@1.000000s", "restore@1.000000s", "didStop@1.300000s"])
  }

  @Test func restoreCompletedWithFalseStillStopsButMarksTheSourceNotRestored() throws {
    let fixture = VideoCallFixture()
    fixture.recorder.restoreAnswer = .immediately(false)
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names.suffix(3) == ["restore", "willStop", "didStop"])
    #expect(controller.lastRestoreOutcome == .declined)
    #expect(fixture.simulation.diagnostics.codes.contains(.pipRestoreDeclined))
  }

  @Test func delegateWithoutRestoreIsTreatedAsFalse() throws {
    let fixture = VideoCallFixture()
    let delegate = StopOnlyDelegate()
    let controller = fixture.makeController()
    controller.delegate = delegate
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(delegate.log == ["willStop", "didStop"])
    #expect(controller.lastRestoreOutcome == .notImplemented)
    #expect(fixture.simulation.diagnostics.codes.contains(.pipRestoreNotImplemented))
  }

  @Test func restoreCompletionNeverCalledTimesOutAfterOneSecondAsFalse() throws {
    let fixture = VideoCallFixture()
    fixture.recorder.restoreAnswer = .never
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(2))
    #expect(
      fixture.recorder.log.suffix(3) == ["restore@1.000000s", "willStop@2.000000s", "didStop@2.300000s"])
    #expect(controller.lastRestoreOutcome == .timedOut)
    #expect(fixture.simulation.diagnostics.codes.contains(.pipRestoreTimedOut))
  }

  @Test func restoreCompletionCalledTwiceIsIgnoredAndDiagnosed() throws {
    let fixture = VideoCallFixture()
    fixture.recorder.restoreAnswer = .twice
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names.suffix(3) == ["restore", "willStop", "didStop"])
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipRestoreCompletionCalledTwice).count == 1)
  }

  @Test func startFromAnInactiveSceneFailsWithAVKitError1001AndNoWillStart() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.simulation.app.resignActive()
    fixture.simulation.runLoop.runUntilIdle()
    controller.startPictureInPicture()
    #expect(fixture.recorder.log == ["failedToStart@0.000000s"])
    let error = try #require(fixture.recorder.errors.first) as NSError
    #expect(error.domain == "AVKitErrorDomain")
    #expect(error.code == -1001)
    #expect(error.localizedDescription == "Failed to start picture in picture.")
    #expect(
      error.localizedFailureReason
        == "The UIScene for the content source has an activation state other than "
        + "UISceneActivationStateForegroundActive, which is not allowed.")
    #expect(controller.state == .idle)
  }

  @Test func aStartThatFailsAfterWillStartReportsFailureInPlaceOfDidStart() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    fixture.arbiter.failNextStart()
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.log == ["willStart@0.000000s", "failedToStart@0.300000s"])
    #expect(!controller.isPictureInPictureActive)
    #expect(controller.pictureInPictureWindow == nil)
  }

  @Test func redundantStartAndStopAreSilentNoOpsWithDiagnostics() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    controller.stopPictureInPicture()
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.startPictureInPicture()
    #expect(fixture.recorder.names == ["willStart", "didStart"])
    #expect(fixture.simulation.diagnostics.codes.contains(.pipStopIgnoredNotActive))
    #expect(fixture.simulation.diagnostics.codes.contains(.pipStartIgnoredAlreadyActive))
  }

  @Test func stopDuringTheStartAnimationRunsRightAfterDidStart() throws {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    controller.startPictureInPicture()
    try fixture.advance(by: .milliseconds(100))
    controller.stopPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(
      fixture.recorder.log == [
        "willStart@0.000000s", "didStart@0.300000s", "willStop@0.300000s", "didStop@0.600000s",
      ])
  }

  @Test func removingTheContentSourceWhileActiveStopsPictureInPicture() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    controller.contentSource = nil
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names.suffix(2) == ["willStop", "didStop"])
    #expect(!controller.isPictureInPicturePossible)
    #expect(controller.unavailableReasons == [.noContentSource])
  }

  @Test func swappingToASourceThatIsNotReadyStopsAndToAReadyOneContinues() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    let otherView = View()
    fixture.window.addSubview(otherView)
    let otherCall = PictureInPictureVideoCallViewController()
    controller.contentSource = .init(activeVideoCallSourceView: otherView, contentViewController: otherCall)
    #expect(controller.state == .active(automatic: false))
    #expect(otherCall.appearanceState == .appeared)
    let layer = PlayerLayer()
    otherView.layer.addSublayer(layer)
    controller.contentSource = .init(playerLayer: layer)
    try fixture.advance(by: .seconds(1))
    #expect(controller.state == .idle)
    #expect(fixture.recorder.names.suffix(2) == ["willStop", "didStop"])
  }
}
