import Foundation
import Locking

/// A body running on its own operating-system thread (not the test's cooperative pool, which a
/// spinning test could starve), and its result once it ends.
final class OSThread<Result: Sendable>: Sendable {
  let done = DispatchSemaphore(value: 0)
  let result = LockedValue<Result?>(nil)

  init(_ body: @escaping @Sendable () -> Result) {
    Thread.detachNewThread { [self] in
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// Waits for the body to end and returns its result.
  func join() -> Result {
    done.wait()
    return result.withLock { $0! }
  }
}
