import Clocks
import CoreMediaTime
import PiPSim

/// The system's Picture-in-Picture window as the user sees and touches it.
///
/// What AVKit leaves to the user (the close and "return to app" buttons, play / pause, skip, resizing)
/// a test does through this value; each action reaches the controller exactly as the user's touch
/// would on iOS. Get it from ``SimulatedApp/pictureInPictureWindow``.
@MainActor
public struct PictureInPictureWindow {
  /// The controller whose content the window shows.
  public let controller: PictureInPictureController

  /// The window's frame on screen, in points.
  public var frame: CGRect? { controller.pictureInPictureFrame }

  /// The system window hosting a video call's content view controller; nil for layer sources.
  public var window: Window? { controller.pictureInPictureWindow }

  /// The picture the window shows now, with a checksum of its pixels; nil when it shows none.
  ///
  /// For a layer source the window mirrors the layer (a sample-buffer display layer's frame on
  /// screen, a player layer's); for a video call it shows its content view controller's views, and
  /// this is the frame of the frontmost layer in them that shows one (the seat view the app moved
  /// there).
  public var presentedFrame: PresentedFrame? { controller.pictureInPictureContentFrame }

  /// Whether the window shows "seeking": a skip whose completion the app has not called yet.
  public var isSeeking: Bool { controller.isSeekingInPictureInPictureUI }

  /// What a sample-buffer source's playback delegate last answered (range, paused); nil for others.
  public var playbackState: SampleBufferPlaybackState? { controller.sampleBufferPlaybackState }

  /// The user taps the close button (X): `willStop`, `didStop`, no restore.
  public func userTapsClose() {
    controller.simulateUserTapsClose()
  }

  /// The user taps "return to app": restore, then `willStop`, then `didStop`.
  public func userTapsRestore() {
    controller.simulateUserTapsRestore()
  }

  /// The user taps play / pause: a player layer's player pauses or plays, a sample-buffer source's
  /// playback delegate hears `setPlaying`.
  public func userTogglesPlayPause() {
    controller.simulateUserTogglesPlayPause()
  }

  /// The user taps a skip button; the window shows "seeking" until the skip completes (a player
  /// layer's player seeks by `interval`; a sample-buffer delegate calls its completion).
  public func userSkips(by interval: CMTime) {
    controller.simulateUserSkip(by: interval)
  }

  /// The user pinches the window to `size` points; a sample-buffer source hears the new render size.
  public func userResizes(to size: CGSize) {
    controller.simulateUserResize(to: size)
  }
}

extension SimulatedApp {
  /// The Picture-in-Picture window on screen (or being animated on or off), nil when there is none.
  public var pictureInPictureWindow: PictureInPictureWindow? {
    guard let controller = simulation.service(PictureInPictureArbiter.self).activeController else {
      return nil
    }
    return PictureInPictureWindow(controller: controller)
  }
}
