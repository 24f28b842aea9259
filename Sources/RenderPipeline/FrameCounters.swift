import Synchronization

/// The pipeline's running counts; each counter has one writer (the producer or the renderer).
final class FrameCounters: Sendable {
  let pushed = Atomic(0)
  let presented = Atomic(0)
  let skippedPoolExhausted = Atomic(0)
  let skippedStalled = Atomic(0)
  let droppedRingFullOldest = Atomic(0)
  let droppedRingFullNewest = Atomic(0)
  let droppedLate = Atomic(0)
  let droppedSuperseded = Atomic(0)
  let droppedFlushedAtStop = Atomic(0)
  let droppedFlushed = Atomic(0)
  let droppedQueueFull = Atomic(0)
  let droppedDoNotDisplay = Atomic(0)
  let droppedInterrupted = Atomic(0)
  let droppedInvalidTime = Atomic(0)

  /// Adds one to a counter whose only writer is the calling thread: no locked instruction needed.
  @inline(__always)
  static func increment(_ counter: borrowing Atomic<Int>) {
    counter.store(counter.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  func countDrop(_ reason: DropReason) {
    switch reason {
    case .ringFullOldest: Self.increment(droppedRingFullOldest)
    case .ringFullNewest: Self.increment(droppedRingFullNewest)
    case .late: Self.increment(droppedLate)
    case .superseded: Self.increment(droppedSuperseded)
    case .flushedAtStop: Self.increment(droppedFlushedAtStop)
    case .flushed: Self.increment(droppedFlushed)
    case .queueFull: Self.increment(droppedQueueFull)
    case .doNotDisplay: Self.increment(droppedDoNotDisplay)
    case .interrupted: Self.increment(droppedInterrupted)
    case .invalidTime: Self.increment(droppedInvalidTime)
    }
  }

  func drops(_ reason: DropReason) -> Int {
    switch reason {
    case .ringFullOldest: droppedRingFullOldest.load(ordering: .relaxed)
    case .ringFullNewest: droppedRingFullNewest.load(ordering: .relaxed)
    case .late: droppedLate.load(ordering: .relaxed)
    case .superseded: droppedSuperseded.load(ordering: .relaxed)
    case .flushedAtStop: droppedFlushedAtStop.load(ordering: .relaxed)
    case .flushed: droppedFlushed.load(ordering: .relaxed)
    case .queueFull: droppedQueueFull.load(ordering: .relaxed)
    case .doNotDisplay: droppedDoNotDisplay.load(ordering: .relaxed)
    case .interrupted: droppedInterrupted.load(ordering: .relaxed)
    case .invalidTime: droppedInvalidTime.load(ordering: .relaxed)
    }
  }

  func snapshot(inFlight: Int) -> FrameAccounting {
    var drops: [DropReason: Int] = [:]
    for reason in DropReason.allCases { drops[reason] = self.drops(reason) }
    return FrameAccounting(
      pushed: pushed.load(ordering: .relaxed), presented: presented.load(ordering: .relaxed),
      dropped: drops, inFlight: inFlight,
      skippedPoolExhausted: skippedPoolExhausted.load(ordering: .relaxed),
      skippedStalled: skippedStalled.load(ordering: .relaxed))
  }
}
