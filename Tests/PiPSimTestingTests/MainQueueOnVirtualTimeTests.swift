import AVKitCompat
import PiPSimTesting
import Testing

import struct Clocks.MediaTime
import class Runtime.MainRunLoop
import enum Tracing.ChromeTraceWriter

/// A player screen that does what real screens do with the main queue: it hides its controls a
/// while after PiP starts (`asyncAfter`), and hops back to the main queue from a delegate callback
/// to update its button (`async`).
@MainActor
private final class AutoHidingControlsScreen: UIViewController, AVPictureInPictureControllerDelegate {
  let seat = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
  let controls = UIView(frame: CGRect(x: 0, y: 140, width: 320, height: 40))
  let callViewController = AVPictureInPictureVideoCallViewController()
  private(set) var pipController: AVPictureInPictureController?
  private(set) var buttonTitle = "Start PiP"
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(seat)
    view.addSubview(controls)
    let source = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: seat, contentViewController: callViewController)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    pipController = controller
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: AVPictureInPictureController) {
    DispatchQueue.main.async {
      self.buttonTitle = "Stop PiP"
      self.events.append("title")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
      self.controls.isHidden = true
      self.events.append("hidden")
      controller.stopPictureInPicture()
    }
  }
}

@MainActor
@Suite struct MainQueueOnVirtualTimeTests {
  @Test func asyncWorkRunsOnTheNextTurnInTheOrderItWasSent() {
    withSimulatedApp { app in
      var order: [Int] = []
      DispatchQueue.main.async { order.append(1) }
      DispatchQueue.main.async {
        order.append(2)
        DispatchQueue.main.async { order.append(4) }
      }
      DispatchQueue.main.async { order.append(3) }
      #expect(order.isEmpty, "a block sent to the main queue waits for the main thread's next turn")
      app.runUntilIdle()
      #expect(order == [1, 2, 3, 4])
      #expect(app.now == .zero, "sending work costs no virtual time")
    }
  }

  @Test func delayedWorkRunsAtItsVirtualDeadline() throws {
    try withSimulatedApp { app in
      var ranAt: [String: MediaTime] = [:]
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1_500)) { ranAt["1.5 s"] = app.now }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { ranAt["0.25 s"] = app.now }
      DispatchQueue.main.asyncAfter(deadline: .now() - 5) { ranAt["past"] = app.now }
      DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ranAt["never"] = app.now }
      try app.advance(by: .seconds(1))
      #expect(ranAt == ["past": .zero, "0.25 s": .milliseconds(250)])
      try app.advance(by: .seconds(1))
      #expect(ranAt["1.5 s"] == .milliseconds(1_500))
      try app.advance(by: .seconds(3_600))
      #expect(ranAt["never"] == nil)
    }
  }

  // Off the main actor no simulation runs for the caller, even with a process-wide one another test
  // started (which the main actor's queues would go to), so the work goes to Dispatch.
  @Test func otherQueuesAndOtherThreadsStayWithDispatch() async throws {
    let (ranOnBackground, fromBackground) = await Task.detached {
      let background = DispatchQueue(label: "MainQueueOnVirtualTimeTests.background")
      let ranOnBackground = await withCheckedContinuation { continuation in
        background.async {
          continuation.resume(returning: !MainRunLoop.isOnMainActor)
        }
      }
      // A block sent from another thread to the main queue is Dispatch's too: it runs when the real
      // main queue next runs, which this `await` lets happen.
      let fromBackground = await withCheckedContinuation { continuation in
        background.async {
          DispatchQueue.main.async { continuation.resume(returning: MainRunLoop.isOnMainActor) }
        }
      }
      return (ranOnBackground, fromBackground)
    }.value
    #expect(ranOnBackground)
    #expect(fromBackground)
  }

  @Test func aScreenUsingTheMainQueueReplaysTheSameTraceTwice() throws {
    func run() throws -> (trace: String, events: [String], title: String) {
      try withSimulatedApp { app in
        let screen = AutoHidingControlsScreen()
        app.show(screen)
        let controller = try #require(screen.pipController)
        controller.startPictureInPicture()
        try app.advance(by: .seconds(2))
        #expect(controller.isPictureInPictureActive)
        #expect(screen.events == ["title"])
        #expect(!screen.controls.isHidden)
        try app.advance(by: .seconds(3))
        #expect(screen.controls.isHidden)
        #expect(!controller.isPictureInPictureActive)
        return (ChromeTraceWriter.encode(app.simulation.trace.snapshot()), screen.events, screen.buttonTitle)
      }
    }
    let first = try run()
    let second = try run()
    #expect(first.events == ["title", "hidden"])
    #expect(first.title == "Stop PiP")
    #expect(first.trace == second.trace, "two runs of main-queue work trace the same bytes")
  }
}
