/// Receives a Picture-in-Picture controller's lifecycle callbacks (AVKit's delegate, same Swift names).
///
/// Every method is optional (the extension provides empty defaults) and is called on the main run loop.
///
/// Callback order, as on iOS:
/// - Start: `willStart`, then `didStart` once the start animation ends. A start that fails calls
///   `failedToStart` instead of `didStart`; a start refused at once (scene not foreground-active)
///   calls only `failedToStart`. A start that is not possible calls nothing.
/// - The user's close button, or `stopPictureInPicture()`: `willStop`, then `didStop` after the stop
///   animation. No restore callback.
/// - The user's "return to app" button, a second controller taking over, or returning to the app
///   after an automatic start: restore, then (once its completion is called) `willStop`, then
///   `didStop`. An iPad app on a Mac gets `willStop`, restore, `didStop` (a setting).
///
/// Implementation requirements: call the restore completion exactly once, with `true` once the
/// inline interface is back. `false`, or not calling it within the timeout, still stops PiP but
/// marks the source as not restored. Not implementing the method counts as `false`. The completion
/// is `@Sendable`, as AVKit declares it: called from another thread, it is handled on the main run
/// loop's next turn (docs/ios-behaviour.md, "Completion handlers called off the main thread").
@preconcurrency @MainActor
public protocol PictureInPictureControllerDelegate: AnyObject {
  /// PiP is about to start; move content into the PiP container here.
  func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController)

  /// PiP started and its window is on screen.
  func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController)

  /// PiP failed to start; called instead of `didStart`.
  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error)

  /// PiP is about to stop.
  func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController)

  /// PiP stopped and its window is gone.
  func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController)

  /// Restore the inline interface before PiP stops, then call `completionHandler(true)`.
  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void)
}

extension PictureInPictureControllerDelegate {
  /// Does nothing.
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {}

  /// Does nothing.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {}

  /// Does nothing.
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {}

  /// Does nothing.
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {}

  /// Does nothing.
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {}

  /// Not implemented: answers `false` at once, as iOS treats a delegate without this method.
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    pictureInPictureController.noteRestoreNotImplemented()
    completionHandler(false)
  }
}
