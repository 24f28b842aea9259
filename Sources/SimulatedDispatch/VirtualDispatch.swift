import Clocks
import Dispatch
import Runtime

/// Dispatch on a simulation's virtual time: where the work an app hands to a queue runs.
///
/// An app's queues, work items, groups, semaphores and timer sources, used from simulated code (on
/// the main actor while a simulation runs), run on the simulation's run loop: each work item at
/// its virtual instant, one at a time, in the order it was submitted among items due then, on a
/// simulated thread of its queue (`VirtualQueue`). Nothing is left to the machine's threads, so
/// two runs of the same code run every item at the same instant in the same order.
///
/// The work runs on the thread that drives the simulation, marked as its queue's: AVKitCompat's
/// `Thread.isMainThread` and `dispatchPrecondition` answer for the simulated thread, as they
/// would on iOS. Called with no simulation running, or from a thread of its own, everything goes
/// to Dispatch.
public enum VirtualDispatch {
  /// The run loop the caller's dispatch work runs on: the running simulation's, when the caller runs
  /// on the main actor (simulated code) and a simulation runs; nil otherwise.
  public static var runLoop: MainRunLoop? {
    guard MainRunLoop.isOnMainActor else { return nil }
    return MainRunLoop.onMainActor { Simulation.running?.runLoop }
  }

  /// The simulation the caller's dispatch work runs in, under the same rule as `runLoop`.
  @MainActor
  static var simulation: Simulation? { Simulation.running }

  /// The simulated queue the caller runs on: the queue of the work item running, else the main
  /// queue (simulated code outside a work item is the main thread's).
  @MainActor
  public static var currentQueue: VirtualQueue { running.last?.takeUnretainedValue() ?? .main }

  /// The simulated queues of the work running, innermost last (a `sync` nests one in another).
  /// Unchecked exclusivity: it is the main actor's, and no access to it stays open while work runs
  /// (`run(on:_:)` pushes, then pops once the work is over); the dynamic checks cost each block
  /// sent to a simulated queue about 180 instructions (measured).
  ///
  /// Not retained: each queue is held by whoever runs its work until the work is over and the queue
  /// is popped (the caller of `run(on:_:)`, `sync(onto:execute:real:)` itself), and the retain and
  /// release of each one cost a block sent to a simulated queue about 20 instructions (measured).
  @MainActor
  @exclusivity(unchecked) static var running = RunningQueues()

  /// Runs `work` as `queue`'s, with `queue` as the current one while it runs.
  @MainActor
  static func run<Result>(on queue: VirtualQueue, _ work: () throws -> Result) rethrows -> Result {
    // Unretained: the caller holds `queue` for the whole call.
    running.push(.passUnretained(queue))
    defer { _ = running.pop() }
    return try work()
  }

  /// Runs an app's `block`, queued on the run loop, as `queue`'s, as ``run(on:_:)`` runs work: called
  /// in place, since wrapping it in a closure copies the block (`_Block_copy`) and releases the copy.
  @MainActor
  static func run(on queue: VirtualQueue, _ block: QueuedBlock) {
    // Unretained: the caller holds `queue` for the whole call.
    running.push(.passUnretained(queue))
    block.run()
    _ = running.pop()
  }

  /// Whether the caller runs on `queue`, or on a queue that targets it, as
  /// `dispatchPrecondition(condition: .onQueue(queue))` asks.
  @MainActor
  public static func isRunning(on queue: VirtualQueue) -> Bool {
    guard running.last != nil else { return VirtualQueue.main.isOrTargets(queue) }
    return running.contains { $0.takeUnretainedValue().isOrTargets(queue) }
  }

  /// Whether simulated code runs on the simulated main thread: outside any work item, or in one of the
  /// main queue's.
  /// nil when no simulation runs for the caller (the machine's answer applies).
  public static var isOnSimulatedMainThread: Bool? {
    guard runLoop != nil else { return nil }
    return MainActor.assumeIsolated { currentQueue.isMain }
  }

  /// `Thread.sleep(forTimeInterval:)` in a simulation: the simulated thread sleeps `interval` of
  /// virtual time while the rest of the app runs, never past the end of the advance in progress.
  ///
  /// - Returns: false when no simulation runs for the caller (the thread really sleeps).
  public static func sleep(for interval: Double) -> Bool {
    guard let runLoop else { return false }
    MainActor.assumeIsolated {
      guard let span = span(seconds: max(interval, 0)), let end = runLoop.now.adding(span) else { return }
      let limit = min(end, runLoop.advanceTarget ?? end)
      while runLoop.runNextTask(dueBy: limit) {}
      runLoop.moveClock(to: limit)
    }
    return true
  }

  /// Records `message` as a diagnostic of the running simulation, if any.
  @MainActor
  static func diagnose(_ code: DiagnosticCode, subject: String, _ message: String) {
    simulation?.diagnostics.record(code, severity: .appError, subject: subject, message: message)
  }
}

extension VirtualDispatch {
  /// Reports that simulated code started work PiPSim cannot put on virtual time (a thread of the
  /// app's own), as ``DiagnosticCode/realTimeEscape``: once per `api` and simulation, and only
  /// when a simulation runs for the caller.
  public static func reportRealTimeEscape(_ api: String, _ consequence: String) {
    guard runLoop != nil else { return }
    MainRunLoop.onMainActor {
      simulation?.diagnostics.recordOnce(
        .realTimeEscape, severity: .warning, subject: api,
        message: "\(api) in a simulation: \(consequence); the simulation's virtual time does not reach it")
    }
  }
}

extension DiagnosticCode {
  /// Simulated code started work that runs on the machine's real time, outside the simulation's
  /// virtual clock (a `Thread` of its own): what it does lands at instants that change from run to
  /// run. Recorded once per API and simulation.
  public static let realTimeEscape = DiagnosticCode(rawValue: "sim.realTimeEscape")

  /// App code asked Dispatch for something that deadlocks or never ends on iOS: a `sync` onto
  /// the queue it runs on, a wait nothing will end.
  public static let dispatchMisuse = DiagnosticCode(rawValue: "sim.dispatch.misuse")
}
