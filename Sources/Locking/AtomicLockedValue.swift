import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that is only read or changed while holding a lock built on one atomic word: for a lock
/// taken on every frame and almost never contended (the sample-buffer renderer's enqueue front, a
/// pipeline's renderer, its manual-mode state, the latest-frame sink, a pixel-buffer pool's free
/// list).
///
/// Why not ``LockedValue``: uncontended, glibc's `pthread_mutex_lock` and `pthread_mutex_unlock`
/// cost about 55 instructions a pair through their calls and checks (measured with callgrind); this
/// lock is one compare-and-swap with acquire ordering to lock and one release store to unlock,
/// inlined into the caller. Why not `Synchronization.Mutex`: ThreadSanitizer on Linux does not see
/// its locking (its atomics are compiled inside the standard library, which is not instrumented), so
/// every test reading state it guards would be reported as racing. The atomic here is compiled in
/// the caller's module, so ThreadSanitizer instruments it and orders each holder's accesses after
/// the previous holder's release (the Locking tests check that it reports no race with the lock and
/// does report the same accesses without it).
///
/// A waiter spins briefly, then yields the processor on each failed attempt (`sched_yield`); it
/// never sleeps, so keep what runs under the lock short. Not fair and not reentrant.
public final class AtomicLockedValue<Value: ~Copyable>: @unchecked Sendable {
  // @unchecked: `storage` is only touched inside `withLock`, between an acquiring compare-and-swap
  // of `isLocked` from false to true and the releasing store of false, so every access is ordered
  // after the previous holder's; the value was moved in (`sending`) and results leave as `sending`.
  @usableFromInline let isLocked = Atomic(false)
  // A pointer rather than a stored `var`, so that a lock taken per frame pays no exclusivity check.
  @usableFromInline let storage: UnsafeMutablePointer<Value>

  /// Failed attempts a waiter retries at once before it starts yielding the processor.
  @usableFromInline static var spinsBeforeYielding: Int { 64 }

  /// Creates the guarded value.
  public init(_ value: consuming sending Value) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Runs `body` on the value while holding the lock, and returns its result.
  ///
  /// - Throws: Whatever `body` throws; the lock is released either way.
  @inlinable
  public func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      lockContended()
    }
    defer { isLocked.store(false, ordering: .releasing) }
    return try body(&storage.pointee)
  }

  /// Waits for the holder to let go, then takes the lock. Out of line: the uncontended path stays
  /// two instructions in the caller.
  @usableFromInline @inline(never)
  func lockContended() {
    var attempts = 0
    while true {
      // Read before trying, so waiters do not keep taking the cache line from the holder.
      if !isLocked.load(ordering: .relaxed),
        isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      attempts += 1
      if attempts >= Self.spinsBeforeYielding { sched_yield() }
    }
  }
}
