import CDispatchShim
import Clocks
import Dispatch
import Locking
import Synchronization

/// The simulated main run loop: every delegate callback, animation end and timeout is delivered here.
///
/// Isolation decision (made once for the whole project): the run loop, and every UI type built on it
/// (views, view controllers, windows, scenes, the Picture-in-Picture controller and its delegates),
/// belongs to the main actor, as in UIKit. Nothing here is `Sendable` or locked; code on other
/// threads (the renderer) hands data over through `Sendable` slots of its own. Swift Testing suites
/// that drive the run loop are marked `@MainActor`.
///
/// Time is virtual: it moves only when a test or scenario calls ``advance(by:)`` or
/// ``advance(to:)``. Tasks run in deadline order; tasks with the same deadline run in the order they
/// were scheduled (FIFO), so two runs of the same script produce the same event sequence to the
/// nanosecond. This is our `NIOEmbedded` event loop.
///
/// Code on other threads reaches the loop only through ``runOnMain(_:)``, which queues its action for
/// the next turn, as a block sent to `DispatchQueue.main` waits for the main thread.
@MainActor
public final class MainRunLoop {
  private typealias Entry = TaskQueue.Entry

  /// The clock the loop moves; anything may read it from any thread.
  public let clock: VirtualClock

  // Unchecked exclusivity: the loop is the main actor's, so these are never reached from two threads,
  // and no access to them is open while a task runs (a task that schedules or cancels is fine). The
  // dynamic checks cost a sample-buffer layer's frame 2,504 instructions instead of 2,026 (measured).
  @exclusivity(unchecked) private var queue = TaskQueue()
  @exclusivity(unchecked) private var nextIdentifier: UInt64 = 0
  /// The idle periodic tasks an advance took out of the queue rather than run, until it queues them
  /// again (``resume(skippingRunsBefore:)``). Kept from one advance to the next, so that setting a
  /// task aside allocates once, not on every turn of an idle display, and an advance does not release
  /// a list of its own (18 instructions of every display tick, measured). Empty whenever a task runs,
  /// so an advance nested in a task finds it empty and leaves it so.
  @exclusivity(unchecked) private var setAside: [Entry] = []
  /// What the loop's tokens reach it through, made once (a token copy is a retain); cleared by the
  /// deinitializer, so a token outliving the loop finds none.
  private let reference: ScheduledTask.RunLoopReference
  /// Actions other threads sent with ``runOnMain(_:)``, waiting for the next turn.
  private nonisolated let inbox = LockedValue<[@Sendable @MainActor () -> Void]>([])
  /// Whether ``inbox`` may hold actions: set under its lock by each send, cleared under it by the
  /// turn that takes them, read without it so a turn with nothing sent takes no lock. An action sent
  /// just as a turn reads false waits for the next turn, as one sent a moment later would.
  private nonisolated let inboxHasActions = Atomic(false)

  /// Creates a run loop that drives `clock`.
  public init(clock: VirtualClock = VirtualClock()) {
    self.clock = clock
    reference = ScheduledTask.RunLoopReference()
    reference.runLoop = self
  }

  /// Clears the tokens' way to the loop, on the main actor, where they read it.
  isolated deinit {
    reference.runLoop = nil
  }

  /// The current virtual time.
  public var now: MediaTime { clock.now() }

  /// How many tasks wait to run.
  public var pendingTaskCount: Int { queue.count }

  /// The deadline of the next task to run, or nil when nothing is scheduled.
  public var nextDeadline: MediaTime? { queue.firstDeadline }
  /// Whether a task that runs once waits (periodic tasks, such as display ticks, aside).
  package var hasOneOffTasks: Bool { queue.oneOffCount > 0 }
  /// The time the advance in progress runs to; nil when no ``advance(to:)`` runs.
  ///
  /// Work that blocks a simulated thread (a semaphore's wait) runs the loop's later tasks itself,
  /// never past this time. Unchecked exclusivity, as `queue`'s: its checks cost a sample-buffer
  /// layer's frame 82 instructions (measured).
  @exclusivity(unchecked) package private(set) var advanceTarget: MediaTime?

  /// Runs the next task if one is due by `limit`, moving the clock to its deadline first.
  ///
  /// For a wait in app code that must let other simulated work run before it returns: the loop
  /// turns inside the task that waits, as the rest of the app goes on while one thread blocks.
  /// - Returns: Whether a task ran.
  package func runNextTask(dueBy limit: MediaTime) -> Bool {
    guard hasTask(dueBy: limit) else { return false }
    let next = queue.removeFirst()
    // A queued deadline is never before now (enqueue clamps it), so the move cannot fail.
    try? clock.move(to: next.deadline)
    run(next)
    return true
  }

  /// Moves the clock to `time` without running anything; a time before now does nothing.
  ///
  /// For a wait that ends by its timeout: time has passed for the thread that waited.
  package func moveClock(to time: MediaTime) {
    guard time > now else { return }
    try? clock.move(to: time)
  }

  /// Schedules `action` to run once `delay` has passed.
  ///
  /// A negative delay is treated as zero: the task runs on the next tick, after every task already
  /// due now. A delay that passes the clock's last time (about 292 years) schedules the task there.
  /// - Returns: a token that cancels the task.
  @discardableResult
  public func schedule(after delay: MediaTime, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
    schedule(at: now.adding(delay) ?? .max, action)
  }

  /// Schedules `action` to run when the clock reaches `deadline`.
  ///
  /// A deadline in the past is treated as now. Among tasks with equal deadlines, the one scheduled
  /// first runs first.
  /// - Returns: a token that cancels the task.
  @discardableResult
  public func schedule(at deadline: MediaTime, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
    ScheduledTask(identifier: enqueue(.once(action), at: deadline), runLoop: reference)
  }

  /// Runs `task` at `start` with that time, then again at each time it returns, until it returns
  /// nil or the loop's tasks are removed: a display link's ticks, one entry rescheduled in place.
  ///
  /// Each repeat is queued when the task returns, as if the task had scheduled it last; a time in the
  /// past is treated as now, as for ``schedule(at:_:)``. While the task is idle and no other task is
  /// due, ``advance(to:)`` skips its runs (see ``PeriodicTask``).
  package func schedulePeriodic(_ task: any PeriodicTask, at start: MediaTime) {
    enqueue(.periodic(task), at: start)
  }

  /// An app's Dispatch block, as the loop keeps one.
  package typealias Block = @Sendable @convention(block) () -> Void

  /// Schedules an app's Dispatch `block` to run as `queue`'s, by ``blockRunner``, when the clock
  /// reaches `deadline` (now if earlier), after the tasks already queued for then; it cannot be
  /// cancelled, as a block sent with `async` cannot.
  ///
  /// The task takes over the reference `block` stands for, and the one to `queue`: a queue handed over
  /// retained, rather than retained here, saves the caller that holds it a retain and a release.
  package func schedule(_ block: QueuedBlock, to queue: Unmanaged<AnyObject>, at deadline: MediaTime) {
    enqueue(.block(block, queue: queue), at: deadline)
  }

  /// Runs each block ``schedule(_:to:at:)`` queued, as its queue's: set by whoever schedules blocks
  /// (SimulatedDispatch's count of the app's work, whose simulated queues the loop does not know),
  /// before the first. Unchecked exclusivity, as `queue`'s.
  @exclusivity(unchecked) package var blockRunner: (any BlockRunner)?

  /// Whether ``blockRunner`` is set, for a caller in another module. Kept out of cross-module
  /// optimization: inlined there, the read lost its unchecked exclusivity and paid a dynamic check
  /// (about 40 instructions a block sent to a simulated queue, measured).
  @_semantics("optimize.no.crossmodule")
  package var hasBlockRunner: Bool { blockRunner != nil }

  /// Queues `action` at `deadline` (now if earlier), after every task already queued for then.
  ///
  /// - Returns: The task's identifier.
  @discardableResult
  private func enqueue(_ action: consuming TaskQueue.Action, at deadline: MediaTime) -> UInt64 {
    enqueue(Entry(identifier: 0, deadline: deadline, action: action))
  }

  /// Queues `entry` at its deadline (now if earlier) under the next identifier, after every task
  /// already queued for then.
  ///
  /// - Returns: The task's identifier.
  @discardableResult
  private func enqueue(_ entry: consuming Entry) -> UInt64 {
    nextIdentifier += 1
    entry.identifier = nextIdentifier
    entry.deadline = max(entry.deadline, now)
    queue.insert(consume entry)
    return nextIdentifier
  }

  /// Runs a task taken from the queue, queueing a periodic one again where it says.
  ///
  /// A repeat goes back as the same entry with a new deadline and identifier, and the action is run
  /// in place (``TaskQueue/Action/run(at:on:)`` borrows it): binding it out of the entry copied it, a
  /// retain and a release on every display tick.
  private func run(_ entry: consuming Entry) {
    guard let deadline = entry.action.run(at: entry.deadline, on: self) else { return }
    entry.deadline = deadline
    enqueue(consume entry)
  }

  /// Runs a periodic task taken from the queue unless it is idle, queueing it again where it says;
  /// an idle one goes to ``setAside``, unchanged.
  ///
  /// The task is moved out of the entry for the call and into the entry made again after it: called
  /// through the entry, it cost the layer's frame 6 instructions more, and copied into the new entry
  /// rather than moved (`consume`), a retain and a release of the task on every tick (68, measured).
  /// The outcome is bound before the switch, since a switch on the call keeps the task borrowed.
  private func runUnlessIdle(_ entry: consuming Entry) {
    let identifier = entry.identifier
    let deadline = entry.deadline
    let action = entry.action
    _ = consume entry
    guard case .periodic(let task) = consume action else { return }
    let outcome = task.runUnlessIdle(at: deadline, movingClock: clock)
    switch outcome {
    case .idle:
      setAside.append(Entry(identifier: identifier, deadline: deadline, action: .periodic(consume task)))
    case .next(let next):
      enqueue(Entry(identifier: identifier, deadline: next, action: .periodic(consume task)))
    case .stopped:
      return
    }
  }

  /// Runs `action` on the next tick, after every task already due now.
  @discardableResult
  public func perform(_ action: @escaping @MainActor () -> Void) -> ScheduledTask {
    schedule(at: now, action)
  }

  /// Removes `task` from the queue; cancelling a task that already ran or was cancelled does nothing.
  public func cancel(_ task: ScheduledTask) {
    queue.remove(identifier: task.identifier)
  }

  /// Removes every waiting task, and what other threads sent: the end of a simulation.
  ///
  /// A task holds what its closure captured (a view controller, a transition coordinator) until it
  /// runs, and those often hold the simulation that holds this loop; a run that ends with tasks still
  /// waiting would keep all of it alive. Whoever ends a simulation calls this.
  public func removeAllTasks() {
    queue.removeAll()
    inbox.withLock { pending in
      pending.removeAll()
      inboxHasActions.store(false, ordering: .relaxed)
    }
  }

  /// Whether `task` is still waiting to run.
  public func isScheduled(_ task: ScheduledTask) -> Bool {
    queue.contains(identifier: task.identifier)
  }

  /// Runs `action` on the main actor: at once when called on the main thread, otherwise on the loop's
  /// next turn (the next ``runUntilIdle()`` or ``advance(to:)``), after the tasks already due then.
  ///
  /// Callable from any thread; this is how an answer the app gives on a background thread (a
  /// completion handler AVKit declares `@Sendable`) reaches the main actor, as
  /// `DispatchQueue.main.async` would carry it on iOS.
  /// - Returns: Whether it ran at once (false: it was queued for the next turn).
  @discardableResult
  public nonisolated func runOnMain(_ action: @escaping @Sendable @MainActor () -> Void) -> Bool {
    guard Self.isOnMainActor else {
      send(action)
      return false
    }
    MainActor.assumeIsolated(action)
    return true
  }

  /// Queues `action` for the next turn, after every task already due now; callable from any thread.
  ///
  /// Unlike ``runOnMain(_:)`` it never runs `action` in the call, even on the main actor: what a
  /// Swift task's executor is handed (a job) must run later, as the enqueuer goes on first.
  package nonisolated func performLater(_ action: @escaping @Sendable @MainActor () -> Void) {
    guard Self.isOnMainActor else { return send(action) }
    Self.onMainActor { _ = perform(action) }
  }

  /// Puts `action`, sent from another thread, in the inbox the next turn takes in.
  private nonisolated func send(_ action: @escaping @Sendable @MainActor () -> Void) {
    inbox.withLock { pending in
      pending.append(action)
      inboxHasActions.store(true, ordering: .releasing)
    }
  }

  /// Runs `body` as the main actor's work, for a caller that runs on the main actor: it has checked
  /// that (``isOnMainActor``), or runs as a task of the run loop.
  ///
  /// Not `MainActor.assumeIsolated`, which checks again: on Linux that check costs about 450
  /// instructions, and an `async` to a simulated queue made four of them (measured); the check made
  /// here (`MainRunLoop.isOnMainActor`) is one read of a queue-specific value.
  @inlinable @inline(__always)
  package nonisolated static func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      // Safe: the caller runs on the main actor, so the body's isolation holds; the two function
      // types differ only in that isolation, not in how they are called.
      unsafeBitCast(body, to: (() -> Result).self)()
    }
  }

  /// Whether the caller runs on the main actor (the main queue); callable from any thread.
  ///
  /// Read from a mark on the main queue rather than `Thread.isMainThread`: under the test runner on
  /// Linux the main actor's jobs run on a thread that is not the process's first, but always on the
  /// main queue.
  ///
  /// Asked first of Dispatch's current queue, one read of the thread's state: the common caller runs
  /// the main queue's own work, and a current queue that is the main queue answers yes. Any other
  /// answer goes to the mark, which `dispatch_get_specific` looks for through the queues the current
  /// one targets (a queue that targets the main queue runs on it). The mark alone cost each block sent
  /// to a simulated queue about 110 instructions (measured), the first read about 30.
  public nonisolated static var isOnMainActor: Bool {
    pipsim_current_queue_is_main() || DispatchQueue.getSpecific(key: mainQueueMarker) == true
  }

  /// Whether `queue` is the main queue; callable from any thread.
  ///
  /// Read from the same mark: on Linux each read of `DispatchQueue.main` gives a new wrapper, so
  /// `queue === DispatchQueue.main` is false even for the main queue.
  public nonisolated static func isMainQueue(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: mainQueueMarker) == true
  }

  /// The mark ``isOnMainActor`` and ``isMainQueue(_:)`` read, set on the main queue the first time
  /// it is needed.
  private nonisolated static let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether a task is due by `limit`, after queueing what other threads sent (due now).
  ///
  /// Inlined into each turn, with the inbox's taking out of line: a turn with nothing sent pays one
  /// atomic load and the heap's check, not a call.
  @inline(__always)
  private func hasTask(dueBy limit: MediaTime) -> Bool {
    if inboxHasActions.load(ordering: .acquiring) { takeSentActions() }
    return queue.hasTask(dueBy: limit)
  }

  /// Queues, due now, what other threads sent with ``runOnMain(_:)``.
  @inline(never)
  private func takeSentActions() {
    let sent = inbox.withLock { pending in
      inboxHasActions.store(false, ordering: .relaxed)
      let taken = pending
      pending = []
      return taken
    }
    for action in sent { perform(action) }
  }

  /// Runs every task that is due now, including tasks those tasks schedule for now; time stays put.
  ///
  /// Before each task it takes in what other threads sent with ``runOnMain(_:)``.
  public func runUntilIdle() {
    while hasTask(dueBy: now) {
      run(queue.removeFirst())
    }
  }

  /// The longest span ``advance(by:)`` takes: 100 days, far beyond any scenario, short enough that
  /// ticks still due all the way (a playing video) end in bounded time.
  public static var maximumAdvanceSpan: MediaTime { MediaTime(nanoseconds: 8_640_000 * 1_000_000_000) }

  /// Moves time forward by `span`, running every task that falls due on the way at its deadline.
  ///
  /// Idle periodic tasks (a display link with nothing to show) cost nothing on the way: the work is
  /// that of the tasks really due.
  /// - Throws: `VirtualClockError.spanTooLong` for a span beyond ``maximumAdvanceSpan``,
  ///   `.negativeSpan` when `span` is negative, `.beyondRange` when it would pass the clock's last
  ///   time; nothing runs then.
  public func advance(by span: MediaTime) throws(VirtualClockError) {
    // `end(ofAdvanceBy:)` checks what `checkAdvance(to:)` would: its end is never behind now nor
    // more than the longest span ahead.
    try advance(toChecked: end(ofAdvanceBy: span))
  }

  /// The time ``advance(by:)`` moves to for `span`, checked as it checks it.
  ///
  /// - Throws: What ``advance(by:)`` throws for `span`.
  package func end(ofAdvanceBy span: MediaTime) throws(VirtualClockError) -> MediaTime {
    guard span >= .zero else { throw .negativeSpan(span) }
    guard span <= Self.maximumAdvanceSpan else {
      throw .spanTooLong(span, maximum: Self.maximumAdvanceSpan)
    }
    guard let end = now.adding(span) else { throw .beyondRange(from: now, by: span) }
    return end
  }

  /// Moves time forward to `time`, running every task that falls due on the way at its deadline.
  ///
  /// The clock reads each task's deadline while the task runs, then `time` at the end. Before each
  /// task it takes in what other threads sent with ``runOnMain(_:)``, due at the clock's time then.
  /// An idle periodic task due next is set aside instead of run; once another task is due, or at the
  /// end, it goes back at its first run from then on, queued as its skipped runs would have left it.
  /// - Throws: `VirtualClockError.wouldGoBackwards` when `time` is earlier than now, `.spanTooLong`
  ///   when it is more than ``maximumAdvanceSpan`` ahead; nothing runs then.
  public func advance(to time: MediaTime) throws(VirtualClockError) {
    try checkAdvance(to: time)
    try advance(toChecked: time)
  }

  /// Moves time forward to `time`, as ``advance(to:)`` does, for a `time` already checked.
  private func advance(toChecked time: MediaTime) throws(VirtualClockError) {
    let enclosingTarget = advanceTarget
    advanceTarget = time
    defer { advanceTarget = enclosingTarget }
    while hasTask(dueBy: time) {
      if setAside.isEmpty, queue.firstIsPeriodic {
        // A ticker due, nothing set aside (every turn of a run with a video playing): asked whether
        // it is idle and run in one call, taken out of the queue first. Asked in the queue, the task
        // was copied out of its storage for the question, a retain and a release, and the question
        // and the run were two calls (measured: 17 instructions of a sample-buffer layer's frame).
        // The task moves the clock to its time if it runs; an idle one leaves it where it is, as
        // the general turn below does.
        runUnlessIdle(queue.removeFirst())
        continue
      }
      if queue.idlePeriodicFirst != nil {
        setAside.append(queue.removeFirst())
        continue
      }
      if !setAside.isEmpty, let upcoming = queue.firstDeadline {
        resume(skippingRunsBefore: upcoming)
      }
      let next = queue.removeFirst()
      try clock.move(to: next.deadline)
      run(next)
    }
    if !setAside.isEmpty {
      resume(skippingRunsBefore: time.adding(MediaTime(nanoseconds: 1)) ?? time)
    }
    try clock.move(to: time)
  }

  /// Checks that ``advance(to:)`` may move to `time`.
  ///
  /// - Throws: What ``advance(to:)`` throws for `time`.
  package func checkAdvance(to time: MediaTime) throws(VirtualClockError) {
    guard time >= now else { throw .wouldGoBackwards(from: now, to: time) }
    let (span, overflow) = time.nanoseconds.subtractingReportingOverflow(now.nanoseconds)
    guard !overflow, span <= Self.maximumAdvanceSpan.nanoseconds else {
      throw .spanTooLong(overflow ? .max : MediaTime(nanoseconds: span), maximum: Self.maximumAdvanceSpan)
    }
  }

  /// Queues again the idle periodic tasks set aside, each at its first run at or after `limit`.
  ///
  /// One due at `limit` already keeps its place (it was queued before the task due then); the others
  /// are queued in the order their last skipped runs would have queued them, after what is queued.
  private func resume(skippingRunsBefore limit: MediaTime) {
    if setAside.count <= 1 {
      // None, or one (an idle ticker, each turn of a run with one video on screen): no order to
      // settle, so no list of skipped runs to sort (measured: 196 instructions of a sample-buffer
      // layer's frame).
      guard let entry = setAside.popLast() else { return }
      if entry.deadline >= limit {
        queue.insert(entry)
      } else if let resumed = Self.skippingRuns(of: entry, before: limit) {
        enqueue(resumed.entry)
      }
      return
    }
    var skipped: [(entry: Entry, lastSkipped: MediaTime)] = []
    for entry in setAside {
      if entry.deadline >= limit {
        queue.insert(entry)
      } else if let resumed = Self.skippingRuns(of: entry, before: limit) {
        skipped.append(resumed)
      }
    }
    setAside.removeAll(keepingCapacity: true)
    skipped.sort { ($0.lastSkipped, $0.entry.identifier) < ($1.lastSkipped, $1.entry.identifier) }
    for (entry, _) in skipped { enqueue(entry) }
  }

  /// `entry`, a periodic task set aside, moved on to its first run at or after `limit`, with when its
  /// last skipped run was due; nil when the task stops (or is not periodic).
  private static func skippingRuns(of entry: Entry, before limit: MediaTime) -> (
    entry: Entry, lastSkipped: MediaTime
  )? {
    guard case .periodic(let task) = entry.action, let runs = task.skipRuns(before: limit) else { return nil }
    var moved = entry
    moved.deadline = runs.next
    return (moved, runs.lastSkipped)
  }

}
