import Foundation
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// What happens when the app lets go of the controller or the session while PiP is on
/// (docs/ios-behaviour.md, "A controller released while PiP is active").
@MainActor
@Suite struct ReleaseWhileActiveTests {
  @Test func aControllerReleasedWhileActiveClosesTheWindowWithoutCallbacksAndSaysWhy() throws {
    let fixture = VideoCallFixture()
    var controller: PictureInPictureController? = try fixture.makeActiveController()
    weak let released = controller
    #expect(fixture.arbiter.activeController != nil)
    controller = nil
    #expect(released == nil)
    #expect(fixture.arbiter.activeController == nil)
    let diagnostics = fixture.simulation.diagnostics.entries(withCode: .pipControllerReleasedWhileActive)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.hasPrefix("the controller was released while PiP was active") == true)
    try fixture.advance(by: .seconds(5))
    #expect(fixture.recorder.names == ["willStart", "didStart"])
    let next = fixture.makeController()
    #expect(next.isPictureInPicturePossible)
    next.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(next.isPictureInPictureActive)
  }

  @Test func aControllerReleasedDuringTheStartAnimationNeverReportsDidStart() throws {
    let fixture = VideoCallFixture()
    var controller: PictureInPictureController? = fixture.makeController()
    controller?.startPictureInPicture()
    controller = nil
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names == ["willStart"])
    let message = fixture.simulation.diagnostics.entries(withCode: .pipControllerReleasedWhileActive).first
    #expect(message?.message.contains("while PiP was starting") == true)
  }

  @Test func aReleasedIdleControllerGoesQuietly() {
    let fixture = VideoCallFixture()
    var controller: PictureInPictureController? = fixture.makeController()
    weak let released = controller
    controller = nil
    #expect(released == nil)
    #expect(!fixture.simulation.diagnostics.codes.contains(.pipControllerReleasedWhileActive))
  }

  @Test func whenTheSystemKeepsAReleasedControllerPictureInPictureGoesOnUntilItEnds() throws {
    let fixture = VideoCallFixture()
    fixture.arbiter.settings.systemKeepsReleasedControllerUntilPictureInPictureEnds = true
    var controller: PictureInPictureController? = try fixture.makeActiveController()
    weak let released = controller
    controller = nil
    #expect(released?.isPictureInPictureActive == true)
    released?.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names == ["willStart", "didStart", "willStop", "didStop"])
    #expect(released == nil)
    #expect(!fixture.simulation.diagnostics.codes.contains(.pipControllerReleasedWhileActive))
  }

  @Test func aSessionReleasedWhileActivePutsTheSourceViewBack() throws {
    let fixture = VideoCallFixture()
    var session: PiPSession? = try PiPSession(
      sourceView: fixture.sourceView, contentViewController: fixture.callViewController,
      delegate: fixture.recorder)
    fixture.simulation.runLoop.runUntilIdle()
    try session?.start()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.sourceView.superview === fixture.callViewController.view)
    session = nil
    #expect(fixture.sourceView.superview === fixture.rootViewController.view)
    #expect(fixture.sourceView.indexInSuperview == 1)
    #expect(fixture.sourceView.frame == CGRect(x: 20, y: 120, width: 160, height: 240))
    #expect(fixture.sourceView.autoresizingMask.isEmpty)
    let codes = fixture.simulation.diagnostics.codes
    #expect(codes.contains(.pipSessionReleasedWhileActive))
    #expect(codes.contains(.pipControllerReleasedWhileActive))
    #expect(fixture.arbiter.activeController == nil)
  }
}
