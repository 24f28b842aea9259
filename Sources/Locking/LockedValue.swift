#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that is only read or changed while holding a lock: the library's general-purpose lock
/// (``AtomicLockedValue`` is the one for a lock taken on every frame and almost never contended).
///
/// It is a pthread mutex rather than `Synchronization.Mutex` because ThreadSanitizer on Linux does
/// not see `Mutex`'s futex-based locking: a 20-line program guarding one `Int` with it is reported as
/// racing, so any test that read guarded state (the frame accounting, the pool's free list) while
/// threads run would fail `make tsan` for nothing. TSan intercepts pthread mutexes and orders each
/// holder's accesses after the previous one's. Uncontended, both cost one atomic exchange to lock
/// and one to unlock; the ring's push and pop take no lock at all.
///
/// Like `Mutex`, it owns its value: the value is moved in at creation and reached only inside
/// ``withLock(_:)``, so it needs not be `Sendable` itself. It may be noncopyable.
public final class LockedValue<Value: ~Copyable>: @unchecked Sendable {
  // @unchecked: `storage` is only touched inside `withLock`, between `pthread_mutex_lock` and
  // `pthread_mutex_unlock`, so every access is ordered after the previous holder's; the value was
  // moved in (`sending`) and results leave as `sending`, so no unguarded alias exists.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // A pointer rather than a stored `var`, so that a lock taken per frame pays no exclusivity check.
  @usableFromInline let storage: UnsafeMutablePointer<Value>

  /// Creates the guarded value.
  public init(_ value: consuming sending Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value while holding the lock, and returns its result.
  ///
  /// - Throws: Whatever `body` throws; the lock is released either way.
  @inlinable
  public func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&storage.pointee)
  }
}
