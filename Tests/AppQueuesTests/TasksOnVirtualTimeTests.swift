import AVKitCompat
import PiPSimTesting
import Testing

/// A countdown shown over the video, as live-event apps put one: a main-actor model whose task
/// ticks once a second with `Task.sleep`.
@MainActor
final class CountdownModel {
  private(set) var remaining: Int
  private(set) var ticks: [String] = []
  private var ticking: Task<Void, Never>?

  init(seconds: Int) { remaining = seconds }

  func start() {
    ticking = Task {
      while remaining > 0 {
        do { try await Task.sleep(for: .seconds(1)) } catch {
          return ticks.append("cancelled at \(CACurrentMediaTime())")
        }
        remaining -= 1
        ticks.append("\(remaining) at \(CACurrentMediaTime())")
      }
    }
  }

  func stop() { ticking?.cancel() }
}

/// Counts frames off the main actor, as an app's decode model does.
actor FrameCounter {
  private(set) var count = 0
  func add() -> Int {
    count += 1
    return count
  }
}

/// Swift concurrency started by app code on the simulation's virtual time: tasks, their sleeps, the
/// clocks they read, `Task.yield()`, `AsyncStream` and actors.
@MainActor
@Suite struct TasksOnVirtualTimeTests {
  // A main-actor task that sleeps wakes at its virtual deadline; cancelling it ends its sleep at the
  // instant of the cancel (`Task.sleep` throws `CancellationError`).
  @Test func aMainActorTaskWakesAtEachVirtualSecondAndStopsWhenCancelled() async throws {
    try await withSimulatedApp { app in
      let countdown = CountdownModel(seconds: 10)
      countdown.start()
      try await app.run(for: .milliseconds(3_500))
      #expect(countdown.remaining == 7)
      #expect(countdown.ticks == ["9 at 1.0", "8 at 2.0", "7 at 3.0"])
      countdown.stop()
      try await app.run(for: .seconds(5))
      #expect(countdown.remaining == 7)
      #expect(countdown.ticks.last == "cancelled at 3.5")
    }
  }

  // Every sleep spelling and both clocks: deadlines are virtual, and the clocks read virtual time.
  @Test func everySleepAndClockReadsVirtualTime() async throws {
    try await withSimulatedApp { app in
      let record = Log()
      let start = ContinuousClock.now
      let suspendingStart = SuspendingClock().now
      Task {
        try await Task.sleep(nanoseconds: 250_000_000)
        record.append("nanoseconds at \(CACurrentMediaTime())")
        try await Task.sleep(for: .milliseconds(250), clock: .suspending)
        record.append("suspending at \(CACurrentMediaTime())")
        try await Task.sleep(until: start + .seconds(1), clock: .continuous)
        record.append("until at \(CACurrentMediaTime())")
        try await ContinuousClock().sleep(for: .milliseconds(500))
        record.append("clock for at \(CACurrentMediaTime())")
        try await SuspendingClock().sleep(until: suspendingStart + .seconds(2))
        record.append("clock until at \(CACurrentMediaTime())")
        record.append("elapsed \(start.duration(to: ContinuousClock.now))")
      }
      try await app.run(for: .seconds(3))
      #expect(
        record.entries == [
          "nanoseconds at 0.25", "suspending at 0.5", "until at 1.0", "clock for at 1.5",
          "clock until at 2.0", "elapsed 2.0 seconds",
        ])
      #expect(start.duration(to: ContinuousClock.now) == .seconds(3))
    }
  }

  // A detached task's body and an actor's methods run off the main thread, on the run loop: even a
  // plain `advance(by:)` runs them at their virtual instants.
  @Test func aDetachedTaskAndAnActorRunOffTheMainThreadAtVirtualInstants() throws {
    try withSimulatedApp { app in
      let record = Log()
      let counter = FrameCounter()
      Task.detached {
        record.append("detached main thread: \(Thread.isMainThread)")
        for _ in 0..<3 {
          try? await Task.sleep(for: .milliseconds(100))
          let count = await counter.add()
          record.append("frame \(count) at \(CACurrentMediaTime())")
        }
      }
      try app.advance(by: .seconds(1))
      #expect(
        record.entries == [
          "detached main thread: false", "frame 1 at 0.1", "frame 2 at 0.2", "frame 3 at 0.3",
        ])
    }
  }

  // Two main-actor tasks that yield take turns, the same way in every run.
  @Test func tasksThatYieldTakeTurnsInOrder() async {
    await withSimulatedApp { app in
      let record = Log()
      for name in ["A", "B"] {
        Task {
          for step in 1...3 {
            record.append("\(name)\(step)")
            await Task.yield()
          }
        }
      }
      await app.runTasksUntilIdle()
      #expect(record.entries == ["A1", "B1", "A2", "B2", "A3", "B3"])
      #expect(app.now == .zero)
    }
  }

  // Elements a timer sends into an `AsyncStream` reach the main-actor task that reads it at the
  // instant each was sent.
  @Test func anAsyncStreamDeliversEachElementAtTheInstantItWasSent() async throws {
    try await withSimulatedApp { app in
      let record = Log()
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      Task {
        for await frame in stream { record.append("frame \(frame) at \(CACurrentMediaTime())") }
        record.append("ended at \(CACurrentMediaTime())")
      }
      let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "com.example.capture"))
      var sent = 0
      timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
      timer.setEventHandler {
        sent += 1
        continuation.yield(sent)
        if sent == 3 {
          timer.cancel()
          continuation.finish()
        }
      }
      timer.resume()
      try await app.run(for: .seconds(2))
      #expect(record.entries == ["frame 1 at 0.5", "frame 2 at 1.0", "frame 3 at 1.5", "ended at 1.5"])
    }
  }

  // The test's own sleep moves virtual time, with the app's tasks running on the way.
  @Test func aSleepInTheTestMovesVirtualTime() async throws {
    try await withSimulatedApp { app in
      let countdown = CountdownModel(seconds: 5)
      countdown.start()
      try await Task.sleep(for: .seconds(2))
      #expect(app.now == .seconds(2))
      #expect(countdown.ticks == ["4 at 1.0", "3 at 2.0"])
    }
  }

  // Awaiting an app task's value or result in the test runs the app until the task ends, and no
  // further.
  @Test func awaitingATasksValueRunsTheAppUntilItEnds() async throws {
    try await withSimulatedApp { app in
      let load = Task {
        try await Task.sleep(for: .milliseconds(1_500))
        return CACurrentMediaTime()
      }
      let counter = FrameCounter()
      let count = Task.detached { await counter.add() }
      let loadedAt = try await load.value
      #expect(loadedAt == 1.5)
      #expect(app.now == .milliseconds(1_500))
      let counted = await count.value
      #expect(counted == 1)
      #expect(app.now == .milliseconds(1_500))
      let failing = Task {
        try await Task.sleep(for: .seconds(1))
        throw CancellationError()
      }
      let outcome = await failing.result
      #expect(throws: CancellationError.self) { try outcome.get() }
      #expect(app.now == .milliseconds(2_500))
    }
  }

  // A task group in the test's own task: its children are the app's tasks, off the main thread on
  // virtual time, and awaiting them moves time from deadline to deadline, no further than the last.
  @Test func aTaskGroupInTheTestRunsItsChildrenOnVirtualTime() async {
    await withSimulatedApp { app in
      let record = Log()
      let total = await withTaskGroup(of: Int.self) { group in
        for seconds in [3, 1, 2] {
          group.addTask {
            try? await Task.sleep(for: .seconds(seconds))
            record.append("child \(seconds) at \(CACurrentMediaTime()), main thread: \(Thread.isMainThread)")
            return seconds
          }
        }
        var sum = 0
        for await value in group {
          record.append("got \(value) at \(CACurrentMediaTime())")
          sum += value
        }
        return sum
      }
      #expect(total == 6)
      #expect(app.now == .seconds(3))
      #expect(
        record.entries == [
          "child 1 at 1.0, main thread: false", "got 1 at 1.0", "child 2 at 2.0, main thread: false",
          "got 2 at 2.0", "child 3 at 3.0, main thread: false", "got 3 at 3.0",
        ])
      // Discarding groups too, and time goes on from where it was.
      await withDiscardingTaskGroup { group in
        group.addTask { try? await Task.sleep(for: .milliseconds(500)) }
      }
      #expect(app.now == .milliseconds(3_500))
    }
  }

  // A throwing group's first error reaches the test at its virtual instant; the group cancels the
  // other children there, ending their sleeps at that instant, as on iOS.
  @Test func aThrowingTaskGroupFailsAndCancelsItsChildrenAtTheVirtualInstant() async {
    struct LoadFailed: Error {}
    await withSimulatedApp { app in
      let record = Log()
      await #expect(throws: LoadFailed.self) {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            try await Task.sleep(for: .milliseconds(250))
            throw LoadFailed()
          }
          group.addTask {
            do { try await Task.sleep(for: .seconds(10)) } catch {
              record.append("cancelled at \(CACurrentMediaTime())")
              throw error
            }
          }
          for try await _ in group {}
        }
      }
      #expect(record.entries == ["cancelled at 0.25"])
      #expect(app.now == .milliseconds(250))
      await #expect(throws: LoadFailed.self) {
        try await withThrowingDiscardingTaskGroup { group in
          group.addTask {
            try await Task.sleep(for: .seconds(1))
            throw LoadFailed()
          }
        }
      }
      #expect(app.now == .milliseconds(1_250))
    }
  }

  // A group in a task the app started: its children inherit the app's executor, so even a plain
  // `advance(by:)` runs them at their virtual instants.
  @Test func aTaskGroupInAnAppTaskRunsUnderAPlainAdvance() throws {
    try withSimulatedApp { app in
      let record = Log()
      Task.detached {
        let sum = await withTaskGroup(of: Int.self) { group in
          for milliseconds in [200, 100] {
            group.addTask {
              try? await Task.sleep(for: .milliseconds(milliseconds))
              record.append("child \(milliseconds) at \(CACurrentMediaTime())")
              return milliseconds
            }
          }
          return await group.reduce(0, +)
        }
        record.append("sum \(sum) at \(CACurrentMediaTime())")
      }
      try app.advance(by: .seconds(1))
      #expect(record.entries == ["child 100 at 0.1", "child 200 at 0.2", "sum 300 at 0.2"])
    }
  }

  // Main-actor tasks, a detached task, an actor and dispatch work together: the same order in
  // every run.
  @Test func mixedTasksAndQueuesRunInTheSameOrderEveryRun() async throws {
    func runOnce() async throws -> [String] {
      try await withSimulatedApp { app in
        let record = Log()
        let counter = FrameCounter()
        let decode = DispatchQueue(label: "com.example.decode")
        for index in 0..<3 {
          Task {
            try await Task.sleep(for: .milliseconds(10 * index))
            record.append("main \(index) at \(CACurrentMediaTime())")
            let count = await counter.add()
            record.append("main \(index) counted \(count)")
          }
          Task.detached {
            let count = await counter.add()
            record.append("detached \(index) counted \(count)")
          }
          decode.async { record.append("queue \(index) at \(CACurrentMediaTime())") }
        }
        try await app.run(for: .milliseconds(100))
        return record.entries
      }
    }
    let first = try await runOnce()
    #expect(first.count == 12)
    for _ in 0..<5 {
      #expect(try await runOnce() == first)
    }
  }

  // A task that never waits keeps the instant from ending: the run reports it and goes on.
  @Test func aTaskThatNeverWaitsIsReportedAndTimeGoesOn() async throws {
    try await withSimulatedApp(expectedDiagnostics: [.tasksBusy]) { app in
      let spinner = Task {
        while !Task.isCancelled { await Task.yield() }
      }
      try await app.run(for: .seconds(1))
      #expect(app.now == .seconds(1))
      spinner.cancel()
    }
  }

  // The same loop off the main actor: its jobs are the run loop's, always due now. After their share
  // of an instant they go on a busy slice apart, so a plain advance returns and the rest of the app
  // keeps its instants.
  @Test func aDetachedTaskThatNeverWaitsIsReportedAndAdvanceReturns() throws {
    try withSimulatedApp(expectedDiagnostics: [.tasksBusy]) { app in
      let spins = SpinCount()
      let spinner = Task.detached {
        while !Task.isCancelled {
          spins.add()
          await Task.yield()
        }
      }
      var fired: [CMTime] = []
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        fired.append(CMTime(seconds: CACurrentMediaTime(), preferredTimescale: 1000))
      }
      try app.advance(by: .seconds(1))
      #expect(app.now == .seconds(1))
      #expect(fired == [CMTime(value: 500, timescale: 1000)], "the main queue's work ran at its own instant")
      #expect(app.diagnostics.entries(withCode: .tasksBusy).count == 1)
      let spun = spins.count
      // 100,000 jobs at the first instant (TaskScheduling.busyJobsPerInstant), then at most 1,000
      // (busyJobsPerSlice) in each 10 ms slice of the second.
      #expect(spun > 100_000, "the task ran its whole first instant")
      #expect(spun < 100_000 + 101 * 1_000, "then a slice at a time")
      spinner.cancel()
    }
  }

  // Outside a simulation the same spellings are the standard library's, on real time.
  @Test func outsideASimulationTasksAndClocksAreReal() async throws {
    let sleptReally = try await Task.detached {
      let start = ContinuousClock.now
      try await Task.sleep(for: .milliseconds(20))
      return start.duration(to: ContinuousClock.now) >= .milliseconds(20)
    }.value
    #expect(sleptReally)
    let sleptInGroup = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        let start = ContinuousClock.now
        try? await Task.sleep(for: .milliseconds(20))
        return start.duration(to: ContinuousClock.now) >= .milliseconds(20)
      }
      return await group.next() ?? false
    }
    #expect(sleptInGroup)
  }
}

/// How many times a detached task's loop went round, counted from its thread.
private final class SpinCount: Sendable {
  // A lock ThreadSanitizer sees (NSLock, not Synchronization's Mutex): the loop counts from the
  // simulated cooperative pool while the test reads on the main actor.
  private let lock = NSLock()
  nonisolated(unsafe) private var spins = 0

  func add() { lock.withLock { spins += 1 } }
  var count: Int { lock.withLock { spins } }
}
