import PixelBuffers
import Synchronization

/// The naive frame queue the pipeline is compared with: a fixed array of frames used as a ring,
/// every push and pop under one mutex.
final class NaiveFrameQueue: Sendable {
  struct Storage: ~Copyable {
    let slots: UnsafeMutablePointer<PixelBuffer>
    let capacity: Int
    var head = 0
    var count = 0

    deinit {
      for offset in 0..<count {
        (slots + (head + offset) % capacity).deinitialize(count: 1)
      }
      slots.deallocate()
    }
  }

  let storage: Mutex<Storage>

  /// An empty queue of at most `capacity` frames (at least one).
  init(capacity: Int) {
    let capacity = max(capacity, 1)
    storage = Mutex(Storage(slots: .allocate(capacity: capacity), capacity: capacity))
  }

  /// Appends a frame, or hands it back when the queue is full.
  func tryPush(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    var pending: PixelBuffer? = consume frame
    storage.withLock { storage in
      guard storage.count < storage.capacity, let frame = pending.take() else { return }
      (storage.slots + (storage.head + storage.count) % storage.capacity).initialize(to: frame)
      storage.count += 1
    }
    return pending
  }

  /// Removes the oldest frame, or returns nil when the queue is empty.
  func tryPop() -> PixelBuffer? {
    storage.withLock { storage -> PixelBuffer? in
      guard storage.count > 0 else { return nil }
      let frame = (storage.slots + storage.head).move()
      storage.head = (storage.head + 1) % storage.capacity
      storage.count -= 1
      return frame
    }
  }
}
