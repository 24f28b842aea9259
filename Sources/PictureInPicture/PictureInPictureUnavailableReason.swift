import Runtime

/// One reason why `isPictureInPicturePossible` is false.
public enum PictureInPictureUnavailableReason: Hashable, Sendable, CustomStringConvertible {
  /// The controller was created on this tick; possibility is first evaluated on a later tick.
  case notYetEvaluated
  /// The device does not support Picture in Picture.
  case unsupportedDevice(String)
  /// `init(contentSource:)` needs iOS 15 or later.
  case systemVersionTooOld(OSVersion)
  /// The app does not declare the `audio` background mode.
  case missingAudioBackgroundMode
  /// The audio session's category is neither `playback` nor `playAndRecord`.
  case audioSessionCategory(AudioSession.Category)
  /// The audio session is not active.
  case audioSessionInactive
  /// The system has interrupted the audio session (a call, an alarm) and not yet ended it.
  case audioSessionInterrupted
  /// Another app is showing Picture in Picture.
  case otherAppShowingPictureInPicture
  /// The controller has no content source.
  case noContentSource
  /// The player layer has no frame ready for display.
  case playerLayerNotReadyForDisplay
  /// The sample-buffer playback delegate was deallocated (the source holds it weakly).
  case playbackDelegateReleased
  /// The video-call source view was deallocated (the source holds it weakly).
  case sourceViewReleased
  /// The source's view or layer is not in a window.
  case sourceNotInWindow

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .notYetEvaluated:
      return "the controller was just created; isPictureInPicturePossible turns true on a later run-loop "
        + "tick, so observe it (options [.initial, .new]) before starting"
    case .unsupportedDevice(let name):
      return "\(name) does not support Picture in Picture"
    case .systemVersionTooOld(let version):
      return "init(contentSource:) needs iOS 15 or later; the device runs \(version)"
    case .missingAudioBackgroundMode:
      return "UIBackgroundModes lacks \"audio\" (Audio, AirPlay, and Picture in Picture)"
    case .audioSessionCategory(let category):
      return "the audio session category is \(category.rawValue); use playback or playAndRecord"
    case .audioSessionInactive:
      return "the audio session is not active; call setActive(true)"
    case .audioSessionInterrupted:
      return "the audio session is interrupted; PiP becomes possible again when the interruption ends"
    case .otherAppShowingPictureInPicture:
      return "another app is showing Picture in Picture"
    case .noContentSource:
      return "the controller has no content source"
    case .playerLayerNotReadyForDisplay:
      return "the player layer is not ready for display yet"
    case .playbackDelegateReleased:
      return "the sample-buffer playback delegate was deallocated; keep a strong reference to it"
    case .sourceViewReleased:
      return "the video-call source view was deallocated; keep a strong reference to it"
    case .sourceNotInWindow:
      return "the source view or layer is not in a window"
    }
  }
}
