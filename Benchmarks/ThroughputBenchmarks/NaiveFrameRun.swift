import Dispatch
import Foundation
import PixelBuffers
import RenderPipeline
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The naive baseline running on two threads: the producer allocates a fresh buffer per frame
/// (`av_frame_alloc` + `av_frame_get_buffer`), stamps or paints it and pushes it into a
/// ``NaiveFrameQueue``; the consumer pops it, copies it in copy mode, and frees it. Both spin
/// with `sched_yield` on a full or empty queue.
final class NaiveFrameRun: Sendable {
  let queue = NaiveFrameQueue(capacity: 4)
  let stopRequested = Atomic(false)
  let consumed = Atomic(0)
  let failure = Mutex<PixelBufferError?>(nil)
  let finished = DispatchGroup()

  /// Starts both threads.
  ///
  /// - Parameters:
  ///   - shape: The size and format of every frame.
  ///   - mode: Whether the producer paints and whether the consumer copies.
  init(shape: FrameShape, mode: ThroughputMode) {
    let sink = mode == .copy ? CopyingSink(byteCount: shape.byteCount) : nil
    spawn { [self] in
      do throws(PixelBufferError) {
        try self.produce(shape: shape, painting: mode == .paint)
      } catch {
        self.failure.withLock { $0 = error }
      }
    }
    spawn { [self] in
      while !self.stopRequested.load(ordering: .relaxed) {
        guard let frame = self.queue.tryPop() else {
          sched_yield()
          continue
        }
        if let sink {
          _ = sink.present(frame)
        }
        self.consumed.store(self.consumed.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
      }
      _ = sink?.removeFrame()
    }
  }

  private func spawn(_ body: @escaping @Sendable () -> Void) {
    finished.enter()
    Thread { [finished] in
      body()
      finished.leave()
    }.start()
  }

  private func produce(shape: FrameShape, painting: Bool) throws(PixelBufferError) {
    var sequence: Int64 = 0
    while !stopRequested.load(ordering: .relaxed) {
      var frame = try PixelBuffer(width: shape.width, height: shape.height, format: shape.format)
      frame.stamp(sequenceNumber: sequence, captureTimeNanoseconds: 0, presentationTimeNanoseconds: 0)
      if painting {
        frame.paintTestPattern(frameIndex: sequence)
      }
      sequence += 1
      while let refused = queue.tryPush(frame) {
        if stopRequested.load(ordering: .relaxed) { return }
        frame = refused
        sched_yield()
      }
    }
  }

  /// Frames the consumer has finished so far.
  var consumedCount: Int { consumed.load(ordering: .relaxed) }

  /// Stops both threads, waits for them and frees the frames still queued.
  ///
  /// - Throws: The error that stopped the producer early, if any.
  func stop() throws(PixelBufferError) {
    stopRequested.store(true, ordering: .relaxed)
    finished.wait()
    while queue.tryPop() != nil {}
    if let error = failure.withLock({ $0 }) { throw error }
  }
}
