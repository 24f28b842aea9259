import Fullscreen
import PictureInPicture

extension ScenarioApp: PictureInPictureControllerDelegate {
  /// Logs a PiP callback under the set-up of `controller`.
  private func log(_ name: String, from controller: PictureInPictureController) {
    log(name, setUp: pictureInPicture(for: controller)?.id)
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: PictureInPictureController) {
    log("willStart", from: controller)
    pictureInPicture(for: controller)?.rawAppMovesViewIntoPictureInPicture()
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: PictureInPictureController) {
    log("didStart", from: controller)
    stopIfAStartWaits(controller)
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    log("failedToStart", from: controller)
    pictureInPicture(for: controller)?.rawAppMovesViewBack(at: .onDidStop)
    startWaiting(after: controller)
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    log("willStop", from: controller)
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    log("didStop", from: controller)
    pictureInPicture(for: controller)?.rawAppMovesViewBack(at: .onDidStop)
    startWaiting(after: controller)
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    log("restore", from: controller)
    guard let setUp = pictureInPicture(for: controller) else { return completionHandler(true) }
    setUp.rawAppMovesViewBack(at: .onRestore)
    setUp.answerRestore(completionHandler)
  }
}

/// The PiP delegate of an app that does not implement the restore method (`app.restoreImplemented:
/// false`): it hands the other callbacks to the app, and the protocol's default answers restore
/// with `false`, as iOS treats a delegate without the method.
@MainActor
final class RestorelessPictureInPictureDelegate: PictureInPictureControllerDelegate {
  private unowned let app: ScenarioApp

  init(app: ScenarioApp) {
    self.app = app
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: PictureInPictureController) {
    app.pictureInPictureControllerWillStartPictureInPicture(controller)
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: PictureInPictureController) {
    app.pictureInPictureControllerDidStartPictureInPicture(controller)
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    app.pictureInPictureController(controller, failedToStartPictureInPictureWithError: error)
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    app.pictureInPictureControllerWillStopPictureInPicture(controller)
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    app.pictureInPictureControllerDidStopPictureInPicture(controller)
  }
}

extension ScenarioApp: FullScreenDelegate {
  func playerViewControllerWillGoFullScreen(_ controller: FullScreenPlayerViewController)
    -> FullScreenViewController?
  {
    log("willGoFullScreen")
    return nil
  }

  func playerViewControllerDidGoFullScreen(_ controller: FullScreenPlayerViewController) {
    log("didGoFullScreen")
  }

  func playerViewControllerWillDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log(
      "willDismissFullScreen", detail: reason.rawValue
    )
  }

  func playerViewControllerDidDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log(
      "didDismissFullScreen", detail: reason.rawValue)
  }
}

extension ScenarioApp: FullscreenOrientationDelegate {
  func onFullscreenOrientationChanged(isLandscape: Bool) {
    log(
      "orientationChanged", detail: isLandscape ? "landscape" : "portrait")
  }

  func onFullscreenOrientationRequest(outcome: OrientationOutcome) {
    log("orientationRequest", detail: outcome.kindName)
  }
}

extension OrientationOutcome {
  /// The case's name without its payload, as scenario files name outcomes.
  var kindName: String {
    switch self {
    case .applied: "applied"
    case .alreadyInRequestedOrientation: "alreadyInRequestedOrientation"
    case .notRequested: "notRequested"
    case .unavailableBeforeIOS16: "unavailableBeforeIOS16"
    case .noWindowScene: "noWindowScene"
    case .rejectedBySystem: "rejectedBySystem"
    }
  }
}
