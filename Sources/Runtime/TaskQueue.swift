import Clocks

/// The main run loop's waiting tasks, in the order they run: by deadline, and among equal deadlines
/// by scheduling order (FIFO).
///
/// A binary min-heap over (deadline, identifier), identifiers growing with each schedule, so it pops
/// exactly the sequence a list sorted on the same key would. Scheduling and taking the next task are
/// O(log n) and, once the storage has grown to the loop's busiest moment, allocate nothing (a sorted
/// array paid a shift of every waiting entry on each schedule and each take).
struct TaskQueue: ~Copyable {
  /// What a task does when it runs.
  enum Action {
    /// Runs once.
    case once(@MainActor () -> Void)
    /// Runs at its deadline, given that deadline, and returns when to run again (nil: never); the
    /// loop skips its runs while it is idle.
    case periodic(any PeriodicTask)
    /// Runs once: an app's Dispatch block, run as the simulated queue's it was sent to by the loop's
    /// ``MainRunLoop/blockRunner``. Kept as the block and its queue rather than wrapped in a closure,
    /// which would cost each block sent to a queue an allocation; the queue is held as one word, so
    /// that entries stay as small as a closure's (an existential's second word cost a sample-buffer
    /// layer's frame 11 instructions, measured).
    ///
    /// The entry holds a reference to each, counted by hand so that moving or copying the action
    /// costs nothing (``QueuedBlock``): both are given up when it runs, or by ``discard()`` when it is
    /// removed without running.
    case block(QueuedBlock, queue: Unmanaged<AnyObject>)

    /// Whether the task runs once.
    var runsOnce: Bool {
      if case .periodic = self { return false }
      return true
    }

    /// Runs the action due at `deadline` on `runLoop`, and returns when to run it again (nil:
    /// never).
    @MainActor
    func run(at deadline: MediaTime, on runLoop: MainRunLoop) -> MediaTime? {
      switch self {
      case .once(let action):
        action()
        return nil
      case .periodic(let task):
        return task.run(at: deadline)
      case .block(let block, let queue):
        // Its only run: the loop drops the entry when it returns nil, so its references end here.
        runLoop.blockRunner?.run(block, of: queue)
        block.release()
        queue.release()
        return nil
      }
    }

    /// Gives up the references an action holds by hand (a block's, see ``block(_:queue:)``), for an
    /// entry dropped without running.
    func discard() {
      guard case .block(let block, let queue) = self else { return }
      block.release()
      queue.release()
    }
  }

  /// A task with its deadline, as the loop keeps it.
  /// The loop sets the identifier and deadline as it queues the entry, and changes them when it
  /// queues a repeating entry again.
  struct Entry {
    var identifier: UInt64
    var deadline: MediaTime
    let action: Action

    /// Whether this entry runs before `other`.
    @inline(__always)
    func runs(before other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && identifier < other.identifier)
    }
  }

  /// The heap's entries, `count` of them initialized, in storage for `capacity`. Kept by hand rather
  /// than in an array: every schedule and every turn moves entries in and out, and an array checked
  /// its buffer's uniqueness and copied the entry's action on each move (measured: a sample-buffer
  /// layer's frame and a simulated queue's block each paid several checks a turn).
  private var entries: UnsafeMutablePointer<Entry>
  private var capacity: Int
  /// How many tasks wait.
  private(set) var count = 0
  /// How many of the waiting tasks run once (the rest are periodic).
  private(set) var oneOffCount = 0

  init() {
    capacity = 16
    entries = .allocate(capacity: capacity)
  }

  deinit {
    for index in 0..<count { entries[index].action.discard() }
    entries.deinitialize(count: count)
    entries.deallocate()
  }

  /// The deadline of the task that runs next, or nil when none waits.
  var firstDeadline: MediaTime? { count == 0 ? nil : entries[0].deadline }

  /// Adds `entry` in its place.
  mutating func insert(_ entry: consuming Entry) {
    if entry.action.runsOnce { oneOffCount += 1 }
    if count == capacity { grow() }
    (entries + count).initialize(to: entry)
    count += 1
    if count > 1 { siftUp(from: count - 1) }
  }

  /// Doubles the storage, moving the entries over.
  private mutating func grow() {
    let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: entries, count: count)
    entries.deallocate()
    entries = larger
    capacity *= 2
  }

  /// The periodic task that runs next, when it is idle.
  @MainActor
  var idlePeriodicFirst: (any PeriodicTask)? {
    guard count > 0, case .periodic(let task) = entries[0].action, task.isIdle else { return nil }
    return task
  }

  /// Whether the task that runs next is periodic; false when none waits.
  var firstIsPeriodic: Bool { count > 0 && !entries[0].action.runsOnce }

  /// Whether a task is due by `limit`.
  func hasTask(dueBy limit: MediaTime) -> Bool {
    count > 0 && entries[0].deadline <= limit
  }

  /// Removes and returns the task that runs next; there must be one.
  mutating func removeFirst() -> Entry {
    remove(at: 0)
  }

  /// Removes the task with `identifier`; does nothing when none waits.
  mutating func remove(identifier: UInt64) {
    guard let index = (0..<count).first(where: { entries[$0].identifier == identifier }) else { return }
    remove(at: index).action.discard()
  }

  /// Whether the task with `identifier` waits.
  func contains(identifier: UInt64) -> Bool {
    (0..<count).contains { entries[$0].identifier == identifier }
  }

  /// Removes every task; the storage stays for the next ones.
  mutating func removeAll() {
    for index in 0..<count { entries[index].action.discard() }
    entries.deinitialize(count: count)
    count = 0
    oneOffCount = 0
  }

  private mutating func remove(at index: Int) -> Entry {
    count -= 1
    let removed = (entries + index).move()
    if index != count { (entries + index).moveInitialize(from: entries + count, count: 1) }
    if removed.action.runsOnce { oneOffCount -= 1 }
    if index < count {
      siftDown(from: index)
      siftUp(from: index)
    }
    return removed
  }

  /// Swaps the entries at `first` and `second`, moving them without copying.
  @inline(__always)
  private func swapEntries(_ first: Int, _ second: Int) {
    let held = (entries + first).move()
    (entries + first).moveInitialize(from: entries + second, count: 1)
    (entries + second).initialize(to: held)
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].runs(before: entries[parent]) else { return }
      swapEntries(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      let right = left + 1
      let earlier = right < count && entries[right].runs(before: entries[left]) ? right : left
      guard entries[earlier].runs(before: entries[parent]) else { return }
      swapEntries(parent, earlier)
      parent = earlier
    }
  }
}
