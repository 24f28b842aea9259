import Runtime

/// The order a simulation runs a concurrent queue's blocks in when several are due at one instant.
///
/// A concurrent queue "executes tasks concurrently and in any order, respecting any barriers"
/// ([`dispatch_queue_concurrent_t`](https://developer.apple.com/documentation/dispatch/dispatch_queue_concurrent_t)):
/// on iOS, blocks sent to it together run on several threads, and their effects land in whatever
/// order the threads finish. A simulation runs each block whole, one after another, so the order it
/// runs them in stands for the order their effects land in.
///
/// With no ``seed`` (the default) the blocks run in the order they were sent, one order a real
/// queue may take. With a seed, the blocks due at one instant run as one group, where the first of
/// them was due, in an order drawn from the seed: another order for each group, the same orders in
/// every run with that seed. A test that runs the same code under several seeds explores the orders
/// a real queue may take, and the seed of a failing run replays it. The shuffle is PiPSim's own
/// (SplitMix64 draws, a Fisher-Yates shuffle), so an order does not change with the toolchain.
///
/// What keeps its place under a seed, as a barrier does on iOS: a block sent with `flags: .barrier`
/// runs after the blocks sent before it and before those sent after it; so does a
/// `DispatchWorkItem`, whose flags cannot be read back on Linux, so it is taken as a possible
/// barrier. A serial queue, and a concurrent queue that targets a serial one, keep the order sent.
@MainActor
public final class ConcurrentQueueOrder: SimulationService {
  /// The seed of the orders; nil runs the blocks in the order they were sent.
  ///
  /// Setting it starts the draws again from the new seed.
  public var seed: UInt64? {
    didSet { draws = SplitMix64(seed: seed ?? 0) }
  }

  /// The draws, from the seed.
  private var draws = SplitMix64(seed: 0)

  /// Creates the order of `simulation`: the order sent, until a seed is set.
  public init(simulation: Simulation) {}

  /// The order to run `count` blocks in: a permutation of `0..<count`, drawn from the seed.
  func order(ofCount count: Int) -> [Int] {
    var order = Array(0..<count)
    guard count > 1 else { return order }
    for index in stride(from: count - 1, to: 0, by: -1) {
      let other = Int(draws.next() % UInt64(index + 1))
      order.swapAt(index, other)
    }
    return order
  }
}
