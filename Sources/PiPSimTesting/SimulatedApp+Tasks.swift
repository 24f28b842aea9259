import Clocks
import PiPSim
import SimulatedDispatch

extension SimulatedApp {
  /// Moves virtual time forward by `span` as ``advance(by:)`` does, and lets the app's Swift tasks
  /// run at every instant on the way.
  ///
  /// ``advance(by:)`` runs what the app's tasks do off the main actor (detached tasks, non-isolated
  /// functions, actors' methods), but a task's work on the main actor waits until the test awaits:
  /// a `Task { }` started by UIKit code, and every sleep in one, lands after the advance. This one
  /// awaits at each instant until the tasks have done what they can, so a task that sleeps one
  /// second wakes at virtual 1 s, and two runs of a test see the same order. A test that imports
  /// AVKitCompat may write `try await Task.sleep(for:)` for the same thing.
  /// - Throws: `VirtualClockError.negativeSpan` when `span` is negative, `.spanTooLong` beyond
  ///   `MainRunLoop.maximumAdvanceSpan`, `.simulationEnded` once the app has ended; nothing runs then.
  public func run(for span: MediaTime) async throws(VirtualClockError) {
    try checkNotEnded("run(for:)")
    try await run(until: simulation.runLoop.end(ofAdvanceBy: span))
  }

  /// Moves virtual time forward to `time` as ``advance(to:)`` does, and lets the app's Swift tasks
  /// run at every instant on the way (see ``run(for:)``).
  ///
  /// - Throws: `VirtualClockError.wouldGoBackwards` when `time` is earlier than ``now``,
  ///   `.spanTooLong` when it is more than `MainRunLoop.maximumAdvanceSpan` ahead, `.simulationEnded`
  ///   once the app has ended; nothing runs then.
  public func run(until time: MediaTime) async throws(VirtualClockError) {
    try checkNotEnded("run(until:)")
    try await simulation.service(TaskScheduling.self).runTasks(until: time)
  }

  /// Lets the app's Swift tasks do what they can at the current instant, and runs what they made due
  /// now, as ``runUntilIdle()`` does for the run loop; time stays put. Once the app has ended it
  /// runs nothing (see ``runUntilIdle()``).
  public func runTasksUntilIdle() async {
    guard !recordIfEnded("runTasksUntilIdle()") else { return }
    await simulation.service(TaskScheduling.self).settle()
  }
}
