import PictureInPicture
import Runtime

extension NativePlayerViewController {
  /// The user taps the PiP button of the player's controls: PiP starts if possible.
  ///
  /// Without ``showsPlaybackControls`` or ``allowsPictureInPicturePlayback`` there is no button: the
  /// tap does nothing, and a diagnostic says why.
  package func simulateUserTapsPictureInPictureButton() {
    guard showsPlaybackControls, let pictureInPictureController else {
      Simulation.current.diagnostics.record(
        .playerViewControllerPictureInPictureButtonMissing, severity: .warning,
        subject: appleTypeName(of: type(of: self)),
        message: "no PiP button: "
          + (showsPlaybackControls
            ? "allowsPictureInPicturePlayback is false" : "showsPlaybackControls is false"))
      return
    }
    pictureInPictureController.startPictureInPicture()
  }

  /// Makes the PiP controller when PiP is allowed and the view is loaded, and drops it otherwise
  /// (which ends a PiP under way, as a released controller does).
  func updatePictureInPictureController() {
    guard allowsPictureInPicturePlayback, isViewLoaded else {
      pictureInPictureController = nil
      pictureInPictureRelay = nil
      return
    }
    guard pictureInPictureController == nil else { return }
    // Nil on a device without PiP: the player then has no PiP button, as on iOS.
    guard let controller = PictureInPictureController(playerLayer: playerLayer) else { return }
    let relay = PictureInPictureRelay(playerViewController: self)
    controller.delegate = relay
    controller.canStartPictureInPictureAutomaticallyFromInline =
      canStartPictureInPictureAutomaticallyFromInline
    pictureInPictureRelay = relay
    pictureInPictureController = controller
  }
}

/// Passes the player view controller's PiP callbacks on to its delegate in AVKit's terms.
@MainActor
final class PictureInPictureRelay: PictureInPictureControllerDelegate {
  private weak var playerViewController: NativePlayerViewController?

  init(playerViewController: NativePlayerViewController) {
    self.playerViewController = playerViewController
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: PictureInPictureController) {
    guard let playerViewController else { return }
    playerViewController.delegate?.playerViewControllerWillStartPictureInPicture(playerViewController)
    let dismisses =
      playerViewController.delegate?.playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        playerViewController) ?? true
    if dismisses, playerViewController.isInNativeFullscreen { playerViewController.exitNativeFullscreen() }
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: PictureInPictureController) {
    guard let playerViewController else { return }
    playerViewController.delegate?.playerViewControllerDidStartPictureInPicture(playerViewController)
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    guard let playerViewController else { return }
    playerViewController.delegate?.playerViewController(
      playerViewController, failedToStartPictureInPictureWithError: error)
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: PictureInPictureController) {
    guard let playerViewController else { return }
    playerViewController.delegate?.playerViewControllerWillStopPictureInPicture(playerViewController)
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: PictureInPictureController) {
    guard let playerViewController else { return }
    playerViewController.delegate?.playerViewControllerDidStopPictureInPicture(playerViewController)
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    guard let playerViewController, let delegate = playerViewController.delegate else {
      completionHandler(false)
      return
    }
    delegate.playerViewController(
      playerViewController,
      restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: completionHandler)
  }
}
