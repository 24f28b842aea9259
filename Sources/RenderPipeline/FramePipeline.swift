import Clocks
import Dispatch
import Foundation
import Locking
import PixelBuffers
import Synchronization

/// A producer, a frame ring and a renderer wired together, driven by real threads or by hand.
///
/// The producer fills pooled buffers (stamped, or painted with the test pattern) and pushes them;
/// the renderer, on each tick, presents the newest due frame into the sink and drops late and
/// superseded ones; finished frames return to the producer's thread through a return ring and are
/// recycled there (enqueued views go straight back to the pool from the renderer), so steady state
/// allocates nothing. Every pushed frame is accounted for.
///
/// Drive it one of three ways (``TickSource``): a display-link thread at a fixed rate, a
/// free-running renderer thread (benchmarks), or by hand: `start(.manual)`, then `produce(at:)` and
/// `tick(at:)` from one thread, so a run on a `VirtualClock` replays exactly.
///
/// Tracing: with a recorder in ``PipelineConfiguration/trace``, the producer and the renderer each
/// record on a track of their own ("producer", "renderer"; in manual mode both are written from the
/// caller's thread, one call at a time), stamped with the pipeline clock's readings: a `frame.pushed`
/// flow start and a `ring` occupancy sample (when it changed) per push, a `frame.presented` flow end
/// with a `latency` sample per presentation, and a `frame.dropped` instant with its reason per drop.
///
/// A/V sync: frames are stamped and judged due on the ``masterClock`` (an audio output's clock while
/// audio plays), while the threads keep pacing on ``clock`` (the host clock). The producer stamps
/// each frame with the master time plus the presentation delay; each tick presents the newest frame
/// due on the master clock, drops the ones due more than the late threshold ago as late, and keeps
/// the early ones. When the master clock stops (an underrun, a hung server, paused audio) the ticks
/// hold: nothing is presented or dropped and the last frame stays on screen. ``avOffset()`` gives the
/// distribution of how late on the master clock each frame was presented.
public final class FramePipeline: Sendable {
  /// What drives the renderer (and, unless manual, the producer).
  public enum TickSource: Sendable, Equatable {
    /// The caller produces and ticks by hand, at times it chooses.
    case manual
    /// A display-link thread ticks `hertz` times a second; a producer thread paces frames at the
    /// configured rate.
    case displayLink(hertz: Double)
    /// A renderer thread ticks as fast as it can; a producer thread paces frames at the configured
    /// rate (or as fast as it can).
    case freeRunning
  }

  /// What `stop` does with frames still queued.
  public enum StopMode: Sendable, Equatable {
    /// Present the newest queued frame; the older ones count as superseded.
    case drain
    /// Drop every queued frame, counted as flushed at stop.
    case flush
  }

  enum State {
    case idle
    case manual
    case threads(PipelineThreads)
  }

  /// The configuration the pipeline was made with.
  public let configuration: PipelineConfiguration
  /// The buffers the producer fills; `outstandingCount` is zero after `stop` unless a frame leaked.
  public let pool: PixelBufferPool
  /// Where presented frames go.
  public let sink: any FrameSink
  /// The clock that threads read for capture and tick times, and pace on.
  public let clock: any MediaClock
  /// The clock frames are stamped and judged due on; nil when ``clock`` is the master, in which case
  /// the time a frame is produced or a tick runs at is its master time.
  public let masterClock: (any MediaClock)?

  /// The producer thread's pace: one frame per interval, or nil for as fast as it can.
  let frameInterval: MediaTime?
  let ring: FrameRing<PixelBuffer>
  let counters = FrameCounters()
  let producer: FrameProducer
  let renderer: Renderer
  /// Taken by every manual `produce` (a manual `tick` takes the renderer's lock alone), so the
  /// one-atomic lock: a pthread mutex pair costs about 55 instructions uncontended (measured).
  /// `stop` holds it while threads wind down; a call that comes meanwhile yields until then.
  let state = AtomicLockedValue(State.idle)
  /// Whether ``state`` is anything but idle: changed under its lock, read alone by the enqueue
  /// front, so an enqueue or a flush takes no pipeline lock (they serialise among themselves).
  let isRunning = Atomic(false)

  /// Builds the pool and rings; nothing runs until `start`.
  ///
  /// - Parameters:
  ///   - configuration: Sizes, pacing, policies, presentation delay and late threshold.
  ///   - clock: The clock threads pace on and read capture and tick times from (the host clock for
  ///     real threads).
  ///   - masterClock: The clock frames are due on, such as `PulseAudioOutput.clock` while audio
  ///     plays; nil makes `clock` the master.
  ///   - following: Says when `masterClock` reads `clock` for now, so the pipeline need not read it;
  ///     nil when it never does.
  ///   - sink: Where presented frames go.
  /// - Throws: `PipelineError.invalidConfiguration` for an out-of-range value (including a ring
  ///   capacity that is not a power of two), or `.pixelBuffer` for an invalid size or format.
  public init(
    configuration: PipelineConfiguration, clock: any MediaClock, masterClock: (any MediaClock)? = nil,
    following: MasterClockFollowing? = nil, sink: any FrameSink
  ) throws(PipelineError) {
    let master = MasterClock(clock: masterClock, pipelineClock: clock, following: following)
    frameInterval = try configuration.validate()
    do throws(PixelBufferError) {
      switch configuration.source {
      case .producer:
        pool = try PixelBufferPool(
          capacity: configuration.poolCapacity, width: configuration.width, height: configuration.height,
          format: configuration.format)
      case .enqueued:
        pool = try PixelBufferPool(viewCapacity: configuration.poolCapacity)
      }
    } catch {
      throw .pixelBuffer(error)
    }
    do throws(FrameRingError) {
      ring = try FrameRing(capacity: configuration.ringCapacity, overflowPolicy: configuration.overflowPolicy)
      let returnCapacity = 1 << (Int.bitWidth - (configuration.poolCapacity - 1).leadingZeroBitCount)
      let returns = try FrameRing<PixelBuffer>(capacity: max(returnCapacity, 1), overflowPolicy: .dropNewest)
      let flows = configuration.trace.makeFlowScope()
      let producerTrace = PipelineTrace(
        track: configuration.traceTrackName(configuration.source == .enqueued ? "enqueue" : "producer"),
        in: configuration.trace, flows: flows)
      renderer = Renderer(
        ring: ring, returns: returns, pool: pool, sink: sink, counters: counters,
        lateThreshold: configuration.lateThreshold, master: master,
        trace: PipelineTrace(
          track: configuration.traceTrackName("renderer"), in: configuration.trace, flows: flows),
        takesEnqueuedFrames: configuration.source == .enqueued)
      producer = FrameProducer(
        configuration: configuration, pool: pool, ring: ring, returns: returns, counters: counters,
        renderer: renderer, master: master, trace: producerTrace)
    } catch {
      throw .invalidConfiguration(error.description)
    }
    self.configuration = configuration
    self.sink = sink
    self.clock = clock
    self.masterClock = masterClock
  }

  /// Starts the pipeline.
  ///
  /// - Throws: `PipelineError.alreadyRunning` when it runs already, or `.invalidConfiguration` for a
  ///   display-link rate that is not positive; the pipeline stays as it was.
  public func start(_ tickSource: TickSource) throws(PipelineError) {
    try state.withLock { (state) throws(PipelineError) in
      guard case .idle = state else { throw .alreadyRunning }
      switch tickSource {
      case .manual:
        state = .manual
        renderer.takesTicksByHand.store(true, ordering: .releasing)
      case .displayLink(let hertz):
        let tickInterval: MediaTime
        do throws(MediaTimeError) {
          tickInterval = try MediaTime(frameIntervalForRate: hertz)
        } catch {
          throw .invalidConfiguration("a display link needs a positive rate in hertz, not \(hertz)")
        }
        state = .threads(PipelineThreads(pipeline: self, tickInterval: tickInterval))
      case .freeRunning:
        state = .threads(PipelineThreads(pipeline: self, tickInterval: nil))
      }
      isRunning.store(true, ordering: .releasing)
    }
  }

  /// Makes one frame captured at `time` and pushes it (manual mode), stamped to be due at the master
  /// time (``masterClock``, or `time` itself) plus the presentation delay.
  ///
  /// - Returns: false when the pool stayed exhausted, so no frame was made (counted as skipped).
  /// - Throws: `PipelineError.notRunning` or `.drivenByThreads` for a call out of order, or
  ///   `.pixelBuffer` when libavutil fails; the pipeline is unchanged by a refused call.
  @discardableResult
  public func produce(at time: MediaTime) throws(PipelineError) -> Bool {
    try state.withLock { (state) throws(PipelineError) in
      try Self.requireManual(state)
      guard configuration.source == .producer else {
        throw .invalidConfiguration("a pipeline of enqueued frames has no producer; enqueue its frames")
      }
      return try producer.produce(at: time)
    }
  }

  /// Pushes a view of `buffer`'s planes into the ring (an ``PipelineConfiguration/Source/enqueued``
  /// pipeline, manual or on a display-link thread), enqueued at `time` on ``clock``: the front door of
  /// a sample-buffer display layer. Allocates nothing: the view keeps `owner` alive until the frame
  /// leaves the screen.
  ///
  /// The frame is due at `presentationTime` on the master clock, or, when that is nil, at the next
  /// tick whatever the master clock says, and every frame enqueued before it is then dropped as
  /// superseded (CoreMedia's display-immediately attachment). Callers serialise their calls: the
  /// ring has one producer.
  /// - Returns: false when every view was taken (the queue is full): the frame is counted as pushed
  ///   and dropped as ``DropReason/queueFull``.
  /// - Throws: `PipelineError.notRunning` when stopped, `.invalidConfiguration` for a pipeline whose
  ///   producer makes the frames; nothing is counted then.
  @discardableResult
  public func enqueue(
    _ buffer: borrowing PixelBuffer, keepingAlive owner: AnyObject, dueAt presentationTime: MediaTime?,
    at time: MediaTime
  ) throws(PipelineError) -> Bool {
    try requireEnqueuedSource()
    return producer.enqueue(buffer, keepingAlive: owner, dueAt: presentationTime, at: time)
  }

  /// Counts a frame enqueued at `time` with CoreMedia's do-not-display attachment: pushed and dropped
  /// at once as ``DropReason/doNotDisplay`` (decoded, never shown); the queue and the screen stay as
  /// they are. Callers serialise their calls with ``enqueue(_:keepingAlive:dueAt:at:)``.
  ///
  /// - Throws: `PipelineError.notRunning` when stopped, `.invalidConfiguration` for a pipeline whose
  ///   producer makes the frames; nothing is counted then.
  public func enqueueNotForDisplay(at time: MediaTime) throws(PipelineError) {
    try requireEnqueuedSource()
    producer.enqueueDropped(.doNotDisplay, at: time)
  }

  /// Counts a frame enqueued at `time` while the layer's decoding is interrupted: pushed and dropped
  /// at once as ``DropReason/interrupted`` (AVFoundation ignores it); the queue and the screen stay
  /// as they are. Callers serialise their calls with ``enqueue(_:keepingAlive:dueAt:at:)``.
  ///
  /// - Throws: `PipelineError.notRunning` when stopped, `.invalidConfiguration` for a pipeline whose
  ///   producer makes the frames; nothing is counted then.
  public func enqueueWhileInterrupted(at time: MediaTime) throws(PipelineError) {
    try requireEnqueuedSource()
    producer.enqueueDropped(.interrupted, at: time)
  }

  /// Counts a frame enqueued at `time` whose presentation time is no time: pushed and dropped at once
  /// as ``DropReason/invalidTime``, never judged late against time zero; the queue and the screen
  /// stay as they are. Callers serialise their calls with ``enqueue(_:keepingAlive:dueAt:at:)``.
  ///
  /// - Throws: As ``enqueueNotForDisplay(at:)``.
  public func enqueueWithInvalidTime(at time: MediaTime) throws(PipelineError) {
    try requireEnqueuedSource()
    producer.enqueueDropped(.invalidTime, at: time)
  }

  /// Drops every frame enqueued so far and not yet shown, as ``DropReason/flushed``, when the next tick
  /// reaches it; with `removingDisplayedImage`, that tick also takes the frame on screen off the sink.
  /// The next tick does not hold for a master clock that went back (a timebase set to an earlier time).
  ///
  /// - Throws: `PipelineError.notRunning` when stopped, `.invalidConfiguration` for a pipeline whose
  ///   producer makes the frames.
  public func flush(removingDisplayedImage: Bool) throws(PipelineError) {
    try requireEnqueuedSource()
    producer.flushQueuedFrames()
    var request = Renderer.Request.forgetMasterTime.rawValue
    if removingDisplayedImage { request |= Renderer.Request.removeImage.rawValue }
    renderer.requests.bitwiseOr(request, ordering: .releasing)
  }

  /// Whether a view is free for the next enqueue (the queue is not full); callable from any thread.
  public var isReadyForMoreFrames: Bool { renderer.hasFreeView }

  @inline(__always)
  private func requireEnqueuedSource() throws(PipelineError) {
    guard configuration.source == .enqueued else {
      throw .invalidConfiguration("only a pipeline of enqueued frames takes enqueues and flushes")
    }
    guard isRunning.load(ordering: .acquiring) else { throw .notRunning }
  }

  /// Whether a ``tick(at:)`` now would present, drop and change nothing: a pipeline of enqueued
  /// frames with none queued or waiting to be due and no request for its next tick.
  public var isIdle: Bool { renderer.isIdle }

  /// Whether ticks would present, drop and change nothing for as long as the master clock reads
  /// `masterTime` (a stopped timebase): as ``isIdle``, or with the next queued frame due after then.
  public func isIdle(whileMasterClockReads masterTime: MediaTime) -> Bool {
    renderer.isIdle(whileMasterReads: masterTime)
  }

  /// Runs one renderer tick at `time` (manual mode), judging frames due on the master time
  /// (``masterClock``, or `time` itself).
  ///
  /// - Throws: `PipelineError.notRunning` or `.drivenByThreads` for a call out of order.
  public func tick(at time: MediaTime) throws(PipelineError) {
    // Under the renderer's lock alone (see ``Renderer/tickByHand(at:)``): a second lock, the
    // pipeline's, cost each tick 32 instructions (measured).
    guard renderer.tickByHand(at: time) else {
      throw isRunning.load(ordering: .acquiring) ? .drivenByThreads : .notRunning
    }
  }

  /// Makes the producer skip every frame slot from now (on ``clock``) until `duration` has passed: a
  /// fault, the camera or decoder delivering nothing. Skipped slots are never made or pushed, so the
  /// accounting stays balanced; they are counted in ``FrameAccounting/skippedStalled``, and the sink
  /// keeps showing the last frame. A stall that overlaps a running one extends it. Works in manual
  /// mode (slots produced at times from now to the stall's end are skipped) and on threads.
  ///
  /// - Throws: `PipelineError.notRunning` when stopped, `.invalidConfiguration` for a negative
  ///   duration or one that ends beyond the clock's range (about 292 years); nothing changes then.
  public func stallProducer(for duration: MediaTime) throws(PipelineError) {
    guard duration >= .zero else {
      throw .invalidConfiguration("a producer stall needs a duration of zero or more, not \(duration)")
    }
    try state.withLock { (state) throws(PipelineError) in
      if case .idle = state { throw .notRunning }
      let now = clock.now()
      guard let end = now.adding(duration)?.nanoseconds else {
        throw .invalidConfiguration(
          "a producer stall of \(duration) from \(now) ends beyond what the clock can reach")
      }
      let currentEnd = producer.stallEnd.load(ordering: .relaxed)
      guard end > currentEnd else { return }
      if currentEnd <= now.nanoseconds { producer.stallStart.store(now.nanoseconds, ordering: .relaxed) }
      producer.stallEnd.store(end, ordering: .releasing)
    }
  }

  private static func requireManual(_ state: borrowing State) throws(PipelineError) {
    switch state {
    case .idle: throw .notRunning
    case .threads: throw .drivenByThreads
    case .manual: return
    }
  }

  /// Stops the threads (if any), drains or flushes the queued frames, takes the frame off the sink
  /// and returns every buffer to the pool.
  ///
  /// - Returns: The final accounting, in which nothing is in flight.
  /// - Throws: `PipelineError.notRunning` when not running (nothing changes), or the error that
  ///   stopped the producer thread early (the pipeline is still stopped and clean).
  @discardableResult
  public func stop(_ mode: StopMode) throws(PipelineError) -> FrameAccounting {
    try state.withLock { (state) throws(PipelineError) in
      let threadFailure: PipelineError?
      switch state {
      case .idle:
        throw .notRunning
      case .manual:
        threadFailure = nil
      case .threads(let threads):
        threadFailure = threads.stopAndWait()
      }
      state = .idle
      // Not running first: a manual tick that finds hand ticks refused then reads not running, and
      // reports `.notRunning` rather than `.drivenByThreads` (the other order let a tick on another
      // thread fall between the two stores).
      isRunning.store(false, ordering: .releasing)
      renderer.takesTicksByHand.store(false, ordering: .releasing)
      renderer.finish(mode, at: clock.now())
      producer.reclaimReturnedBuffers()
      if let threadFailure { throw threadFailure }
      return accounting()
    }
  }

  /// Where every pushed frame went so far.
  ///
  /// Exact in manual mode and after `stop`; while threads run, a moment's view that may be torn.
  public func accounting() -> FrameAccounting {
    counters.snapshot(inFlight: ring.count + renderer.pendingCount)
  }

  /// The capture-to-present latencies of the frames presented so far, on ``clock``.
  public func latency() -> LatencyHistogram { renderer.latency }

  /// The A/V offsets of the frames presented on ticks so far: for each, the master time at the tick
  /// that presented it minus its presentation time.
  ///
  /// Never negative, since only due frames are presented; below one display refresh when the
  /// producer keeps up. A frame that a draining `stop` shows is not counted: it is shown because
  /// the pipeline stops, not because it was due.
  public func avOffset() -> LatencyHistogram { renderer.avOffset }

  /// How many ticks held because the master clock had not moved since the previous tick.
  public func heldTickCount() -> Int { renderer.heldTicks }
}
