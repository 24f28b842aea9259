import Clocks
import Dispatch
import Runtime

extension VirtualDispatch {
  /// Sends the block in `slot` to `queue` (Dispatch's `async` / `asyncAfter`), due at `deadline` on
  /// the simulation's run loop, or passes it to Dispatch (`real`) when no simulation runs for the
  /// caller. The slot is left nil when the block was queued; the caller's copy into it (Swift's
  /// `_Block_copy` of the block it was lent) is the reference the queued block keeps.
  ///
  /// A slot rather than a block parameter: Swift copies a block parameter whenever it passes it on, and
  /// releases the copy after, about 50 instructions a layer (measured); taken out of the slot once,
  /// the block is handed on as a word (`QueuedBlock`).
  ///
  /// A `group` counts the work from now until it has run (`DispatchGroup.enter` / `leave`); a
  /// `.barrier` in `flags` keeps the block's place among a concurrent queue's blocks when they run in
  /// a seeded order (`ConcurrentQueueOrder`).
  public static func async(
    to queue: DispatchQueue, group: DispatchGroup?, deadline: Deadline, flags: DispatchWorkItemFlags = [],
    moving slot: inout (@convention(block) () -> Void)?,
    real: (_ work: @escaping @Sendable @convention(block) () -> Void) -> Void
  ) {
    // The slot holds a block its sender had as `@Sendable`; its type drops that only so that its
    // address can go to C (`QueuedBlock.taking(_:)`), and `real` gets it back as it was sent.
    guard let block = QueuedBlock.taking(&slot) else { return }
    guard MainRunLoop.isOnMainActor else { return block.givenUp(to: real) }
    // The caller runs on the main actor (checked just above), so the isolated function is called as a
    // plain one, as `MainRunLoop.onMainActor` calls a closure; a closure here captured the block and
    // the rest in a heap context on every call (about 250 instructions, measured).
    let send = unsafeBitCast(
      send
        as @MainActor (DispatchQueue, DispatchGroup?, Deadline, DispatchWorkItemFlags, QueuedBlock) -> Bool,
      to: ((DispatchQueue, DispatchGroup?, Deadline, DispatchWorkItemFlags, QueuedBlock) -> Bool).self)
    guard send(queue, group, deadline, flags, block) else {
      return block.givenUp(to: real)
    }
  }

  /// Queues `block` as `queue`'s on the run loop of the simulation the caller runs in, for
  /// ``async(to:group:deadline:flags:moving:real:)``, taking over its reference; false when no
  /// simulation runs for the caller (the reference is still the caller's).
  @MainActor
  private static func send(
    _ queue: DispatchQueue, _ group: DispatchGroup?, _ deadline: Deadline, _ flags: DispatchWorkItemFlags,
    _ block: QueuedBlock
  ) -> Bool {
    guard let simulation = Simulation.unretainedRunning else { return false }
    // Unretained: the binding that holds the simulation outlasts this call, and queueing the block runs
    // no app code that could end it.
    simulation.withGuaranteedReference { send(in: $0, queue, group, deadline, flags, block) }
    return true
  }

  /// Queues `block` on `simulation`'s run loop as `queue`'s, taking over its reference, for
  /// ``send(_:_:_:_:_:)``.
  @MainActor
  private static func send(
    in simulation: Simulation, _ queue: DispatchQueue, _ group: DispatchGroup?, _ deadline: Deadline,
    _ flags: DispatchWorkItemFlags, _ block: QueuedBlock
  ) {
    let runLoop = simulation.runLoop
    let state = VirtualQueue.unretainedState(of: queue)
    guard group == nil, !state.withGuaranteedReference({ $0.isConcurrent }) else {
      // The flags are read only here: a read calls into Dispatch's module (about 10 instructions).
      return schedule(
        on: runLoop, to: state.takeUnretainedValue(), group: group, deadline: deadline,
        barrier: flags.contains(.barrier), block.asWork())
    }
    // The common case (a serial queue, no group): the block goes to the run loop as it came, with
    // its queue, and no closure is made around it.
    guard let due = deadline.virtualTime(now: runLoop.now) else { return block.release() }
    // The simulation's count of busy work runs the blocks; made with the first one.
    if !runLoop.hasBlockRunner { _ = simulation.service(BusyWork.self) }
    runLoop.schedule(block, to: .fromOpaque(state.retain().toOpaque()), at: due)
  }

  /// Runs `workItem` on `queue` as `async(to:group:deadline:flags:moving:real:)` runs a closure:
  /// not at all if it was cancelled before its turn, then its `notify` blocks. Its flags cannot be
  /// read back, so under a seeded order it keeps its place as a barrier would.
  public static func async(
    to queue: DispatchQueue, group: DispatchGroup?, deadline: Deadline, item workItem: DispatchWorkItem,
    real: () -> Void
  ) {
    guard let runLoop else { return real() }
    // Unsafe: the item is only touched on the main actor, where this runs and where it will run.
    nonisolated(unsafe) let item = workItem
    MainRunLoop.onMainActor {
      schedule(on: runLoop, to: VirtualQueue.of(queue), group: group, deadline: deadline, barrier: true) {
        run(item)
      }
    }
  }

  /// Queues `work` on `runLoop` at `deadline`, to run as `queue`'s (in the seeded order of its
  /// simulation's `ConcurrentQueueOrder`, if it has one, unless it is a `barrier`), counted by
  /// `group` until it has run; a deadline that never comes queues nothing.
  @MainActor
  static func schedule(
    on runLoop: MainRunLoop, to queue: VirtualQueue, group: DispatchGroup?, deadline: Deadline,
    barrier: Bool = false, _ work: @escaping () -> Void
  ) {
    guard let due = deadline.virtualTime(now: runLoop.now) else { return }
    let order = seededOrder(for: queue)
    guard let group else {
      return queue.schedule(work, at: due, on: runLoop, order: order, barrier: barrier)
    }
    let tracked = VirtualGroup.of(group)
    tracked.enter()
    let counted = {
      work()
      tracked.leave()
    }
    queue.schedule(counted, at: due, on: runLoop, order: order, barrier: barrier)
  }

  /// The seeded order `queue`'s blocks run in: the simulation's, when it has a seed and iOS could
  /// run two of the queue's blocks at once; nil otherwise (the order they were sent).
  @MainActor
  static func seededOrder(for queue: VirtualQueue) -> ConcurrentQueueOrder? {
    guard queue.runsConcurrently, let order = simulation?.service(ConcurrentQueueOrder.self),
      order.seed != nil
    else { return nil }
    return order
  }

  /// Runs `workItem` unless it was cancelled, then what was registered with its `notify`.
  @MainActor
  static func run(_ workItem: DispatchWorkItem) {
    let state = VirtualWorkItem.of(workItem)
    guard !workItem.isCancelled else { return state.finish() }
    workItem.perform()
    state.finish()
  }

  /// Runs `work` on `queue` and waits for it (Dispatch's `sync`): at once, on the caller's thread
  /// marked as `queue`'s, as Dispatch runs it.
  ///
  /// A `sync` onto the serial queue the caller already runs on deadlocks on iOS (Dispatch stops
  /// the app: "dispatch_sync called on queue already owned by current thread"); here it is
  /// diagnosed as `DiagnosticCode/dispatchMisuse` and `work` runs at once, so the simulation
  /// goes on and the test sees the diagnostic.
  public static func sync<Result>(
    onto queue: DispatchQueue, execute work: () throws -> Result, real: () throws -> Result
  ) rethrows -> Result {
    guard runLoop != nil else { return try real() }
    MainRunLoop.onMainActor {
      let state = VirtualQueue.of(queue)
      if !state.isConcurrent, isRunning(on: state) {
        diagnose(
          .dispatchMisuse, subject: "DispatchQueue.sync",
          "sync onto \(state.label), the serial queue this code runs on, deadlocks on iOS; ran the block at once"
        )
      }
      // Retained here, released as it is removed: nothing else need hold the state while `work` runs.
      running.push(.passRetained(state))
    }
    defer { MainRunLoop.onMainActor { running.pop()?.release() } }
    return try work()
  }

  /// When work sent to a simulated queue is due.
  public enum Deadline: Sendable {
    /// Now, after the work already due.
    case now
    /// At a `DispatchTime`, as `VirtualDispatch/now(real:)` reads them.
    case uptime(DispatchTime)
    /// At a `DispatchWallTime`, as `VirtualDispatch/wallNow(real:)` reads them.
    case wall(DispatchWallTime)

    /// The virtual instant of the deadline; nil for one that never comes (`.distantFuture`).
    func virtualTime(now: MediaTime) -> MediaTime? {
      switch self {
      case .now: now
      case .uptime(let time): VirtualDispatch.virtualTime(of: time)
      case .wall(let time): VirtualDispatch.virtualTime(of: time)
      }
    }
  }
}
