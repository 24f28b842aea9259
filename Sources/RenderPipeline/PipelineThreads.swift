import Clocks
import Dispatch
import Foundation
import Locking
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The producer thread and the renderer thread of a running pipeline, and the way to stop them.
final class PipelineThreads: Sendable {
  let stopRequested = Atomic(false)
  let finished = DispatchGroup()
  let failure = LockedValue<PipelineError?>(nil)

  /// Starts both threads.
  ///
  /// - Parameter tickInterval: The display link's period; nil ticks as fast as possible.
  /// With a display link, the producer's schedule starts half a tick after the display link's, so
  /// each frame is ready mid-way between two ticks: the phase furthest from a tick, where scheduling
  /// jitter of up to half a tick never makes two frames due in one tick. (Started together, the two
  /// schedules put every capture a few microseconds from a tick, and the frame's paint time decides
  /// at random whether it makes that tick or the next: measured, 56 of 600 frames superseded in 10 s
  /// at 60 fps on 60 Hz, and latency of a whole tick.)
  init(pipeline: FramePipeline, tickInterval: MediaTime?) {
    let clock = pipeline.clock
    let frameInterval = pipeline.frameInterval
    let origin = clock.now()
    let producerOrigin = origin + (tickInterval.map { MediaTime(nanoseconds: $0.nanoseconds / 2) } ?? .zero)
    if pipeline.configuration.source == .producer {
      spawnProducer(pipeline: pipeline, every: frameInterval, from: producerOrigin, on: clock)
    }
    spawn(name: "pipsim.display-link") { [self] in
      self.runPaced(every: tickInterval, from: origin, on: clock) { now in
        let hadFrames = pipeline.ring.count > 0
        pipeline.renderer.tick(at: now)
        return hadFrames
      }
    }
  }

  /// Starts the producer thread, making a frame in every slot of the frame rate.
  private func spawnProducer(
    pipeline: FramePipeline, every frameInterval: MediaTime?, from producerOrigin: MediaTime,
    on clock: any MediaClock
  ) {
    spawn(name: "pipsim.producer") { [self] in
      do throws(PipelineError) {
        try self.runPaced(every: frameInterval, from: producerOrigin, on: clock) {
          now throws(PipelineError) in
          try pipeline.producer.produce(at: now)
        }
      } catch {
        self.failure.withLock { $0 = error }
      }
    }
  }

  private func spawn(name: String, _ body: @escaping @Sendable () -> Void) {
    finished.enter()
    let thread = Thread { [finished] in
      body()
      finished.leave()
    }
    thread.name = name
    thread.start()
  }

  /// Calls `step` at `origin` and every `interval` after it (or back to back when nil) until stopped.
  ///
  /// `step` returns whether it found work (a frame made, a queued frame). Back to back, a thread
  /// that keeps finding none backs off (`SpinBackoff`: it spins, then yields), so on a machine with
  /// more runnable threads than cores the thread it waits for gets the processor.
  ///
  /// Sleeps until shortly before each deadline and polls the clock for the rest (spinning, then
  /// yielding; see `SpinBackoff`), since a sleeping thread pays tens of microseconds per wake-up and
  /// a thread that yields on a busy machine may not run again for a whole time slice. After falling more than one interval behind it skips ahead
  /// rather than bursting.
  private func runPaced<E: Error>(
    every interval: MediaTime?, from origin: MediaTime, on clock: any MediaClock,
    _ step: (MediaTime) throws(E) -> Bool
  ) throws(E) {
    guard let interval else {
      var backoff = SpinBackoff()
      while !stopRequested.load(ordering: .relaxed) {
        if try step(clock.now()) { backoff.reset() } else { backoff.wait() }
      }
      return
    }
    var deadline = origin
    while !stopRequested.load(ordering: .relaxed) {
      var now = clock.now()
      let early = deadline - now
      if early > .microseconds(300) {
        usleep(UInt32(clamping: (early - .microseconds(200)).nanoseconds / 1_000))
      }
      now = clock.now()
      var backoff = SpinBackoff()
      while now < deadline {
        // Checked here too: on a clock that does not advance on its own this loop would never end.
        if stopRequested.load(ordering: .relaxed) { return }
        backoff.wait()
        now = clock.now()
      }
      _ = try step(now)
      deadline += interval
      if now - deadline > interval { deadline = now + interval }
    }
  }

  /// Asks both threads to stop, waits for them, and returns the error that ended the producer, if any.
  func stopAndWait() -> PipelineError? {
    stopRequested.store(true, ordering: .relaxed)
    finished.wait()
    return failure.withLock { $0 }
  }
}
