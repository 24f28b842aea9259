import Clocks
import Runtime

/// The simulator's knobs for behaviour the sources leave open or that differs between platforms.
public struct PictureInPictureSettings: Hashable, Sendable {
  /// The order of the restore callback relative to `willStop` when the user returns to the app.
  public enum RestoreOrder: Hashable, Sendable {
    /// iPhone and iPad: restore, then `willStop`, then `didStop`.
    case restoreThenWillStop
    /// An iPad app running on a Mac: `willStop`, then restore, then `didStop`.
    case willStopThenRestore
  }

  /// Time between `willStart` and `didStart` (or a late start failure).
  public var startAnimationDuration = MediaTime.milliseconds(300)
  /// Time between `willStop` (or the restore completion) and `didStop`.
  public var stopAnimationDuration = MediaTime.milliseconds(300)
  /// How long the system waits for the restore completion before acting as if it got `false`.
  public var restoreCompletionTimeout = MediaTime.seconds(1)
  /// Whether `stopPictureInPicture()` goes through the restore callback (default: no).
  public var stopRestoresUserInterface = false
  /// Whether the user's close button goes through the restore callback (AVPlayerViewController-like; default: no).
  public var closeRestoresUserInterface = false
  /// Restore callback order.
  public var restoreOrder = RestoreOrder.restoreThenWillStop
  /// Whether returning to the app stops an automatically started PiP of a player layer or a
  /// sample-buffer layer through the restore path (default: yes, as SDK authors expect; see
  /// docs/ios-behaviour.md, "What the user and the system do to the app and its playback").
  public var stopsAutomaticPictureInPictureOnForeground = true
  /// Whether returning to the app stops an automatically started video-call PiP (default: no: call
  /// SDKs report that it stays open and stop it themselves when the app is active again).
  public var stopsAutomaticVideoCallPictureInPictureOnForeground = false
  /// Whether a controller the app releases while PiP is on screen lives on until PiP ends (default:
  /// no, the PiP window closes at once without callbacks, as Apple's documentation and reports
  /// describe; an iOS 14 report saw playback outlive the released controller). See
  /// docs/ios-behaviour.md, "A controller released while PiP is active".
  public var systemKeepsReleasedControllerUntilPictureInPictureEnds = false
  /// Whether `stopPictureInPicture()` does nothing while the app is in the background (default: no,
  /// it stops as in the foreground, as the API documents). A report sees the call do nothing once the
  /// app is in the background (docs/ios-behaviour.md, "stopPictureInPicture() in the background");
  /// turn this on to reproduce it.
  public var ignoresStopInBackground = false
  /// How long the PiP window's picture may stay the same frame before PiPSim records
  /// `pip.picture.frozen` (a warning: iOS itself says nothing and keeps the last frame); nil turns
  /// the check off. A window that never showed a frame is not frozen.
  public var frozenPictureDiagnosticDelay: MediaTime? = .seconds(2)
  /// How long a skip from the PiP window may wait for the playback delegate's completion handler
  /// before PiPSim records `pip.skip.unanswered` (a warning: iOS keeps the window seeking, ignores
  /// further skips and says nothing); nil turns the check off.
  public var unansweredSkipDiagnosticDelay: MediaTime? = .seconds(2)
  /// Width of the PiP window in points (within ``windowWidthRange``); the height follows the
  /// content's aspect ratio.
  public var windowWidth = 180.0

  /// The longest of the durations above: an hour, far beyond any animation or timeout of iOS.
  public static let maximumDuration = MediaTime.seconds(3_600)
  /// The widths ``windowWidth`` takes, in points: from a window smaller than iOS's smallest to one
  /// wider than an iPad's largest.
  public static let windowWidthRange = 80.0...1_000.0

  /// The defaults described on each property.
  public init() {}

  /// Checks every setting against its limit, as ``PictureInPictureArbiter`` does when it is given them.
  ///
  /// - Throws: `.durationOutOfRange` for a duration that is negative or beyond ``maximumDuration``
  ///   (the frozen-picture and unanswered-skip delays may also be nil), `.windowWidthOutOfRange` for a width outside
  ///   ``windowWidthRange``.
  public func validate() throws(PictureInPictureSettingError) {
    let durations: [(String, MediaTime?)] = [
      ("startAnimationDuration", startAnimationDuration), ("stopAnimationDuration", stopAnimationDuration),
      ("restoreCompletionTimeout", restoreCompletionTimeout),
      ("frozenPictureDiagnosticDelay", frozenPictureDiagnosticDelay),
      ("unansweredSkipDiagnosticDelay", unansweredSkipDiagnosticDelay),
    ]
    for case (let name, let duration?) in durations where !(.zero...Self.maximumDuration).contains(duration) {
      throw .durationOutOfRange(setting: name, duration, maximum: Self.maximumDuration)
    }
    guard Self.windowWidthRange.contains(windowWidth) else {
      throw .windowWidthOutOfRange(windowWidth, range: Self.windowWidthRange)
    }
  }
}
