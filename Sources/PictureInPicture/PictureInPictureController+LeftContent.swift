import ViewHierarchy

extension PictureInPictureController {
  /// Warns when PiP ended with the app's call content still in the video-call view controller's
  /// view: off screen once the window is gone, so the inline call shows a hole where the content was.
  ///
  /// Looked at when `didStop` has returned, so an app that moves its content back in restore or in
  /// didStop itself is never warned; one that moves it later (from a main-queue block) is, once.
  /// The message tells a restore answered `true` without the content back ("not put back") from
  /// a stop that never asked the app (the close button) or that the app declined.
  func diagnoseContentLeftInPictureInPicture() {
    guard let container = contentSource?.activeVideoCallContentViewController?.viewIfLoaded,
      !container.subviews.isEmpty
    else { return }
    let names = container.subviews.map(\.debugLabel).joined(separator: ", ")
    let cause =
      switch lastRestoreOutcome {
      case .restored: "the app answered restore with true but did not put it back"
      case .declined, .notImplemented, .timedOut: "restore did not bring it back and neither did didStop"
      case .notAsked, nil:
        "the stop did not ask to restore (the close button, or a stop by code) and didStop left it"
      }
    diagnose(
      .pipContentLeftInPictureInPicture, .warning,
      "PiP ended with \(names) still in the video-call view controller's view, now off screen: \(cause); "
        + "move the content back in restore and in didStop")
  }
}
