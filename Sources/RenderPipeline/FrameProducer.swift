import Clocks
import PixelBuffers
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Fills pooled buffers and pushes them into the ring; recycles on its own thread every buffer that
/// comes back, so buffers are taken and freed on one thread only.
///
/// Traces on its own track: per push a `frame.pushed` flow start, a `ring` occupancy sample when the
/// occupancy changed, and a `frame.dropped` instant when the full ring rejected or evicted a frame.
final class FrameProducer: Sendable {
  let configuration: PipelineConfiguration
  let pool: PixelBufferPool
  let ring: FrameRing<PixelBuffer>
  let returns: FrameRing<PixelBuffer>
  let counters: FrameCounters
  let renderer: Renderer
  let master: MasterClock
  let nextSequence = Atomic<Int64>(0)
  let trace: PipelineTrace
  /// The occupancy of the last `ring` sample, so a steady ring is not sampled on every push.
  let tracedOccupancy = Atomic<Int>(-1)
  /// The injected stall, in nanoseconds on the pipeline's clock: slots at `stallStart ..< stallEnd`
  /// are skipped. Written by whoever injects the stall (start, then end with release), read by the
  /// producer (end with acquire, then start); empty (`.min ..< .min`) when there is none.
  let stallStart = Atomic<Int64>(.min)
  let stallEnd = Atomic<Int64>(.min)

  init(
    configuration: PipelineConfiguration, pool: PixelBufferPool, ring: FrameRing<PixelBuffer>,
    returns: FrameRing<PixelBuffer>, counters: FrameCounters, renderer: Renderer, master: MasterClock,
    trace: PipelineTrace
  ) {
    self.renderer = renderer
    self.trace = trace
    self.configuration = configuration
    self.master = master
    self.pool = pool
    self.ring = ring
    self.returns = returns
    self.counters = counters
  }

  /// Makes one frame captured at `now` and pushes it, due at the master clock's time plus the
  /// presentation delay.
  ///
  /// - Returns: false when no frame was made: the slot fell in an injected stall, or the pool stayed
  ///   exhausted (each counted as skipped).
  /// - Throws: `PipelineError.pixelBuffer` when libavutil fails to give a buffer fresh planes.
  func produce(at now: MediaTime) throws(PipelineError) -> Bool {
    if now.nanoseconds < stallEnd.load(ordering: .acquiring),
      now.nanoseconds >= stallStart.load(ordering: .relaxed)
    {
      reclaimReturnedBuffers()
      FrameCounters.increment(counters.skippedStalled)
      return false
    }
    var taken = try takeReturnedBuffer()
    if taken == nil { taken = try takeBuffer() }
    guard var buffer = taken.take() else {
      FrameCounters.increment(counters.skippedPoolExhausted)
      return false
    }
    let sequence = takeSequence()
    buffer.stamp(
      sequenceNumber: sequence, captureTimeNanoseconds: now.nanoseconds,
      presentationTimeNanoseconds: (master.now(tickTime: now) + configuration.presentationDelay).nanoseconds)
    if configuration.fill == .testPattern {
      buffer.paintTestPattern(frameIndex: sequence)
    }
    countPush(sequence, at: now)
    enter(buffer, at: now)
    return true
  }

  /// Pushes a view of `source`'s planes, enqueued at `now` and due at `presentationTime` on the
  /// master clock (nil: at the next tick, superseding every frame enqueued before it).
  ///
  /// - Returns: false when every view was taken, so the frame was dropped as ``DropReason/queueFull``.
  ///   Inlined into ``FramePipeline/enqueue(_:keepingAlive:dueAt:at:)``, its only caller: a call
  ///   between the two passed six arguments through registers and the stack on every frame.
  @inline(__always)
  func enqueue(
    _ source: borrowing PixelBuffer, keepingAlive owner: AnyObject, dueAt presentationTime: MediaTime?,
    at now: MediaTime
  ) -> Bool {
    // Nothing to reclaim: the renderer recycles views itself.
    let sequence = takeSequence()
    countPush(sequence, at: now)
    // Counted before the take, so the free count never includes the view being taken.
    renderer.freeViews.countTaking()
    guard var view = try? pool.takeView(of: source, keepingAlive: owner) else {
      renderer.freeViews.countGivenBack()
      counters.countDrop(.queueFull)
      trace.recordDrop(sequence: sequence, reason: .queueFull, at: now)
      return false
    }
    view.stamp(
      sequenceNumber: sequence, captureTimeNanoseconds: now.nanoseconds,
      presentationTimeNanoseconds: presentationTime?.nanoseconds ?? Renderer.immediately)
    if presentationTime == nil { renderer.supersededBefore.store(sequence, ordering: .releasing) }
    enter(view, at: now)
    return true
  }

  /// Counts a frame enqueued at `now` that is never to be shown: pushed, and dropped at once for
  /// `reason`; it takes no view and changes nothing queued.
  func enqueueDropped(_ reason: DropReason, at now: MediaTime) {
    let sequence = takeSequence()
    countPush(sequence, at: now)
    counters.countDrop(reason)
    trace.recordDrop(sequence: sequence, reason: reason, at: now)
  }

  /// Drops, when they reach the renderer, every frame enqueued before now.
  func flushQueuedFrames() {
    renderer.flushedBefore.store(nextSequence.load(ordering: .relaxed), ordering: .releasing)
  }

  /// The next frame's sequence number.
  private func takeSequence() -> Int64 {
    let sequence = nextSequence.load(ordering: .relaxed)
    nextSequence.store(sequence &+ 1, ordering: .relaxed)
    return sequence
  }

  /// Counts and traces the push of frame `sequence`.
  @inline(__always)
  private func countPush(_ sequence: Int64, at now: MediaTime) {
    FrameCounters.increment(counters.pushed)
    if trace.isEnabled { trace.recordPush(sequence: sequence, at: now) }
  }

  /// Puts a counted frame into the ring, recycling the one a full ring rejects.
  @inline(__always)
  private func enter(_ buffer: consuming PixelBuffer, at now: MediaTime) {
    if let rejected = ring.push(buffer) {
      let reason: DropReason = ring.overflowPolicy == .dropOldest ? .ringFullOldest : .ringFullNewest
      counters.countDrop(reason)
      trace.recordDrop(sequence: rejected.sequenceNumber, reason: reason, at: now)
      pool.recycle(rejected)
      if renderer.takesEnqueuedFrames { renderer.freeViews.countGivenBack() }
    }
    if trace.isEnabled { traceOccupancy(at: now) }
  }

  /// Samples the ring's occupancy, unless it is what the last sample said.
  private func traceOccupancy(at now: MediaTime) {
    let occupancy = ring.count
    guard occupancy != tracedOccupancy.load(ordering: .relaxed) else { return }
    tracedOccupancy.store(occupancy, ordering: .relaxed)
    trace.recordOccupancy(occupancy, at: now)
  }

  /// The first buffer the renderer handed back, made ready to fill again, with the rest moved into
  /// the pool; nil when none came back. Reusing it skips the pool's free list, whose lock a round
  /// through it takes twice a frame.
  ///
  /// Inlined into `produce`, its only caller.
  @inline(__always)
  private func takeReturnedBuffer() throws(PipelineError) -> PixelBuffer? {
    guard let returned = returns.pop() else { return nil }
    reclaimReturnedBuffers()
    do throws(PixelBufferError) {
      return try pool.reuse(returned)
    } catch {
      throw .pixelBuffer(error)
    }
  }

  /// Moves every buffer the renderer handed back into the pool.
  ///
  /// Inlined: a call out of `produce` cost the stepped pipeline's frame 11 instructions (measured).
  @inline(__always)
  func reclaimReturnedBuffers() {
    while let buffer = returns.pop() { pool.recycle(buffer) }
  }

  /// `now` plus `timeout`, or `.max` for a timeout beyond the clock's range (wait as long as it runs).
  private static func deadline(after timeout: Duration, from now: MediaTime) -> MediaTime {
    let (seconds, attoseconds) = timeout.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? now : .max }
    let span = MediaTime(nanoseconds: whole).adding(MediaTime(nanoseconds: attoseconds / 1_000_000_000))
    return span.flatMap { now.adding($0) } ?? .max
  }

  /// A buffer from the pool, applying the exhaustion policy; nil when none came free in time.
  private func takeBuffer() throws(PipelineError) -> PixelBuffer? {
    let clock = HostClock()
    var deadline: MediaTime?
    while true {
      do throws(PixelBufferError) {
        return try pool.take(whenExhausted: .fail)
      } catch .poolExhausted {
        guard case .wait(let timeout) = configuration.poolExhaustion else { return nil }
        let now = clock.now()
        let end = deadline ?? Self.deadline(after: timeout, from: now)
        deadline = end
        guard now < end else { return nil }
        sched_yield()
        reclaimReturnedBuffers()
      } catch {
        throw .pixelBuffer(error)
      }
    }
  }
}
