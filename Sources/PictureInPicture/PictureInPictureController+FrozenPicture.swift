import Clocks
import Runtime
import VideoRendering
import ViewHierarchy

extension PictureInPictureController {
  /// The frame the PiP window shows now: a sample-buffer or player layer's, or for a video call the
  /// frontmost layer showing one in the call view controller's views (the seat the app moved there).
  package var pictureInPictureContentFrame: PresentedFrame? { readContentLayer { $0.presentedFrame } }

  /// Which frame the PiP window shows now, found as ``pictureInPictureContentFrame`` finds it but
  /// without reading its pixels: what the frozen-picture check compares.
  private var pictureInPictureContentFrameIdentity: ShownFrameIdentity? {
    readContentLayer { layer in
      guard let sink = layer.frameSink, let sequenceNumber = sink.sequenceNumberOnScreen else { return nil }
      return ShownFrameIdentity(sink: ObjectIdentifier(sink), sequenceNumber: sequenceNumber)
    }
  }

  /// Whether the PiP content is paused, so a still picture is expected: a sample-buffer source whose
  /// playback delegate last said paused, or a player layer whose player's rate is 0.
  private var isContentPaused: Bool {
    if contentSource?.sampleBufferDisplayLayer != nil { return sampleBufferPlaybackState?.isPaused == true }
    if let player = contentSource?.playerLayer?.player { return player.rate == 0 }
    return false
  }

  /// `read` of the layer the PiP window shows: a sample-buffer or player source's own layer, or for a
  /// video call the frontmost layer in the call view controller's views for which `read` gives one.
  private func readContentLayer<Value>(_ read: (Layer) -> Value?) -> Value? {
    if let layer = contentSource?.sampleBufferDisplayLayer { return read(layer) }
    if let layer = contentSource?.playerLayer { return read(layer) }
    return contentSource?.activeVideoCallContentViewController.flatMap { frontmost(in: $0.view, read) }
  }

  /// Starts looking at the window's picture (for a frozen or a missing one), four times per
  /// `PictureInPictureSettings.frozenPictureDiagnosticDelay`, while PiP is on screen.
  func startWatchingForFrozenPicture() {
    guard let delay = arbiter.settings.frozenPictureDiagnosticDelay, delay > .zero else { return }
    let frame = pictureInPictureContentFrameIdentity
    frozenPictureWatch = FrozenPictureWatch(
      frame: frame, since: simulation.runLoop.now, hasShownAFrame: frame != nil)
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

  /// Records `pip.picture.frozen` once when the window has shown the same frame for `delay`, and
  /// `pip.picture.missing` once when a sample-buffer or player layer's window that showed frames has
  /// shown none for `delay` while its content plays; a new frame, or paused content, starts the watch
  /// again.
  private func checkForFrozenPicture(delay: MediaTime) {
    guard var watch = frozenPictureWatch else { return }
    let now = simulation.runLoop.now
    let frame = pictureInPictureContentFrameIdentity
    if frame != watch.frame || isContentPaused {
      watch = FrozenPictureWatch(
        frame: frame, since: now, hasShownAFrame: watch.hasShownAFrame || frame != nil, check: watch.check)
    } else if !watch.reported, now - watch.since >= delay {
      if let frame {
        simulation.diagnostics.record(
          .pipPictureFrozen, severity: .warning, subject: "AVPictureInPictureController",
          message:
            "the PiP window has shown frame \(frame.sequenceNumber) for \((now - watch.since).seconds) s: nothing "
            + "new was presented into its content (a producer stopped in the background, a layer left without "
            + "frames?)")
        watch.reported = true
      } else if watch.hasShownAFrame, contentSource?.activeVideoCallContentViewController == nil {
        simulation.diagnostics.record(
          .pipPictureMissing, severity: .warning, subject: "AVPictureInPictureController",
          message:
            "the PiP window has shown no picture for \((now - watch.since).seconds) s while its content plays: "
            + "its layer has nothing to show (a player taken off its player layer in the background?)")
        watch.reported = true
      }
    }
    frozenPictureWatch = watch
    scheduleFrozenPictureCheck(delay: delay)
  }
}

/// What the frozen-picture check remembers between two looks.
struct FrozenPictureWatch {
  /// The frame the window showed at the last look.
  var frame: ShownFrameIdentity?
  /// Since when it has shown that frame.
  var since: MediaTime
  /// Whether the window has shown a frame since PiP came on screen.
  var hasShownAFrame = false
  /// Whether this freeze was already reported.
  var reported = false
  /// The next look.
  var check: ScheduledTask?
}

/// A frame on screen: the sink showing it and the frame's running number in its pipeline.
struct ShownFrameIdentity: Equatable {
  let sink: ObjectIdentifier
  let sequenceNumber: Int64
}

/// `read` of the frontmost layer in `view`'s tree it gives a value for: subviews front to back, then
/// the view's own layers.
@MainActor
private func frontmost<Value>(in view: View, _ read: (Layer) -> Value?) -> Value? {
  for subview in view.subviews.reversed() {
    if let value = frontmost(in: subview, read) { return value }
  }
  return frontmost(in: view.layer, read)
}

@MainActor
private func frontmost<Value>(in layer: Layer, _ read: (Layer) -> Value?) -> Value? {
  for sublayer in (layer.sublayers ?? []).reversed() {
    if let value = frontmost(in: sublayer, read) { return value }
  }
  return read(layer)
}
