import PixelBuffers
import Runtime
import Synchronization

/// On each tick, presents the newest due frame into the sink and drops the late and superseded ones;
/// hands every finished frame back to the producer through the return ring.
final class Renderer: Sendable {
  struct State: ~Copyable {
    /// A frame taken from the ring that is not due yet.
    var pending: PixelBuffer?
    var latency = LatencyHistogram()
  }

  let state = Mutex(State())
  let ring: FrameRing<PixelBuffer>
  let returns: FrameRing<PixelBuffer>
  let pool: PixelBufferPool
  let sink: any FrameSink
  let counters: FrameCounters
  let lateThreshold: MediaTime

  init(
    ring: FrameRing<PixelBuffer>, returns: FrameRing<PixelBuffer>, pool: PixelBufferPool,
    sink: any FrameSink, counters: FrameCounters, lateThreshold: MediaTime
  ) {
    self.ring = ring
    self.returns = returns
    self.pool = pool
    self.sink = sink
    self.counters = counters
    self.lateThreshold = lateThreshold
  }

  /// Presents the newest frame due at `now`; frames due earlier in the same tick are superseded, and
  /// frames due more than the late threshold before `now` are late.
  func tick(at now: MediaTime) {
    state.withLock { state in
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
        if due > now.nanoseconds {
          state.pending = consume next
          break
        }
        if now.nanoseconds - due > lateThreshold.nanoseconds {
          drop(next, .late)
          continue
        }
        if let older = newest.take() { drop(older, .superseded) }
        newest = consume next
      }
      if let frame = newest.take() {
        state.latency.record(nanoseconds: now.nanoseconds - frame.captureTimeNanoseconds)
        present(frame)
      }
    }
  }

  /// Empties the ring and the pending slot at stop: `.drain` presents the newest queued frame and
  /// supersedes the rest; `.flush` drops them all as flushed. Then takes the frame off the sink.
  func finish(_ mode: FramePipeline.StopMode, at now: MediaTime) {
    state.withLock { state in
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
}
