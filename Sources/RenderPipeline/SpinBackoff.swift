#if canImport(Glibc)
  import Glibc
#endif

/// Paces a thread that polls for another thread's work: retry at once for a bounded number of
/// misses, then give the processor away with `sched_yield` on each further miss.
///
/// Between two threads handing frames over, the wait is usually a few hundred nanoseconds, and a
/// thread that sleeps pays a futex wake-up (35-70 us on a virtual machine) to learn that the work
/// arrived; polling keeps the handoff at memory speed. The bound keeps a stalled partner (or an
/// oversubscribed machine) from costing a whole core: after `spinLimit` misses the poller yields.
/// `sched_yield` is not a sleep: on an idle core it returns at once (a system call, under a
/// microsecond), and on a busy one it lets the partner run.
/// Swift has no portable spin-loop hint (x86 `pause`), so the cheap retry itself is the spin.
///
/// ```swift
/// var backoff = SpinBackoff()
/// while true {
///   if let frame = ring.pop() { use(frame); backoff.reset() } else { backoff.wait() }
/// }
/// ```
public struct SpinBackoff: Sendable {
  /// The misses retried at once before each further miss yields.
  public let spinLimit: Int
  @usableFromInline var missCount = 0

  /// The misses since the last ``reset()``, counted up to the spin limit.
  public var misses: Int { missCount }

  /// A back-off that spins for `spinLimit` misses before yielding.
  ///
  /// - Parameter spinLimit: Misses retried at once; 256 (a few microseconds of polling) by
  ///   default, long enough to cover a partner that is running, short enough that a partner
  ///   waiting for a processor gets one soon. Zero yields on every miss.
  public init(spinLimit: Int = 256) {
    self.spinLimit = max(spinLimit, 0)
  }

  /// Records a miss: returns at once while spinning, yields the processor once past the limit.
  @inlinable
  public mutating func wait() {
    if missCount < spinLimit {
      missCount &+= 1
    } else {
      sched_yield()
    }
  }

  /// Records that the awaited work arrived, so the next wait spins again.
  @inlinable
  public mutating func reset() {
    missCount = 0
  }

  /// Whether the back-off is past spinning and now yields on each miss.
  public var isYielding: Bool { missCount >= spinLimit }
}
