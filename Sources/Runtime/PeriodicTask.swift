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

  /// Skips, without running them, the runs due before `time`.
  ///
  /// - Returns: When the first run left is due and when the last skipped one was (the time its
  ///   successor would have been queued at), or nil to stop.
  func skipRuns(before time: MediaTime) -> (next: MediaTime, lastSkipped: MediaTime)?
}

/// What runs the app's Dispatch blocks a run loop queued (``MainRunLoop/schedule(_:to:at:)``), each
/// as the simulated queue's it was sent to: the loop knows neither the queues nor how they run work.
@MainActor
package protocol BlockRunner: AnyObject {
  /// Runs `block`, due now, as `queue`'s.
  func run(_ block: @escaping MainRunLoop.Block, of queue: AnyObject)
}
