import Clocks
import CoreMediaTime
import PictureInPicture
import SampleBuffers

/// The scenario app's sample-buffer playback delegate: answers the PiP window as the scenario's
/// ``SourcePlayback`` says, and logs what the window asked of it on the app's callback log.
///
/// Like a real app's, it invalidates the playback state after a `setPlaying`, and calls a skip's
/// completion at once, unless the `skipNeverCompletes` fault is injected.
@MainActor
final class ScenarioPlaybackDelegate: PictureInPictureSampleBufferPlaybackDelegate {
  private let playback: SourcePlayback
  private let log: (String, String?) -> Void
  private(set) var isPaused: Bool
  /// Whether skips are answered; false after the `skipNeverCompletes` fault.
  var answersSkips = true

  /// A delegate answering as `playback` says, logging each request through `log` (name, detail).
  init(playback: SourcePlayback, log: @escaping (String, String?) -> Void) {
    self.playback = playback
    self.log = log
    isPaused = playback.isPaused
  }

  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController, setPlaying playing: Bool
  ) {
    log("setPlaying", String(playing))
    isPaused = !playing
    pictureInPictureController.invalidatePlaybackState()
  }

  func pictureInPictureControllerTimeRangeForPlayback(
    _ pictureInPictureController: PictureInPictureController
  ) -> CMTimeRange {
    log("timeRange", nil)
    return switch playback.timeRange {
    case .live: CMTimeRange(start: .zero, duration: .positiveInfinity)
    case .finite(let length): CMTimeRange(start: .zero, duration: CMTime(length))
    }
  }

  func pictureInPictureControllerIsPlaybackPaused(
    _ pictureInPictureController: PictureInPictureController
  ) -> Bool {
    log("isPaused", nil)
    return isPaused
  }

  func pictureInPictureControllerShouldProhibitBackgroundAudioPlayback(
    _ pictureInPictureController: PictureInPictureController
  ) -> Bool {
    log("prohibitsBackgroundAudio", nil)
    return false
  }

  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {
    log("renderSize", nil)
  }

  func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping @Sendable () -> Void
  ) {
    log("skipByInterval", String(skipInterval.seconds))
    guard answersSkips else { return }
    log(Scenario.skipCompletionName, nil)
    completionHandler()
  }
}
