import Clocks
import CoreMediaTime
import Dispatch
import Foundation
import Locking
import PixelBuffers
import RenderPipeline
import Runtime
import SampleBuffers
import Synchronization
import Tracing

/// Whether a queued sample-buffer renderer can take and show frames (AVFoundation's
/// `AVQueuedSampleBufferRenderingStatus`).
public enum QueuedSampleBufferRenderingStatus: Int, Sendable, CustomStringConvertible {
  /// Nothing enqueued yet, or flushed back to a fresh state.
  case unknown = 0
  /// At least one sample buffer was enqueued.
  case rendering = 1
  /// The renderer cannot show frames (see its `error`); enqueues are ignored until a flush clears
  /// a recoverable failure (`requiresFlushToResumeDecoding`).
  case failed = 2

  /// The case's name.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .rendering: "rendering"
    case .failed: "failed"
    }
  }
}

/// The error a sample-buffer renderer reports when the system interrupted it: the app went to the
/// background while its video was not in Picture in Picture (AVFoundation's -11847, "Operation
/// Interrupted"; see docs/ios-behaviour.md). A flush lets it render again.
public let sampleBufferRenderingInterruptedError = NSError(
  domain: "AVFoundationErrorDomain", code: -11_847,
  userInfo: [
    NSLocalizedDescriptionKey: "Operation Interrupted",
    NSLocalizedFailureReasonErrorKey:
      "The app went to the background while its video was not shown in Picture in Picture; flush the "
      + "renderer and enqueue again once it is back.",
  ])

/// Shows the sample buffers an app enqueues, each when its time comes on the timebase, through
/// PiPSim's render pipeline: AVFoundation's `AVSampleBufferVideoRenderer` (an
/// `AVSampleBufferDisplayLayer`'s `sampleBufferRenderer`).
///
/// `enqueue(_:)`, `flush()`, `status` and `isReadyForMoreMediaData` may be called from any thread, as
/// real apps call them (enqueue on a video queue, flush on main): one lock serialises the callers
/// (`Locking`'s atomic lock, which ThreadSanitizer sees and which costs an enqueue less than a pthread
/// mutex) and makes them the frame ring's single producer; the readiness check reads atomics only.
/// Each enqueued picture crosses the ring as a view of the app's `CVPixelBuffer` (no copy, no
/// allocation; the view holds the sample buffer until its frame is dropped or off the screen, as
/// AVFoundation's queue does), is presented on the display-link cadence when due on the layer's
/// control timebase (or the host clock without one), or at once with the display-immediately
/// attachment, and is accounted (pushed = presented + dropped by reason + in flight) and traced as
/// the pipeline's own frames are. The queue holds a bounded number of frames: ``isReadyForMoreMediaData`` says false
/// when it is full, and a frame enqueued anyway is dropped as `queueFull`.
///
/// A frame with the do-not-display attachment is decoded but never shown: it never enters the queue
/// and is accounted as dropped for `doNotDisplay`. A frame enqueued while the renderer has failed is
/// ignored, as AVFoundation logs "Ignoring enqueueSampleBuffer": accounted as pushed and dropped for
/// `interrupted`, and counted in ``ignoredWhileFailedCount``.
public final class SampleBufferVideoRenderer: Sendable {
  /// A change of ``status``, ``error`` and ``requiresFlushToResumeDecoding``, as the renderer's
  /// owner hears of it (after the change, outside the renderer's lock, on the changing thread).
  package enum StatusChange: Equatable, Sendable {
    /// The first enqueue since the renderer was made or flushed back to `.unknown`: `.rendering`.
    case startedRendering
    /// The system interrupted decoding: `.failed`, with an error, needing a flush.
    case interrupted
    /// A flush cleared the interruption: `.unknown`, no error, no flush needed.
    case resumedByFlush
    /// Not a change of status: a frame enqueued with this presentation time, which is no time, was
    /// dropped (``DropReason/invalidTime``).
    case droppedForInvalidTime(CMTime)
  }

  /// What the callers share, changed only under ``state``'s lock.
  private struct State {
    var status = QueuedSampleBufferRenderingStatus.unknown
    var error: (any Error)?
    var needsFlush = false
    var ignoredWhileFailed = 0
    var statusObserver: (@Sendable (StatusChange) -> Void)?
    var mediaDataRequest: (queue: DispatchQueue, block: @Sendable () -> Void)?
  }

  /// The pipeline the frames go through (its accounting, latency and trace).
  public let pipeline: FramePipeline
  /// Where presented frames go: the layer's contents.
  public let sink: LayerFrameSink

  private let state = AtomicLockedValue(State())
  /// Whether ``State/status`` is `.failed`: changed under the lock with it, read alone by
  /// ``isReadyForMoreMediaData``, which then takes no lock (the pool's count it reads is safe from
  /// any thread).
  private let hasFailed = Atomic(false)
  /// Whether ``State/mediaDataRequest`` is set: changed under the lock with it, read alone by each
  /// tick, so a tick with no request takes no lock.
  private let hasMediaDataRequest = Atomic(false)
  /// The clock frames are due on, which holds the control timebase.
  private let dueClock: TimebaseClock
  /// The clock enqueue times are read on (the pipeline's).
  private let clock: any MediaClock

  /// A renderer whose frames are due on `hostClock` until a control timebase is set, ticked by its
  /// owner on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The clock enqueue and tick times are read on (the run loop's, or the host clock).
  ///   - hostClock: The clock presentation times mean without a control timebase (CoreMedia's host
  ///     time clock, virtual in a simulation).
  ///   - queueCapacity: How many frames may be queued or on screen at once.
  ///   - trace: The recorder frames are traced on, and the label of their tracks.
  /// - Throws: `PipelineError` for a queue capacity below one.
  package init(
    clock: any MediaClock, hostClock: CMClock, queueCapacity: Int, trace: TraceRecorder, traceLabel: String
  ) throws(PipelineError) {
    self.clock = clock
    let sink = LayerFrameSink()
    self.sink = sink
    let ringCapacity = 1 << (Int.bitWidth - max(queueCapacity - 1, 1).leadingZeroBitCount)
    let master = TimebaseClock(hostClock: hostClock.source, tickClock: clock)
    dueClock = master
    pipeline = try FramePipeline(
      configuration: PipelineConfiguration(
        poolCapacity: queueCapacity, ringCapacity: ringCapacity, lateThreshold: .milliseconds(50),
        trace: trace,
        source: .enqueued, traceLabel: traceLabel),
      clock: clock, masterClock: master, following: master.following, sink: sink)
    try pipeline.start(.manual)
  }

  /// Whether the renderer can take and show frames.
  public var status: QueuedSampleBufferRenderingStatus { state.withLock { $0.status } }

  /// Why the renderer failed; nil unless ``status`` is `.failed`.
  public var error: (any Error)? { state.withLock { $0.error } }

  /// Whether the renderer was interrupted and shows frames again only after a flush.
  public var requiresFlushToResumeDecoding: Bool { state.withLock { $0.needsFlush } }

  /// Whether another frame fits in the queue (false also while the renderer has failed).
  public var isReadyForMoreMediaData: Bool {
    !hasFailed.load(ordering: .acquiring) && pipeline.isReadyForMoreFrames
  }

  /// Frames enqueued while the renderer had failed, and so ignored.
  public var ignoredWhileFailedCount: Int { state.withLock { $0.ignoredWhileFailed } }

  /// The timebase presentation times are due on; nil makes them host-clock times.
  package var controlTimebase: CMTimebase? {
    get { dueClock.timebase }
    set { dueClock.timebase = newValue }
  }

  /// Sends a sample buffer for display: at its presentation time on the timebase, or at once with the
  /// display-immediately attachment (replacing everything enqueued before it). A sample buffer with
  /// the do-not-display attachment is decoded and never shown: accounted as pushed and dropped for
  /// `doNotDisplay`. One whose presentation time is no time (invalid, indefinite, infinite, or beyond
  /// 64 bits of nanoseconds) and that is not displayed immediately is dropped for `invalidTime`, and
  /// the status observer hears of it (`StatusChange.droppedForInvalidTime`).
  ///
  /// The attachments are read here, once (one atomic load of the flags the attachment dictionary
  /// keeps): a change after the enqueue does not reach the queued frame, as the decoder has it.
  public func enqueue(_ sampleBuffer: CMSampleBuffer) {
    guard sampleBuffer.imageBuffer != nil else { return }
    let notForDisplay = sampleBuffer.isNotForDisplay
    let time = sampleBuffer.presentationTimeStamp
    let due = sampleBuffer.displaysImmediately ? nil : MediaTime(time)
    let hasInvalidTime = !sampleBuffer.displaysImmediately && due == nil && !notForDisplay
    let (observer, started) = state.withLock { state -> ((@Sendable (StatusChange) -> Void)?, Bool) in
      let now = clock.now()
      guard state.status != .failed else {
        state.ignoredWhileFailed += 1
        try? pipeline.enqueueWhileInterrupted(at: now)
        return (nil, false)
      }
      let started = state.status == .unknown
      state.status = .rendering
      if notForDisplay {
        try? pipeline.enqueueNotForDisplay(at: now)
      } else if hasInvalidTime {
        try? pipeline.enqueueWithInvalidTime(at: now)
      } else {
        // The queue holds the sample buffer, as AVFoundation's does, and so its picture, which is
        // borrowed without a reference of its own: the sample buffer outlives the call.
        Unmanaged.passUnretained(sampleBuffer.imageBuffer.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
          picture in
          _ = try? pipeline.enqueue(picture.frame, keepingAlive: sampleBuffer, dueAt: due, at: now)
        }
      }
      // The observer only when it is to hear something: a copy retains and releases its context.
      // One optional for both changes: a second cost each enqueue its destruction and the
      // moves around it (measured: 39 instructions of a sample-buffer layer's frame).
      return (started || hasInvalidTime ? state.statusObserver : nil, started)
    }
    guard let observer else { return }
    if started { observer(.startedRendering) }
    if hasInvalidTime { observer(.droppedForInvalidTime(time)) }
  }

  /// Discards every frame enqueued and not yet shown; the frame on screen stays. Clears a recoverable
  /// failure (`requiresFlushToResumeDecoding`).
  public func flush() {
    flush(removingDisplayedImage: false, completionHandler: nil)
  }

  /// Discards every frame enqueued and not yet shown, and with `removeDisplayedImage` the frame on
  /// screen too (at the next display tick); `handler` runs once the flush took effect.
  public func flush(
    removingDisplayedImage removeDisplayedImage: Bool, completionHandler handler: (@Sendable () -> Void)?
  ) {
    let resumed = state.withLock { state -> (@Sendable (StatusChange) -> Void)? in
      try? pipeline.flush(removingDisplayedImage: removeDisplayedImage)
      guard state.needsFlush else { return nil }
      state.needsFlush = false
      state.status = .unknown
      state.error = nil
      hasFailed.store(false, ordering: .releasing)
      return state.statusObserver
    }
    resumed?(.resumedByFlush)
    handler?()
  }

  /// Asks for `block` to be called on `queue` whenever the queue has room, until
  /// ``stopRequestingMediaData()``; the block enqueues while `isReadyForMoreMediaData`.
  ///
  /// In a simulation the block runs at each display tick that finds room, on `queue` (synchronously,
  /// from the run loop), so its enqueues fall at that virtual instant.
  public func requestMediaDataWhenReady(on queue: DispatchQueue, using block: @escaping @Sendable () -> Void)
  {
    state.withLock { state in
      state.mediaDataRequest = (queue, block)
      hasMediaDataRequest.store(true, ordering: .releasing)
    }
  }

  /// Cancels the request for media data.
  public func stopRequestingMediaData() {
    state.withLock { state in
      state.mediaDataRequest = nil
      hasMediaDataRequest.store(false, ordering: .releasing)
    }
  }

  /// The system interrupts rendering (the app went to the background without Picture in Picture):
  /// status `.failed` with ``sampleBufferRenderingInterruptedError`` until a flush.
  /// Does nothing when it is already interrupted.
  func interrupt() {
    let interrupted = state.withLock { state -> (@Sendable (StatusChange) -> Void)? in
      guard !state.needsFlush else { return nil }
      state.status = .failed
      state.error = sampleBufferRenderingInterruptedError
      state.needsFlush = true
      hasFailed.store(true, ordering: .releasing)
      return state.statusObserver
    }
    interrupted?(.interrupted)
  }

  /// Sets the one handler told of every ``StatusChange`` (the layer's, which posts its KVO and
  /// notifications).
  package func setStatusObserver(_ observer: @escaping @Sendable (StatusChange) -> Void) {
    state.withLock { $0.statusObserver = observer }
  }

  /// Whether a display tick now would do nothing: no frame queued or waiting to be due (or none due
  /// while the control timebase is stopped), no flush for the tick to finish, no media-data request
  /// it would call (none, or no room for the request to fill).
  package var isIdle: Bool {
    guard !hasMediaDataRequest.load(ordering: .acquiring) || !isReadyForMoreMediaData else { return false }
    if pipeline.isIdle { return true }
    guard let stoppedAt = dueClock.stoppedTime else { return false }
    return pipeline.isIdle(whileMasterClockReads: stoppedAt)
  }

  /// One display tick at `time`: presents what is due, then lets a waiting media-data request fill
  /// the room that made.
  package func tick(at time: MediaTime) {
    try? pipeline.tick(at: time)
    guard hasMediaDataRequest.load(ordering: .acquiring),
      let request = state.withLock({ $0.mediaDataRequest }),
      isReadyForMoreMediaData
    else { return }
    if MainRunLoop.isMainQueue(request.queue) {
      request.block()
    } else {
      request.queue.sync(execute: request.block)
    }
  }
}

/// The master clock of a sample-buffer renderer's pipeline: its control timebase, or the host clock.
///
/// Unlike most clocks it may go back (a timebase set to an earlier time, a negative rate); a
/// pipeline of enqueued frames never holds for it, so that is harmless.
private final class TimebaseClock: MediaClock {
  private let hostClock: any MediaClock
  private let controlTimebase = LockedValue<CMTimebase?>(nil)
  /// Whether ``controlTimebase`` is set: changed under its lock with it, read alone, so a tick of a
  /// layer without one takes no lock.
  private let hasTimebase = Atomic(false)
  /// Whether the host clock is the one the renderer is ticked on (in a simulation, both are the run
  /// loop's clock, and the run loop ticks at its clock's time).
  private let hostClockIsTickClock: Bool
  /// Tells the pipeline when this clock reads the clock it ticks on: while no timebase is set, if
  /// ``hostClockIsTickClock``.
  let following: MasterClockFollowing

  init(hostClock: any MediaClock, tickClock: any MediaClock) {
    self.hostClock = hostClock
    hostClockIsTickClock = (hostClock as AnyObject) === (tickClock as AnyObject)
    following = MasterClockFollowing(followsPipelineClock: hostClockIsTickClock)
  }

  /// The control timebase, settable from any thread; nil reads the host clock.
  var timebase: CMTimebase? {
    get { hasTimebase.load(ordering: .acquiring) ? controlTimebase.withLock { $0 } : nil }
    set {
      controlTimebase.withLock { timebase in
        timebase = newValue
        hasTimebase.store(newValue != nil, ordering: .releasing)
        following.setFollowsPipelineClock(newValue == nil && hostClockIsTickClock)
      }
    }
  }

  func now() -> MediaTime { timebase?.currentTime ?? hostClock.now() }

  /// The time a control timebase at rate 0 stays at until someone sets it going; nil while the
  /// clock moves (the host clock, or a timebase at another rate).
  ///
  /// Inlined with the check for a timebase, the timebase's reading out of line: every display tick
  /// asks, and almost always of a layer without one (measured: a call cost a sample-buffer layer's
  /// frame 20 instructions).
  @inline(__always)
  var stoppedTime: MediaTime? {
    guard hasTimebase.load(ordering: .acquiring) else { return nil }
    return stoppedTimebaseTime()
  }

  /// ``stoppedTime`` once a timebase may be set.
  @inline(never)
  private func stoppedTimebaseTime() -> MediaTime? {
    guard let timebase, timebase.rate == 0 else { return nil }
    return timebase.currentTime
  }
}
