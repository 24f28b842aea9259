import Synchronization

/// How many of an enqueuing pipeline's views are free, kept in two counters with one writer each, so
/// neither side of a frame pays a locked instruction for it: the enqueuing side (the pipeline's one
/// producer) counts the views it takes and the ones it gives back itself (a failed take, a view the
/// full ring rejects); the renderer, whose ticks are serialised by its lock, counts the views it puts
/// back in the pool. Each writer loads its own counter and stores the new value, plain moves where an
/// atomic add on one shared counter was a locked read-modify-write on both sides of every frame.
///
/// A view is counted taken before it is taken and returned only after it is back in the pool, so the
/// count is never above the pool's own and exact while views go back only through the pipeline (a
/// sink that drops frames instead of returning them lets views go back uncounted: the readiness check
/// then asks the pool).
struct FreeViewCount: ~Copyable {
  /// Views the enqueuing side took and did not give back itself.
  private let taken = Atomic<Int>(0)
  /// Views the renderer put back in the pool.
  private let returned = Atomic<Int>(0)
  /// How many views there are: the pool's capacity (0 for a pipeline that takes no enqueues).
  private let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The enqueuing side is about to take a view.
  @inline(__always)
  func countTaking() {
    taken.store(taken.load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  /// The enqueuing side gave a view back, or took none after ``countTaking()``.
  @inline(__always)
  func countGivenBack() {
    taken.store(taken.load(ordering: .relaxed) &- 1, ordering: .releasing)
  }

  /// The renderer, holding its lock, put a view back in the pool.
  @inline(__always)
  func countReturned() {
    returned.store(returned.load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  /// Whether a view is known to be free; callable from any thread.
  ///
  /// Reads the renderer's counter first: a view taken between the two reads makes the count lower,
  /// never higher than what is free.
  var isPositive: Bool {
    let returned = returned.load(ordering: .acquiring)
    let taken = taken.load(ordering: .acquiring)
    return capacity &- taken &+ returned > 0
  }
}
