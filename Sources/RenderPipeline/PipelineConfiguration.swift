import Clocks
import PixelBuffers
import Tracing

/// What a pipeline produces and how it queues: picture size, pacing, pool and ring sizes, policies.
public struct PipelineConfiguration: Sendable, Equatable {
  /// Where the pipeline's frames come from.
  public enum Source: Sendable, Equatable {
    /// The pipeline's producer fills pooled buffers of ``PipelineConfiguration/width`` by
    /// ``PipelineConfiguration/height`` as ``PipelineConfiguration/fill`` says, at the frame rate.
    case producer
    /// The caller enqueues its own buffers (`FramePipeline.enqueue`), as an app enqueues sample
    /// buffers on a display layer: each goes through the ring as a view of its planes, the pool holds
    /// ``PipelineConfiguration/poolCapacity`` views (the queue's bound, the frame on screen
    /// included), and size, format, fill and frame rate are the caller's business. A tick never
    /// holds for a stalled master clock (the layer's timebase may be paused on purpose).
    case enqueued
  }

  /// How the producer fills each buffer.
  public enum Fill: Sendable, Equatable {
    /// Only the sequence number and times: measures the pipeline's own overhead.
    case stampOnly
    /// The deterministic test pattern of the frame's sequence number, plus the stamp.
    case testPattern
  }

  /// Picture width in pixels.
  public var width: Int
  /// Picture height in pixels.
  public var height: Int
  /// Pixel format of every frame.
  public var format: PixelFormat
  /// Frames per second the producer thread aims at; nil produces as fast as possible.
  public var frameRate: Double?
  /// How many buffers the pool holds.
  public var poolCapacity: Int
  /// How many frames the ring queues (a power of two).
  public var ringCapacity: Int
  /// What a push into a full ring does.
  public var overflowPolicy: OverflowPolicy
  /// What the producer does when every pool buffer is in use.
  public var poolExhaustion: PixelBufferPool.ExhaustionPolicy
  /// How the producer fills buffers.
  public var fill: Fill
  /// Where frames come from: the producer (the default) or the caller's enqueues.
  public var source: Source
  /// How long after capture a frame is due on screen: each frame's presentation time is the master
  /// clock's time when it is made plus this delay (a jitter buffer against late producers), at most
  /// ``maximumPresentationDelay``.
  public var presentationDelay: MediaTime
  /// The longest presentation delay a pipeline accepts: an hour, far beyond any jitter buffer, and
  /// short enough that adding it to a clock reading on every frame never overflows.
  public static let maximumPresentationDelay = MediaTime.seconds(3_600)
  /// A frame due more than this before the tick that finds it (on the master clock) is dropped as
  /// late.
  public var lateThreshold: MediaTime
  /// The recorder the pipeline reports to, on its own tracks "producer" and "renderer": frames
  /// pushed, presented (flows from push to present) and dropped with the reason, ring occupancy and
  /// latency counters. Timestamps are the pipeline clock's readings. Default: ``Tracing/TraceRecorder/disabled``.
  public var trace: TraceRecorder
  /// Names the pipeline's trace tracks: "`label` producer" (or "`label` enqueue" for enqueued frames)
  /// and "`label` renderer"; plain "producer" / "enqueue" and "renderer" when nil.
  public var traceLabel: String?

  /// Creates a configuration; the defaults suit 1080p NV12 at 60 fps with a shallow queue, untraced.
  public init(
    width: Int = 1920, height: Int = 1080, format: PixelFormat = .nv12, frameRate: Double? = 60,
    poolCapacity: Int = 8, ringCapacity: Int = 4, overflowPolicy: OverflowPolicy = .dropOldest,
    poolExhaustion: PixelBufferPool.ExhaustionPolicy = .fail, fill: Fill = .testPattern,
    presentationDelay: MediaTime = .zero, lateThreshold: MediaTime = .milliseconds(50),
    trace: TraceRecorder = .disabled, source: Source = .producer, traceLabel: String? = nil
  ) {
    self.traceLabel = traceLabel
    self.width = width
    self.height = height
    self.format = format
    self.frameRate = frameRate
    self.poolCapacity = poolCapacity
    self.ringCapacity = ringCapacity
    self.overflowPolicy = overflowPolicy
    self.poolExhaustion = poolExhaustion
    self.fill = fill
    self.source = source
    self.presentationDelay = presentationDelay
    self.lateThreshold = lateThreshold
    self.trace = trace
  }

  /// Whether two configurations have equal values and report to the same recorder.
  public static func == (lhs: PipelineConfiguration, rhs: PipelineConfiguration) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.format == rhs.format
      && lhs.frameRate == rhs.frameRate && lhs.poolCapacity == rhs.poolCapacity
      && lhs.ringCapacity == rhs.ringCapacity && lhs.overflowPolicy == rhs.overflowPolicy
      && lhs.poolExhaustion == rhs.poolExhaustion && lhs.fill == rhs.fill && lhs.source == rhs.source
      && lhs.presentationDelay == rhs.presentationDelay && lhs.lateThreshold == rhs.lateThreshold
      && lhs.trace === rhs.trace && lhs.traceLabel == rhs.traceLabel
  }

  /// The name of one of the pipeline's trace tracks: `role` after the label, if any.
  func traceTrackName(_ role: String) -> String {
    traceLabel.map { "\($0) \(role)" } ?? role
  }

  /// Checks the values a pool and ring cannot check themselves.
  ///
  /// - Returns: The producer's frame interval, or nil when it produces as fast as it can.
  func validate() throws(PipelineError) -> MediaTime? {
    var frameInterval: MediaTime?
    if let frameRate {
      do throws(MediaTimeError) {
        frameInterval = try MediaTime(frameIntervalForRate: frameRate)
      } catch {
        throw .invalidConfiguration(
          "frame rate must be a positive number of frames per second, not \(frameRate)")
      }
    }
    guard presentationDelay >= .zero, presentationDelay <= Self.maximumPresentationDelay else {
      throw .invalidConfiguration(
        "presentation delay must be from zero to \(Self.maximumPresentationDelay), not \(presentationDelay)")
    }
    guard lateThreshold >= .zero else {
      throw .invalidConfiguration("late threshold must not be negative, not \(lateThreshold)")
    }
    if case .block(let timeout) = overflowPolicy, timeout < .zero {
      throw .invalidConfiguration("a blocking push needs a timeout of zero or more, not \(timeout)")
    }
    return frameInterval
  }
}
