import Clocks
import Foundation
import RenderPipeline
import Runtime
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A thread that runs a body at fixed deadlines on the host clock and sleeps until each one, as a
/// display link does: it never spins, and a deadline missed by more than a period is skipped, not
/// made up with a burst.
final class DeadlineLoop: Sendable {
  /// What the loop does at each deadline.
  typealias Body = @Sendable () throws(PipelineError) -> Void

  private let running = Atomic<Bool>(true)
  private let finished = DispatchSemaphore(value: 0)
  private let failure = Mutex<PipelineError?>(nil)
  private let skipped = Atomic<Int>(0)

  /// Starts the thread; the first deadline is one period plus `phase` from now.
  ///
  /// - Parameters:
  ///   - name: The thread's name, for debuggers and `top -H`.
  ///   - period: The time between deadlines.
  ///   - phase: How far every deadline is shifted from the multiples of the period.
  ///   - body: What to do at each deadline; its first error stops the loop and is thrown by ``stop()``.
  init(name: String, period: MediaTime, phase: MediaTime = .zero, body: @escaping Body) {
    let thread = Thread { [self] in
      run(period: period, phase: phase, body: body)
      finished.signal()
    }
    thread.name = name
    thread.start()
  }

  /// Deadlines skipped because the body was still running (or the thread not scheduled) past them.
  var skippedDeadlines: Int { skipped.load(ordering: .relaxed) }

  /// Stops the loop after its current deadline and waits for the thread to finish.
  ///
  /// - Throws: The first error the body threw, if any.
  func stop() throws(PipelineError) {
    running.store(false, ordering: .relaxed)
    finished.wait()
    if let error = failure.withLock({ $0 }) {
      throw error
    }
  }

  private func run(period: MediaTime, phase: MediaTime, body: Body) {
    let clock = HostClock()
    var deadline = clock.now() + period + phase
    while running.load(ordering: .relaxed) {
      Self.sleep(until: deadline)
      do {
        try body()
      } catch {
        failure.withLock { $0 = error }
        return
      }
      deadline += period
      let now = clock.now()
      while deadline <= now {
        deadline += period
        skipped.add(1, ordering: .relaxed)
      }
    }
  }

  /// Sleeps until `deadline` on `CLOCK_MONOTONIC`, the host clock's clock; the corresponding C
  /// function is `clock_nanosleep` with `TIMER_ABSTIME`.
  private static func sleep(until deadline: MediaTime) {
    var time = timespec(
      tv_sec: Int(deadline.nanoseconds / 1_000_000_000), tv_nsec: Int(deadline.nanoseconds % 1_000_000_000))
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
  }
}
