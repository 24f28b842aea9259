import Clocks
import Runtime
import Testing
import ThreadFixtures

@MainActor
@Suite struct MainRunLoopTests {
  @Test func tasksRunInDeadlineOrderAtTheirDeadlines() throws {
    let runLoop = MainRunLoop()
    var log: [String] = []
    runLoop.schedule(after: .milliseconds(30)) { log.append("c@\(runLoop.now)") }
    runLoop.schedule(after: .milliseconds(10)) { log.append("a@\(runLoop.now)") }
    runLoop.schedule(after: .milliseconds(20)) { log.append("b@\(runLoop.now)") }
    try runLoop.advance(by: .milliseconds(25))
    #expect(log == ["a@0.010000s", "b@0.020000s"])
    #expect(runLoop.now == .milliseconds(25))
    try runLoop.advance(by: .milliseconds(5))
    #expect(log.last == "c@0.030000s")
  }

  @Test func aTokenThatOutlivesItsRunLoopFindsNothingToCancel() {
    weak var released: MainRunLoop?
    var token: ScheduledTask?
    do {
      let runLoop = MainRunLoop()
      released = runLoop
      token = runLoop.schedule(after: .milliseconds(10)) {}
      #expect(token?.isScheduled == true)
    }
    #expect(released == nil)
    #expect(token?.isScheduled == false)
    token?.cancel()
    #expect(token?.isScheduled == false)
  }

  @Test func aLoopLetGoOnAnotherThreadStaysReachableUntilTheMainActorDeinitializesIt() async {
    let holder = OtherThreadRelease(MainRunLoop())
    let token = holder.object?.schedule(after: .milliseconds(10)) {}
    holder.releaseOnAnotherThread()
    // Its deinitializer waits for the main actor, which is busy here: the token still reaches it.
    #expect(token?.isScheduled == true)
    await Task.yield()
    #expect(token?.isScheduled == false)
    token?.cancel()
  }

  @Test func tasksWithEqualDeadlinesRunInSchedulingOrder() throws {
    let runLoop = MainRunLoop()
    var log: [Int] = []
    for index in 0..<5 { runLoop.schedule(after: .milliseconds(10)) { log.append(index) } }
    runLoop.perform { log.append(-1) }
    try runLoop.advance(by: .milliseconds(10))
    #expect(log == [-1, 0, 1, 2, 3, 4])
  }

  @Test func manyTasksRunByDeadlineThenSchedulingOrderWithCancelledOnesLeftOut() throws {
    let runLoop = MainRunLoop()
    var log: [Int] = []
    var expected: [(deadline: Int64, index: Int)] = []
    var tasks: [ScheduledTask] = []
    for index in 0..<200 {
      // Deadlines repeat (37 values, scattered), so equal deadlines meet at every depth of the queue.
      let deadline = Int64((index * 7_919) % 37)
      tasks.append(runLoop.schedule(after: .milliseconds(1) * deadline) { log.append(index) })
      expected.append((deadline, index))
    }
    for index in stride(from: 3, to: 200, by: 7) { tasks[index].cancel() }
    let cancelled = Set(stride(from: 3, to: 200, by: 7))
    #expect(runLoop.pendingTaskCount == 200 - cancelled.count)
    #expect(tasks.enumerated().allSatisfy { $0.element.isScheduled == !cancelled.contains($0.offset) })
    try runLoop.advance(by: .milliseconds(36))
    let order = expected.filter { !cancelled.contains($0.index) }.sorted {
      ($0.deadline, $0.index) < ($1.deadline, $1.index)
    }
    #expect(log == order.map(\.index))
    #expect(runLoop.pendingTaskCount == 0)
  }

  @Test func performRunsOnTheNextTickAfterTasksAlreadyDue() {
    let runLoop = MainRunLoop()
    var log: [String] = []
    runLoop.perform {
      log.append("first")
      runLoop.perform { log.append("nested") }
    }
    runLoop.perform { log.append("second") }
    #expect(log.isEmpty)
    runLoop.runUntilIdle()
    #expect(log == ["first", "second", "nested"])
  }

  @Test func cancelledTasksNeverRun() throws {
    let runLoop = MainRunLoop()
    var ran = false
    let task = runLoop.schedule(after: .seconds(1)) { ran = true }
    #expect(task.isScheduled)
    task.cancel()
    #expect(!task.isScheduled)
    try runLoop.advance(by: .seconds(2))
    #expect(!ran)
    #expect(runLoop.pendingTaskCount == 0)
  }

  @Test func runUntilIdleDoesNotMoveTime() {
    let runLoop = MainRunLoop()
    var ran = false
    runLoop.schedule(after: .milliseconds(1)) { ran = true }
    runLoop.runUntilIdle()
    #expect(!ran)
    #expect(runLoop.now == .zero)
    #expect(runLoop.nextDeadline == .milliseconds(1))
  }

  @Test func advancingBackwardsThrowsAndRunsNothing() throws {
    let runLoop = MainRunLoop()
    try runLoop.advance(to: .seconds(1))
    var ran = false
    runLoop.perform { ran = true }
    #expect(throws: VirtualClockError.self) { try runLoop.advance(by: .milliseconds(-1)) }
    #expect(!ran)
    #expect(runLoop.now == .seconds(1))
  }

  @Test func twoRunsOfTheSameScriptProduceIdenticalEventLogs() throws {
    func run() throws -> [String] {
      let runLoop = MainRunLoop()
      var log: [String] = []
      for index in 0..<20 {
        let delay = MediaTime.microseconds(1) * Int64((index * 7_919) % 1_000)
        runLoop.schedule(after: delay) {
          log.append("\(index)@\(runLoop.now)")
          runLoop.schedule(after: .microseconds(1) * Int64(index % 3)) {
            log.append("child\(index)@\(runLoop.now)")
          }
        }
      }
      try runLoop.advance(by: .milliseconds(5))
      return log
    }
    let first = try run()
    #expect(first.count == 40)
    #expect(try run() == first)
  }
}

@MainActor
@Suite struct MainRunLoopEntryTests {
  @Test func aDelayPastTheClocksRangeSchedulesTheTaskAtItsLastTime() throws {
    // Two thousand seconds before the clock's last time, so that reaching it is one allowed advance.
    let runLoop = MainRunLoop(clock: VirtualClock(start: MediaTime(nanoseconds: .max - 2_000_000_000_000)))
    var ran = false
    let task = runLoop.schedule(after: .max) { ran = true }
    #expect(runLoop.nextDeadline == .max)
    try runLoop.advance(by: .seconds(1_000))
    #expect(!ran)
    #expect(task.isScheduled)
    try runLoop.advance(to: .max)
    #expect(ran)
  }

  @Test func advancingPastTheClocksRangeIsATypedErrorAndRunsNothing() throws {
    let start = MediaTime(nanoseconds: .max - 1_000_000_000)
    let runLoop = MainRunLoop(clock: VirtualClock(start: start))
    var ran = false
    runLoop.schedule(after: .milliseconds(1)) { ran = true }
    #expect(throws: VirtualClockError.beyondRange(from: start, by: .seconds(2))) {
      try runLoop.advance(by: .seconds(2))
    }
    #expect(!ran)
    #expect(runLoop.now == start)
  }

  @Test func removingAllTasksDropsWhatTheyCapturedSoNothingOutlivesTheSimulation() throws {
    weak var released: Simulation?
    do {
      let simulation = Simulation()
      released = simulation
      // A task that captures the simulation (as a rotation's completion does, through its
      // coordinator) makes a cycle with the run loop that holds it.
      simulation.runLoop.schedule(after: .seconds(10)) { _ = simulation.device }
      simulation.runLoop.removeAllTasks()
      #expect(simulation.runLoop.pendingTaskCount == 0)
    }
    #expect(released == nil)
  }

  @Test func onTheMainThreadRunOnMainRunsAtOnce() {
    let runLoop = MainRunLoop()
    var ran = false
    #expect(runLoop.runOnMain { ran = true })
    #expect(ran)
    #expect(runLoop.pendingTaskCount == 0)
  }

  @Test func fromAnotherThreadRunOnMainWaitsForTheNextTurn() async throws {
    let runLoop = MainRunLoop()
    let log = RunLog()
    runLoop.schedule(after: .milliseconds(5)) { log.entries.append("task at \(runLoop.now)") }
    let ranAtOnce = await Task.detached {
      runLoop.runOnMain { log.entries.append("sent at \(runLoop.now)") }
    }.value
    #expect(!ranAtOnce)
    #expect(log.entries.isEmpty)
    try runLoop.advance(by: .milliseconds(10))
    #expect(log.entries == ["sent at 0.000000s", "task at 0.005000s"])
  }
}

/// What a test's tasks did, written only on the main actor.
@MainActor
final class RunLog {
  var entries: [String] = []
}
