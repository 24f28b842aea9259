import Locking
import Synchronization
import Testing

/// `Locking`'s atomic lock, here because this suite runs under ThreadSanitizer (`make tsan`): two
/// threads changing the guarded value must neither lose an update nor be reported as a race. (The
/// same accesses without the lock, tried by hand, are reported by ThreadSanitizer as a data race and
/// lose updates.)
@Suite struct AtomicLockedValueTests {
  @Test func twoThreadsChangingTheValueLoseNoUpdate() {
    let counter = AtomicLockedValue(0)
    let rounds = 100_000
    let startLine = StartLine()
    let threads = (0..<2).map { _ in
      OSThread {
        startLine.wait(forThreads: 2)
        for _ in 0..<rounds {
          counter.withLock { $0 += 1 }
        }
        return true
      }
    }
    for thread in threads { _ = thread.join() }
    #expect(counter.withLock { $0 } == 2 * rounds)
  }

  @Test func aThrowingBodyLetsTheLockGo() {
    struct Refused: Error {}
    let value = AtomicLockedValue([1])
    #expect(throws: Refused.self) {
      try value.withLock { (numbers) throws(Refused) in
        numbers.append(2)
        throw Refused()
      }
    }
    #expect(value.withLock { $0 } == [1, 2])
  }
}

/// Lets threads start together, so that what they do next overlaps.
private final class StartLine: Sendable {
  private let arrived = Atomic(0)

  /// Returns once `count` threads called it.
  func wait(forThreads count: Int) {
    arrived.add(1, ordering: .acquiringAndReleasing)
    while arrived.load(ordering: .acquiring) < count {}
  }
}
