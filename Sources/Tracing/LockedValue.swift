import Foundation

/// A value that is only read or changed while holding a lock; guards the recorder's slow paths
/// (track registration, string interning, overflow arguments).
///
/// It is built on `NSLock`, a pthread mutex, rather than on `Synchronization.Mutex`: ThreadSanitizer
/// intercepts pthread mutexes, but on Linux it does not see `Mutex`'s futex-based locking and reports
/// races that cannot happen.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only touched inside `withLock`, between `lock.lock()` and `lock.unlock()`,
  // so every access is ordered after the previous holder's.
  private let lock = NSLock()
  private var value: Value

  /// Creates the guarded value.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
