import AVKitCompat
import CallScreen
import PiPSimTesting
import Testing

/// The call screen explored as a user and the system could drive it: every ordering of the PiP
/// button, the PiP window's buttons, home, return, another app's PiP and waits, to four events, in a
/// child process so that a trap in the screen is reported instead of ending the test run.
@MainActor
@Suite struct CallScreenExplorationTests {
  static let events: [ExplorationEvent<CallViewController>] = [
    ExplorationEvent("tap the PiP button", source: "app.tap(screen.pipButton)") { app, screen in
      app.simulation.app.activationState == .foregroundActive && app.tap(screen.pipButton)
    },
    .tapRestore, .tapClose, .home, .returnToApp, .otherAppTakesPictureInPicture, .audioInterruption,
    .rotate(to: .landscapeRight), .wait(.milliseconds(400)),
  ]

  @Test func everyOrderingOfFourEventsKeepsTheSeatsAndTheCallbacksRight() throws {
    let report = try explore(
      depth: 4, events: Self.events, randomSequences: 50, seed: 1, audioCategory: .playAndRecord,
      controller: { $0.pipController }, isolatingTraps: true
    ) { app in
      let screen = CallViewController()
      app.show(screen)
      return screen
    }
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.statesSeen > 10)
  }
}
