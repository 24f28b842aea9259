import Clocks
import CoreMediaTime
import Foundation
import Runtime
import SampleBuffers
import VideoRendering
import ViewHierarchy

extension PictureInPictureController {
  /// Tells the controller that playback paused, resumed or changed duration (sample-buffer sources).
  ///
  /// The controller then asks the playback delegate for the time range, the paused state and the
  /// prohibit question, once each. A finite range that does not contain the layer's timebase time
  /// is recorded as an app error.
  public func invalidatePlaybackState() {
    queryPlaybackState()
  }

  /// The user pressed play or pause in the PiP window: a player layer's player plays or pauses, a
  /// sample-buffer source's delegate gets `setPlaying` with the new state.
  package func simulateUserTogglesPlayPause() {
    guard isUserInterfaceShown(for: "play/pause") else { return }
    if let player = contentSource?.playerLayer?.player {
      if player.rate == 0 { player.play() } else { player.pause() }
      return
    }
    guard let delegate = playbackDelegate(for: "play/pause") else { return }
    let paused = sampleBufferPlaybackState?.isPaused ?? false
    traceCallback("pictureInPictureController(_:setPlaying:)", detail: String(paused))
    delegate.pictureInPictureController(self, setPlaying: paused)
  }

  /// The user pressed a skip button; the UI shows "seeking" until the skip completes: a player
  /// layer's player seeks by `interval` from its current time, a sample-buffer source's delegate is
  /// asked to skip and calls the completion.
  ///
  /// Ignored (with a diagnostic) when ``requiresLinearPlayback`` hides the skip buttons or a skip
  /// is still in progress.
  package func simulateUserSkip(by interval: CMTime) {
    guard isUserInterfaceShown(for: "skip") else { return }
    let player = contentSource?.playerLayer?.player
    let delegate = player == nil ? playbackDelegate(for: "skip") : nil
    guard player != nil || delegate != nil else { return }
    guard !requiresLinearPlayback else {
      diagnose(.pipUserActionIgnored, .info, "skip ignored: requiresLinearPlayback hides the skip controls")
      return
    }
    guard !isSeekingInPictureInPictureUI else {
      diagnose(.pipUserActionIgnored, .info, "skip ignored: the previous skip has not completed")
      return
    }
    setSeeking(true)
    skipCount += 1
    let skip = skipCount
    pendingSkip = skip
    let completion: @Sendable () -> Void = { [weak self, runLoop = simulation.runLoop] in
      Self.handleAnswer("skip completion \(skip)", to: self, on: runLoop) { $0.skipCompletionCalled(skip) }
    }
    if let player {
      player.seek(to: player.currentTime() + interval) { _ in completion() }
      return
    }
    traceCallback(
      "pictureInPictureController(_:skipByInterval:completion:)", detail: String(interval.seconds))
    if let delay = arbiter.settings.unansweredSkipDiagnosticDelay, delay > .zero {
      simulation.runLoop.schedule(after: delay) { [weak self] in
        guard let self, pendingSkip == skip else { return }
        diagnose(
          .pipSkipUnanswered, .warning,
          "skip \(skip) has waited \(delay.seconds) s for its completion handler: the PiP window shows seeking "
            + "and ignores further skips; call the completion once the skip is done")
      }
    }
    delegate?.pictureInPictureController(self, skipByInterval: interval, completion: completion)
  }

  private func skipCompletionCalled(_ skip: Int) {
    // A player's seek answers a player layer's skip; only a sample-buffer delegate's answer is the app's.
    if contentSource?.sampleBufferDisplayLayer != nil { traceCallback("skipCompletion") }
    guard pendingSkip == skip else {
      diagnose(.pipSkipCompletionCalledTwice, .appError, "skip completion \(skip) called again; ignored")
      return
    }
    pendingSkip = nil
    setSeeking(false)
  }

  /// Sets whether the PiP UI shows "seeking", with a `pip.seeking` instant in the trace.
  private func setSeeking(_ seeking: Bool) {
    isSeekingInPictureInPictureUI = seeking
    traceSeeking(seeking)
  }

  /// The user resized the PiP window to `size` points; sample-buffer sources hear the new render size.
  package func simulateUserResize(to size: CGSize) {
    guard isUserInterfaceShown(for: "resize"), let frame = pictureInPictureFrame else { return }
    let resized = CGRect(origin: frame.origin, size: size)
    pictureInPictureFrame = resized
    pictureInPictureWindow?.frame = resized
    reportRenderSize()
  }

  /// Reads the playback state from the delegate and validates it.
  func queryPlaybackState() {
    guard let delegate = playbackDelegate(for: "invalidatePlaybackState"),
      let layer = contentSource?.sampleBufferDisplayLayer
    else { return }
    traceCallback("pictureInPictureControllerTimeRangeForPlayback")
    let timeRange = delegate.pictureInPictureControllerTimeRangeForPlayback(self)
    traceCallback("pictureInPictureControllerIsPlaybackPaused")
    let isPaused = delegate.pictureInPictureControllerIsPlaybackPaused(self)
    traceCallback("pictureInPictureControllerShouldProhibitBackgroundAudioPlayback")
    let prohibits = delegate.pictureInPictureControllerShouldProhibitBackgroundAudioPlayback(self)
    sampleBufferPlaybackState = SampleBufferPlaybackState(
      timeRange: timeRange, isPaused: isPaused, prohibitsBackgroundAudio: prohibits)
    let now = CMTime(layer.timebaseTime)
    if timeRange.isValid, !timeRange.duration.isPositiveInfinity, !timeRange.containsTime(now),
      now != timeRange.end
    {
      diagnose(
        .pipTimeRangeExcludesCurrentTime, .appError,
        "the time range \(timeRange) does not contain the timebase time \(now)")
    }
  }

  /// Tells a sample-buffer delegate the PiP window's size in pixels.
  func reportRenderSize() {
    guard contentSource?.sampleBufferDisplayLayer != nil, let frame = pictureInPictureFrame,
      let delegate = playbackDelegate(for: "render size")
    else { return }
    let scale = simulation.device.screenScale
    let dimensions = CMVideoDimensions(
      width: Int32((frame.width * scale).rounded()), height: Int32((frame.height * scale).rounded()))
    traceCallback("pictureInPictureController(_:didTransitionToRenderSize:)")
    delegate.pictureInPictureController(self, didTransitionToRenderSize: dimensions)
  }

  private func playbackDelegate(for request: String) -> (any PictureInPictureSampleBufferPlaybackDelegate)? {
    guard let source = contentSource, source.sampleBufferDisplayLayer != nil else {
      diagnose(
        .pipSampleBufferRequestIgnored, .info,
        "\(request) ignored: the content source is not a sample-buffer source")
      return nil
    }
    guard let delegate = source.sampleBufferPlaybackDelegate else {
      diagnose(
        .pipSampleBufferRequestIgnored, .warning, "\(request) ignored: the playback delegate was deallocated")
      return nil
    }
    return delegate
  }
}
