import Clocks
import Foundation
import PiPSimTesting
import PictureInPicture
import Runtime
import ViewHierarchy

extension PictureInPictureCallbackRecorder {
  /// The callbacks as `name@time`, oldest first.
  var log: [String] { entries.map(\.description) }
  /// The callback names without times.
  var names: [String] { callbacks.map(\.rawValue) }
  /// The errors of the `failedToStart` callbacks.
  var errors: [any Error] { entries.compactMap(\.error) }
}

/// A delegate that implements only the stop callbacks (no restore method).
@MainActor
final class StopOnlyDelegate: PictureInPictureControllerDelegate {
  var log: [String] = []

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    log.append("willStop")
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    log.append("didStop")
  }
}

/// A simulated app whose screen shows an inline call view between two other views, ready for
/// video-call PiP, with a recorder standing in for the app's PiP delegate.
@MainActor
struct VideoCallFixture {
  let app: SimulatedApp
  let rootViewController: ViewController
  let sourceView: View
  let callViewController: PictureInPictureVideoCallViewController
  let recorder: PictureInPictureCallbackRecorder

  init(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio],
    configureAudio: Bool = true, tracing: Bool = false
  ) {
    app = SimulatedApp.start(
      device: device, backgroundModes: backgroundModes, audioCategory: configureAudio ? .playAndRecord : nil,
      tracing: tracing)
    rootViewController = ViewController()
    app.show(rootViewController)
    rootViewController.view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 390, height: 100)))
    sourceView = View(frame: CGRect(x: 20, y: 120, width: 160, height: 240))
    rootViewController.view.addSubview(sourceView)
    rootViewController.view.addSubview(View(frame: CGRect(x: 0, y: 700, width: 390, height: 100)))
    callViewController = PictureInPictureVideoCallViewController()
    callViewController.preferredContentSize = CGSize(width: 720, height: 1280)
    recorder = PictureInPictureCallbackRecorder(simulation: app.simulation)
  }

  var simulation: Simulation { app.simulation }
  var window: Window { app.window }
  var arbiter: PictureInPictureArbiter { simulation.service(PictureInPictureArbiter.self) }

  /// A controller for the call, with the recorder as delegate, evaluated (one tick run).
  func makeController() -> PictureInPictureController {
    let controller = PictureInPictureController(
      contentSource: PictureInPictureController.ContentSource(
        activeVideoCallSourceView: sourceView, contentViewController: callViewController))
    controller.delegate = recorder
    app.runUntilIdle()
    return controller
  }

  /// A controller from ``makeController()`` whose PiP was started and has been active for a while
  /// (start, then one second).
  func makeActiveController() throws -> PictureInPictureController {
    let controller = makeController()
    controller.startPictureInPicture()
    try advance(by: .seconds(1))
    return controller
  }

  func advance(by span: MediaTime) throws {
    try app.advance(by: span)
  }
}
