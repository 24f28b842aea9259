import Clocks
import SimulatedDispatch

// Swift concurrency on the simulation's virtual time.
//
// As in Dispatch+VirtualTime.swift: each declaration has the signature of the standard library
// member it stands for, so a file that imports AVKitCompat finds it. In a simulation a task prefers
// the simulation's executor and a sleep waits for a virtual deadline (see `TaskScheduling`);
// otherwise the call goes to the standard library unchanged.

extension Task where Failure == Never {
  /// Runs `operation` as a new top-level task, on the actor the caller runs on (the main actor in
  /// UIKit code); in a simulation, as a task of the app on virtual time.
  @discardableResult
  public init(
    name: String? = nil, priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation:
      sending @escaping @isolated(any) () async -> Success
  ) {
    self.init(
      name: name, executorPreference: VirtualDispatch.taskScheduling?.executor, priority: priority,
      operation: operation)
  }

  /// Runs `operation` as a new top-level task that inherits nothing from the caller; in a
  /// simulation, as a task of the app on virtual time, in the caller's simulation.
  @discardableResult
  public static func detached(
    name: String? = nil, priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Failure> {
    guard let scheduling = VirtualDispatch.taskScheduling else {
      return Task.detached(name: name, executorPreference: nil, priority: priority, operation: operation)
    }
    return Task.detached(name: name, executorPreference: scheduling.executor, priority: priority) {
      await scheduling.bindingSimulation { await operation() }
    }
  }
}

extension Task where Failure == Never {
  /// The task's result, once it has ended; awaited by a test in a simulation, the app runs on
  /// virtual time until the task ends (see `TaskScheduling.waitForEnd(of:)`).
  nonisolated(nonsending) public var value: Success {
    get async {
      await VirtualDispatch.taskScheduling?.waitForEnd(of: self)
      return await RealConcurrency.value(of: self)
    }
  }
}

extension Task where Failure == any Error {
  /// The task's result, once it has ended, or the error it threw; awaited by a test in a
  /// simulation, the app runs on virtual time until the task ends.
  nonisolated(nonsending) public var value: Success {
    get async throws {
      await VirtualDispatch.taskScheduling?.waitForEnd(of: self)
      return try await RealConcurrency.value(of: self)
    }
  }
}

extension Task {
  /// The task's result, once it has ended: its value, or the error it threw; awaited by a test in a
  /// simulation, the app runs on virtual time until the task ends, as for `value`.
  nonisolated(nonsending) public var result: Result<Success, Failure> {
    get async {
      await VirtualDispatch.taskScheduling?.waitForEnd(of: self)
      return await RealConcurrency.result(of: self)
    }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new top-level task, on the actor the caller runs on; in a
  /// simulation, as a task of the app on virtual time.
  @discardableResult
  public init(
    name: String? = nil, priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation:
      sending @escaping @isolated(any) () async throws
      -> Success
  ) {
    self.init(
      name: name, executorPreference: VirtualDispatch.taskScheduling?.executor, priority: priority,
      operation: operation)
  }

  /// Runs the throwing `operation` as a new top-level task that inherits nothing from the caller;
  /// in a simulation, as a task of the app on virtual time, in the caller's simulation.
  @discardableResult
  public static func detached(
    name: String? = nil, priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, Failure> {
    guard let scheduling = VirtualDispatch.taskScheduling else {
      return Task.detached(name: name, executorPreference: nil, priority: priority, operation: operation)
    }
    return Task.detached(name: name, executorPreference: scheduling.executor, priority: priority) {
      try await scheduling.bindingSimulation { try await operation() }
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds; in a simulation, of virtual time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
    guard let scheduling = VirtualDispatch.taskScheduling else {
      return try await RealConcurrency.sleep(nanoseconds: duration)
    }
    try await scheduling.sleep(for: MediaTime(nanoseconds: Int64(clamping: duration)))
  }

  /// Suspends the task until `deadline` on `clock`; in a simulation, the continuous and suspending
  /// clocks' deadlines are virtual instants (what their `now` reads there).
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    guard let scheduling = VirtualDispatch.taskScheduling, let span = scheduling.span(until: deadline)
    else { return try await RealConcurrency.sleep(until: deadline, tolerance: tolerance, clock: clock) }
    try await scheduling.sleep(for: span)
  }

  /// Suspends the task for `duration` on `clock`; in a simulation, of virtual time for the
  /// continuous and suspending clocks.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    guard let scheduling = VirtualDispatch.taskScheduling, let duration = duration as? Duration,
      clock is ContinuousClock || clock is SuspendingClock
    else { return try await RealConcurrency.sleep(for: duration, tolerance: tolerance, clock: clock) }
    try await scheduling.sleep(for: TaskScheduling.span(of: duration))
  }

  /// Lets other work run before the task goes on; in a simulation, on the run loop's next turn at
  /// the same virtual instant.
  nonisolated(nonsending) public static func yield() async {
    guard let scheduling = VirtualDispatch.taskScheduling else { return await RealConcurrency.yield() }
    try? await scheduling.sleep(for: .zero)
  }
}

extension ContinuousClock {
  /// The current instant; in a simulation, the simulation's origin plus virtual time.
  public var now: Instant { Instant.now }

  /// The current instant, as `now` reads it.
  public static var now: Instant { Instant.now }

  /// Suspends the task until `deadline`; in a simulation, a virtual instant.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }

  /// Suspends the task for `duration`; in a simulation, of virtual time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance, clock: self)
  }
}

extension ContinuousClock.Instant {
  /// The current instant of the continuous clock; in a simulation, its origin plus virtual time.
  public static var now: ContinuousClock.Instant {
    VirtualDispatch.taskScheduling?.continuousNow ?? RealConcurrency.continuousNow
  }
}

extension SuspendingClock {
  /// The current instant; in a simulation, the simulation's origin plus virtual time (a simulated
  /// device never sleeps, so it moves with the continuous clock).
  public var now: Instant { Instant.now }

  /// The current instant, as `now` reads it.
  public static var now: Instant { Instant.now }

  /// Suspends the task until `deadline`; in a simulation, a virtual instant.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }

  /// Suspends the task for `duration`; in a simulation, of virtual time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance, clock: self)
  }
}

extension SuspendingClock.Instant {
  /// The current instant of the suspending clock; in a simulation, its origin plus virtual time.
  public static var now: SuspendingClock.Instant {
    VirtualDispatch.taskScheduling?.suspendingNow ?? RealConcurrency.suspendingNow
  }
}

/// Runs `body` with a new group of child tasks and waits for them all; in a simulation, the
/// children are tasks of the app on virtual time, and a test awaiting them from its own task runs
/// the app from deadline to deadline meanwhile (see `TaskScheduling.runningChildTasks(_:)`).
public func withTaskGroup<ChildTaskResult: Sendable, GroupResult>(
  of childTaskResultType: ChildTaskResult.Type = ChildTaskResult.self,
  returning returnType: GroupResult.Type = GroupResult.self,
  isolation: isolated (any Actor)? = #isolation,
  body: (inout TaskGroup<ChildTaskResult>) async -> GroupResult
) async -> GroupResult {
  guard let scheduling = VirtualDispatch.taskScheduling else {
    return await RealConcurrency.withTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
  return await scheduling.runningChildTasks {
    await RealConcurrency.withTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
}

/// Runs `body` with a new group of throwing child tasks and waits for them all; in a simulation,
/// on virtual time, as `withTaskGroup`.
///
/// - Throws: What `body` throws.
public func withThrowingTaskGroup<ChildTaskResult: Sendable, GroupResult>(
  of childTaskResultType: ChildTaskResult.Type = ChildTaskResult.self,
  returning returnType: GroupResult.Type = GroupResult.self,
  isolation: isolated (any Actor)? = #isolation,
  body: (inout ThrowingTaskGroup<ChildTaskResult, any Error>) async throws -> GroupResult
) async rethrows -> GroupResult {
  guard let scheduling = VirtualDispatch.taskScheduling else {
    return try await RealConcurrency.withThrowingTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
  return try await scheduling.runningChildTasks {
    try await RealConcurrency.withThrowingTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
}

/// Runs `body` with a new group of child tasks whose results are discarded, and waits for them
/// all; in a simulation, on virtual time, as `withTaskGroup`.
public func withDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  isolation: isolated (any Actor)? = #isolation,
  body: (inout DiscardingTaskGroup) async -> GroupResult
) async -> GroupResult {
  guard let scheduling = VirtualDispatch.taskScheduling else {
    return await RealConcurrency.withDiscardingTaskGroup(
      returning: returnType, isolation: isolation, body: body)
  }
  return await scheduling.runningChildTasks {
    await RealConcurrency.withDiscardingTaskGroup(returning: returnType, isolation: isolation, body: body)
  }
}

/// Runs `body` with a new group of throwing child tasks whose results are discarded, and waits for
/// them all; the first error thrown cancels the rest. In a simulation, on virtual time, as
/// `withTaskGroup`.
///
/// - Throws: What `body` or the first failing child throws.
public func withThrowingDiscardingTaskGroup<GroupResult>(
  returning returnType: GroupResult.Type = GroupResult.self,
  isolation: isolated (any Actor)? = #isolation,
  body: (inout ThrowingDiscardingTaskGroup<any Error>) async throws -> GroupResult
) async throws -> GroupResult {
  guard let scheduling = VirtualDispatch.taskScheduling else {
    return try await RealConcurrency.withThrowingDiscardingTaskGroup(
      returning: returnType, isolation: isolation, body: body)
  }
  return try await scheduling.runningChildTasks {
    try await RealConcurrency.withThrowingDiscardingTaskGroup(
      returning: returnType, isolation: isolation, body: body)
  }
}
