import Clocks
import Locking
import PixelBuffers
import Synchronization

/// On each tick, presents the newest frame due on the master clock into the sink and drops the late
/// and superseded ones; hands every finished frame back to the producer through the return ring, or,
/// for enqueued frames (views of the app's buffers), straight to the pool.
///
/// Due, late, held: a tick reads the master clock once. A frame whose presentation time is later
/// than that reading is early and waits (in the pending slot, then the ring); one due within the late
/// threshold is presented, or superseded by a newer due frame; one due longer ago is late. When the
/// master clock has not moved since the previous tick (audio underrun, a hung server, paused audio),
/// the tick holds: it presents and drops nothing and the frame on screen stays, so video never runs
/// ahead of stalled audio, and frames queued meanwhile are judged when the clock moves again, late
/// only if they truly are by then.
///
/// Traces on its own track, stamped with the tick time: a `frame.presented` flow end and a `latency`
/// sample per presented frame, a `frame.dropped` instant per late, superseded or flushed frame.
final class Renderer: Sendable {
  struct State: ~Copyable {
    /// A frame taken from the ring that is not due yet.
    var pending: PixelBuffer?
    var latency = LatencyHistogram()
    /// For each presented frame: the master time it was presented at minus its presentation time.
    var avOffset = LatencyHistogram()
    /// The master time read by the last tick that did not hold, or nil before the first.
    var lastMasterTime: MediaTime?
    /// How many ticks held because the master clock had not moved.
    var heldTicks = 0
    /// The presentation time of the enqueued frame on screen, or ``Renderer/immediately`` when none
    /// (or one shown at once): a later-enqueued frame due before it is never shown.
    var presentedDue = Renderer.immediately
  }

  let state = AtomicLockedValue(State())
  let ring: FrameRing<PixelBuffer>
  let returns: FrameRing<PixelBuffer>
  let pool: PixelBufferPool
  let sink: any FrameSink
  let counters: FrameCounters
  let lateThreshold: MediaTime
  let master: MasterClock
  let trace: PipelineTrace
  /// Whether frames come from enqueues: then ticks never hold, frames due at ``immediately`` are
  /// never late, and queued frames older than a flush or a display-immediately frame are dropped.
  let takesEnqueuedFrames: Bool
  /// Frames with a lower sequence number are dropped as flushed when they reach the renderer.
  let flushedBefore = Atomic<Int64>(.min)
  /// Frames with a lower sequence number are dropped as superseded (a display-immediately frame
  /// came after them).
  let supersededBefore = Atomic<Int64>(.min)
  /// Requests for the next tick, as ``Request`` bits, set from the enqueuing side.
  let requests = Atomic<Int>(0)
  /// Whether ``tickByHand(at:)`` runs: the pipeline is started manual. Set under the pipeline's lock,
  /// and cleared by `stop` before it takes the renderer's lock to empty the ring, so a tick by hand
  /// either runs before the stop or sees it.
  let takesTicksByHand = Atomic(false)
  /// Views known to be free (enqueued frames only; none otherwise). The readiness check reads it
  /// without a lock and asks the pool (under its lock) only when it says none, so a view that came
  /// back another way (a sink that drops frames instead of returning them) is still found.
  let freeViews: FreeViewCount

  /// What the enqueuing side asks the next tick to do before it looks at frames.
  enum Request: Int {
    /// Forget the last master time (a timebase set back, a flush), so the next tick does not hold.
    case forgetMasterTime = 1
    /// Take the frame on screen off the sink (`flushAndRemoveImage`).
    case removeImage = 2
  }

  /// The presentation time of a frame to show at the next tick whatever the master clock says.
  static let immediately = immediatePresentationTimeNanoseconds

  init(
    ring: FrameRing<PixelBuffer>, returns: FrameRing<PixelBuffer>, pool: PixelBufferPool,
    sink: any FrameSink, counters: FrameCounters, lateThreshold: MediaTime, master: MasterClock,
    trace: PipelineTrace, takesEnqueuedFrames: Bool
  ) {
    self.takesEnqueuedFrames = takesEnqueuedFrames
    self.trace = trace
    self.ring = ring
    self.returns = returns
    self.pool = pool
    self.sink = sink
    self.counters = counters
    self.lateThreshold = lateThreshold
    self.master = master
    freeViews = FreeViewCount(capacity: takesEnqueuedFrames ? pool.capacity : 0)
  }

  /// Whether a tick now would do nothing: enqueued frames only (a producer's pipeline holds or
  /// reads its clock on every tick), none in the ring or waiting to be due, and no request.
  var isIdle: Bool {
    guard takesEnqueuedFrames, requests.load(ordering: .acquiring) == 0, ring.count == 0 else { return false }
    return state.withLock { state in
      switch state.pending {
      case .some: false
      case .none: true
      }
    }
  }

  /// Whether a tick would do nothing for as long as the master clock reads `masterTime` (a paused
  /// timebase): as ``isIdle``, or with the frame waiting to be due still not due then (the ring
  /// behind it is not looked at while it waits) and no flush or newer frame discarding it.
  func isIdle(whileMasterReads masterTime: MediaTime) -> Bool {
    guard takesEnqueuedFrames, requests.load(ordering: .acquiring) == 0 else { return false }
    return state.withLock { state in
      switch state.pending {
      case .some(let frame):
        frame.presentationTimeNanoseconds > masterTime.nanoseconds
          && discardReason(frame.sequenceNumber) == nil
      case .none: ring.count == 0
      }
    }
  }

  /// Presents the newest frame due on the master clock at this tick; frames due earlier in the same
  /// tick are superseded, and frames due more than the late threshold earlier are late. Holds when
  /// the master clock has not moved since the previous tick.
  ///
  /// - Parameter tickTime: The tick's time on the pipeline's clock (capture-to-present latency is
  ///   measured on it).
  func tick(at tickTime: MediaTime) {
    state.withLock { tick(at: tickTime, in: &$0) }
  }

  /// ``tick(at:)`` for a manual pipeline, checking under the renderer's lock that it still is one.
  ///
  /// - Returns: false, having done nothing, when the pipeline is not started manual.
  func tickByHand(at tickTime: MediaTime) -> Bool {
    state.withLock { state in
      guard takesTicksByHand.load(ordering: .acquiring) else { return false }
      tick(at: tickTime, in: &state)
      return true
    }
  }

  /// ``tick(at:)`` with the renderer's lock held, on the state it guards.
  private func tick(at tickTime: MediaTime, in state: inout State) {
    // A load first: the exchange is a locked instruction, and a tick almost never finds a request.
    if takesEnqueuedFrames, requests.load(ordering: .relaxed) != 0 { handleRequests(&state) }
    let masterNow = master.now(tickTime: tickTime)
    if !takesEnqueuedFrames, let last = state.lastMasterTime, masterNow <= last {
      state.heldTicks += 1
      return
    }
    state.lastMasterTime = masterNow
    var newest: PixelBuffer? = nil
    while true {
      var next: PixelBuffer
      if let pending = state.pending.take() {
        next = pending
      } else if let popped = ring.pop() {
        next = popped
      } else {
        break
      }
      if takesEnqueuedFrames, let reason = discardReason(next.sequenceNumber) {
        drop(next, reason, at: tickTime)
        continue
      }
      let due = next.presentationTimeNanoseconds
      if due > masterNow.nanoseconds {
        state.pending = consume next
        break
      }
      let (behind, overflowed) = masterNow.nanoseconds.subtractingReportingOverflow(due)
      if due != Self.immediately, overflowed || behind > lateThreshold.nanoseconds {
        drop(next, .late, at: tickTime)
        continue
      }
      if takesEnqueuedFrames, due != Self.immediately {
        // Enqueued out of order: a picture due before the one on screen would step time back.
        if due < state.presentedDue {
          drop(next, .late, at: tickTime)
          continue
        }
        if let kept = newest.take() {
          if kept.presentationTimeNanoseconds > due {
            newest = consume kept
            drop(next, .superseded, at: tickTime)
            continue
          }
          drop(kept, .superseded, at: tickTime)
        }
      } else if let older = newest.take() {
        drop(older, .superseded, at: tickTime)
      }
      newest = consume next
    }
    if let frame = newest.take() {
      let latency = tickTime.nanoseconds - frame.captureTimeNanoseconds
      state.latency.record(nanoseconds: latency)
      if frame.presentationTimeNanoseconds != Self.immediately {
        state.avOffset.record(nanoseconds: masterNow.nanoseconds - frame.presentationTimeNanoseconds)
      }
      if takesEnqueuedFrames { state.presentedDue = frame.presentationTimeNanoseconds }
      present(frame, latency: latency, at: tickTime)
    }
  }

  /// Empties the ring and the pending slot at stop: `.drain` presents the newest queued frame and
  /// supersedes the rest; `.flush` drops them all as flushed. Then takes the frame off the sink.
  ///
  /// A frame shown by a draining stop counts in the latency but not in the A/V offset: it is shown
  /// because the pipeline stops, not because it was due. The next run starts with no last master time.
  func finish(_ mode: FramePipeline.StopMode, at now: MediaTime) {
    state.withLock { state in
      state.lastMasterTime = nil
      state.presentedDue = Self.immediately
      var newest: PixelBuffer? = state.pending.take()
      while let next = ring.pop() {
        if let older = newest.take() {
          drop(older, mode == .drain ? .superseded : .flushedAtStop, at: now)
        }
        newest = consume next
      }
      if let frame = newest.take() {
        if mode == .drain {
          let latency = now.nanoseconds - frame.captureTimeNanoseconds
          state.latency.record(nanoseconds: latency)
          present(frame, latency: latency, at: now)
        } else {
          drop(frame, .flushedAtStop, at: now)
        }
      }
      if let shown = sink.removeFrame() { handBack(shown) }
    }
  }

  /// Why a queued frame is dropped unseen: a flush or a display-immediately frame came after it.
  private func discardReason(_ sequence: Int64) -> DropReason? {
    if sequence < flushedBefore.load(ordering: .acquiring) { return .flushed }
    if sequence < supersededBefore.load(ordering: .acquiring) { return .superseded }
    return nil
  }

  /// Runs what the enqueuing side asked for since the last tick.
  private func handleRequests(_ state: inout State) {
    let asked = requests.exchange(0, ordering: .acquiring)
    guard asked != 0 else { return }
    if asked & Request.forgetMasterTime.rawValue != 0 {
      state.lastMasterTime = nil
      state.presentedDue = Self.immediately
    }
    if asked & Request.removeImage.rawValue != 0, let shown = sink.removeFrame() { handBack(shown) }
  }

  /// Hands `frame`, captured `latency` nanoseconds before `time`, to the sink.
  @inline(__always)
  private func present(_ frame: consuming PixelBuffer, latency: Int64, at time: MediaTime) {
    FrameCounters.increment(counters.presented)
    if trace.isEnabled {
      trace.recordPresentation(sequence: frame.sequenceNumber, latency: latency, at: time)
    }
    if let replaced = sink.present(frame) { handBack(replaced) }
  }

  private func drop(_ frame: consuming PixelBuffer, _ reason: DropReason, at time: MediaTime) {
    counters.countDrop(reason)
    trace.recordDrop(sequence: frame.sequenceNumber, reason: reason, at: time)
    handBack(frame)
  }

  /// Sends a finished frame to the producer's side; the return ring holds the whole pool, so the
  /// direct recycle is only a safety net.
  ///
  /// An enqueued frame (a view) goes straight back to its pool, which is safe from any thread: the
  /// app's buffer is let go as soon as it leaves the screen, and the enqueue side has
  /// nothing to reclaim, so its readiness check needs neither the return ring's consumer role nor
  /// the lock that serialises it (a view's recycle touches no planes, so the producer's thread
  /// gains nothing from doing it). Inlined, as it was before it had two ways: a call cost every
  /// presentation 12 instructions (measured).
  @inline(__always)
  private func handBack(_ frame: consuming PixelBuffer) {
    if takesEnqueuedFrames {
      pool.recycle(frame)
      // The renderer's side of ``freeViews``: every hand-back runs under the renderer's lock.
      freeViews.countReturned()
    } else if let overflow = returns.push(frame) {
      pool.recycle(overflow)
    }
  }

  /// Whether a view is free for the next enqueue; callable from any thread.
  var hasFreeView: Bool { freeViews.isPositive || pool.availableCount > 0 }

  /// 1 when a frame waits in the pending slot, else 0.
  var pendingCount: Int { state.withLock { $0.pending == nil ? 0 : 1 } }

  /// A copy of the latency histogram.
  var latency: LatencyHistogram { state.withLock { $0.latency } }

  /// A copy of the A/V offset histogram.
  var avOffset: LatencyHistogram { state.withLock { $0.avOffset } }

  /// How many ticks held because the master clock had not moved.
  var heldTicks: Int { state.withLock { $0.heldTicks } }
}
