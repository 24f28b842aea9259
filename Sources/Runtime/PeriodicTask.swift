import Clocks

/// A task of the main run loop that runs at the times of a fixed grid (a display link's ticks) and
/// can tell when its next run would change nothing, so that the loop skips such runs instead of making
/// each one: an idle ticker costs nothing however long time is advanced.
///
/// The loop skips an idle task's runs only while no other task runs: whatever could wake it (an
/// enqueue, a request) comes from a task, and the skipped runs would have done nothing.
@MainActor
package protocol PeriodicTask: AnyObject {
  /// Runs the run due at `time` and returns when the next one is due, or nil to stop.
  func run(at time: MediaTime) -> MediaTime?

  /// Whether the run due next would change nothing that anyone can see.
  var isIdle: Bool { get }

  /// Runs the run due at `time`, as ``run(at:)``, having moved `clock` (the run loop's, at or before
  /// `time`) to `time`, unless the task is idle (``isIdle``): then it does nothing, the clock stays,
  /// and it says so.
  ///
  /// One call where the loop made two (whether idle, then the run), each through the task's
  /// witness table; the default asks ``isIdle`` and calls ``run(at:)``.
  func runUnlessIdle(at time: MediaTime, movingClock clock: VirtualClock) -> PeriodicRunOutcome

  /// Skips, without running them, the runs due before `time`.
  ///
  /// - Returns: When the first run left is due and when the last skipped one was (the time its
  ///   successor would have been queued at), or nil to stop.
  func skipRuns(before time: MediaTime) -> (next: MediaTime, lastSkipped: MediaTime)?
}

extension PeriodicTask {
  /// Asks ``isIdle``, then, unless idle, moves `clock` to `time` and runs the run due then.
  package func runUnlessIdle(at time: MediaTime, movingClock clock: VirtualClock) -> PeriodicRunOutcome {
    if isIdle { return .idle }
    // The loop's clock is never past a queued deadline, so the move cannot fail.
    try? clock.move(to: time)
    guard let next = run(at: time) else { return .stopped }
    return .next(next)
  }
}

/// What ``PeriodicTask/runUnlessIdle(at:movingClock:)`` did.
package enum PeriodicRunOutcome: Equatable, Sendable {
  /// The task was idle: nothing ran, and its run is still due.
  case idle
  /// The task ran; its next run is due at this time.
  case next(MediaTime)
  /// The task ran or found itself stopped, and does not run again.
  case stopped
}

/// What runs the app's Dispatch blocks a run loop queued (``MainRunLoop/schedule(_:to:at:)``), each
/// as the simulated queue's it was sent to: the loop knows neither the queues nor how they run work.
@MainActor
package protocol BlockRunner: AnyObject {
  /// Runs `block`, due now, as `queue`'s. The loop holds both until this returns; a block that waits
  /// takes a reference of its own (``QueuedBlock/keptAsWork()``).
  func run(_ block: QueuedBlock, of queue: Unmanaged<AnyObject>)
}
