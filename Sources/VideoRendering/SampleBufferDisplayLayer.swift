import Clocks
import CoreMediaTime
import Dispatch
import Foundation
import RenderPipeline
import Runtime
import SampleBuffers
import ViewHierarchy

/// A layer that shows the sample buffers an app enqueues: AVFoundation's `AVSampleBufferDisplayLayer`,
/// the front door of PiPSim's render pipeline.
///
/// The queue behind it is its ``sampleBufferRenderer`` (iOS 17's `AVSampleBufferVideoRenderer`); the
/// layer's own `enqueue`, `flush`, `status` and the rest (deprecated on iOS 17 but what most apps
/// call) forward to it, and may be called from any thread. Frames are presented on the simulation's
/// run loop at ``SampleBufferRenderingSettings/displayHertz`` (60 by default) from the moment the
/// layer is made, into the layer's own contents: they show wherever the layer is, inline, on the
/// way into the PiP window, inside it, and back.
///
/// As on iOS, when the app goes to the background while the layer's video is not in Picture in
/// Picture, the system interrupts it: status `.failed` (-11847, "Operation Interrupted") until a
/// flush (``SampleBufferRenderingSettings/interruptsInBackground``; see docs/ios-behaviour.md). The
/// interruption is traced (`sampleBuffer.interrupted`), ``status``, ``error`` and
/// ``requiresFlushToResumeDecoding`` change observably, and the layer posts
/// ``failedToDecodeNotification`` and ``requiresFlushToResumeDecodingDidChangeNotification``; a
/// flush posts the latter again as it clears the failure (`sampleBuffer.resumed`).
@preconcurrency @MainActor
open class SampleBufferDisplayLayer: Layer, KeyValueObservable, VideoGravityLayer {
  /// Posted on `NotificationCenter.default` (object: the layer) when the layer fails to decode, as
  /// when the system interrupts it; ``failedToDecodeErrorKey`` in its user info gives the error.
  public nonisolated static let failedToDecodeNotification = Notification.Name(
    "AVSampleBufferDisplayLayerFailedToDecodeNotification")
  /// The user-info key of ``failedToDecodeNotification``'s error.
  public nonisolated static let failedToDecodeErrorKey =
    "AVSampleBufferDisplayLayerFailedToDecodeNotificationErrorKey"
  /// Posted on `NotificationCenter.default` (object: the layer) when
  /// ``requiresFlushToResumeDecoding`` changes.
  public nonisolated static let requiresFlushToResumeDecodingDidChangeNotification = Notification.Name(
    "AVSampleBufferDisplayLayerRequiresFlushToResumeDecodingDidChangeNotification")

  /// Observers of ``status``, ``error`` and ``requiresFlushToResumeDecoding``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()
  /// The queue and renderer behind the layer, with the same enqueue API.
  public nonisolated let sampleBufferRenderer: SampleBufferVideoRenderer
  /// How the picture fits the layer's bounds (`AVLayerVideoGravity`, default `.resizeAspect`).
  public var videoGravity = VideoGravity.resizeAspect
  /// Whether the device stays awake while the layer plays (kept; the simulator never sleeps).
  public var preventsDisplaySleepDuringVideoPlayback = true
  /// Whether the layer's video is in the Picture-in-Picture window now (set by the PiP controller),
  /// which keeps the system from interrupting it in the background; leaving PiP while the app is in
  /// the background interrupts it then.
  package var isShownInPictureInPicture = false {
    didSet {
      if oldValue, !isShownInPictureInPicture { interruptIfInBackground() }
    }
  }

  private let simulation: Simulation
  private var displayTicker: DisplayTicker?
  private var activationObservation: ObservationToken?

  /// A presentation copy of `layer` (`init(layer:)`): it shares the model's renderer and gravity
  /// and does not tick or take frames itself.
  public required init(layer: Any) {
    simulation = Simulation.current
    let model = layer as? SampleBufferDisplayLayer
    sampleBufferRenderer =
      model?.sampleBufferRenderer
      ?? simulation.service(SampleBufferRenderingSettings.self).makeRenderer(traceLabel: "presentation layer")
    super.init(layer: layer)
    videoGravity = model?.videoGravity ?? videoGravity
  }

  /// A layer of the current simulation, ticking from now on its run loop.
  public required init() {
    simulation = Simulation.current
    let settings = simulation.service(SampleBufferRenderingSettings.self)
    sampleBufferRenderer = settings.makeRenderer(
      traceLabel: "sample-buffer layer \(settings.nextLayerNumber())")
    super.init()
    sampleBufferRenderer.sink.attach(to: self)
    sampleBufferRenderer.setStatusObserver { [weak self, runLoop = simulation.runLoop] change in
      // A status change from the app's own thread reaches observers on the main run loop's next turn.
      runLoop.runOnMain { self?.rendererStatusDidChange(change) }
    }
    activationObservation = simulation.app.activationChanges.add { [weak self] change in
      guard let self, change.to == .background else { return }
      // Judged once everyone has heard of the change: a PiP controller that starts by itself on
      // backgrounding shows this layer by then.
      simulation.runLoop.perform { [weak self] in self?.interruptIfInBackground() }
    }
    // The renderer, not the layer: it holds nothing of the layer, and the ticker (so this closure)
    // goes with the layer.
    displayTicker = DisplayTicker(
      runLoop: simulation.runLoop, hertz: settings.displayHertz,
      isIdle: { [sampleBufferRenderer] in sampleBufferRenderer.isIdle }
    ) { [sampleBufferRenderer] time in
      sampleBufferRenderer.tick(at: time)
    }
  }

  /// Interrupts the renderer, as the system does, when the app is in the background and the layer's
  /// video is not in Picture in Picture.
  private func interruptIfInBackground() {
    guard simulation.app.activationState == .background, !isInPictureInPicture,
      simulation.service(SampleBufferRenderingSettings.self).interruptsInBackground
    else { return }
    sampleBufferRenderer.interrupt()
  }

  /// Tells observers of a status change: KVO, AVFoundation's notifications and the trace.
  private func rendererStatusDidChange(_ change: SampleBufferVideoRenderer.StatusChange) {
    if case .droppedForInvalidTime(let time) = change {
      simulation.diagnostics.record(
        .sampleBufferInvalidTime, severity: .warning, subject: "AVSampleBufferDisplayLayer",
        message:
          "a sample buffer enqueued with the presentation time \(time), which is no time, was dropped "
          + "(reason invalidTime); give it a finite time, or the display-immediately attachment")
      return
    }
    didChangeValue(for: \SampleBufferDisplayLayer.status)
    guard change != .startedRendering else { return }
    didChangeValue(for: \SampleBufferDisplayLayer.error)
    didChangeValue(for: \SampleBufferDisplayLayer.requiresFlushToResumeDecoding)
    let label = sampleBufferRenderer.pipeline.configuration.traceLabel ?? "sample-buffer layer"
    if change == .interrupted {
      simulation.mainTrack.instant(
        "sampleBuffer.interrupted", category: .state,
        ["layer": .string(label), "code": .int(Int64(sampleBufferRenderingInterruptedError.code))])
      NotificationCenter.default.post(
        name: Self.failedToDecodeNotification, object: self,
        userInfo: [Self.failedToDecodeErrorKey: sampleBufferRenderingInterruptedError])
    } else {
      simulation.mainTrack.instant("sampleBuffer.resumed", category: .state, ["layer": .string(label)])
    }
    NotificationCenter.default.post(
      name: Self.requiresFlushToResumeDecodingDidChangeNotification, object: self)
  }

  /// Whether the layer's video is in Picture in Picture: the PiP controller shows this layer, or the
  /// layer is in the PiP window itself (a video call's view moved there), the one window no scene
  /// owns.
  var isInPictureInPicture: Bool {
    if isShownInPictureInPicture { return true }
    guard let window = hostingView?.window else { return false }
    return window.windowScene == nil
  }

  /// The layer's control timebase: presentation times are read on it; nil reads them on the host
  /// clock (`CMClockGetHostTimeClock()`, virtual in a simulation).
  public nonisolated var controlTimebase: CMTimebase? {
    get { sampleBufferRenderer.controlTimebase }
    set { sampleBufferRenderer.controlTimebase = newValue }
  }

  /// The time frames are due on now: the control timebase's, or the host clock's.
  public var timebaseTime: MediaTime { controlTimebase?.currentTime ?? simulation.runLoop.now }

  /// Whether the layer can take and show frames.
  public nonisolated var status: QueuedSampleBufferRenderingStatus { sampleBufferRenderer.status }
  /// Why the layer failed; nil unless `status` is `.failed`.
  public nonisolated var error: (any Error)? { sampleBufferRenderer.error }
  /// Whether another frame fits in the queue.
  public nonisolated var isReadyForMoreMediaData: Bool { sampleBufferRenderer.isReadyForMoreMediaData }
  /// Whether the layer was interrupted and shows frames again only after a flush.
  public nonisolated var requiresFlushToResumeDecoding: Bool {
    sampleBufferRenderer.requiresFlushToResumeDecoding
  }

  /// Sends a sample buffer for display (see ``SampleBufferVideoRenderer/enqueue(_:)``).
  public nonisolated func enqueue(_ sampleBuffer: CMSampleBuffer) {
    sampleBufferRenderer.enqueue(sampleBuffer)
  }

  /// Discards the frames not yet shown; the frame on screen stays.
  public nonisolated func flush() {
    sampleBufferRenderer.flush()
  }

  /// Discards the frames not yet shown and takes the frame on screen away.
  public nonisolated func flushAndRemoveImage() {
    sampleBufferRenderer.flush(removingDisplayedImage: true, completionHandler: nil)
  }

  /// Calls `block` on `queue` whenever the queue has room (see
  /// ``SampleBufferVideoRenderer/requestMediaDataWhenReady(on:using:)``).
  public nonisolated func requestMediaDataWhenReady(
    on queue: DispatchQueue, using block: @escaping @Sendable () -> Void
  ) {
    sampleBufferRenderer.requestMediaDataWhenReady(on: queue, using: block)
  }

  /// Cancels the request for media data.
  public nonisolated func stopRequestingMediaData() {
    sampleBufferRenderer.stopRequestingMediaData()
  }
}
