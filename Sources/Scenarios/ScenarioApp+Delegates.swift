import Fullscreen
import PictureInPicture

extension ScenarioApp: PictureInPictureControllerDelegate {
  func pictureInPictureControllerWillStartPictureInPicture(_ controller: PictureInPictureController) {
    log("willStart", traceName: "pictureInPictureControllerWillStartPictureInPicture")
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: PictureInPictureController) {
    log("didStart", traceName: "pictureInPictureControllerDidStartPictureInPicture")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    log("failedToStart", traceName: "pictureInPictureController(_:failedToStartPictureInPictureWithError:)")
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    log("willStop", traceName: "pictureInPictureControllerWillStopPictureInPicture")
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    log("didStop", traceName: "pictureInPictureControllerDidStopPictureInPicture")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    log(
      "restore",
      traceName:
        "pictureInPictureController(_:restoreUserInterfaceForPictureInPictureStopWithCompletionHandler:)")
    answerRestore(completionHandler)
  }
}

extension ScenarioApp: FullScreenDelegate {
  func playerViewControllerWillGoFullScreen(_ controller: FullScreenPlayerViewController)
    -> FullScreenViewController?
  {
    log("willGoFullScreen", traceName: "playerViewControllerWillGoFullScreen")
    return nil
  }

  func playerViewControllerDidGoFullScreen(_ controller: FullScreenPlayerViewController) {
    log("didGoFullScreen", traceName: "playerViewControllerDidGoFullScreen")
  }

  func playerViewControllerWillDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log(
      "willDismissFullScreen", detail: reason.rawValue, traceName: "playerViewControllerWillDismissFullScreen"
    )
  }

  func playerViewControllerDidDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log(
      "didDismissFullScreen", detail: reason.rawValue, traceName: "playerViewControllerDidDismissFullScreen")
  }
}

extension ScenarioApp: FullscreenOrientationDelegate {
  func onFullscreenOrientationChanged(isLandscape: Bool) {
    log(
      "orientationChanged", detail: isLandscape ? "landscape" : "portrait",
      traceName: "onFullscreenOrientationChanged")
  }

  func onFullscreenOrientationRequest(outcome: OrientationOutcome) {
    log("orientationRequest", detail: outcome.kindName, traceName: "onFullscreenOrientationRequest")
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
