import Clocks
import Locking
import Runtime

/// Swift concurrency on a simulation's virtual time: the app's tasks, their sleeps and the clocks
/// they read.
///
/// A task the app starts in a simulation (AVKitCompat's `Task { }` and `Task.detached`) prefers the
/// simulation's ``executor``: what it runs off any actor (a non-isolated function, a default actor's
/// methods, a detached task's body) is queued on the simulation's run loop at the virtual instant it
/// became ready, and runs there one job at a time, as the simulated cooperative pool's. What it runs
/// on the main actor goes to the main actor, as on iOS. A sleep (`Task.sleep`, a clock's `sleep`)
/// waits for a run-loop task at its virtual deadline, whichever actor the sleeper is on.
///
/// Jobs on the main actor run when the main actor is free, which in a test is when the test awaits:
/// ``runTasks(until:)`` moves virtual time from instant to instant and at each one waits until the
/// app's tasks have done what they can (``settle()``), so a main-actor task wakes from its sleep at
/// its own virtual instant. Everything here is ordered by the run loop or by the main actor's queue,
/// both first in, first out, so two runs of the same test run every job in the same order.
@MainActor
public final class TaskScheduling: SimulationService {
  /// The executor the app's tasks prefer: their jobs off the main actor run on the run loop.
  public nonisolated let executor: SimulatedTaskExecutor
  /// The run loop the jobs and sleeps are queued on.
  private nonisolated let runLoop: MainRunLoop
  /// The simulation (weakly: it keeps its services).
  private nonisolated(unsafe) weak var simulation: Simulation?
  /// Steps that may have made a task ready: a job queued or run, a task started, a sleep ended, a
  /// run-loop task run. ``settle()`` stops once a round of the main actor's queue adds none.
  private var steps: UInt64 = 0
  /// Whether ``runTasks(until:)`` is moving time, so a sleep in the test's own task waits for it
  /// instead of moving time itself.
  private var isRunningTasks = false
  /// The instant `ContinuousClock.now` reads at virtual time zero in this simulation.
  private nonisolated let continuousOrigin: ContinuousClock.Instant
  /// The instant `SuspendingClock.now` reads at virtual time zero in this simulation.
  private nonisolated let suspendingOrigin: SuspendingClock.Instant

  /// How many rounds of the main actor's queue in a row must add no step before ``settle()`` takes
  /// the app's tasks as waiting: a main-actor job that only makes another ready (an `AsyncStream`
  /// element handed from one main-actor task to the next) is not seen, and each such hand-on needs
  /// a round of its own.
  public static let quietRounds = 4
  /// The most rounds ``settle()`` takes at one instant before it reports the tasks that are still
  /// busy (`sim.tasks.busy`) and lets time go on.
  public static let maximumRounds = 10_000
  /// Creates the scheduling of `simulation`'s tasks.
  public init(simulation: Simulation) {
    runLoop = simulation.runLoop
    self.simulation = simulation
    executor = SimulatedTaskExecutor(runLoop: simulation.runLoop)
    let elapsed = Duration.nanoseconds(simulation.runLoop.now.nanoseconds)
    continuousOrigin = RealConcurrency.continuousNow - elapsed
    suspendingOrigin = RealConcurrency.suspendingNow - elapsed
    executor.scheduling = self
  }

  /// `ContinuousClock.now` in this simulation: its origin plus virtual time.
  ///
  /// Read on the main queue: on the main actor, or in a job of the simulation's executor.
  public nonisolated var continuousNow: ContinuousClock.Instant { continuousOrigin + elapsed }

  /// `SuspendingClock.now` in this simulation: its origin plus virtual time (a simulated device
  /// never sleeps, so the two clocks move together). Read on the main queue.
  public nonisolated var suspendingNow: SuspendingClock.Instant { suspendingOrigin + elapsed }

  /// The virtual time since zero, as the Swift clocks count it. Read on the main queue.
  private nonisolated var elapsed: Duration {
    .nanoseconds(MainRunLoop.onMainActor { runLoop.now.nanoseconds })
  }

  /// The virtual span from now to `deadline`, an instant of the continuous or the suspending clock,
  /// as those clocks read now in this simulation; zero for a deadline passed, nil for an instant of
  /// another clock. Read on the main queue.
  public nonisolated func span<Instant: InstantProtocol>(until deadline: Instant) -> MediaTime? {
    if let deadline = deadline as? ContinuousClock.Instant {
      return Self.span(of: continuousNow.duration(to: deadline))
    }
    if let deadline = deadline as? SuspendingClock.Instant {
      return Self.span(of: suspendingNow.duration(to: deadline))
    }
    return nil
  }

  /// `duration` in whole nanoseconds, rounded up (a sleep never ends early), at least zero.
  public nonisolated static func span(of duration: Duration) -> MediaTime {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, duration > .zero else { return .zero }
    let (wholeSeconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let partial = attoseconds / 1_000_000_000 + (attoseconds % 1_000_000_000 > 0 ? 1 : 0)
    let (total, sumOverflow) = wholeSeconds.addingReportingOverflow(partial)
    return MediaTime(nanoseconds: overflow || sumOverflow ? .max : total)
  }

  /// Counts a step that may have made a task ready.
  func recordStep() { steps &+= 1 }

  /// Waits until the app's tasks have done what they can at the current instant; time stays put.
  ///
  /// Each round lets the main actor run what is queued on it (one `Task.yield()` of the caller,
  /// which must run on the main actor) and then runs the run loop's work due now (the jobs of the
  /// app's tasks off the main actor among it). It ends after ``quietRounds`` rounds in a row with no
  /// step, or after ``maximumRounds``, when it reports the tasks still busy as `sim.tasks.busy` (a
  /// task that never waits: `while true { await Task.yield() }`).
  /// - Returns: Whether the tasks settled (false: they were still busy).
  @discardableResult
  public func settle() async -> Bool {
    var quiet = 0
    var rounds = 0
    while quiet < Self.quietRounds {
      let before = steps
      await RealConcurrency.yield()
      if runLoop.nextDeadline.map({ $0 <= runLoop.now }) == true {
        recordStep()
        runLoop.runUntilIdle()
      }
      quiet = steps == before ? quiet + 1 : 0
      rounds += 1
      guard rounds < Self.maximumRounds else {
        simulation?.diagnostics.recordOnce(
          .tasksBusy, severity: .warning, subject: "tasks",
          message:
            "the app's tasks were still running after \(rounds) rounds at \(runLoop.now): a task that never "
            + "waits keeps virtual time from moving; time goes on without them")
        return false
      }
    }
    return true
  }

  /// Moves virtual time forward to `end`, letting the app's tasks run at every instant on the way.
  ///
  /// At each instant something is due, the run loop runs it and ``settle()`` waits for the tasks;
  /// at `end` it settles once more. Once the tasks do not settle at an instant, time goes to `end`
  /// as `MainRunLoop.advance(to:)` moves it, without them.
  /// - Throws: What `MainRunLoop.advance(to:)` throws for `end`; nothing runs then.
  public func runTasks(until end: MediaTime) async throws(VirtualClockError) {
    try runLoop.checkAdvance(to: end)
    let settled = try await driveTime(through: end) { false }
    try runLoop.advance(to: end)
    if settled { await settle() }
  }

  /// Waits for `task` to end; when the caller is the test's own task and no ``runTasks(until:)``
  /// moves time, moves it from deadline to deadline, running the app's tasks, until `task` has ended,
  /// as awaiting a task's value on iOS lets the app run meanwhile.
  ///
  /// It stops moving time once nothing but periodic work (a display's ticks) is left to come: what
  /// `task` waits for then is outside the simulation, and the wait goes on in real time.
  nonisolated(nonsending) public func waitForEnd<Success, Failure>(of task: Task<Success, Failure>) async {
    guard callerDrivesTime else { return }
    let ended = LockedValue(false)
    // A waiter of the app's own: it ends as a job on the run loop, so the drive below sees the end
    // at the same point in every run.
    Task<Void, Never>(executorPreference: executor) {
      _ = await task.result
      ended.withLock { $0 = true }
    }
    _ = try? await driveTime(through: nil) { ended.withLock { $0 } }
  }

  /// Moves time from deadline to deadline up to `end`, settling the app's tasks at each, until
  /// `isDone` says so or the tasks do not settle. With no `end`, it also stops once only periodic
  /// work is left to come (nothing then would end what the caller waits for).
  ///
  /// - Returns: Whether the tasks settled at the last instant.
  /// - Throws: What `MainRunLoop.advance(to:)` throws for a deadline.
  private func driveTime(
    through end: MediaTime?, until isDone: () -> Bool
  ) async throws(VirtualClockError) -> Bool {
    let enclosing = isRunningTasks
    isRunningTasks = true
    defer { isRunningTasks = enclosing }
    var settled = await settle()
    while settled, !isDone(), let next = runLoop.nextDeadline,
      end.map({ next <= $0 }) ?? runLoop.hasOneOffTasks
    {
      try runLoop.advance(to: next)
      recordStep()
      settled = await settle()
    }
    return settled
  }

  /// Whether the caller's waits move time themselves: it is the test's own task (not one the app
  /// started) and no ``runTasks(until:)`` moves time already.
  private nonisolated var callerDrivesTime: Bool {
    !isAppTask && MainRunLoop.onMainActor { !isRunningTasks }
  }

  /// Suspends the calling task for `span` of virtual time.
  ///
  /// The wake-up is a run-loop task at the deadline. When no ``runTasks(until:)`` is moving time and
  /// the caller is the test's own task on the main actor (not a task of the app), nothing else would
  /// move it: the sleep moves it itself, running the app's tasks on the way, as a test that sleeps on
  /// iOS lets the app run meanwhile.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  nonisolated(nonsending) public func sleep(for span: MediaTime) async throws {
    if callerDrivesTime, let end = MainRunLoop.onMainActor({ runLoop.now.adding(span) }) {
      try Task.checkCancellation()
      try? await runTasks(until: end)
      try Task.checkCancellation()
      return
    }
    try await VirtualSleep(runLoop: runLoop, scheduling: self).wait(for: span)
  }
}

extension TaskScheduling {
  /// Whether the running task is one the app started in this simulation: it prefers the
  /// simulation's executor (AVKitCompat's `Task { }` and `Task.detached` made it so, and child
  /// tasks inherit the preference).
  public nonisolated var isAppTask: Bool {
    let executor = self.executor.asUnownedTaskExecutor()
    return withUnsafeCurrentTask { task in task?.unownedTaskExecutor == executor }
  }
}

extension TaskScheduling {
  /// Runs `operation`, a task group's body, so that the child tasks it adds are the app's: they
  /// prefer the simulation's executor, so their jobs, sleeps and clocks are on virtual time.
  ///
  /// When the caller is the test's own task and no ``runTasks(until:)`` moves time, a driver on the
  /// main actor moves it from deadline to deadline while `operation` runs, settling the app's tasks
  /// at each, as awaiting an app task's `value` does (``waitForEnd(of:)``): awaiting the group's
  /// children lets the app run meanwhile. Once only periodic work is left to come, the driver waits
  /// a millisecond of real time before it looks again (what the children wait for then is outside
  /// the simulation, or not yet asked for). It stops once `operation` returns or throws, and this
  /// returns only after it has stopped, so time moves no more behind the caller's back.
  nonisolated(nonsending) public func runningChildTasks<Result, Failure: Error>(
    _ operation: () async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    guard callerDrivesTime else {
      return try await withTaskExecutorPreference(executor, operation: operation)
    }
    let done = LockedValue(false)
    let driver = Task { @MainActor [self] in await drive(until: { done.withLock { $0 } }) }
    let result: Swift.Result<Result, Failure>
    do throws(Failure) {
      result = .success(try await withTaskExecutorPreference(executor, operation: operation))
    } catch {
      result = .failure(error)
    }
    done.withLock { $0 = true }
    await driver.value
    return try result.get()
  }

  /// Moves time from deadline to deadline, settling the app's tasks at each, until `isDone`; when
  /// nothing but periodic work is left to come, it checks again after a millisecond of real time.
  private func drive(until isDone: () -> Bool) async {
    while !isDone() {
      _ = try? await driveTime(through: nil, until: isDone)
      guard !isDone() else { return }
      if runLoop.nextDeadline.map({ $0 <= runLoop.now }) != true {
        try? await RealConcurrency.sleep(nanoseconds: 1_000_000)
      }
    }
  }
}

extension TaskScheduling {
  /// Runs `operation` with the simulation bound to the running task (`Simulation.withCurrent`), as
  /// a detached task of the app needs: it inherits no binding from the code that started it.
  nonisolated(nonsending) public func bindingSimulation<Result>(
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    guard let simulation else { return try await operation() }
    return try await simulation.withCurrent(operation)
  }
}

extension VirtualDispatch {
  /// The scheduling of the app's tasks in the simulation bound to the caller's task
  /// (`withSimulatedApp`, `Simulation.withCurrent`); nil elsewhere, where tasks run on real time.
  ///
  /// Unlike Dispatch work, a task is not put on the process-wide simulation (`Simulation.start`):
  /// a task is awaited, and an `await` in code that runs no simulation (another test on the main
  /// actor) would wait for a run loop nobody turns.
  public static var taskScheduling: TaskScheduling? {
    guard runLoop != nil else { return nil }
    return MainRunLoop.onMainActor { Simulation.boundToRunningTask?.service(TaskScheduling.self) }
  }
}

/// The executor a simulation's app tasks prefer: a job it is handed runs on the simulation's run
/// loop at the virtual instant it was handed over, after the work already due then, as work of the
/// simulated cooperative pool (`Thread.isMainThread` is false in it).
public final class SimulatedTaskExecutor: TaskExecutor, Sendable {
  /// The run loop the jobs run on.
  private let runLoop: MainRunLoop
  /// The scheduling that counts the jobs as steps; set once, right after creation.
  nonisolated(unsafe) weak var scheduling: TaskScheduling?

  init(runLoop: MainRunLoop) {
    self.runLoop = runLoop
  }

  /// Queues `job` on the run loop for its next turn; callable from any thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    runLoop.performLater { [self] in run(unowned) }
  }

  /// Runs `job` now, or a busy slice later when the work at this instant is over its share
  /// (``BusyWork``).
  @MainActor
  private func run(_ job: UnownedJob) {
    guard Simulation.current.service(BusyWork.self).admits(reporting: .tasksBusy, subject: "tasks") else {
      runLoop.schedule(after: BusyWork.slice) { [self] in run(job) }
      return
    }
    scheduling?.recordStep()
    VirtualDispatch.run(on: .cooperativePool) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

extension VirtualQueue {
  /// The queue the jobs of the app's tasks off the main actor run as: Swift's cooperative pool, a
  /// concurrent queue of its own.
  static let cooperativePool = VirtualQueue(
    label: "com.apple.root.default-qos.cooperative", isConcurrent: true, target: nil)
}

/// One sleep of a task on virtual time: a run-loop task at the deadline resumes it, or cancelling
/// the task does first.
final class VirtualSleep: Sendable {
  private enum State {
    /// Not suspended yet.
    case starting
    /// Suspended, waiting for the deadline.
    case waiting(UnsafeContinuation<Void, any Error>)
    /// The task was cancelled before it suspended.
    case cancelledEarly
    /// Resumed.
    case ended
  }

  // A lock ThreadSanitizer sees (LockedValue, not Synchronization's Mutex): cancellation reaches
  // the sleep from whichever thread cancels the task.
  private let state = LockedValue(State.starting)
  private let runLoop: MainRunLoop
  private nonisolated(unsafe) weak var scheduling: TaskScheduling?

  init(runLoop: MainRunLoop, scheduling: TaskScheduling) {
    self.runLoop = runLoop
    self.scheduling = scheduling
  }

  /// Suspends until `span` of virtual time has passed, or the task is cancelled.
  nonisolated(nonsending) func wait(for span: MediaTime) async throws {
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard case .starting = state else { return true }
          state = .waiting(continuation)
          return false
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        // The caller runs on the main queue: on the main actor, or as a job of the simulation's
        // executor, which runs on the run loop.
        MainRunLoop.onMainActor {
          _ = runLoop.schedule(after: span) { [self] in end(with: .success(())) }
        }
      }
    } onCancel: {
      end(with: .failure(CancellationError()))
    }
  }

  /// Resumes the sleeper with `result`, unless it was resumed already.
  private func end(with result: Result<Void, any Error>) {
    let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
      switch state {
      case .starting:
        state = .cancelledEarly
        return nil
      case .waiting(let continuation):
        state = .ended
        return continuation
      case .cancelledEarly, .ended:
        return nil
      }
    }
    guard let continuation else { return }
    if MainRunLoop.isOnMainActor { MainRunLoop.onMainActor { scheduling?.recordStep() } }
    continuation.resume(with: result)
  }
}

extension DiagnosticCode {
  /// The app's tasks kept running at one virtual instant without ever waiting, so time could not
  /// move with them; it moved on without them. Recorded once per simulation.
  public static let tasksBusy = DiagnosticCode(rawValue: "sim.tasks.busy")
}
