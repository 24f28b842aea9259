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
/// Neither side keeps a plain copy of its own index: the compiler reloads such a copy on every push
/// and pop anyway (as far as it knows, a slot's store or the full path's call may change it), and
/// storing it costs an instruction that reading the atomic (a plain load) does not.
///
/// Drop-oldest lets the producer take an element from the consumer's end. The head then lives in a
/// word of its own, which both sides move by atomic read-modify-writes (the consumer's increment, the
/// producer's compare-and-swap), so each element is taken exactly once; the producer queues the new
/// element before it evicts the oldest, so the ring never empties under the consumer. Before each
/// claim the consumer publishes the head it read, a bound below the index it reads, so the producer
/// never reuses that slot meanwhile. The slot array holds twice the capacity, so that wait happens
/// only if the producer evicts a whole ring's worth of elements during a single pop.
///
/// Every pop ends with one release store to the consumer's word (`FrameRingLayout.consumed`): the
/// head, one on, in the other rings; under drop-oldest, the word that says which index the consumer
/// reads, negative again. Both are the word read at the start of the pop plus one, so the pop has a
/// single move and a single store whatever the policy.
public final class FrameRing<Element: ~Copyable> {
  /// How many elements the ring holds at most (a power of two).
  public let capacity: Int
  /// What a push into a full ring does.
  public let overflowPolicy: OverflowPolicy

  /// The slot array's size less one: an index masked with it is its slot.
  @usableFromInline let slotMask: Int
  /// Where the head is in the block: the consumer's word, or under drop-oldest a word of its own.
  @usableFromInline let headOffset: Int
  /// The allocation laid out as ``FrameRingLayout`` says: the consumer's line, the producer's line, the slots.
  @usableFromInline let block: UnsafeMutableRawPointer

  // The block's fields as pointers; FrameRingLayout says what each holds.

  @inlinable func atomic(at offset: Int) -> UnsafeMutablePointer<Atomic<Int>> {
    (block + offset).assumingMemoryBound(to: Atomic<Int>.self)
  }

  @inlinable func plain(at offset: Int) -> UnsafeMutablePointer<Int> {
    (block + offset).assumingMemoryBound(to: Int.self)
  }

  @inlinable var consumed: UnsafeMutablePointer<Atomic<Int>> { atomic(at: FrameRingLayout.consumed) }
  @inlinable var sharedHead: UnsafeMutablePointer<Atomic<Int>> { atomic(at: FrameRingLayout.sharedHead) }
  /// The index of the oldest queued element: ``consumed`` or, under drop-oldest, ``sharedHead``.
  @inlinable var head: UnsafeMutablePointer<Atomic<Int>> { atomic(at: headOffset) }
  @inlinable var popLimit: UnsafeMutablePointer<Int> { plain(at: FrameRingLayout.popLimit) }
  @inlinable var claimLimit: UnsafeMutablePointer<Int> { plain(at: FrameRingLayout.claimLimit) }
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

  /// The consumer's word in a drop-oldest ring before its first pop. Each pop adds one, and any
  /// negative value says the consumer reads no slot: a ring would take 2^63 pops to reach zero.
  @usableFromInline static var firstNotReading: Int { .min + 1 }

  /// A limit below every head and word: a drop-oldest ring's `popLimit`, so that each of its pops
  /// goes on to claim the head, and the other rings' `claimLimit`, so that a pop at their `popLimit`
  /// goes on to read the tail.
  @usableFromInline static var claimsEveryPop: Int { .min }

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
    let dropsOldest = overflowPolicy == .dropOldest
    headOffset = dropsOldest ? FrameRingLayout.sharedHead : FrameRingLayout.consumed
    for offset in FrameRingLayout.atomics {
      (memory + offset).bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(
        to: Atomic(offset == FrameRingLayout.consumed && dropsOldest ? Self.firstNotReading : 0))
    }
    (memory + FrameRingLayout.popLimit).bindMemory(to: Int.self, capacity: 1).initialize(
      to: dropsOldest ? Self.claimsEveryPop : 0)
    (memory + FrameRingLayout.claimLimit).bindMemory(to: Int.self, capacity: 1).initialize(
      to: dropsOldest ? 0 : Self.claimsEveryPop)
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
      if _slowPath(tail == limit) { return pushIntoFullRing(element, tail: tail) }
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

  /// Queues `element` in a full drop-oldest ring, then takes the oldest element back unless the
  /// consumer takes it first: in this order the ring never looks empty to a consumer that has seen
  /// an element queued, which its claim by increment relies on (see ``indexPastLimit(_:)``). The
  /// ring holds one element more than its capacity meanwhile, which the slots have room for.
  @usableFromInline
  func evictOldest(for element: consuming Element, tail: Int) -> Element? {
    // The slot last held the element a whole slot array ago: wait while the consumer may still be
    // moving it out (it published a bound below the index it reads before claiming it).
    while true {
      let reading = consumed.pointee.load(ordering: .acquiring)
      if reading < 0 || tail &- reading <= slotMask { break }
      sched_yield()
    }
    write(element, at: tail)
    let oldest = tail &- capacity
    let (claimed, head) = self.head.pointee.compareExchange(
      expected: oldest, desired: oldest &+ 1, ordering: .acquiringAndReleasing)
    guard claimed else {
      // The consumer took the oldest element first, so the ring was not full after all.
      pushLimit.pointee = head &+ capacity
      return nil
    }
    let evicted = (slots + (oldest & slotMask)).move()
    pushLimit.pointee = oldest &+ 1 &+ capacity
    Self.increment(droppedOldest)
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
    // The head, or under drop-oldest a negative number: past the limit, which is below it then.
    let consumed = self.consumed.pointee.load(ordering: .relaxed)
    let next = consumed &+ 1
    var index = consumed
    if next > popLimit.pointee {
      guard let claimed = indexPastLimit(consumed) else { return nil }
      index = claimed
    }
    let element = (slots + (index & slotMask)).move()
    // The head, one on, or the drop-oldest consumer's word, negative again: the slot is free.
    self.consumed.pointee.store(next, ordering: .releasing)
    return element
  }

  /// The index ``pop()`` moves an element out of when the consumer's word is at or past its limit:
  /// in a ring that does not drop its oldest element, the head, once the tail shows an element
  /// there; in a drop-oldest ring, the head the consumer claims.
  ///
  /// The drop-oldest consumer claims the head with an atomic increment: the producer queues before
  /// it evicts, so the ring never empties under the consumer, and one element seen queued is enough
  /// to take the oldest queued now, whichever the producer has left. Before it, the consumer
  /// publishes the head it read in its word, a bound below the index it will read, so a producer
  /// that comes round to that slot sees it and waits.
  ///
  /// The claim has a limit of its own (the tail as the consumer last read it), so that a drop-oldest
  /// pop compares the head with one bound and reads the tail only when it reaches it. The other
  /// rings' claim limit is below every head, so that a pop at their `popLimit` reads the tail here.
  ///
  /// - Parameter consumed: The consumer's word as the pop read it.
  /// - Returns: The index to move the element out of, or nil when the ring is empty.
  @inlinable @inline(__always)
  func indexPastLimit(_ consumed: Int) -> Int? {
    let head = sharedHead.pointee.load(ordering: .relaxed)
    if head >= claimLimit.pointee {
      let tail = self.tail.pointee.load(ordering: .acquiring)
      if consumed >= 0 {
        // Not a drop-oldest ring (its word is negative): at the tail the consumer last read.
        popLimit.pointee = tail
        return consumed == tail ? nil : consumed
      }
      claimLimit.pointee = tail
      // Evictions move the head on, never past the tail.
      if head == tail { return nil }
    }
    self.consumed.pointee.store(head, ordering: .relaxed)
    return sharedHead.pointee.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
  }
}

/// Byte offsets in a ``FrameRing``'s block. Each side's line starts 128 bytes after the one before (a
/// line and its adjacent-line prefetch pair), so neither side's stores evict what the other reads on
/// its fast path.
@usableFromInline enum FrameRingLayout {
  /// The consumer's line. The consumer's word, stored with release as each pop hands its slot back:
  /// in a ring that does not drop its oldest element, the head (the index of the oldest queued
  /// element); in a drop-oldest ring, the head the consumer read while it claims and moves an
  /// element, and a negative number between pops (`firstNotReading` plus the pops so far).
  @inlinable static var consumed: Int { 0 }
  /// A drop-oldest ring's head, which the consumer takes with an atomic increment and the producer,
  /// to evict, with a compare-and-swap.
  @inlinable static var sharedHead: Int { 8 }
  /// The tail as the consumer last read it: every index below it holds an element. In a drop-oldest
  /// ring `Int.min`, below every word, so that every pop takes the claiming path, and the policy
  /// costs the other rings' fast path nothing (their head never passes their limit, which was a
  /// tail).
  @inlinable static var popLimit: Int { 16 }
  /// In a drop-oldest ring, the tail as the consumer last read it: a head below it may be claimed.
  /// In the other rings `Int.min`, below every head.
  @inlinable static var claimLimit: Int { 24 }
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
  static let atomics = [consumed, sharedHead, tail, droppedOldest, droppedNewest]
}

// Sendable: elements cross threads only through the acquire/release protocol described above, and
// the contract admits one pushing and one popping thread at a time; elements must be Sendable.
extension FrameRing: @unchecked Sendable where Element: ~Copyable & Sendable {}
