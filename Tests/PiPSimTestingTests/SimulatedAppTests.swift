import AVKitCompat
import PiPSim
import PiPSimTesting
import Testing

/// A call screen as an app writes it: a seat view inline, moved into the PiP container on `willStart`
/// and back on restore.
@MainActor
private final class CallScreen: UIViewController, AVPictureInPictureControllerDelegate {
  let seat = UIView(frame: CGRect(x: 20, y: 100, width: 160, height: 90))
  let callViewController = AVPictureInPictureVideoCallViewController()
  private(set) var pipController: AVPictureInPictureController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80)))
    view.addSubview(seat)
    callViewController.preferredContentSize = CGSize(width: 1280, height: 720)
    let source = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: seat, contentViewController: callViewController)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    pipController = controller
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: AVPictureInPictureController) {
    callViewController.view.addSubview(seat)
  }

  func pictureInPictureController(
    _ controller: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    view.insertSubview(seat, at: 1)
    seat.frame = CGRect(x: 20, y: 100, width: 160, height: 90)
    completionHandler(true)
  }
}

/// Lets two tasks meet: each waits in ``arrive()`` until both have arrived.
@MainActor
private final class Rendezvous {
  private var waiting: CheckedContinuation<Void, Never>?

  func arrive() async {
    if let other = waiting {
      waiting = nil
      other.resume()
      return
    }
    await withCheckedContinuation { waiting = $0 }
  }
}

@MainActor
@Suite struct SimulatedAppTests {
  @Test func aShownScreenHasEvaluatedPossibilityAndRecordsEveryCallbackWithItsTime() throws {
    try withSimulatedApp(audioCategory: .playAndRecord) { app in
      let screen = CallScreen()
      app.show(screen)
      let controller = try #require(screen.pipController)
      #expect(controller.isPictureInPicturePossible)
      let recorder = app.recordCallbacks(of: controller)
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      app.expect(screen.seat, isIn: .pictureInPictureWindow)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(recorder.times(of: .didStart) == [.milliseconds(300)])
      #expect(recorder.times(of: .didStop) == [.milliseconds(1300)])
      #expect(recorder.restoreCompletions == [.init(restored: true, time: .seconds(1))])
      app.expect(
        screen.seat, isSubviewOf: screen.view, at: 1, frame: CGRect(x: 20, y: 100, width: 160, height: 90))
      app.expect(screen.seat, isIn: .appWindow)
    }
  }

  @Test func expectationsThatDoNotHoldRecordAnIssueNamingWhatWasFound() {
    withSimulatedApp { app in
      let view = UIView()
      app.window.addSubview(view)
      withKnownIssue {
        app.expect(view, isIn: .pictureInPictureWindow)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("is in the app's window, not in the Picture-in-Picture window")
        }
      }
      withKnownIssue {
        app.expect(view, isSubviewOf: app.rootViewController!.view)
      }
      let recorder = PictureInPictureCallbackRecorder()
      withKnownIssue {
        recorder.expectCallbacks([.willStart])
      }
      view.removeFromSuperview()
      #expect(app.location(of: view) == .notInWindow)
    }
  }

  @Test func aStandInRecorderAnswersRestoreAsTold() throws {
    try withSimulatedApp(expectedDiagnostics: [.pipRestoreDeclined, .pipRestoreTimedOut]) { app in
      let screen = CallScreen()
      app.show(screen)
      let controller = try #require(screen.pipController)
      let recorder = PictureInPictureCallbackRecorder(restoreAnswer: .never)
      controller.delegate = recorder
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(2))
      recorder.expectCallbacks([.willStart, .didStart, .restore, .willStop, .didStop])
      #expect(recorder.restoreCompletions.isEmpty)
      #expect(recorder.times(of: .willStop) == [.seconds(2)])
    }
  }

  @Test func theAppSaysWhatAVKitKeepsSilentPhaseOutcomeAndReasons() throws {
    try withSimulatedApp(
      audioCategory: .playAndRecord, expectedDiagnostics: [.pipContentLeftInPictureInPicture]
    ) { app in
      let screen = CallScreen()
      app.show(screen)
      let controller = try #require(screen.pipController)
      #expect(app.phase(of: controller) == .idle)
      #expect(app.lastRestoreOutcome(of: controller) == nil)
      try app.interruptAudioSession()
      app.runUntilIdle()
      #expect(!controller.isPictureInPicturePossible)
      #expect(app.unavailableReasons(of: controller) == [.audioSessionInterrupted])
      try app.endAudioSessionInterruption(options: .shouldResume)
      app.runUntilIdle()
      #expect(app.unavailableReasons(of: controller).isEmpty)
      controller.startPictureInPicture()
      #expect(app.phase(of: controller) == .starting)
      try app.advance(by: .seconds(1))
      let window = try #require(app.pictureInPictureWindow)
      #expect(window.frame == CGRect(x: 194, y: 693, width: 180, height: 101))
      #expect(window.window === screen.seat.window)
      window.userTapsClose()
      #expect(app.phase(of: controller) == .stopping)
      try app.advance(by: .seconds(1))
      #expect(app.lastRestoreOutcome(of: controller) == .notAsked)
      #expect(throws: AudioSessionError.notInterrupted) { try app.endAudioSessionInterruption() }
    }
  }

  /// What one of two apps running side by side saw.
  private struct Sighting: Sendable {
    var callbacks: [PictureInPictureCallback]
    var seesOnlyItsOwnSimulation: Bool
  }

  /// Shows a call screen, optionally starts PiP, advances a second; meets `rendezvous` between steps
  /// so that two such runs interleave.
  private func runCallScreen(startingPiP: Bool, meeting rendezvous: Rendezvous) async throws -> Sighting {
    try await withSimulatedApp { app in
      let screen = CallScreen()
      app.show(screen)
      let controller = try #require(screen.pipController)
      let recorder = app.recordCallbacks(of: controller)
      await rendezvous.arrive()
      if startingPiP { controller.startPictureInPicture() }
      await rendezvous.arrive()
      try app.advance(by: .seconds(1))
      await rendezvous.arrive()
      let bound =
        Simulation.current === app.simulation && AVAudioSession.sharedInstance() === app.audioSession
      return Sighting(
        callbacks: recorder.callbacks,
        seesOnlyItsOwnSimulation: bound && controller.isPictureInPictureActive == startingPiP)
    }
  }

  @Test func twoAppsRunningAtOnceEachSeeOnlyTheirOwnSimulation() async throws {
    let rendezvous = Rendezvous()
    async let first = runCallScreen(startingPiP: true, meeting: rendezvous)
    async let second = runCallScreen(startingPiP: false, meeting: rendezvous)
    let (started, idle) = try await (first, second)
    #expect(started.callbacks == [.willStart, .didStart])
    #expect(idle.callbacks == [])
    #expect(started.seesOnlyItsOwnSimulation)
    #expect(idle.seesOnlyItsOwnSimulation)
  }
}
