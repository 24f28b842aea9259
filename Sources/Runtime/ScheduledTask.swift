/// A task waiting on the main run loop; keep it to cancel the task before it runs.
@MainActor
public struct ScheduledTask: Hashable {
  /// The task's position in scheduling order, unique within its run loop.
  public let identifier: UInt64
  private weak var runLoop: MainRunLoop?

  init(identifier: UInt64, runLoop: MainRunLoop) {
    self.identifier = identifier
    self.runLoop = runLoop
  }

  /// Whether the task still waits to run.
  public var isScheduled: Bool { runLoop?.isScheduled(self) ?? false }

  /// Removes the task from its run loop; does nothing once it ran or was cancelled.
  public func cancel() {
    runLoop?.cancel(self)
  }

  /// Whether two tokens name the same task.
  public nonisolated static func == (lhs: ScheduledTask, rhs: ScheduledTask) -> Bool {
    lhs.identifier == rhs.identifier
  }

  /// Hashes the task's identifier.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
