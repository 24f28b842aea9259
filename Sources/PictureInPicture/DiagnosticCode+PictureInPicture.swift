import Runtime

extension DiagnosticCode {
  /// The simulation's PiP settings were given values outside their limits (the old settings are kept).
  public static let pipSettingRefused = DiagnosticCode(rawValue: "pip.settingRefused")
  /// The PiP window showed the same frame for `PictureInPictureSettings.frozenPictureDiagnosticDelay`.
  public static let pipPictureFrozen = DiagnosticCode(rawValue: "pip.picture.frozen")
  /// The PiP window of a sample-buffer or player layer that showed frames has shown none for
  /// `PictureInPictureSettings.frozenPictureDiagnosticDelay` while its content plays (a PiPSim
  /// check: iOS shows an empty window and says nothing).
  public static let pipPictureMissing = DiagnosticCode(rawValue: "pip.picture.missing")
  /// A skip from the PiP window has waited `PictureInPictureSettings.unansweredSkipDiagnosticDelay`
  /// for the playback delegate's completion handler (a PiPSim check: iOS keeps the window seeking).
  public static let pipSkipUnanswered = DiagnosticCode(rawValue: "pip.skip.unanswered")
  /// `startPictureInPicture()` did nothing because PiP is not possible.
  public static let pipStartRefusedNotPossible = DiagnosticCode(rawValue: "pip.start.refused.notPossible")
  /// `startPictureInPicture()` failed with -1001: the scene is not foreground-active.
  public static let pipStartFailedSceneNotActive = DiagnosticCode(rawValue: "pip.start.failed.sceneNotActive")
  /// A start failed after `willStart` (fault injection).
  public static let pipStartFailedLate = DiagnosticCode(rawValue: "pip.start.failed.afterWillStart")
  /// `startPictureInPicture()` did nothing because PiP is already starting or active.
  public static let pipStartIgnoredAlreadyActive = DiagnosticCode(rawValue: "pip.start.ignored.alreadyActive")
  /// `stopPictureInPicture()` did nothing because PiP is not active.
  public static let pipStopIgnoredNotActive = DiagnosticCode(rawValue: "pip.stop.ignored.notActive")
  /// Another app's PiP suspended ours, and the system paused our playback until it ends.
  public static let pipSuspensionPausedPlayback = DiagnosticCode(rawValue: "pip.suspended.pausedPlayback")
  /// A restore the app answered `true` found the content source's view or layer in no window: it has
  /// nothing to return to.
  public static let pipSourceLeftWindowWhileActive = DiagnosticCode(
    rawValue: "pip.source.leftWindowWhileActive")
  /// PiP ended with the app's content still in the video-call view controller's view (off screen).
  public static let pipContentLeftInPictureInPicture = DiagnosticCode(rawValue: "pip.content.leftInPiPView")
  /// The audio session stopped allowing PiP (a category other than playback or playAndRecord, or
  /// deactivated) while PiP was on screen; PiP stays, but cannot start again until it allows it.
  public static let pipAudioSessionUnfitWhileActive = DiagnosticCode(
    rawValue: "pip.audioSession.unfitWhileActive")
  /// `stopPictureInPicture()` did nothing: the app is in the background and
  /// `PictureInPictureSettings.ignoresStopInBackground` is on.
  public static let pipStopIgnoredInBackground = DiagnosticCode(rawValue: "pip.stop.ignored.inBackground")
  /// A stop request arrived while PiP was already stopping.
  public static let pipStopIgnoredAlreadyStopping = DiagnosticCode(
    rawValue: "pip.stop.ignored.alreadyStopping")
  /// A stop request arrived while PiP was starting; it runs once the start finishes.
  public static let pipStopDeferred = DiagnosticCode(rawValue: "pip.stop.deferred")
  /// An event the state machine has no transition for in the current state (ignored).
  public static let pipIllegalTransition = DiagnosticCode(rawValue: "pip.illegalTransition")
  /// The restore completion was called with `false`, or the delegate does not implement restore.
  public static let pipRestoreDeclined = DiagnosticCode(rawValue: "pip.restore.declined")
  /// The delegate does not implement the restore method; treated as `false`.
  public static let pipRestoreNotImplemented = DiagnosticCode(rawValue: "pip.restore.notImplemented")
  /// The restore completion was not called in time; treated as `false`.
  public static let pipRestoreTimedOut = DiagnosticCode(rawValue: "pip.restore.timedOut")
  /// The restore completion was called a second time (ignored).
  public static let pipRestoreCompletionCalledTwice = DiagnosticCode(
    rawValue: "pip.restore.completionCalledTwice")
  /// The restore completion was called after the timeout (ignored).
  public static let pipRestoreCompletionTooLate = DiagnosticCode(rawValue: "pip.restore.completionTooLate")
  /// The controller cannot ever show PiP (unsupported device or OS below 15).
  public static let pipUnsupported = DiagnosticCode(rawValue: "pip.unsupported")
  /// The content source was removed or is not ready while PiP was active; PiP stops.
  public static let pipContentSourceInvalid = DiagnosticCode(rawValue: "pip.contentSource.invalid")
  /// Automatic start on backgrounding did not happen, and why.
  public static let pipAutomaticStartSkipped = DiagnosticCode(rawValue: "pip.autoStart.skipped")
  /// The sample-buffer time range does not contain the layer's timebase time (an app error).
  public static let pipTimeRangeExcludesCurrentTime = DiagnosticCode(
    rawValue: "pip.sampleBuffer.timeRangeExcludesTime")
  /// A sample-buffer request could not be delivered (no sample-buffer source, delegate gone, not active).
  public static let pipSampleBufferRequestIgnored = DiagnosticCode(
    rawValue: "pip.sampleBuffer.requestIgnored")
  /// A completion handler the app answers with (restore, skip) was called off the main thread; it is
  /// handled on the main run loop's next turn, since AVKit declares it `@Sendable`.
  public static let pipAnswerOffMainThread = DiagnosticCode(rawValue: "pip.answer.offMainThread")
  /// The skip completion was called a second time (ignored).
  public static let pipSkipCompletionCalledTwice = DiagnosticCode(
    rawValue: "pip.sampleBuffer.skipCompletionCalledTwice")
  /// A simulated user action that the PiP UI does not offer in the current state (ignored).
  public static let pipUserActionIgnored = DiagnosticCode(rawValue: "pip.userAction.ignored")
  /// The app released the controller while PiP was starting, active or stopping; the window closed.
  public static let pipControllerReleasedWhileActive = DiagnosticCode(
    rawValue: "pip.controller.releasedWhileActive")
  /// A `PiPSession` was released while its source view was in the PiP container; the view went back.
  public static let pipSessionReleasedWhileActive = DiagnosticCode(
    rawValue: "pip.session.releasedWhileActive")
  /// An arbiter request that does not match the system's state (ignored).
  public static let pipArbiterRequestIgnored = DiagnosticCode(rawValue: "pip.arbiter.requestIgnored")
}
