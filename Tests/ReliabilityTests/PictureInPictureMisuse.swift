import Clocks
import Foundation
import PiPSimTesting
import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// A simulated app showing a video call's seat, with a controller for it (evaluated, not started).
@MainActor
struct MisusedCall {
  let app: SimulatedApp
  let seat: View
  let container = PictureInPictureVideoCallViewController()
  let controller: PictureInPictureController
  let recorder: PictureInPictureCallbackRecorder

  init(audioCategory: AudioSession.Category? = .playback) {
    app = SimulatedApp.start(audioCategory: audioCategory)
    let root = ViewController()
    app.show(root)
    seat = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    root.view.addSubview(seat)
    controller = PictureInPictureController(
      contentSource: .init(activeVideoCallSourceView: seat, contentViewController: container))
    recorder = app.recordCallbacks(of: controller)
    app.runUntilIdle()
  }

  /// Starts PiP and lets it become active.
  func start() throws {
    controller.startPictureInPicture()
    try app.advance(by: .seconds(1))
  }

  func diagnosed(_ code: DiagnosticCode) -> Bool { app.diagnostics.codes.contains(code) }
}

/// A misuse of a running app's PiP that must be a documented no-op with the `code` diagnostic.
func pictureInPictureNoOp(
  _ name: String, _ code: DiagnosticCode,
  _ misuse: @escaping @MainActor @Sendable (MisusedCall) throws -> Void
)
  -> MisuseCase
{
  MisuseCase(module: "PictureInPicture", name: name, answer: .noOp) {
    try await onMain {
      let call = MisusedCall()
      try misuse(call)
      #expect(call.diagnosed(code), "\(call.app.diagnostics.codes)")
    }
  }
}

extension MisuseCase {
  static let pictureInPicture: [MisuseCase] = [
    pictureInPictureNoOp("a start before possibility is evaluated", .pipStartRefusedNotPossible) { call in
      let early = PictureInPictureController(
        contentSource: .init(activeVideoCallSourceView: call.seat, contentViewController: call.container))
      early.startPictureInPicture()
      #expect(!early.isPictureInPictureActive && early.state == .idle)
    },
    pictureInPictureNoOp(
      "a start with an audio category that does not allow PiP", .pipStartRefusedNotPossible
    ) { call in
      try call.app.audioSession.setCategory(.ambient)
      call.app.runUntilIdle()
      call.controller.startPictureInPicture()
      #expect(call.recorder.callbacks.isEmpty)
    },
    pictureInPictureNoOp("a start while PiP is active", .pipStartIgnoredAlreadyActive) { call in
      try call.start()
      call.controller.startPictureInPicture()
      #expect(call.recorder.callbacks == [.willStart, .didStart])
    },
    pictureInPictureNoOp("a stop while PiP is idle", .pipStopIgnoredNotActive) { call in
      call.controller.stopPictureInPicture()
      #expect(call.recorder.callbacks.isEmpty)
    },
    pictureInPictureNoOp("a stop during the stop animation", .pipStopIgnoredAlreadyStopping) { call in
      try call.start()
      call.controller.stopPictureInPicture()
      call.controller.stopPictureInPicture()
      try call.app.advance(by: .seconds(1))
      #expect(call.recorder.callbacks == [.willStart, .didStart, .willStop, .didStop])
    },
    pictureInPictureNoOp("a stop while PiP is starting", .pipStopDeferred) { call in
      call.controller.startPictureInPicture()
      call.controller.stopPictureInPicture()
      try call.app.advance(by: .seconds(2))
      // The stop waits for didStart, then runs: every start and stop callback, balanced.
      #expect(call.recorder.callbacks == [.willStart, .didStart, .willStop, .didStop])
      #expect(call.controller.state == .idle && call.seat.superview === call.app.rootViewController?.view)
    },
    pictureInPictureNoOp(
      "the content source set to nil while PiP is active", .pipContentSourceInvalid
    ) { call in
      try call.start()
      call.controller.contentSource = nil
      try call.app.advance(by: .seconds(1))
      #expect(!call.controller.isPictureInPictureActive && call.app.pictureInPictureWindow == nil)
      #expect(call.seat.superview === call.app.rootViewController?.view)
      #expect(call.recorder.callbacks.suffix(2) == [.willStop, .didStop])
    },
    pictureInPictureNoOp("the restore completion called after its timeout", .pipRestoreCompletionTooLate) {
      call in
      call.recorder.restoreAnswer = .after(.seconds(3), true)
      try call.start()
      try #require(call.app.pictureInPictureWindow).userTapsRestore()
      try call.app.advance(by: .seconds(5))
      // The timeout decided: the late answer changes nothing.
      #expect(call.controller.lastRestoreOutcome == .timedOut && call.controller.state == .idle)
      #expect(call.recorder.callbacks == [.willStart, .didStart, .restore, .willStop, .didStop])
    },
    pictureInPictureNoOp("a tap on close with no PiP window", .pipUserActionIgnored) { call in
      try #require(call.app.pictureInPictureWindow == nil)
      call.controller.simulateUserTapsClose()
      #expect(call.recorder.callbacks.isEmpty)
    },
    pictureInPictureNoOp("the restore completion called twice", .pipRestoreCompletionCalledTwice) { call in
      call.recorder.restoreAnswer = .twice
      try call.start()
      try #require(call.app.pictureInPictureWindow).userTapsRestore()
      try call.app.advance(by: .seconds(1))
      #expect(call.recorder.callbacks == [.willStart, .didStart, .restore, .willStop, .didStop])
    },
    pictureInPictureNoOp("the restore completion never called", .pipRestoreTimedOut) { call in
      call.recorder.restoreAnswer = .never
      try call.start()
      try #require(call.app.pictureInPictureWindow).userTapsRestore()
      try call.app.advance(by: .seconds(2))
      #expect(call.controller.lastRestoreOutcome == .timedOut && call.controller.state == .idle)
    },
    MisuseCase(module: "PictureInPicture", name: "a restore timeout of MediaTime.max", answer: .noOp) {
      try await onMain {
        let call = MisusedCall()
        let arbiter = call.app.simulation.service(PictureInPictureArbiter.self)
        arbiter.settings.restoreCompletionTimeout = .max
        // Refused as past the hour limit: the timeout stays, and a restore never answered ends by it.
        #expect(
          call.diagnosed(.pipSettingRefused) && arbiter.settings.restoreCompletionTimeout == .seconds(1))
        call.recorder.restoreAnswer = .never
        try call.start()
        try #require(call.app.pictureInPictureWindow).userTapsRestore()
        try call.app.advance(by: .seconds(3_600))
        #expect(call.controller.lastRestoreOutcome == .timedOut && call.controller.state == .idle)
      }
    },
    pictureInPictureNoOp("the restore completion called on a background thread", .pipAnswerOffMainThread) {
      call in
      call.controller.delegate = BackgroundAnswer.shared
      try call.start()
      call.controller.simulateUserTapsRestore()
      BackgroundAnswer.shared.answered.wait()
      try call.app.advance(by: .seconds(1))
      #expect(call.controller.lastRestoreOutcome == .restored)
    },
    pictureInPictureNoOp("another app's PiP ended that never began", .pipArbiterRequestIgnored) { call in
      call.app.simulation.service(PictureInPictureArbiter.self).otherAppEndsPictureInPicture()
      #expect(call.controller.isPictureInPicturePossible)
    },
    pictureInPictureNoOp("the controller released while PiP is active", .pipControllerReleasedWhileActive) {
      call in
      var controller: PictureInPictureController? = PictureInPictureController(
        contentSource: .init(activeVideoCallSourceView: call.seat, contentViewController: call.container))
      call.app.runUntilIdle()
      controller?.startPictureInPicture()
      try call.app.advance(by: .seconds(1))
      controller = nil
      #expect(call.app.simulation.service(PictureInPictureArbiter.self).activeController == nil)
    },
    pictureInPictureNoOp(
      "playback invalidated without a sample-buffer source", .pipSampleBufferRequestIgnored
    ) {
      call in
      call.controller.invalidatePlaybackState()
      #expect(call.controller.sampleBufferPlaybackState == nil)
    },
    MisuseCase(
      module: "PictureInPicture", name: "a start from a scene in the background", answer: .typedError
    ) {
      try await onMain {
        let call = MisusedCall()
        call.app.simulation.app.resignActive()
        call.controller.startPictureInPicture()
        #expect(call.recorder.callbacks == [.failedToStart])
        #expect((call.recorder.entries.first?.error as? AVKitError)?.code == .pictureInPictureStartFailed)
      }
    },
    MisuseCase(
      module: "PictureInPicture", name: "a session for a view without a superview", answer: .typedError
    ) {
      try await onMain {
        _ = SimulatedApp.start()
        #expect(throws: PiPSessionError.sourceViewHasNoSuperview) {
          try PiPSession(sourceView: View(), contentViewController: PictureInPictureVideoCallViewController())
        }
      }
    },
    MisuseCase(
      module: "PictureInPicture", name: "a session started when PiP is not possible", answer: .typedError
    ) {
      try await onMain {
        let call = MisusedCall(audioCategory: nil)
        let session = try PiPSession(sourceView: call.seat, contentViewController: call.container)
        call.app.runUntilIdle()
        let error = #expect(throws: PiPSessionError.self) { try session.start() }
        guard case .notPossible = error else {
          Issue.record("expected notPossible, got \(String(describing: error))")
          return
        }
        #expect(call.seat.superview != nil && !session.isSourceViewInContainer)
      }
    },
    MisuseCase(module: "PictureInPicture", name: "a session stopped while idle", answer: .typedError) {
      try await onMain {
        let call = MisusedCall()
        let session = try PiPSession(sourceView: call.seat, contentViewController: call.container)
        #expect(throws: PiPSessionError.notActive) { try session.stop() }
      }
    },
    MisuseCase(module: "PictureInPicture", name: "a session started twice", answer: .typedError) {
      try await onMain {
        let call = MisusedCall()
        let session = try PiPSession(sourceView: call.seat, contentViewController: call.container)
        call.app.runUntilIdle()
        try session.start()
        #expect(throws: PiPSessionError.alreadyActive(.starting)) { try session.start() }
      }
    },
    MisuseCase(module: "PictureInPicture", name: "a session released while PiP is active", answer: .noOp) {
      try await onMain {
        let call = MisusedCall()
        var session: PiPSession? = try PiPSession(
          sourceView: call.seat, contentViewController: call.container)
        call.app.runUntilIdle()
        try session?.start()
        try call.app.advance(by: .seconds(1))
        let home = try #require(call.app.rootViewController?.view)
        session = nil
        #expect(call.seat.superview === home)
        #expect(call.diagnosed(.pipSessionReleasedWhileActive))
      }
    },
  ]
}

/// A delegate that answers restore on a thread of its own.
@MainActor
final class BackgroundAnswer: PictureInPictureControllerDelegate {
  static let shared = BackgroundAnswer()
  let answered = DispatchSemaphore(value: 0)

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    Thread.detachNewThread { [answered] in
      completionHandler(true)
      answered.signal()
    }
  }
}
