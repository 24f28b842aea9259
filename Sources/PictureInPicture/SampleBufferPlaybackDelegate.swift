import Clocks
import CoreMediaTime
import Runtime
import SampleBuffers

/// Answers the PiP UI's playback questions for a sample-buffer content source (AVKit's delegate).
///
/// Held weakly by the content source: if the app drops it, PiP is no longer possible and requests
/// are dropped with a diagnostic.
///
/// Implementation requirements:
/// - After `invalidatePlaybackState()`, the controller asks ``pictureInPictureControllerTimeRangeForPlayback(_:)``,
///   ``pictureInPictureControllerIsPlaybackPaused(_:)`` and the prohibit question once each, in that order.
/// - A finite time range must contain the layer's timebase time; otherwise an app error is recorded.
/// - The skip completion must be called exactly once; until then the PiP UI stays "seeking".
@preconcurrency @MainActor
public protocol PictureInPictureSampleBufferPlaybackDelegate: AnyObject {
  /// The user pressed play (`true`) or pause in the PiP window.
  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController, setPlaying playing: Bool)

  /// The playable range: finite, live (an infinite duration), or `CMTimeRange.invalid` when there is
  /// no content.
  func pictureInPictureControllerTimeRangeForPlayback(
    _ pictureInPictureController: PictureInPictureController
  ) -> CMTimeRange

  /// Whether the PiP UI shows paused, whatever the actual rate.
  func pictureInPictureControllerIsPlaybackPaused(
    _ pictureInPictureController: PictureInPictureController
  ) -> Bool

  /// The PiP window now renders at `newRenderSize` pixels (on start and after each resize).
  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    didTransitionToRenderSize newRenderSize: CMVideoDimensions)

  /// The user asked to skip by `skipInterval`; call `completionHandler` once the skip is done or failed,
  /// from any thread (off the main actor it is handled on the main run loop's next turn).
  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping @Sendable () -> Void)

  /// Whether audio must stop while the PiP window is stashed; optional, `false` by default.
  func pictureInPictureControllerShouldProhibitBackgroundAudioPlayback(
    _ pictureInPictureController: PictureInPictureController
  ) -> Bool
}

extension PictureInPictureSampleBufferPlaybackDelegate {
  /// Allows background audio.
  public func pictureInPictureControllerShouldProhibitBackgroundAudioPlayback(
    _ pictureInPictureController: PictureInPictureController
  ) -> Bool {
    false
  }
}

/// The playback state the controller last read from the sample-buffer playback delegate.
public struct SampleBufferPlaybackState: Hashable, Sendable {
  /// The reported playable range.
  public let timeRange: CMTimeRange
  /// Whether the PiP UI shows paused.
  public let isPaused: Bool
  /// Whether audio must stop while the PiP window is stashed.
  public let prohibitsBackgroundAudio: Bool
}
