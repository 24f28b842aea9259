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
/// Design, after the strongest known rings (rigtorp's layout, kfifo's free-running indices):
/// - the ring's own fields are `let`, so the hot path has no exclusivity checks, and `push` / `pop`
///   are `@inlinable` so callers in other modules get a specialised copy;
/// - one allocation holds the consumer's line, the producer's line and the slots at fixed offsets
///   (`FrameRingLayout`), so a push or a pop reaches its index, its limit and its slot from one pointer;
/// - each side's line holds its index, published with release, and its limit from the other side's
///   index (the head plus the capacity, or the tail), so a push or a pop compares its index with one
///   bound and reads the other side's index, with acquire, only when it reaches the bound;
/// - the indices run free and a mask picks the slot, so there is no wrap branch;
/// - an element is published by a release store of the tail and consumed after an acquire load of it,
///   and a slot is reused only after an acquire load of the index the consumer released.
///
/// Neither side keeps a plain copy of its own index: the full and empty paths call out of line, so
/// the compiler reloads such a copy on every push and pop anyway, and storing it costs an instruction
/// that reading the atomic (a plain load) does not.
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

  /// The slot array's size less one: an index masked with it is its slot.
  @usableFromInline let slotMask: Int
  /// The allocation laid out as ``FrameRingLayout`` says: the consumer's line, the producer's line, the slots.
  @usableFromInline let block: UnsafeMutableRawPointer

  // The block's fields as pointers; FrameRingLayout says what each holds.

  @inlinable func atomic(at offset: Int) -> UnsafeMutablePointer<Atomic<Int>> {
    (block + offset).assumingMemoryBound(to: Atomic<Int>.self)
  }

  @inlinable func plain(at offset: Int) -> UnsafeMutablePointer<Int> {
    (block + offset).assumingMemoryBound(to: Int.self)
  }

  @inlinable var head: UnsafeMutablePointer<Atomic<Int>> { atomic(at: FrameRingLayout.head) }
  @inlinable var readingIndex: UnsafeMutablePointer<Atomic<Int>> { atomic(at: FrameRingLayout.readingIndex) }
  @inlinable var popLimit: UnsafeMutablePointer<Int> { plain(at: FrameRingLayout.popLimit) }
  @inlinable var tail: UnsafeMutablePointer<Atomic<Int>> { atomic(at: FrameRingLayout.tail) }
  @inlinable var pushLimit: UnsafeMutablePointer<Int> { plain(at: FrameRingLayout.pushLimit) }
  @inlinable var droppedOldest: UnsafeMutablePointer<Atomic<Int>> {
    atomic(at: FrameRingLayout.droppedOldest)
  }
  @inlinable var droppedNewest: UnsafeMutablePointer<Atomic<Int>> {
    atomic(at: FrameRingLayout.droppedNewest)
  }

  /// The slots, twice the capacity.
  @inlinable var slots: UnsafeMutablePointer<Element> {
    (block + FrameRingLayout.slots(alignment: MemoryLayout<Element>.alignment)).assumingMemoryBound(
      to: Element.self)
  }

  /// The value of `readingIndex` while the consumer reads no slot.
  @usableFromInline static var notReading: Int { -1 }

  /// The largest capacity a ring takes (2^30): twice it still indexes the slots with a mask.
  public static var maximumCapacity: Int { 1 << 30 }

  /// Creates an empty ring.
  ///
  /// The two sides' lines and the slots (twice the capacity) are allocated here, once, as one block;
  /// a large ring of large elements may be more than the system gives, which is a typed error rather
  /// than the allocator's abort.
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
    let alignment = max(MemoryLayout<Element>.alignment, 64)
    let slotsOffset = FrameRingLayout.slots(alignment: alignment)
    let (slotBytes, slotsOverflow) = (capacity * 2).multipliedReportingOverflow(
      by: MemoryLayout<Element>.stride)
    let (bytes, overflow) = slotBytes.addingReportingOverflow(slotsOffset)
    var memory: UnsafeMutableRawPointer?
    guard !slotsOverflow, !overflow, posix_memalign(&memory, alignment, bytes) == 0, let memory else {
      throw .allocationFailed(capacity: capacity, bytes: slotsOverflow || overflow ? nil : bytes)
    }
    self.capacity = capacity
    self.overflowPolicy = overflowPolicy
    block = memory
    slotMask = capacity * 2 - 1
    for offset in FrameRingLayout.atomics {
      (memory + offset).bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(
        to: Atomic(offset == FrameRingLayout.readingIndex ? Self.notReading : 0))
    }
    (memory + FrameRingLayout.popLimit).bindMemory(to: Int.self, capacity: 1).initialize(
      to: overflowPolicy == .dropOldest ? .min : 0)
    (memory + FrameRingLayout.pushLimit).bindMemory(to: Int.self, capacity: 1).initialize(to: capacity)
    (memory + slotsOffset).bindMemory(to: Element.self, capacity: capacity * 2)
  }

  deinit {
    var index = head.pointee.load(ordering: .acquiring)
    let end = tail.pointee.load(ordering: .acquiring)
    while index != end {
      (slots + (index & slotMask)).deinitialize(count: 1)
      index &+= 1
    }
    for offset in FrameRingLayout.atomics { atomic(at: offset).deinitialize(count: 1) }
    free(block)
  }

  /// How many elements are queued. Exact when neither side is active; a moment's view otherwise.
  public var count: Int {
    let tail = self.tail.pointee.load(ordering: .acquiring)
    let head = self.head.pointee.load(ordering: .acquiring)
    return min(max(tail &- head, 0), capacity)
  }

  /// How many elements a push evicted from a full ring (policy `dropOldest`).
  public var droppedOldestCount: Int { droppedOldest.pointee.load(ordering: .relaxed) }

  /// How many pushes a full ring refused (policy `dropNewest`, or `block` after its timeout).
  public var droppedNewestCount: Int { droppedNewest.pointee.load(ordering: .relaxed) }

  /// Adds an element at the tail; producer side.
  ///
  /// - Returns: nil when the element was queued. Otherwise the element that did not fit: the
  ///   evicted oldest one (policy `dropOldest`; the new one is queued) or the refused new one
  ///   (`dropNewest`, or `block` after its timeout). The caller disposes of it (recycles a frame).
  ///
  /// Always inlined, as `pop` is: the full ring's path is out of line, and a call cost
  /// the stepped pipeline frame's two pushes (frame and return) 19 instructions (measured).
  @inlinable @inline(__always)
  public func push(_ element: consuming Element) -> Element? {
    let tail = self.tail.pointee.load(ordering: .relaxed)
    if tail == pushLimit.pointee {
      let limit = head.pointee.load(ordering: .acquiring) &+ capacity
      pushLimit.pointee = limit
      if tail == limit { return pushIntoFullRing(element, tail: tail) }
    }
    write(element, at: tail)
    return nil
  }

  @inlinable
  func write(_ element: consuming Element, at tail: Int) {
    (slots + (tail & slotMask)).initialize(to: element)
    self.tail.pointee.store(tail &+ 1, ordering: .releasing)
  }

  @inlinable
  static func increment(_ counter: UnsafeMutablePointer<Atomic<Int>>) {
    // Only the producer writes the drop counters, so a load and a store need no locked instruction.
    counter.pointee.store(counter.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
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
    let (claimed, head) = self.head.pointee.compareExchange(
      expected: oldest, desired: oldest &+ 1, ordering: .acquiringAndReleasing)
    guard claimed else {
      // The consumer took the oldest element first, so there is room now.
      pushLimit.pointee = head &+ capacity
      write(element, at: tail)
      return nil
    }
    let evicted = (slots + (oldest & slotMask)).move()
    pushLimit.pointee = oldest &+ 1 &+ capacity
    Self.increment(droppedOldest)
    while true {
      let reading = readingIndex.pointee.load(ordering: .acquiring)
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
      let head = self.head.pointee.load(ordering: .acquiring)
      if tail &- head < capacity {
        pushLimit.pointee = head &+ capacity
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
  ///
  /// Always inlined: a call cost the stepped pipeline's producer 7 instructions a frame (measured).
  @inlinable @inline(__always)
  public func pop() -> Element? {
    let head = self.head.pointee.load(ordering: .relaxed)
    let limit = popLimit.pointee
    var index = head
    // The consumer hands the slot back with a release store once the element has left it: of the
    // head, one on, when only the consumer moves the head; of `readingIndex`, cleared, under
    // drop-oldest, whose claim has moved the head already. One store on one path, so the fast path
    // and the claiming path share the move.
    var release = self.head
    var released = head &+ 1
    if head >= limit {
      if head != limit {
        // Past the limit: a drop-oldest ring.
        guard let claimed = claimHead(from: head) else { return nil }
        index = claimed
        release = readingIndex
        released = Self.notReading
      } else {
        // At it: maybe empty.
        let tail = self.tail.pointee.load(ordering: .acquiring)
        popLimit.pointee = tail
        if head == tail { return nil }
      }
    }
    let element = (slots + (index & slotMask)).move()
    release.pointee.store(released, ordering: .releasing)
    return element
  }

  /// Claims the head under drop-oldest with a compare-and-swap the producer may race, and leaves
  /// the claimed index published in `readingIndex`: the caller moves the element out and then
  /// clears it.
  ///
  /// The first attempt is inlined into `pop` (a call costs more than the claim); an empty ring or a
  /// lost race goes on out of line, so the caller's loop keeps its registers.
  ///
  /// - Parameter head: The head as the consumer read it.
  /// - Returns: The claimed index, or nil when the ring is empty.
  @inlinable @inline(__always)
  func claimHead(from head: Int) -> Int? {
    if head &- tail.pointee.load(ordering: .acquiring) < 0 {
      // Published before the claim, so a producer that evicts past us afterwards sees it.
      readingIndex.pointee.store(head, ordering: .relaxed)
      let (claimed, _) = self.head.pointee.compareExchange(
        expected: head, desired: head &+ 1, ordering: .acquiringAndReleasing)
      if claimed { return head }
    }
    return claimHeadAgain()
  }

  /// ``claimHead(from:)`` after its first attempt found the ring empty or lost the head to the
  /// producer: tries until it claims or finds the ring empty.
  @usableFromInline
  func claimHeadAgain() -> Int? {
    var head = self.head.pointee.load(ordering: .acquiring)
    while true {
      // The tail itself each time: the limit is the marker that sends every pop here.
      if head &- tail.pointee.load(ordering: .acquiring) >= 0 {
        readingIndex.pointee.store(Self.notReading, ordering: .relaxed)
        return nil
      }
      readingIndex.pointee.store(head, ordering: .relaxed)
      let (claimed, current) = self.head.pointee.compareExchange(
        expected: head, desired: head &+ 1, ordering: .acquiringAndReleasing)
      if claimed { return head }
      head = current
    }
  }
}

/// Byte offsets in a ``FrameRing``'s block. Each side's line starts 128 bytes after the one before (a
/// line and its adjacent-line prefetch pair), so neither side's stores evict what the other reads on
/// its fast path.
@usableFromInline enum FrameRingLayout {
  /// The consumer's line: the index of the oldest queued element, published with release as the
  /// consumer takes it (under drop-oldest both sides move it, with a compare-and-swap).
  @inlinable static var head: Int { 0 }
  /// The index the consumer of a drop-oldest ring is moving an element out of, or `notReading`.
  @inlinable static var readingIndex: Int { 8 }
  /// The tail as the consumer last read it: every index below it holds an element. In a drop-oldest
  /// ring `Int.min`, below every head, so that every pop takes the claiming path, and the policy
  /// costs the other rings' fast path nothing (their head never passes their limit, which was a
  /// tail).
  @inlinable static var popLimit: Int { 16 }
  /// The producer's line: the index of the next push, published with release once its element is in
  /// its slot.
  @inlinable static var tail: Int { 128 }
  /// The head as the producer last read it, plus the capacity: a push below it has room.
  @inlinable static var pushLimit: Int { 136 }
  /// How many elements a push evicted (drop-oldest).
  @inlinable static var droppedOldest: Int { 144 }
  /// How many pushes a full ring refused (drop-newest, block).
  @inlinable static var droppedNewest: Int { 152 }
  /// Where the slots start: past both lines, on a line of their own, at a multiple of the element's
  /// alignment (a power of two from 64 up is a multiple of every element's).
  @inlinable static func slots(alignment: Int) -> Int { max(256, alignment) }

  /// The offsets of the atomics, initialised with the block and deinitialised with it.
  static let atomics = [head, readingIndex, tail, droppedOldest, droppedNewest]
}

// Sendable: elements cross threads only through the acquire/release protocol described above, and
// the contract admits one pushing and one popping thread at a time; elements must be Sendable.
extension FrameRing: @unchecked Sendable where Element: ~Copyable & Sendable {}
