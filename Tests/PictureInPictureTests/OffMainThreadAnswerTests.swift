import Foundation
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// A delegate that answers restore on a thread of its own, as an app that restores on a background
/// queue does; AVKit declares the completion handler `@Sendable`, so that is legal.
@MainActor
private final class BackgroundRestoreDelegate: PictureInPictureControllerDelegate {
  let answered = DispatchSemaphore(value: 0)
  var callbacks: [String] = []

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    callbacks.append("willStop")
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    callbacks.append("didStop")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    callbacks.append("restore")
    Thread.detachNewThread { [answered] in
      completionHandler(true)
      answered.signal()
    }
  }
}

@MainActor
@Suite struct OffMainThreadAnswerTests {
  @Test func aRestoreCompletionCalledOnABackgroundThreadIsHandledOnTheMainRunLoop() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    let delegate = BackgroundRestoreDelegate()
    controller.delegate = delegate
    controller.simulateUserTapsRestore()
    delegate.answered.wait()
    #expect(controller.state.phase == .restoring)
    try fixture.advance(by: .seconds(1))
    #expect(delegate.callbacks == ["restore", "willStop", "didStop"])
    #expect(controller.lastRestoreOutcome == .restored)
    let codes = fixture.simulation.diagnostics.codes
    #expect(codes.filter { $0 == .pipAnswerOffMainThread }.count == 1)
    #expect(!codes.contains(.pipRestoreTimedOut))
  }

  @Test func aRestoreCompletionOnTheMainActorIsHandledAtOnceWithoutADiagnostic() throws {
    let fixture = VideoCallFixture()
    fixture.recorder.restoreAnswer = .immediately(true)
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    #expect(controller.state.phase == .stopping)
    #expect(!fixture.simulation.diagnostics.codes.contains(.pipAnswerOffMainThread))
  }
}
