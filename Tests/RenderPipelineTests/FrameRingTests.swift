import Foundation
import RenderPipeline
import Runtime
import Synchronization
import Testing

let ringCapacities = [1, 2, 4, 8, 64]

/// Calls `body` with a ring of each capacity whose indices start at every slot position (the slot
/// array holds twice the capacity), so every wrap-around layout is exercised.
func withEveryRing(
  policy: OverflowPolicy, _ body: (FrameRing<Int>, _ capacity: Int, _ offset: Int) throws -> Void
) throws {
  for capacity in ringCapacities {
    for offset in 0..<(2 * capacity) {
      let ring = try FrameRing<Int>(capacity: capacity, overflowPolicy: policy)
      for value in 0..<offset {
        #expect(ring.push(-1 - value) == nil)
        #expect(ring.pop() == -1 - value)
      }
      try body(ring, capacity, offset)
    }
  }
}

@Test func aRingKeepsFIFOOrderAtEveryWrapPositionAndFillLevel() throws {
  for policy in [OverflowPolicy.dropOldest, .dropNewest, .block(timeout: .zero)] {
    try withEveryRing(policy: policy) { ring, capacity, offset in
      for fill in 0...capacity {
        for value in 0..<fill { #expect(ring.push(value) == nil) }
        #expect(ring.count == fill)
        for value in 0..<fill { #expect(ring.pop() == value, "capacity \(capacity) offset \(offset)") }
        #expect(ring.pop() == nil)
      }
    }
  }
}

@Test func dropNewestRefusesThePushIntoAFullRingAtEveryWrapPosition() throws {
  try withEveryRing(policy: .dropNewest) { ring, capacity, _ in
    for value in 0..<capacity { #expect(ring.push(value) == nil) }
    #expect(ring.push(99) == 99)
    #expect(ring.droppedNewestCount == 1)
    #expect(ring.droppedOldestCount == 0)
    for value in 0..<capacity { #expect(ring.pop() == value) }
    #expect(ring.pop() == nil)
  }
}

@Test func dropOldestEvictsInOrderAtEveryWrapPosition() throws {
  try withEveryRing(policy: .dropOldest) { ring, capacity, _ in
    let extra = capacity + 1
    for value in 0..<capacity { #expect(ring.push(value) == nil) }
    for value in capacity..<(capacity + extra) {
      #expect(ring.push(value) == value - capacity, "the oldest comes back to the producer")
    }
    #expect(ring.droppedOldestCount == extra)
    #expect(ring.count == capacity)
    for value in extra..<(capacity + extra) { #expect(ring.pop() == value) }
    #expect(ring.pop() == nil)
  }
}

@Test func aBlockingPushIntoAFullRingGivesUpAfterItsTimeout() throws {
  let ring = try FrameRing<Int>(capacity: 2, overflowPolicy: .block(timeout: .milliseconds(5)))
  #expect(ring.push(1) == nil)
  #expect(ring.push(2) == nil)
  #expect(ring.push(3) == 3)
  #expect(ring.droppedNewestCount == 1)
  #expect(ring.pop() == 1)
}

@Test func aBlockingPushSucceedsWhenTheConsumerMakesRoom() throws {
  let ring = try FrameRing<Int>(capacity: 1, overflowPolicy: .block(timeout: .seconds(10)))
  #expect(ring.push(1) == nil)
  let consumer = OSThread {
    usleep(10_000)
    return ring.pop()
  }
  #expect(ring.push(2) == nil)
  #expect(consumer.join() == 1)
  #expect(ring.pop() == 2)
  #expect(ring.droppedNewestCount == 0)
}

@Test(arguments: [0, 3, -4, 6, 1 << 31])
func ringCapacitiesMustBePowersOfTwo(capacity: Int) {
  #expect(throws: FrameRingError.invalidCapacity(capacity)) {
    _ = try FrameRing<Int>(capacity: capacity, overflowPolicy: .dropNewest)
  }
}

/// An element that counts how many of its kind are alive, so a ring that leaks or destroys twice fails.
struct TrackedElement: ~Copyable, Sendable {
  let value: Int
  let alive: Alive

  final class Alive: Sendable {
    let count = Atomic(0)
  }

  init(_ value: Int, _ alive: Alive) {
    self.value = value
    self.alive = alive
    alive.count.add(1, ordering: .relaxed)
  }

  deinit { alive.count.subtract(1, ordering: .relaxed) }
}

@Test func aRingDestroysEveryElementExactlyOnce() throws {
  let alive = TrackedElement.Alive()
  do {
    let ring = try FrameRing<TrackedElement>(capacity: 4, overflowPolicy: .dropOldest)
    for value in 0..<7 {
      _ = ring.push(TrackedElement(value, alive))
    }
    #expect(alive.count.load(ordering: .relaxed) == 4)
    var poppedValue: Int?
    if let popped = ring.pop() { poppedValue = popped.value }
    #expect(poppedValue == 3)
    #expect(alive.count.load(ordering: .relaxed) == 3, "the popped element ended with its binding")
  }
  #expect(alive.count.load(ordering: .relaxed) == 0)
}

/// Pushes 0..<count on a second thread while this one pops; returns what was popped and what the
/// producer got back as dropped.
func runTwoThreadStress(policy: OverflowPolicy, capacity: Int, count: Int) throws -> (
  popped: [Int], dropped: [Int]
) {
  let ring = try FrameRing<Int>(capacity: capacity, overflowPolicy: policy)
  let producerDone = Atomic(false)
  let producer = OSThread {
    var dropped: [Int] = []
    for value in 0..<count {
      if let rejected = ring.push(value) { dropped.append(rejected) }
    }
    producerDone.store(true, ordering: .releasing)
    return dropped
  }
  var popped: [Int] = []
  while true {
    if let value = ring.pop() {
      popped.append(value)
    } else if producerDone.load(ordering: .acquiring) {
      while let value = ring.pop() { popped.append(value) }
      break
    }
  }
  return (popped, producer.join())
}

@Test(arguments: [OverflowPolicy.dropOldest, .dropNewest, .block(timeout: .seconds(30))], [1, 2, 8, 64])
func twoThreadsHandOverEveryItemOnceInOrder(policy: OverflowPolicy, capacity: Int) throws {
  let count = 50_000
  let (popped, dropped) = try runTwoThreadStress(policy: policy, capacity: capacity, count: count)
  #expect(zip(popped, popped.dropFirst()).allSatisfy { $0 < $1 }, "popped in push order")
  #expect(Set(popped).isDisjoint(with: dropped), "no item both delivered and dropped")
  #expect(popped.count + dropped.count == count, "every item delivered or dropped")
  if case .block = policy { #expect(dropped.isEmpty) }
}

@Test func aBlockingPushWithATimeoutBeyondTheClocksRangeWaitsForRoom() throws {
  let ring = try FrameRing<Int>(capacity: 1, overflowPolicy: .block(timeout: .max))
  #expect(ring.push(1) == nil)
  let consumer = OSThread { () -> Int? in
    usleep(20_000)
    return ring.pop()
  }
  #expect(ring.push(2) == nil)
  #expect(consumer.join() == 1)
  #expect(ring.pop() == 2)
  #expect(ring.droppedNewestCount == 0)
}
