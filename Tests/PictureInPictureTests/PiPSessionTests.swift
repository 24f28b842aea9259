import Foundation
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct PiPSessionTests {
  private func makeSession(_ fixture: VideoCallFixture) throws -> PiPSession {
    let session = try PiPSession(
      sourceView: fixture.sourceView, contentViewController: fixture.callViewController,
      delegate: fixture.recorder)
    fixture.simulation.runLoop.runUntilIdle()
    return session
  }

  private func expectBackInPlace(_ fixture: VideoCallFixture, _ session: PiPSession) {
    #expect(fixture.sourceView.superview === fixture.rootViewController.view)
    #expect(fixture.sourceView.indexInSuperview == 1)
    #expect(fixture.sourceView.frame == CGRect(x: 20, y: 120, width: 160, height: 240))
    #expect(fixture.sourceView.autoresizingMask.isEmpty)
    #expect(!fixture.callViewController.view.subviews.contains { $0 === fixture.sourceView })
    #expect(!session.isSourceViewInContainer)
  }

  @Test func setUpRecordsThePlacementWithoutMovingTheView() throws {
    let fixture = VideoCallFixture()
    let session = try makeSession(fixture)
    #expect(session.originalPlacement.index == 1)
    #expect(session.originalPlacement.superview === fixture.rootViewController.view)
    #expect(fixture.sourceView.superview === fixture.rootViewController.view)
  }

  @Test func willStartMovesTheSourceViewIntoTheContainerFillingIt() throws {
    let fixture = VideoCallFixture()
    let session = try makeSession(fixture)
    try session.start()
    let container: View = fixture.callViewController.view
    #expect(fixture.sourceView.superview === container)
    #expect(fixture.sourceView.frame == container.bounds)
    #expect(fixture.sourceView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(fixture.recorder.names == ["willStart"])
  }

  @Test func restorePutsTheViewBackBeforeTheDelegateCompletes() throws {
    let fixture = VideoCallFixture()
    let session = try makeSession(fixture)
    try session.start()
    try fixture.advance(by: .seconds(1))
    session.controller.simulateUserTapsRestore()
    expectBackInPlace(fixture, session)
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names == ["willStart", "didStart", "restore", "willStop", "didStop"])
  }

  @Test func closeWithoutRestorePutsTheViewBackOnDidStop() throws {
    let fixture = VideoCallFixture()
    let session = try makeSession(fixture)
    try session.start()
    try fixture.advance(by: .seconds(1))
    session.controller.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    expectBackInPlace(fixture, session)
    #expect(!fixture.recorder.names.contains("restore"))
  }

  @Test func failedStartAfterWillStartPutsTheViewBack() throws {
    let fixture = VideoCallFixture()
    let session = try makeSession(fixture)
    fixture.arbiter.failNextStart()
    try session.start()
    try fixture.advance(by: .seconds(1))
    expectBackInPlace(fixture, session)
    #expect(session.errors == [.startFailed(AVKitError(.pictureInPictureStartFailed))])
  }

  @Test func silentRefusalsBecomeTypedErrors() throws {
    let fixture = VideoCallFixture()
    let session = try PiPSession(
      sourceView: fixture.sourceView, contentViewController: fixture.callViewController)
    #expect(throws: PiPSessionError.notPossible([.notYetEvaluated])) { try session.start() }
    #expect(throws: PiPSessionError.notActive) { try session.stop() }
    fixture.simulation.runLoop.runUntilIdle()
    fixture.simulation.app.resignActive()
    #expect(throws: PiPSessionError.sceneNotForegroundActive(.foregroundInactive)) { try session.start() }
    fixture.simulation.app.becomeActive()
    try session.start()
    #expect(throws: PiPSessionError.alreadyActive(.starting)) { try session.start() }
    #expect(throws: PiPSessionError.sourceViewHasNoSuperview) {
      try PiPSession(sourceView: View(), contentViewController: PictureInPictureVideoCallViewController())
    }
  }

  @Test func aDeallocatedOriginalSuperviewIsReportedAsATypedError() throws {
    let fixture = VideoCallFixture()
    let sourceView = View()
    var inlineParent: View? = View()
    inlineParent?.addSubview(sourceView)
    fixture.window.addSubview(try #require(inlineParent))
    let session = try PiPSession(sourceView: sourceView, contentViewController: fixture.callViewController)
    fixture.simulation.runLoop.runUntilIdle()
    try session.start()
    try fixture.advance(by: .seconds(1))
    inlineParent?.removeFromSuperview()
    inlineParent = nil
    session.controller.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    #expect(session.errors == [.originalSuperviewGone])
    #expect(sourceView.superview == nil)
  }
}
