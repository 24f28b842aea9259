import Clocks
import Foundation
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// A call app that moves its seat into the PiP container and does not take it back is warned when
/// PiP ends, with what the stop asked of it; one that takes it back in didStop is not.
@MainActor
struct ContentLeftInPictureInPictureTests {
  /// An active call PiP whose seat view the app put into the video-call view controller's view.
  private func activeCallWithSeatInPictureInPicture(_ fixture: VideoCallFixture) throws -> (
    PictureInPictureController, View
  ) {
    let controller = try fixture.makeActiveController()
    let seat = View(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
    fixture.callViewController.view.addSubview(seat)
    return (controller, seat)
  }

  private func leftContentWarnings(_ fixture: VideoCallFixture) -> [Diagnostic] {
    fixture.simulation.diagnostics.entries(withCode: .pipContentLeftInPictureInPicture)
  }

  @Test func aRestoreAnsweredTrueWithTheSeatStillInPictureInPictureIsNamedAsNotPutBack() throws {
    let fixture = VideoCallFixture()
    let (controller, _) = try activeCallWithSeatInPictureInPicture(fixture)
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.recorder.names.suffix(3) == ["restore", "willStop", "didStop"])
    let warning = try #require(leftContentWarnings(fixture).last)
    #expect(leftContentWarnings(fixture).count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("the app answered restore with true but did not put it back"))
  }

  @Test func aCloseThatLeavesTheSeatSaysTheStopNeverAskedToRestore() throws {
    let fixture = VideoCallFixture()
    let (controller, _) = try activeCallWithSeatInPictureInPicture(fixture)
    controller.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    let warning = try #require(leftContentWarnings(fixture).last)
    #expect(warning.message.contains("the stop did not ask to restore"))
  }

  @Test func aSeatTakenBackInDidStopIsNotWarnedAbout() throws {
    let fixture = VideoCallFixture()
    let (controller, seat) = try activeCallWithSeatInPictureInPicture(fixture)
    let app = SeatReturningDelegate(seat: seat, home: fixture.sourceView)
    controller.delegate = app
    controller.simulateUserTapsClose()
    try fixture.advance(by: .seconds(1))
    #expect(app.didStopCount == 1)
    #expect(seat.superview === fixture.sourceView)
    #expect(leftContentWarnings(fixture).isEmpty)
  }
}

/// An app delegate that moves its seat back into the inline call view when PiP has stopped.
@MainActor
private final class SeatReturningDelegate: PictureInPictureControllerDelegate {
  let seat: View
  let home: View
  private(set) var didStopCount = 0

  init(seat: View, home: View) {
    self.seat = seat
    self.home = home
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    didStopCount += 1
    home.addSubview(seat)
  }
}
