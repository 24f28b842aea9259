/// A task waiting on the main run loop; keep it to cancel the task before it runs.
@MainActor
public struct ScheduledTask: Hashable {
  /// The task's position in scheduling order, unique within its run loop.
  public let identifier: UInt64
  private let reference: RunLoopReference

  /// The one reference to a run loop that all its tokens share, so that making, copying and dropping
  /// a token costs a retain and a release.
  @MainActor
  final class RunLoopReference {
    /// The loop, until its deinitializer clears this. Not weak: a weak reference gives the loop a
    /// side table, which sends every retain and release of it, in every module, down the runtime's
    /// slow path (about 5 % of a 240 fps scenario's CPU time, measured).
    ///
    /// Unowned and unchecked, which is sound because tokens are read on the main actor, where the
    /// loop's deinitializer runs and clears this first: a loop let go on another thread stays
    /// intact until the main actor next takes its jobs, and a token read meanwhile still reaches it.
    unowned(unsafe) var runLoop: MainRunLoop?
  }

  init(identifier: UInt64, runLoop: RunLoopReference) {
    self.identifier = identifier
    reference = runLoop
  }

  private var runLoop: MainRunLoop? { reference.runLoop }

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
