import Clocks
import CoreMediaTime
import RenderPipeline
import Runtime
import SampleBuffers
import Tracing
import VideoRendering

/// The scenario app's frame producer for a sample-buffer source: a 320×180 NV12 test pattern
/// enqueued on the display layer at a fixed rate, as an app's decoder or camera feeds its layer.
///
/// Each frame is made in a run-loop task at its slot and enqueued with its slot as presentation time
/// on the host clock (the layer has no control timebase), so the layer shows it at its next display
/// tick. Slots are half a display tick after the start plus their index over the rate (never
/// added-up intervals): each frame is ready midway between two ticks, as `SourceViewVideo` paces its
/// producer, so frames never fall on a tick or a step's round time. The layer's own
/// pipeline accounts and traces every frame; ``stop()`` gives the figures of this production alone.
@MainActor
final class SampleBufferFeeder {
  private var layer: SampleBufferDisplayLayer
  private let simulation: Simulation
  private let pool: CVPixelBufferPool
  private let frameRate: Double
  /// The first slot: half a display tick after the production started.
  private let startTime: MediaTime
  /// The layer's figures when this production started enqueueing on it.
  private var startAccounting: FrameAccounting
  /// The figures on the layers this production enqueued on before the current one.
  private var earlierLayers = FrameAccounting(
    pushed: 0, presented: 0, dropped: [:], inFlight: 0, skippedPoolExhausted: 0)
  private var nextSlot: Int64 = 0
  private var slotTask: ScheduledTask?
  private var stalledUntil = MediaTime.zero

  /// Starts feeding `layer` at `framesPerSecond` from now.
  ///
  /// - Throws: `CVPixelBufferError` when the frame pool cannot be made.
  init(layer: SampleBufferDisplayLayer, framesPerSecond: Double, simulation: Simulation)
    throws(CVPixelBufferError)
  {
    self.layer = layer
    self.simulation = simulation
    frameRate = framesPerSecond
    pool = try CVPixelBufferPool(
      width: 320, height: 180, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
    let displayHertz = simulation.service(SampleBufferRenderingSettings.self).displayHertz
    startTime = simulation.runLoop.now.adding(seconds: 0.5 / displayHertz) ?? simulation.runLoop.now
    startAccounting = layer.sampleBufferRenderer.pipeline.accounting()
    scheduleNextSlot()
  }

  /// Whether the production runs (paused or not).
  var isRunning: Bool { slotTask != nil }
  /// Whether the app has stopped making frames for now: each slot passes with nothing enqueued.
  var isPaused = false

  /// Makes nothing from now until `duration` has passed; a stall that overlaps a running one extends it.
  func stall(for duration: MediaTime) {
    let now = simulation.runLoop.now
    stalledUntil = max(stalledUntil, now + duration)
    simulation.mainTrack.complete(
      "video.producerStall", category: "video", start: now.nanoseconds, duration: duration.nanoseconds)
  }

  /// Enqueues on `newLayer` from the next frame on, as an app does with a display layer it re-created.
  func switchLayer(to newLayer: SampleBufferDisplayLayer) {
    guard newLayer !== layer else { return }
    earlierLayers = Self.sum(earlierLayers, figuresOnCurrentLayer(), sign: 1)
    layer = newLayer
    startAccounting = newLayer.sampleBufferRenderer.pipeline.accounting()
  }

  /// Stops enqueueing.
  ///
  /// - Returns: The figures of the frames this production enqueued, on every layer it used (frames
  ///   still queued are in flight).
  func stop() -> FrameAccounting {
    slotTask.map(simulation.runLoop.cancel)
    slotTask = nil
    return Self.sum(earlierLayers, figuresOnCurrentLayer(), sign: 1)
  }

  /// The current layer's figures since this production started enqueueing on it.
  private func figuresOnCurrentLayer() -> FrameAccounting {
    Self.sum(layer.sampleBufferRenderer.pipeline.accounting(), startAccounting, sign: -1)
  }

  /// `a + sign × b`, count by count.
  private static func sum(_ a: FrameAccounting, _ b: FrameAccounting, sign: Int) -> FrameAccounting {
    var dropped: [DropReason: Int] = [:]
    for reason in DropReason.allCases {
      dropped[reason] = a.dropped(reason) + sign * b.dropped(reason)
    }
    return FrameAccounting(
      pushed: a.pushed + sign * b.pushed, presented: a.presented + sign * b.presented, dropped: dropped,
      inFlight: a.inFlight + sign * b.inFlight,
      skippedPoolExhausted: a.skippedPoolExhausted + sign * b.skippedPoolExhausted,
      skippedStalled: a.skippedStalled + sign * b.skippedStalled)
  }

  private func slotTime(_ index: Int64) -> MediaTime {
    startTime.adding(seconds: Double(index) / frameRate) ?? .max
  }

  private func scheduleNextSlot() {
    slotTask = simulation.runLoop.schedule(at: slotTime(nextSlot)) { [weak self] in self?.makeFrame() }
  }

  private func makeFrame() {
    let time = slotTime(nextSlot)
    defer {
      nextSlot += 1
      scheduleNextSlot()
    }
    guard !isPaused, time >= stalledUntil, let picture = try? pool.makePixelBuffer(),
      let sample = try? CMSampleBuffer(
        imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
        sampleTiming: CMSampleTimingInfo(
          duration: CMTime(seconds: 1 / frameRate, preferredTimescale: 600),
          presentationTimeStamp: CMTime(time), decodeTimeStamp: .invalid))
    else { return }
    picture.frame.paintTestPattern(frameIndex: nextSlot)
    layer.enqueue(sample)
  }
}
