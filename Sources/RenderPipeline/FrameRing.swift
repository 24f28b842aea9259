import Clocks
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A bounded single-producer / single-consumer queue that moves elements (frames) without copying,
/// with a policy for a full ring and a count of every drop.
///
/// Contract: at most one thread pushes at a time and at most one thread pops at a time (they may
/// be different threads, and which thread plays each role may change between quiet periods).
///
/// Design, after the measured facts in spec/toolchain-and-formats.md ("Speed"):
/// - all state is `let` (atomics and a slot pointer), so the hot path has no exclusivity checks, and
///   `push` / `pop` are `@inlinable` so callers in other modules get a specialised copy;
/// - the consumer's index and the producer's index sit on separate cache lines, and each side caches
///   the other's index, rereading it (with acquire ordering) only when the cache says full or empty;
///   each cache is plain memory only its own side touches (ahead of the slots, on lines of its own),
///   so the compiler can fold its load into the comparison or keep it in a register, which it does
///   not do with an atomic's;
/// - an element is published by a release store of the tail and consumed after an acquire load of it,
///   and a slot is reused only after an acquire load of the index the consumer released.
///
/// Drop-oldest lets the producer take an element from the consumer's end. Both sides then claim the
/// oldest element with a compare-and-swap on the head, so each element is taken exactly once, and
/// the consumer publishes which index it is reading so the producer never reuses that slot. The slot
/// array holds twice the capacity, so that wait happens only if the producer evicts a whole ring's
/// worth of elements during a single pop.
public final class FrameRing<Element: ~Copyable> {
  /// How many elements the ring holds at most (a power of two).
  public let capacity: Int
  /// What a push into a full ring does.
  public let overflowPolicy: OverflowPolicy

  @usableFromInline let slots: UnsafeMutablePointer<Element>
  /// The consumer's copy of the tail, read and written by the consumer alone; the start of the
  /// block the slots are allocated in.
  @usableFromInline let consumerTailCache: UnsafeMutablePointer<Int>
  /// The producer's copy of the head, read and written by the producer alone.
  @usableFromInline let producerHeadCache: UnsafeMutablePointer<Int>
  @usableFromInline let slotMask: Int
  @usableFromInline let padBeforeConsumer = CacheLinePadding()

  // Consumer's cache line.
  @usableFromInline let head: Atomic<Int>
  @usableFromInline let readingIndex: Atomic<Int>
  @usableFromInline let padBeforeProducer = CacheLinePadding()

  // Producer's cache line.
  @usableFromInline let tail: Atomic<Int>
  @usableFromInline let droppedOldest: Atomic<Int>
  @usableFromInline let droppedNewest: Atomic<Int>
  @usableFromInline let padAfterProducer = CacheLinePadding()

  /// The value of `readingIndex` while the consumer reads no slot.
  @usableFromInline static var notReading: Int { -1 }

  /// The distance in bytes between the consumer's and the producer's index caches.
  static var cacheSpacing: Int { 128 }

  /// The consumer's cached tail in a drop-oldest ring: so far below any head that `pop`'s cache
  /// test always sends it to the claiming path, which leaves the cache alone. The policy then costs
  /// no test on the other rings' fast path, and on their refresh path only a branch on the same
  /// comparison (their head is never above their cache).
  @usableFromInline static var claimsEveryPop: Int { Int.min / 2 }

  /// Creates an empty ring.
  ///
  /// The largest capacity a ring takes (2^30): twice it still indexes the slots with a mask.
  public static var maximumCapacity: Int { 1 << 30 }

  /// The slots (twice the capacity), behind the two sides' index caches, are allocated here, once,
  /// as one block; a large ring of large elements may be more than the system gives, which is a
  /// typed error rather than the allocator's abort.
  ///
  /// - Parameters:
  ///   - capacity: The most elements it holds: a power of two from 1 to ``maximumCapacity``.
  ///   - overflowPolicy: What a push into a full ring does.
  /// - Throws: `FrameRingError.invalidCapacity` for any other capacity, `.allocationFailed` when the
  ///   system refuses the slots' memory.
  public init(capacity: Int, overflowPolicy: OverflowPolicy) throws(FrameRingError) {
    guard capacity >= 1, capacity <= Self.maximumCapacity, capacity & (capacity - 1) == 0 else {
      throw .invalidCapacity(capacity)
    }
    // The caches come first, 128 bytes apart (a line and its adjacent-line prefetch pair each), and
    // the slots start on a line of their own; a power-of-two alignment from 64 up is a multiple of
    // every element's.
    let alignment = max(MemoryLayout<Element>.alignment, 64)
    let header = max(2 * Self.cacheSpacing, alignment)
    let (slotBytes, slotsOverflow) = (capacity * 2).multipliedReportingOverflow(
      by: MemoryLayout<Element>.stride)
    let (bytes, overflow) = slotBytes.addingReportingOverflow(header)
    var memory: UnsafeMutableRawPointer?
    guard !slotsOverflow, !overflow, posix_memalign(&memory, alignment, bytes) == 0, let memory else {
      throw .allocationFailed(capacity: capacity, bytes: slotsOverflow || overflow ? nil : bytes)
    }
    self.capacity = capacity
    self.overflowPolicy = overflowPolicy
    consumerTailCache = memory.initializeMemory(
      as: Int.self, repeating: overflowPolicy == .dropOldest ? Self.claimsEveryPop : 0, count: 1)
    producerHeadCache = (memory + Self.cacheSpacing).initializeMemory(as: Int.self, repeating: 0, count: 1)
    slots = (memory + header).bindMemory(to: Element.self, capacity: capacity * 2)
    slotMask = capacity * 2 - 1
    head = Atomic(0)
    readingIndex = Atomic(Self.notReading)
    tail = Atomic(0)
    droppedOldest = Atomic(0)
    droppedNewest = Atomic(0)
  }

  deinit {
    var index = head.load(ordering: .acquiring)
    let end = tail.load(ordering: .acquiring)
    while index != end {
      (slots + (index & slotMask)).deinitialize(count: 1)
      index &+= 1
    }
    // The block starts with the consumer's cache.
    free(consumerTailCache)
  }

  /// How many elements are queued. Exact when neither side is active; a moment's view otherwise.
  public var count: Int {
    let tail = self.tail.load(ordering: .acquiring)
    let head = self.head.load(ordering: .acquiring)
    return min(max(tail &- head, 0), capacity)
  }

  /// How many elements a push evicted from a full ring (policy `dropOldest`).
  public var droppedOldestCount: Int { droppedOldest.load(ordering: .relaxed) }

  /// How many pushes a full ring refused (policy `dropNewest`, or `block` after its timeout).
  public var droppedNewestCount: Int { droppedNewest.load(ordering: .relaxed) }

  /// Adds an element at the tail; producer side.
  ///
  /// - Returns: nil when the element was queued. Otherwise the element that did not fit: the
  ///   evicted oldest one (policy `dropOldest`; the new one is queued) or the refused new one
  ///   (`dropNewest`, or `block` after its timeout). The caller disposes of it (recycles a frame).
  @inlinable
  public func push(_ element: consuming Element) -> Element? {
    let tail = self.tail.load(ordering: .relaxed)
    if tail &- producerHeadCache.pointee >= capacity {
      let head = self.head.load(ordering: .acquiring)
      producerHeadCache.pointee = head
      if tail &- head >= capacity { return pushIntoFullRing(element, tail: tail) }
    }
    write(element, at: tail)
    return nil
  }

  @inlinable
  func write(_ element: consuming Element, at tail: Int) {
    (slots + (tail & slotMask)).initialize(to: element)
    self.tail.store(tail &+ 1, ordering: .releasing)
  }

  @inlinable
  static func increment(_ counter: borrowing Atomic<Int>) {
    // Only the producer writes the drop counters, so a load and a store need no locked instruction.
    counter.store(counter.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  // Inlinable but never inlined: the slow path stays out of the caller's loop, and the caller gets a
  // copy specialised for its element type, so the element is passed in registers (a generic entry
  // takes it by address, which made every push spill it to the stack).
  @inlinable @inline(never)
  func pushIntoFullRing(_ element: consuming Element, tail: Int) -> Element? {
    switch overflowPolicy {
    case .dropNewest:
      Self.increment(droppedNewest)
      return element
    case .dropOldest:
      return evictOldest(for: element, tail: tail)
    case .block(let timeout):
      return waitForRoom(for: element, tail: tail, timeout: timeout)
    }
  }

  @usableFromInline
  func evictOldest(for element: consuming Element, tail: Int) -> Element? {
    let oldest = tail &- capacity
    let (claimed, head) = self.head.compareExchange(
      expected: oldest, desired: oldest &+ 1, ordering: .acquiringAndReleasing)
    guard claimed else {
      // The consumer took the oldest element first, so there is room now.
      producerHeadCache.pointee = head
      write(element, at: tail)
      return nil
    }
    let evicted = (slots + (oldest & slotMask)).move()
    producerHeadCache.pointee = oldest &+ 1
    Self.increment(droppedOldest)
    while true {
      let reading = readingIndex.load(ordering: .acquiring)
      if reading == Self.notReading || tail &- reading <= slotMask { break }
      sched_yield()
    }
    write(element, at: tail)
    return evicted
  }

  @usableFromInline
  func waitForRoom(for element: consuming Element, tail: Int, timeout: MediaTime) -> Element? {
    let clock = HostClock()
    // A timeout beyond the clock's range waits for as long as the clock runs.
    let deadline = clock.now().adding(timeout) ?? .max
    var attempts = 0
    while true {
      let head = self.head.load(ordering: .acquiring)
      if tail &- head < capacity {
        producerHeadCache.pointee = head
        write(element, at: tail)
        return nil
      }
      attempts &+= 1
      if attempts & 63 == 0 {
        if clock.now() >= deadline {
          Self.increment(droppedNewest)
          return element
        }
        sched_yield()
      }
    }
  }

  /// Removes the element at the head; consumer side.
  ///
  /// - Returns: The oldest queued element, or nil when the ring is empty.
  @inlinable
  public func pop() -> Element? {
    let head = self.head.load(ordering: .relaxed)
    let pastCache = head &- consumerTailCache.pointee
    // At the cached tail: maybe empty. Past it: a drop-oldest ring, whose cache stays far below any
    // head; the other rings' head never passes their cache (it was a tail, and only the consumer
    // moves their head, up to it), so the one comparison also tells the policy apart.
    if pastCache >= 0 {
      if pastCache != 0 {
        guard let claimed = claimHead() else { return nil }
        let element = (slots + (claimed & slotMask)).move()
        // Released, so the producer reuses the slot only after the element has left it.
        readingIndex.store(Self.notReading, ordering: .releasing)
        return element
      }
      let tail = self.tail.load(ordering: .acquiring)
      consumerTailCache.pointee = tail
      if head == tail { return nil }
    }
    let element = (slots + (head & slotMask)).move()
    self.head.store(head &+ 1, ordering: .releasing)
    return element
  }

  /// Claims the head under drop-oldest with a compare-and-swap the producer may race, and leaves
  /// the claimed index published in `readingIndex`: the caller moves the element out and then
  /// clears it.
  ///
  /// Not generic over the element (it touches only the indices), so a caller in another module
  /// calls it as it is, with the index in a register, while its own copy of `pop` moves the element;
  /// the module's own consumers may inline it.
  ///
  /// - Returns: The claimed index, or nil when the ring is empty.
  @usableFromInline
  func claimHead() -> Int? {
    var head = self.head.load(ordering: .acquiring)
    while true {
      // The tail itself each time: the cache is the marker that sends every pop here.
      if head &- self.tail.load(ordering: .acquiring) >= 0 { return nil }
      // Published before the claim, so a producer that evicts past us afterwards sees it.
      readingIndex.store(head, ordering: .relaxed)
      let (claimed, current) = self.head.compareExchange(
        expected: head, desired: head &+ 1, ordering: .acquiringAndReleasing)
      if claimed { return head }
      readingIndex.store(Self.notReading, ordering: .relaxed)
      head = current
    }
  }
}

// Sendable: elements cross threads only through the acquire/release protocol described above, and
// the contract admits one pushing and one popping thread at a time; elements must be Sendable.
extension FrameRing: @unchecked Sendable where Element: ~Copyable & Sendable {}
