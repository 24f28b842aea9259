import Clocks
import Foundation
import PictureInPicture
import Runtime
import ViewHierarchy

/// A video call on screen, ready for Picture in Picture, on the simulation's virtual clock: a key
/// window, the call's inline view, a PiP content view controller and a ``PiPSession``.
@MainActor
final class VideoCallScene {
  /// How a cycle leaves Picture in Picture.
  enum Ending: CaseIterable {
    /// The user taps the restore button: the call view goes back inline.
    case restore
    /// The user taps close.
    case close
    /// The app stops Picture in Picture itself.
    case stop

    var name: String {
      switch self {
      case .restore: "restore"
      case .close: "close"
      case .stop: "stop"
      }
    }
  }

  let simulation: Simulation
  let window: Window
  let session: PiPSession
  /// Virtual time the run loop advances after starting and after ending, so every transition
  /// (animations, delegate callbacks) completes.
  let settleTime = MediaTime.seconds(1)

  /// Sets the scene up and evaluates whether Picture in Picture is possible (one run-loop pass).
  ///
  /// - Throws: `PiPSessionError` if the call view cannot host a session.
  init() throws {
    simulation = Simulation.start()
    try simulation.audioSession.setCategory(.playAndRecord)
    try simulation.audioSession.setActive(true)
    window = Window(windowScene: WindowScene(simulation: simulation))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let callView = View(frame: CGRect(x: 20, y: 120, width: 160, height: 240))
    root.view.addSubview(callView)
    let container = PictureInPictureVideoCallViewController()
    container.preferredContentSize = CGSize(width: 720, height: 1280)
    session = try PiPSession(sourceView: callView, contentViewController: container)
    simulation.runLoop.runUntilIdle()
  }

  /// Starts Picture in Picture, lets it settle, ends it the given way and lets that settle.
  ///
  /// - Throws: `PiPSessionError` when a start or stop is refused, `VirtualClockError` if the
  ///   clock cannot advance, or ``LifecycleFailure`` when the cycle did not end back inline.
  func cycle(ending: Ending) throws {
    try session.start()
    try simulation.runLoop.advance(by: settleTime)
    switch ending {
    case .restore: session.controller.simulateUserTapsRestore()
    case .close: session.controller.simulateUserTapsClose()
    case .stop: try session.stop()
    }
    try simulation.runLoop.advance(by: settleTime)
    guard !session.controller.isPictureInPictureActive, session.errors.isEmpty else {
      throw LifecycleFailure(ending: ending.name, errors: session.errors.map { "\($0)" })
    }
  }
}
