import PictureInPicture
import Runtime
import ViewHierarchy

/// Records every delegate callback as `name@time`, and answers restore as told.
@MainActor
final class CallbackRecorder: PictureInPictureControllerDelegate {
  enum RestoreAnswer {
    case immediately(Bool)
    case after(MediaTime, Bool)
    case never
    case twice
  }

  var restoreAnswer = RestoreAnswer.immediately(true)
  var log: [String] = []
  var errors: [any Error] = []
  var onWillStart: (() -> Void)?
  private let runLoop: MainRunLoop

  init(runLoop: MainRunLoop) {
    self.runLoop = runLoop
  }

  /// The callback names without times.
  var names: [String] { log.map { String($0.split(separator: "@")[0]) } }

  private func record(_ name: String) {
    log.append("\(name)@\(runLoop.now)")
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: PictureInPictureController) {
    record("willStart")
    onWillStart?()
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: PictureInPictureController) {
    record("didStart")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    record("failedToStart")
    errors.append(error)
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    record("willStop")
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    record("didStop")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    record("restore")
    switch restoreAnswer {
    case .immediately(let restored):
      completionHandler(restored)
    case .after(let delay, let restored):
      runLoop.schedule(after: delay) { completionHandler(restored) }
    case .never:
      break
    case .twice:
      completionHandler(true)
      completionHandler(true)
    }
  }
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

/// A configured app with a window showing an inline call view, ready for video-call PiP.
@MainActor
struct VideoCallFixture {
  let simulation: Simulation
  let window: Window
  let rootViewController: ViewController
  let sourceView: View
  let callViewController: PictureInPictureVideoCallViewController
  let recorder: CallbackRecorder

  init(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio],
    configureAudio: Bool = true, tracing: Bool = false
  ) {
    simulation = Simulation.start(device: device, backgroundModes: backgroundModes, tracing: tracing)
    if configureAudio {
      simulation.audioSession.setCategory(.playAndRecord)
      simulation.audioSession.setActive(true)
    }
    window = Window(windowScene: WindowScene(simulation: simulation))
    rootViewController = ViewController()
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    rootViewController.view.addSubview(View(frame: Rect(x: 0, y: 0, width: 390, height: 100)))
    sourceView = View(frame: Rect(x: 20, y: 120, width: 160, height: 240))
    rootViewController.view.addSubview(sourceView)
    rootViewController.view.addSubview(View(frame: Rect(x: 0, y: 700, width: 390, height: 100)))
    callViewController = PictureInPictureVideoCallViewController()
    callViewController.preferredContentSize = Size(width: 720, height: 1280)
    recorder = CallbackRecorder(runLoop: simulation.runLoop)
  }

  var arbiter: PictureInPictureArbiter { simulation.service(PictureInPictureArbiter.self) }

  /// A controller for the call, with the recorder as delegate, evaluated (one tick run).
  func makeController() -> PictureInPictureController {
    let controller = PictureInPictureController(
      contentSource: PictureInPictureController.ContentSource(
        activeVideoCallSourceView: sourceView, contentViewController: callViewController))
    controller.delegate = recorder
    simulation.runLoop.runUntilIdle()
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
    try simulation.runLoop.advance(by: span)
  }
}
