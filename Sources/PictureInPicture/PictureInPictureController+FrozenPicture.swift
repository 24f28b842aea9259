import Clocks
import Runtime
import VideoRendering
import ViewHierarchy

extension PictureInPictureController {
  /// The frame the PiP window shows now: a sample-buffer or player layer's, or for a video call the
  /// frontmost layer showing one in the call view controller's views (the seat the app moved there).
  package var pictureInPictureContentFrame: PresentedFrame? {
    if let layer = contentSource?.sampleBufferDisplayLayer { return layer.presentedFrame }
    if let layer = contentSource?.playerLayer { return layer.presentedFrame }
    return contentSource?.activeVideoCallContentViewController.flatMap { frontmostFrame(in: $0.view) }
  }

  /// Starts looking at the window's picture, four times per
  /// `PictureInPictureSettings.frozenPictureDiagnosticDelay`, while PiP is on screen.
  func startWatchingForFrozenPicture() {
    guard let delay = arbiter.settings.frozenPictureDiagnosticDelay, delay > .zero else { return }
    frozenPictureWatch = FrozenPictureWatch(
      frame: pictureInPictureContentFrame, since: simulation.runLoop.now)
    scheduleFrozenPictureCheck(delay: delay)
  }

  /// Stops looking: the window is gone.
  func stopWatchingForFrozenPicture() {
    frozenPictureWatch?.check?.cancel()
    frozenPictureWatch = nil
  }

  private func scheduleFrozenPictureCheck(delay: MediaTime) {
    let interval = MediaTime(nanoseconds: max(delay.nanoseconds / 4, 1_000_000))
    frozenPictureWatch?.check = simulation.runLoop.schedule(after: interval) { [weak self] in
      self?.checkForFrozenPicture(delay: delay)
    }
  }

  /// Records `pip.picture.frozen` once when the window has shown the same frame for `delay`; a window
  /// that shows no frame is not frozen, and a new frame starts the watch again.
  private func checkForFrozenPicture(delay: MediaTime) {
    guard var watch = frozenPictureWatch else { return }
    let now = simulation.runLoop.now
    let frame = pictureInPictureContentFrame
    if frame != watch.frame {
      watch = FrozenPictureWatch(frame: frame, since: now, check: watch.check)
    } else if let frame, !watch.reported, now - watch.since >= delay {
      simulation.diagnostics.record(
        .pipPictureFrozen, severity: .warning, subject: "PictureInPictureController",
        message:
          "the PiP window has shown frame \(frame.sequenceNumber) for \((now - watch.since).seconds) s: nothing "
          + "new was presented into its content (a producer stopped in the background, a layer left without frames?)"
      )
      watch.reported = true
    }
    frozenPictureWatch = watch
    scheduleFrozenPictureCheck(delay: delay)
  }
}

/// What the frozen-picture check remembers between two looks.
struct FrozenPictureWatch {
  /// The frame the window showed at the last look.
  var frame: PresentedFrame?
  /// Since when it has shown that frame.
  var since: MediaTime
  /// Whether this freeze was already reported.
  var reported = false
  /// The next look.
  var check: ScheduledTask?

  init(frame: PresentedFrame?, since: MediaTime, check: ScheduledTask? = nil) {
    self.frame = frame
    self.since = since
    self.check = check
  }
}

/// The frame of the frontmost layer showing one in `view`'s tree: subviews front to back, then the
/// view's own layers.
@MainActor
private func frontmostFrame(in view: View) -> PresentedFrame? {
  for subview in view.subviews.reversed() {
    if let frame = frontmostFrame(in: subview) { return frame }
  }
  return frontmostFrame(in: view.layer)
}

@MainActor
private func frontmostFrame(in layer: Layer) -> PresentedFrame? {
  for sublayer in layer.sublayers.reversed() {
    if let frame = frontmostFrame(in: sublayer) { return frame }
  }
  return layer.presentedFrame
}
