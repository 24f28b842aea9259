import AVKitCompat
import PiPSimTesting
import Testing

/// A concurrent queue's blocks due at one instant, run in the order sent or in a seeded order. A
/// concurrent queue "executes tasks concurrently and in any order, respecting any barriers":
/// https://developer.apple.com/documentation/dispatch/dispatch_queue_concurrent_t
@MainActor
@Suite struct ConcurrentQueueOrderTests {
  /// Six thumbnails decoded at once and three more 0.1 s later on a concurrent queue, as a gallery
  /// sends them; what ran, in the order it ran.
  func thumbnailOrder(seed: UInt64?) throws -> [String] {
    try withSimulatedApp { app in
      app.concurrentQueueOrderSeed = seed
      let queue = DispatchQueue(label: "com.example.thumbnails", qos: .utility, attributes: .concurrent)
      let ran = Log()
      for index in 0..<6 { queue.async { ran.append("now \(index)") } }
      for index in 0..<3 { queue.asyncAfter(deadline: .now() + 0.1) { ran.append("later \(index)") } }
      try app.advance(by: .seconds(1))
      return ran.entries
    }
  }

  let sentOrder = (0..<6).map { "now \($0)" } + (0..<3).map { "later \($0)" }

  @Test func withoutASeedTheBlocksRunInTheOrderSent() throws {
    #expect(try thumbnailOrder(seed: nil) == sentOrder)
  }

  @Test func aSeedDrawsAnOrderForEachInstantTheSameInEveryRun() throws {
    var orders: Set<[String]> = []
    for seed: UInt64 in 1...8 {
      let order = try thumbnailOrder(seed: seed)
      #expect(try thumbnailOrder(seed: seed) == order, "seed \(seed) replays its order")
      #expect(order.prefix(6).sorted() == sentOrder.prefix(6).sorted(), "the blocks due now, each once")
      #expect(order.suffix(3).sorted() == sentOrder.suffix(3).sorted(), "the later ones after them")
      orders.insert(order)
    }
    #expect(orders.count > 4, "eight seeds draw several orders, not one")
    #expect(orders.contains { $0 != sentOrder })
  }

  @Test func barriersWorkItemsAndSerialQueuesKeepTheirPlace() throws {
    for seed: UInt64 in 1...8 {
      try withSimulatedApp { app in
        app.concurrentQueueOrderSeed = seed
        let concurrent = DispatchQueue(label: "com.example.cache", attributes: .concurrent)
        let ran = Log()
        for index in 0..<3 { concurrent.async { ran.append("read \(index)") } }
        concurrent.async(flags: .barrier) { ran.append("write") }
        for index in 3..<6 { concurrent.async { ran.append("read \(index)") } }
        concurrent.async(execute: DispatchWorkItem { ran.append("item") })
        concurrent.async { ran.append("read 6") }
        try app.advance(by: .milliseconds(10))
        #expect(ran.entries.count == 9)
        #expect(ran.entries[3] == "write" && ran.entries[7] == "item", "seed \(seed): \(ran.entries)")
        #expect(Set(ran.entries.prefix(3)) == ["read 0", "read 1", "read 2"])
        #expect(Set(ran.entries[4..<7]) == ["read 3", "read 4", "read 5"])

        let serial = DispatchQueue(label: "com.example.decoder")
        let behindSerial = DispatchQueue(
          label: "com.example.behind", attributes: .concurrent, target: serial)
        let inOrder = Log()
        for index in 0..<5 {
          serial.async { inOrder.append("serial \(index)") }
          behindSerial.async { inOrder.append("behind \(index)") }
        }
        try app.advance(by: .milliseconds(10))
        #expect(inOrder.entries == (0..<5).flatMap { ["serial \($0)", "behind \($0)"] })
      }
    }
  }

  @Test func aGroupsBlocksTakeASeededOrderAndItsNotifyComesAfterThemAll() throws {
    var orders: Set<[String]> = []
    for seed: UInt64 in 1...8 {
      try withSimulatedApp { app in
        app.concurrentQueueOrderSeed = seed
        let group = DispatchGroup()
        let ran = Log()
        for index in 0..<4 {
          DispatchQueue.global(qos: .userInitiated).async(group: group) { ran.append("part \(index)") }
        }
        group.notify(queue: .main) { ran.append("done") }
        try app.advance(by: .milliseconds(10))
        #expect(ran.entries.last == "done")
        #expect(ran.entries.dropLast().sorted() == (0..<4).map { "part \($0)" })
        orders.insert(ran.entries)
      }
    }
    #expect(orders.count > 1)
  }
}
