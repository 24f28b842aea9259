import PiPSim
import SimulatedDispatch

extension SimulatedApp {
  /// The seed of the order in which the app's concurrent queues run their blocks that are due at the
  /// same instant; nil (the default) runs them in the order they were sent.
  ///
  /// On iOS such blocks run on several threads at once and their effects land in any order; a
  /// simulation runs them one after another. A seed draws another order for each group of blocks,
  /// the same in every run with that seed, so a test can run its code under several seeds to meet
  /// the orders a real queue may take, and replay a failing one from its seed. Blocks sent with
  /// `flags: .barrier` and `DispatchWorkItem`s keep their place; serial queues keep their order.
  /// Set it before the app sends the blocks; setting it again starts the draws over.
  public var concurrentQueueOrderSeed: UInt64? {
    get { simulation.service(ConcurrentQueueOrder.self).seed }
    set { simulation.service(ConcurrentQueueOrder.self).seed = newValue }
  }
}
