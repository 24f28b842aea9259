/// The Swift concurrency members that AVKitCompat's spellings shadow, for the calls it passes on
/// outside a simulation.
///
/// Kept out of cross-module optimization for the reason `RealFoundation` gives: inlined into the
/// shadow of the same name, the reference would match both the standard library's member and the
/// shadow.
package enum RealConcurrency {
  @_semantics("optimize.no.crossmodule") package static var continuousNow: ContinuousClock.Instant {
    ContinuousClock.now
  }
  @_semantics("optimize.no.crossmodule") package static var suspendingNow: SuspendingClock.Instant {
    SuspendingClock.now
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func yield() async {
    await Task.yield()
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func sleep(
    nanoseconds: UInt64
  ) async throws {
    try await Task.sleep(nanoseconds: nanoseconds)
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration?, clock: C
  ) async throws {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: clock)
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration?, clock: C
  ) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance, clock: clock)
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func value<Success>(
    of task: Task<Success, Never>
  ) async -> Success {
    await task.value
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func value<Success>(
    of task: Task<Success, any Error>
  ) async throws -> Success {
    try await task.value
  }
  @_semantics("optimize.no.crossmodule") nonisolated(nonsending) package static func result<Success, Failure>(
    of task: Task<Success, Failure>
  ) async -> Result<Success, Failure> {
    await task.result
  }
  @_semantics("optimize.no.crossmodule")
  package static func withTaskGroup<ChildTaskResult: Sendable, GroupResult>(
    of childTaskResultType: ChildTaskResult.Type, returning returnType: GroupResult.Type,
    isolation: isolated (any Actor)?, body: (inout TaskGroup<ChildTaskResult>) async -> GroupResult
  ) async -> GroupResult {
    await _Concurrency.withTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
  @_semantics("optimize.no.crossmodule")
  package static func withThrowingTaskGroup<
    ChildTaskResult: Sendable, GroupResult
  >(
    of childTaskResultType: ChildTaskResult.Type, returning returnType: GroupResult.Type,
    isolation: isolated (any Actor)?,
    body: (inout ThrowingTaskGroup<ChildTaskResult, any Error>) async throws -> GroupResult
  ) async rethrows -> GroupResult {
    try await _Concurrency.withThrowingTaskGroup(
      of: childTaskResultType, returning: returnType, isolation: isolation, body: body)
  }
  @_semantics("optimize.no.crossmodule") package static func withDiscardingTaskGroup<GroupResult>(
    returning returnType: GroupResult.Type, isolation: isolated (any Actor)?,
    body: (inout DiscardingTaskGroup) async -> GroupResult
  ) async -> GroupResult {
    await _Concurrency.withDiscardingTaskGroup(returning: returnType, isolation: isolation, body: body)
  }
  @_semantics("optimize.no.crossmodule") package static func withThrowingDiscardingTaskGroup<GroupResult>(
    returning returnType: GroupResult.Type, isolation: isolated (any Actor)?,
    body: (inout ThrowingDiscardingTaskGroup<any Error>) async throws -> GroupResult
  ) async throws -> GroupResult {
    try await _Concurrency.withThrowingDiscardingTaskGroup(
      returning: returnType, isolation: isolation, body: body)
  }
}
