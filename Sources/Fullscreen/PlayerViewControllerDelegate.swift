import ViewHierarchy

/// What a player view controller tells its delegate about Picture in Picture: AVKit's
/// `AVPlayerViewControllerDelegate`. Every method has a default that does nothing (restore: answers
/// false), as the protocol's methods are optional in AVKit.
///
/// The order is the PiP controller's (see `PictureInPictureControllerDelegate`): `willStart`,
/// `didStart`; on a return to the app `restore`, `willStop`, `didStop`; on close `willStop`, `didStop`.
@preconcurrency @MainActor
public protocol PlayerViewControllerDelegate: AnyObject {
  /// PiP is about to start.
  func playerViewControllerWillStartPictureInPicture(_ playerViewController: NativePlayerViewController)
  /// PiP started: the video is in the PiP window.
  func playerViewControllerDidStartPictureInPicture(_ playerViewController: NativePlayerViewController)
  /// PiP could not start (the scene was not foreground-active, for example).
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    failedToStartPictureInPictureWithError error: any Error)
  /// PiP is about to stop.
  func playerViewControllerWillStopPictureInPicture(_ playerViewController: NativePlayerViewController)
  /// PiP stopped.
  func playerViewControllerDidStopPictureInPicture(_ playerViewController: NativePlayerViewController)
  /// Whether a player in native fullscreen leaves it when PiP starts (default true).
  func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
    _ playerViewController: NativePlayerViewController
  ) -> Bool
  /// The user returns to the app from PiP: put the player view controller back on screen, then call
  /// `completionHandler` with whether that worked.
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void)
  /// The player is about to move into native fullscreen; `coordinator` runs blocks alongside and after.
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willBeginFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator)
  /// The player is about to leave native fullscreen; `coordinator` runs blocks alongside and after.
  func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willEndFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator)
}

extension PlayerViewControllerDelegate {
  /// Does nothing.
  public func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: NativePlayerViewController
  ) {}
  /// Does nothing.
  public func playerViewControllerDidStartPictureInPicture(_ playerViewController: NativePlayerViewController)
  {}
  /// Does nothing.
  public func playerViewController(
    _ playerViewController: NativePlayerViewController,
    failedToStartPictureInPictureWithError error: any Error
  ) {}
  /// Does nothing.
  public func playerViewControllerWillStopPictureInPicture(_ playerViewController: NativePlayerViewController)
  {}
  /// Does nothing.
  public func playerViewControllerDidStopPictureInPicture(_ playerViewController: NativePlayerViewController)
  {}
  /// True: fullscreen ends when PiP starts.
  public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
    _ playerViewController: NativePlayerViewController
  ) -> Bool { true }
  /// Answers false: nothing was restored.
  public func playerViewController(
    _ playerViewController: NativePlayerViewController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    completionHandler(false)
  }
  /// Does nothing.
  public func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willBeginFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator
  ) {}
  /// Does nothing.
  public func playerViewController(
    _ playerViewController: NativePlayerViewController,
    willEndFullScreenPresentationWithAnimationCoordinator coordinator: TransitionCoordinator
  ) {}
}
