import Synchronization

/// A bounded first-in first-out queue of pointer-sized items behind one mutex: the simplest
/// thread-safe handoff, measured as the reference lock-free designs are compared with.
///
/// Every push and pop takes the lock; callers spin (yielding the CPU) while it is full or empty.
public final class NaiveMutexQueue: Sendable {
  /// An array used as a ring: `count` items from `head`, wrapping at the array's end.
  private struct Storage {
    var items: [Int]
    var head = 0
    var count = 0
  }

  private let storage: Mutex<Storage>

  /// The most items the queue holds.
  public let capacity: Int

  /// Creates an empty queue.
  ///
  /// - Parameter capacity: The most items held; at least 1.
  public init(capacity: Int) {
    self.capacity = max(capacity, 1)
    storage = Mutex(Storage(items: Array(repeating: 0, count: max(capacity, 1))))
  }

  /// Appends an item, or returns `false` when the queue is full.
  ///
  /// - Parameter item: The item to hand over.
  public func tryPush(_ item: Int) -> Bool {
    storage.withLock { storage in
      guard storage.count < storage.items.count else { return false }
      storage.items[(storage.head + storage.count) % storage.items.count] = item
      storage.count += 1
      return true
    }
  }

  /// Removes the oldest item, or returns `nil` when the queue is empty.
  public func tryPop() -> Int? {
    storage.withLock { storage in
      guard storage.count > 0 else { return nil }
      let item = storage.items[storage.head]
      storage.head = (storage.head + 1) % storage.items.count
      storage.count -= 1
      return item
    }
  }
}
