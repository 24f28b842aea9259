import Clocks
import Dispatch
import Runtime

/// A Dispatch queue as a simulation runs it: its label, whether it is concurrent, its target, and
/// whether it is suspended.
///
/// Every item runs on the simulation's run loop, one at a time, so a serial queue's items never
/// overlap and a concurrent queue's items run one after another too: among a concurrent queue's
/// items due at the same instant the order is the submission order, the one a real queue would
/// most often start them in, unless the simulation's `ConcurrentQueueOrder` has a seed.
@MainActor
public final class VirtualQueue {
  /// The queue's label, as Dispatch reports it.
  public let label: String
  /// Whether the queue was made `.concurrent`, or is a global queue.
  public let isConcurrent: Bool
  /// Whether this is the main queue.
  public let isMain: Bool
  /// The queue this one's work runs on behind its own, if it was made with a target.
  public let target: VirtualQueue?
  /// The Dispatch queue this is the simulated state of, while it lives (nil for the main queue).
  weak var queue: DispatchQueue?
  /// How many `suspend()` calls wait for their `resume()`. Unchecked exclusivity: the queue is the
  /// main actor's, and the count is read for every block the queue runs (its checks cost a block
  /// about 30 instructions, measured).
  @exclusivity(unchecked) private(set) var suspensionCount = 0
  /// Work that came due while the queue was suspended, in the order it came due.
  private var parked: [() -> Void] = []
  /// The blocks due at an instant that run as one group in a seeded order, by that instant.
  private var seededGroups: [MediaTime: SeededGroup] = [:]

  init(label: String, isConcurrent: Bool, isMain: Bool = false, target: VirtualQueue?) {
    self.label = label
    self.isConcurrent = isConcurrent
    self.isMain = isMain
    self.target = target
  }

  /// The main queue, as simulated code sees it.
  public static let main = VirtualQueue(
    label: "com.apple.main-thread", isConcurrent: false, isMain: true, target: nil)

  /// The global queues met so far, by label (one per quality of service).
  private static var globals: [String: VirtualQueue] = [:]

  /// Whether this queue is `other` or sends its work to it through its targets.
  func isOrTargets(_ other: VirtualQueue) -> Bool {
    var queue: VirtualQueue? = self
    while let current = queue {
      if current === other { return true }
      queue = current.target
    }
    return false
  }

  /// Whether this queue, or a queue it targets, is suspended.
  var isSuspended: Bool {
    // The queue itself first: walking from `self` as an optional retained it, and released it, for
    // every block the queue runs (about 20 instructions, measured).
    if suspensionCount > 0 { return true }
    var queue = target
    while let current = queue {
      if current.suspensionCount > 0 { return true }
      queue = current.target
    }
    return false
  }

  /// Whether iOS could run two of this queue's blocks at once: it is concurrent, and so is every
  /// queue it sends its work to.
  var runsConcurrently: Bool {
    var queue: VirtualQueue? = self
    while let current = queue {
      guard current.isConcurrent else { return false }
      queue = current.target
    }
    return true
  }

  /// Queues `work` on `runLoop` at `due`, to run as this queue's: in its place among the work due
  /// then, or, with a seeded `order`, in the group of this queue's blocks due at that instant, which
  /// runs where its first block was due, in an order drawn from the seed. A `barrier` keeps its
  /// place: the blocks sent before it run before it, those sent after it in a group of their own.
  func schedule(
    _ work: @escaping () -> Void, at due: MediaTime, on runLoop: MainRunLoop, order: ConcurrentQueueOrder?,
    barrier: Bool
  ) {
    guard let order, !barrier else {
      if order != nil { seededGroups[due] = nil }
      runLoop.schedule(at: due) { [self] in runOrPark(work) }
      return
    }
    if let group = seededGroups[due] {
      group.blocks.append(work)
      return
    }
    let group = SeededGroup(work)
    seededGroups[due] = group
    runLoop.schedule(at: due) { [self] in
      // Closed now: a block this group's blocks send for this instant starts a group of its own.
      if seededGroups[due] === group { seededGroups[due] = nil }
      for index in order.order(ofCount: group.blocks.count) { runOrPark(group.blocks[index]) }
    }
  }

  /// A concurrent queue's blocks due at one instant, gathered as they are sent.
  private final class SeededGroup {
    var blocks: [() -> Void]
    init(_ first: @escaping () -> Void) { blocks = [first] }
  }

  /// Runs `work` as this queue's now, or keeps it for the resume if the queue is suspended; a busy
  /// slice later when the work at this instant is over its share (``BusyWork``).
  func runOrPark(_ work: @escaping () -> Void) {
    guard !isSuspended else {
      parked.append(work)
      return
    }
    guard admitsWork() else {
      Simulation.current.runLoop.schedule(after: BusyWork.slice) { [self] in runOrPark(work) }
      return
    }
    VirtualDispatch.run(on: self, work)
  }

  /// Runs `block`, sent with `async` and due now, as this queue's, or keeps it for the resume: as
  /// ``runOrPark(_:)``, counted by `busyWork`, without wrapping the block in a closure unless it has
  /// to wait.
  func run(_ block: QueuedBlock, counting busyWork: BusyWork) {
    guard !isSuspended, admitsWork(counting: busyWork) else { return park(block) }
    VirtualDispatch.run(on: self, block)
  }

  /// Hands `block`, which cannot run now, to ``runOrPark(_:)`` as a closure that keeps it. Out of line,
  /// so that the common case makes no closure.
  @inline(never)
  private func park(_ block: QueuedBlock) {
    runOrPark(block.keptAsWork())
  }

  /// Whether the work at this instant leaves room for one more of this queue's blocks.
  private func admitsWork() -> Bool {
    admitsWork(counting: Simulation.current.service(BusyWork.self))
  }

  /// Whether the work at this instant, counted by `busyWork`, leaves room for one more of this queue's
  /// blocks.
  private func admitsWork(counting busyWork: BusyWork) -> Bool {
    // The common answer first, which needs no subject: making the subject's closure retained the queue
    // and the counter for every block (about 40 instructions, measured).
    busyWork.admitsAtOnce() || busyWork.admits(reporting: .dispatchBusy, subject: subject)
  }

  /// What a report of this queue's busy work names.
  private var subject: String { "the blocks of queue \(label)" }

  /// Suspends the queue: work that comes due waits for `resume(on:)`.
  func suspend() {
    suspensionCount += 1
  }

  /// Ends one suspension; at the last, the work that waited runs on `runLoop`, at the current
  /// instant, in the order it came due.
  ///
  /// - Returns: false for a resume with no suspension to end (Dispatch traps on it).
  func resume(on runLoop: MainRunLoop) -> Bool {
    guard suspensionCount > 0 else { return false }
    suspensionCount -= 1
    guard suspensionCount == 0 else { return true }
    let waiting = parked
    parked = []
    for work in waiting { runLoop.perform { [self] in runOrPark(work) } }
    return true
  }

  /// The simulated queue of `queue`, made on first use.
  ///
  /// A queue made through AVKitCompat carries its attributes (`describe(_:label:isConcurrent:target:)`);
  /// one made elsewhere is taken as serial. Global queues, which carry no mark, are known by label.
  public static func of(_ queue: DispatchQueue) -> VirtualQueue {
    unretainedState(of: queue).takeUnretainedValue()
  }

  /// ``of(_:)`` without a reference of its own: the state stays alive while it is the last one found,
  /// until another queue is looked up. A task queued for the queue takes its reference with
  /// `retain()`: from a strong result, the task's reference was a second retain and the result's
  /// release followed (measured: 40 instructions a block sent).
  static func unretainedState(of queue: DispatchQueue) -> Unmanaged<VirtualQueue> {
    // An app sends to the same queue object again and again: the last one found is kept, saving two
    // lookups of the marks. Strongly, so a new queue can never take a freed one's address: a weak
    // reference would give the queue a side table, which sends every retain and release of it
    // down the runtime's slow path (about 150 instructions a block, measured).
    if let lastQueue, lastQueue === queue, let lastState { return .passUnretained(lastState) }
    let state = lookUp(queue)
    lastQueue = queue
    lastState = state
    return .passUnretained(state)
  }

  /// The queue `of(_:)` found last (kept alive until another is looked up), and its simulated state.
  private static var lastQueue: DispatchQueue?
  private static var lastState: VirtualQueue?

  /// The simulated queue of `queue`, read from its marks or made.
  private static func lookUp(_ queue: DispatchQueue) -> VirtualQueue {
    if MainRunLoop.isMainQueue(queue) { return .main }
    if let known = queue.getSpecific(key: stateKey)?.queue { return known }
    let label = queue.label
    if label.hasPrefix(globalLabelPrefix) {
      if let global = globals[label] { return global }
      let global = VirtualQueue(label: label, isConcurrent: true, target: nil)
      global.queue = queue
      globals[label] = global
      return global
    }
    return describe(queue, label: label, isConcurrent: false, target: nil)
  }

  /// Marks `queue` with its simulated state, made from the attributes it was created with.
  @discardableResult
  public static func describe(
    _ queue: DispatchQueue, label: String, isConcurrent: Bool, target: DispatchQueue?
  ) -> VirtualQueue {
    let state = VirtualQueue(
      label: label, isConcurrent: isConcurrent, target: target.map { of($0) })
    state.queue = queue
    queue.setSpecific(key: stateKey, value: Mark(queue: state))
    return state
  }

  /// The label prefix of Dispatch's global queues.
  private static let globalLabelPrefix = "com.apple.root."

  /// The key a queue's simulated state is kept under, on the queue itself: on Linux each read of a
  /// queue may give a new wrapper object, but the mark stays with the queue.
  private nonisolated static let stateKey = DispatchSpecificKey<Mark>()

  /// A queue's mark: its simulated state, which only the main actor reads.
  private final class Mark: @unchecked Sendable {
    // Unchecked: set once, and read (the state within) only on the main actor.
    let queue: VirtualQueue
    init(queue: VirtualQueue) { self.queue = queue }
  }
}
