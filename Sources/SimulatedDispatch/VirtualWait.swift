import Clocks
import Dispatch
import Runtime

extension VirtualDispatch {
  /// Blocks the simulated thread until `isDone` holds or `deadline` passes, as a semaphore's or a
  /// group's `wait` does, while the rest of the simulated app runs: the run loop's tasks run here,
  /// in order, at their instants.
  ///
  /// The wait never runs the loop past the end of the advance in progress (the test asked for no
  /// more), and a wait with no deadline outside an advance runs until only periodic tasks (display
  /// ticks) are left. A wait that ends so, with `isDone` still false, is one nothing will end: it
  /// is diagnosed as `DiagnosticCode/dispatchMisuse` naming `subject`, and returns
  /// `.timedOut` instead of hanging.
  /// - Returns: `.success` once `isDone` holds, `.timedOut` at `deadline` or when nothing is left
  ///   that could end the wait.
  @MainActor
  static func wait(
    on runLoop: MainRunLoop, until deadline: Deadline, subject: String, _ isDone: () -> Bool
  ) -> DispatchTimeoutResult {
    if isDone() { return .success }
    let due = deadline.virtualTime(now: runLoop.now)
    let limit = [due, runLoop.advanceTarget].compactMap { $0 }.min()
    while !isDone() {
      if let limit {
        guard runLoop.runNextTask(dueBy: limit) else {
          if let due, due <= limit {
            runLoop.moveClock(to: due)
            return .timedOut
          }
          break
        }
      } else {
        guard runLoop.hasOneOffTasks, let next = runLoop.nextDeadline, runLoop.runNextTask(dueBy: next) else {
          break
        }
      }
    }
    if isDone() { return .success }
    diagnose(
      .dispatchMisuse, subject: subject,
      "\(subject) waits for something no simulated work will do by \(runLoop.now); it returned .timedOut instead of blocking for ever"
    )
    return .timedOut
  }
}

/// A `DispatchGroup` as a simulation counts it: the work it waits for, and the blocks to run when
/// that is done.
@MainActor
final class VirtualGroup {
  /// Work entered and not yet left.
  private(set) var count = 0
  /// What `notify` registered: each runs on its queue once the count is zero.
  private var notifications = PendingNotifications()

  /// Counts one more piece of work.
  func enter() { count += 1 }

  /// Counts one piece of work done; at zero, sends what was registered to its queues.
  ///
  /// - Returns: false for a leave with nothing entered (Dispatch traps on it: "Unbalanced call to
  ///   dispatch_group_leave()").
  @discardableResult
  func leave() -> Bool {
    guard count > 0 else { return false }
    count -= 1
    if count == 0 { notifications.send() }
    return true
  }

  /// Registers `work` for `queue` once the group is empty; at once when it is empty already.
  func notify(queue: DispatchQueue, work: @escaping () -> Void) {
    notifications.add(work, for: queue)
    if count == 0 { notifications.send() }
  }

  /// The simulated state of `group`, made on first use.
  static func of(_ group: DispatchGroup) -> VirtualGroup {
    let book = VirtualDispatch.book
    let key = ObjectIdentifier(group)
    if let known = book.groups[key]?.state { return known }
    let state = VirtualGroup()
    book.groups[key] = (group, state)
    return state
  }
}

/// A `DispatchSemaphore` as a simulation counts it.
@MainActor
final class VirtualSemaphore {
  /// The count: what `signal` added and `wait` has not taken yet.
  var value: Int

  init(value: Int) { self.value = value }

  /// The simulated state of `semaphore`, starting from `value` (the count it was made with).
  static func of(_ semaphore: DispatchSemaphore, initialValue value: Int = 0) -> VirtualSemaphore {
    let book = VirtualDispatch.book
    let key = ObjectIdentifier(semaphore)
    if let known = book.semaphores[key]?.state { return known }
    let state = VirtualSemaphore(value: value)
    book.semaphores[key] = (semaphore, state)
    return state
  }

  /// Records the count `semaphore` was made with.
  static func made(_ semaphore: DispatchSemaphore, value: Int) {
    _ = of(semaphore, initialValue: value)
  }
}

/// A `DispatchWorkItem`'s `notify` blocks and whether it ran, as a simulation keeps them.
@MainActor
final class VirtualWorkItem {
  /// Whether the item ran (or was skipped, cancelled) on a simulated queue.
  private(set) var isFinished = false
  private var notifications = PendingNotifications()

  /// Marks the item finished and sends its notifications to their queues.
  func finish() {
    isFinished = true
    notifications.send()
  }

  /// Registers `work` for `queue` once the item has finished; at once if it has.
  func notify(queue: DispatchQueue, work: @escaping () -> Void) {
    notifications.add(work, for: queue)
    if isFinished { notifications.send() }
  }

  /// The simulated state of `item`, made on first use.
  static func of(_ item: DispatchWorkItem) -> VirtualWorkItem {
    let book = VirtualDispatch.book
    let key = ObjectIdentifier(item)
    if let known = book.workItems[key]?.state { return known }
    let state = VirtualWorkItem()
    book.workItems[key] = (item, state)
    return state
  }
}

/// The groups, semaphores and work items a simulation has met, each kept with its object so an
/// identifier is never reused while it is listed; they go when the simulation goes.
@MainActor
final class DispatchBook: SimulationService {
  var groups: [ObjectIdentifier: (group: DispatchGroup, state: VirtualGroup)] = [:]
  var semaphores: [ObjectIdentifier: (semaphore: DispatchSemaphore, state: VirtualSemaphore)] = [:]
  var workItems: [ObjectIdentifier: (item: DispatchWorkItem, state: VirtualWorkItem)] = [:]
  /// Timers on the simulated run loop, while they will fire (each state holds its timer).
  var timers: [ObjectIdentifier: VirtualTimer] = [:]
  /// Operation queues met so far (each state holds its queue).
  var operationQueues: [ObjectIdentifier: VirtualOperationQueue] = [:]

  init(simulation: Simulation) {}
}

extension VirtualDispatch {
  /// The running simulation's book; called only where a simulation runs.
  @MainActor
  static var book: DispatchBook {
    (simulation ?? Simulation.current).service(DispatchBook.self)
  }
}

/// Blocks registered with a group's or a work item's `notify`, waiting to be sent to their queues.
@MainActor
struct PendingNotifications {
  private var pending: [(queue: DispatchQueue, work: () -> Void)] = []

  /// Registers `work` for `queue`.
  mutating func add(_ work: @escaping () -> Void, for queue: DispatchQueue) {
    pending.append((queue, work))
  }

  /// Sends every registered block to its queue, due now, in the order they were registered.
  mutating func send() {
    let sending = pending
    pending = []
    guard let runLoop = VirtualDispatch.simulation?.runLoop else { return }
    for notification in sending {
      VirtualDispatch.schedule(
        on: runLoop, to: VirtualQueue.of(notification.queue), group: nil, deadline: .now,
        notification.work)
    }
  }
}
