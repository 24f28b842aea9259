/// The simulated queues whose work is running, innermost last: a stack in memory of its own.
///
/// Not an array: the main actor's stack of running queues is pushed and popped around every block
/// sent to a simulated queue, and an array checked its buffer's uniqueness on both and, as a static,
/// its lazy initialization on every access (about 20 instructions a block, measured). Empty, it holds
/// no memory; it grows by doubling and is kept for the process (a few words: `sync` nests queues a few
/// deep).
struct RunningQueues {
  private var storage: UnsafeMutablePointer<Unmanaged<VirtualQueue>>?
  private var count = 0
  private var capacity = 0

  /// The innermost queue; nil when no queue's work runs.
  var last: Unmanaged<VirtualQueue>? {
    count == 0 ? nil : storage?[count - 1]
  }

  /// Puts `queue` innermost.
  mutating func push(_ queue: Unmanaged<VirtualQueue>) {
    if count == capacity { grow() }
    storage?[count] = queue
    count += 1
  }

  /// Takes the innermost queue off; nil when there is none.
  mutating func pop() -> Unmanaged<VirtualQueue>? {
    guard count > 0, let storage else { return nil }
    count -= 1
    return storage[count]
  }

  /// Whether any running queue satisfies `predicate`, innermost first.
  func contains(where predicate: (Unmanaged<VirtualQueue>) -> Bool) -> Bool {
    guard let storage else { return false }
    return (0..<count).reversed().contains { predicate(storage[$0]) }
  }

  /// Doubles the room (eight to start with), keeping the queues.
  private mutating func grow() {
    let grown = Swift.max(8, capacity * 2)
    let moved = UnsafeMutablePointer<Unmanaged<VirtualQueue>>.allocate(capacity: grown)
    if let storage {
      moved.moveInitialize(from: storage, count: count)
      storage.deallocate()
    }
    storage = moved
    capacity = grown
  }
}
