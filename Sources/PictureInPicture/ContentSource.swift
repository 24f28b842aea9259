import MediaPlayback
import VideoRendering
import ViewHierarchy

extension PictureInPictureController {
  /// What Picture in Picture shows: a player layer, a sample-buffer display layer, or a video call.
  ///
  /// References are held as AVKit holds them: the sample-buffer playback delegate and the
  /// video-call source view are weak (if the app lets them go, PiP loses them), the layers and the
  /// video-call content view controller are strong.
  @MainActor
  public final class ContentSource {
    /// The player layer, for a player-layer source.
    public let playerLayer: PlayerLayer?
    /// The sample-buffer display layer, for a sample-buffer source.
    public let sampleBufferDisplayLayer: SampleBufferDisplayLayer?
    /// The playback delegate of a sample-buffer source, held weakly.
    public private(set) weak var sampleBufferPlaybackDelegate:
      (any PictureInPictureSampleBufferPlaybackDelegate)?
    /// The inline view showing the call, for a video-call source, held weakly.
    public private(set) weak var activeVideoCallSourceView: View?
    /// The container shown in the PiP window, for a video-call source, held strongly.
    public let activeVideoCallContentViewController: PictureInPictureVideoCallViewController?

    /// Creates a source showing `playerLayer`.
    public init(playerLayer: PlayerLayer) {
      self.playerLayer = playerLayer
      sampleBufferDisplayLayer = nil
      activeVideoCallContentViewController = nil
    }

    /// Creates a source showing the sample buffers of `sampleBufferDisplayLayer`.
    ///
    /// - Parameters:
    ///   - sampleBufferDisplayLayer: the layer the app enqueues frames on.
    ///   - playbackDelegate: answers the PiP UI's playback questions; held weakly.
    public init(
      sampleBufferDisplayLayer: SampleBufferDisplayLayer,
      playbackDelegate: any PictureInPictureSampleBufferPlaybackDelegate
    ) {
      playerLayer = nil
      self.sampleBufferDisplayLayer = sampleBufferDisplayLayer
      sampleBufferPlaybackDelegate = playbackDelegate
      activeVideoCallContentViewController = nil
    }

    /// Creates a source for an active video call.
    ///
    /// - Parameters:
    ///   - activeVideoCallSourceView: the inline view of the call; its frame is the restore target.
    ///   - contentViewController: the container shown in the PiP window.
    public init(
      activeVideoCallSourceView: View, contentViewController: PictureInPictureVideoCallViewController
    ) {
      playerLayer = nil
      sampleBufferDisplayLayer = nil
      self.activeVideoCallSourceView = activeVideoCallSourceView
      activeVideoCallContentViewController = contentViewController
    }

    /// The inline view whose window and scene decide whether PiP may start.
    var inlineView: View? {
      if let playerLayer { return playerLayer.hostingView }
      if let sampleBufferDisplayLayer { return sampleBufferDisplayLayer.hostingView }
      return activeVideoCallSourceView
    }

    /// The source's inline view as a diagnostic names it, or what the source is once it has none.
    var inlineViewLabel: String {
      if let inlineView { return inlineView.debugLabel }
      if playerLayer != nil { return "the player layer (in no view)" }
      if sampleBufferDisplayLayer != nil { return "the sample-buffer display layer (in no view)" }
      return "the video-call source view (released)"
    }

    /// Why the source cannot be shown right now, or nil when it is ready.
    var readinessProblem: PictureInPictureUnavailableReason? {
      if let playerLayer {
        return playerLayer.isReadyForDisplay ? nil : .playerLayerNotReadyForDisplay
      }
      if sampleBufferDisplayLayer != nil {
        return sampleBufferPlaybackDelegate == nil ? .playbackDelegateReleased : nil
      }
      return activeVideoCallSourceView == nil ? .sourceViewReleased : nil
    }
  }
}
