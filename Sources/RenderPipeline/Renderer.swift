import PixelBuffers
import Runtime
import Synchronization

/// On each tick, presents the newest frame due on the master clock into the sink and drops the late
/// and superseded ones; hands every finished frame back to the producer through the return ring.
///
/// Due, late, held: a tick reads the master clock once. A frame whose presentation time is later
/// than that reading is early and waits (in the pending slot, then the ring); one due within the late
/// threshold is presented, or superseded by a newer due frame; one due longer ago is late. When the
/// master clock has not moved since the previous tick (audio underrun, a hung server, paused audio),
/// the tick holds: it presents and drops nothing and the frame on screen stays, so video never runs
/// ahead of stalled audio, and frames queued meanwhile are judged when the clock moves again, late
/// only if they truly are by then.
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
  }

  let state = Mutex(State())
  let ring: FrameRing<PixelBuffer>
  let returns: FrameRing<PixelBuffer>
  let pool: PixelBufferPool
  let sink: any FrameSink
  let counters: FrameCounters
  let lateThreshold: MediaTime
  let master: MasterClock

  init(
    ring: FrameRing<PixelBuffer>, returns: FrameRing<PixelBuffer>, pool: PixelBufferPool,
    sink: any FrameSink, counters: FrameCounters, lateThreshold: MediaTime, master: MasterClock
  ) {
    self.ring = ring
    self.returns = returns
    self.pool = pool
    self.sink = sink
    self.counters = counters
    self.lateThreshold = lateThreshold
    self.master = master
  }

  /// Presents the newest frame due on the master clock at this tick; frames due earlier in the same
  /// tick are superseded, and frames due more than the late threshold earlier are late. Holds when
  /// the master clock has not moved since the previous tick.
  ///
  /// - Parameter tickTime: The tick's time on the pipeline's clock (capture-to-present latency is
  ///   measured on it).
  func tick(at tickTime: MediaTime) {
    state.withLock { state in
      let masterNow = master.now(tickTime: tickTime)
      if let last = state.lastMasterTime, masterNow <= last {
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
        let due = next.presentationTimeNanoseconds
        if due > masterNow.nanoseconds {
          state.pending = consume next
          break
        }
        if masterNow.nanoseconds - due > lateThreshold.nanoseconds {
          drop(next, .late)
          continue
        }
        if let older = newest.take() { drop(older, .superseded) }
        newest = consume next
      }
      if let frame = newest.take() {
        state.latency.record(nanoseconds: tickTime.nanoseconds - frame.captureTimeNanoseconds)
        state.avOffset.record(nanoseconds: masterNow.nanoseconds - frame.presentationTimeNanoseconds)
        present(frame)
      }
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
      var newest: PixelBuffer? = state.pending.take()
      while let next = ring.pop() {
        if let older = newest.take() {
          drop(older, mode == .drain ? .superseded : .flushedAtStop)
        }
        newest = consume next
      }
      if let frame = newest.take() {
        if mode == .drain {
          state.latency.record(nanoseconds: now.nanoseconds - frame.captureTimeNanoseconds)
          present(frame)
        } else {
          drop(frame, .flushedAtStop)
        }
      }
      if let shown = sink.removeFrame() { handBack(shown) }
    }
  }

  private func present(_ frame: consuming PixelBuffer) {
    FrameCounters.increment(counters.presented)
    if let replaced = sink.present(frame) { handBack(replaced) }
  }

  private func drop(_ frame: consuming PixelBuffer, _ reason: DropReason) {
    counters.countDrop(reason)
    handBack(frame)
  }

  /// Sends a finished frame to the producer's side; the return ring holds the whole pool, so the
  /// direct recycle is only a safety net.
  private func handBack(_ frame: consuming PixelBuffer) {
    if let overflow = returns.push(frame) { pool.recycle(overflow) }
  }

  /// 1 when a frame waits in the pending slot, else 0.
  var pendingCount: Int { state.withLock { $0.pending == nil ? 0 : 1 } }

  /// A copy of the latency histogram.
  var latency: LatencyHistogram { state.withLock { $0.latency } }

  /// A copy of the A/V offset histogram.
  var avOffset: LatencyHistogram { state.withLock { $0.avOffset } }

  /// How many ticks held because the master clock had not moved.
  var heldTicks: Int { state.withLock { $0.heldTicks } }
}
