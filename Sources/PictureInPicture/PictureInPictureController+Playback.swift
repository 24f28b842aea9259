import MediaPlayback
import Runtime
import VideoRendering
import ViewHierarchy

extension PictureInPictureController {
  /// Why the content is not playing, for an automatic start (which iOS makes only for playing
  /// content); nil when it plays. A player layer plays when its player's rate is not 0, a
  /// sample-buffer source when its playback delegate says it is not paused (asked now, as the
  /// system asks "at other times as it requires"); a video call is live while it is the source.
  func reasonContentIsNotPlaying() -> String? {
    guard let contentSource else { return "there is no content source" }
    if let playerLayer = contentSource.playerLayer {
      guard let player = playerLayer.player else { return "the player layer has no player" }
      return player.rate == 0 ? "the player is paused (rate 0)" : nil
    }
    if contentSource.sampleBufferDisplayLayer != nil {
      queryPlaybackState()
      return sampleBufferPlaybackState?.isPaused ?? true
        ? "the playback delegate says playback is paused" : nil
    }
    return nil
  }

  /// Pauses what plays while another app's PiP holds the screen: iOS documents a suspended PiP's
  /// playback as "active but paused and offscreen". A playing player pauses (rate 0); a sample-buffer
  /// source whose delegate last said it plays hears `setPlaying(false)`. A video call has no
  /// playback to pause.
  func pausePlaybackForSuspension() {
    if let player = contentSource?.playerLayer?.player {
      guard player.rate != 0 else { return }
      player.pause()
      playbackPausedBySuspension = true
    } else if let delegate = contentSource?.sampleBufferPlaybackDelegate,
      contentSource?.sampleBufferDisplayLayer != nil, sampleBufferPlaybackState?.isPaused == false
    {
      traceCallback("pictureInPictureController(_:setPlaying:)", detail: "false")
      delegate.pictureInPictureController(self, setPlaying: false)
      playbackPausedBySuspension = true
    }
    if playbackPausedBySuspension {
      diagnose(
        .pipSuspensionPausedPlayback, .info,
        "another app's PiP suspended ours: playback paused until that PiP ends")
    }
  }

  /// Resumes what ``pausePlaybackForSuspension()`` paused, as the suspended PiP comes back.
  func resumePlaybackAfterSuspension() {
    guard playbackPausedBySuspension else { return }
    playbackPausedBySuspension = false
    if let player = contentSource?.playerLayer?.player {
      player.play()
    } else if let delegate = contentSource?.sampleBufferPlaybackDelegate {
      traceCallback("pictureInPictureController(_:setPlaying:)", detail: "true")
      delegate.pictureInPictureController(self, setPlaying: true)
    }
  }

  /// Warns when a restore the app answered `true` has nothing to return to: the source's inline view
  /// is in no window (the player screen was dismissed when PiP started and not presented again).
  /// Judged at the restore, not when the source left: presenting the screen again in the restore
  /// callback is the standard pattern (`AVPlayerViewController` dismisses itself by default).
  func diagnoseRestoreWithoutTarget() {
    guard contentSource?.inlineView?.window == nil else { return }
    let source = contentSource?.inlineViewLabel ?? "the source"
    diagnose(
      .pipSourceLeftWindowWhileActive, .warning,
      "the restore has nothing to return to: \(source) is in no window when the restore completes; "
        + "put it back in a window in restoreUserInterfaceForPictureInPictureStop before calling its "
        + "completion")
  }
}
