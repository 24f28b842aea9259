import AVKitCompat
import PiPSimTesting
import Testing

/// A call screen's frame source as call SDKs write it: a `DispatchSourceTimer` on a serial queue of
/// its own paces the frames, and each frame is handed to the main queue to be shown.
private final class PacedFrameSource: @unchecked Sendable {
  // Unchecked: in a simulation every queue's work runs on the simulation's thread, one at a time.
  let queue = DispatchQueue(label: "com.example.call.frames", qos: .userInitiated)
  private var timer: (any DispatchSourceTimer)?
  private(set) var sent: [Double] = []
  private(set) var shown = 0
  private(set) var offMainThread = true
  private(set) var onItsQueue = true

  func start(framesPerSecond: Int) {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now(), repeating: .nanoseconds(1_000_000_000 / framesPerSecond))
    timer.setEventHandler { [self] in
      offMainThread = offMainThread && !Thread.isMainThread
      onItsQueue = onItsQueue && DispatchQueue.getSpecific(key: Self.marker) == "frames"
      sent.append(CACurrentMediaTime())
      DispatchQueue.main.async { self.shown += 1 }
    }
    queue.setSpecific(key: Self.marker, value: "frames")
    timer.resume()
    self.timer = timer
  }

  func stop() {
    timer?.cancel()
    timer = nil
  }

  static let marker = DispatchSpecificKey<String>()
}

@MainActor
@Suite struct AppQueuesOnVirtualTimeTests {
  // Dispatch's timer sources fire at their deadline and then once each interval, on their queue:
  // https://developer.apple.com/documentation/dispatch/dispatchsourcetimer/schedule(deadline:repeating:leeway:)-4cgad
  @Test func aTimerSourceOnItsOwnQueueSendsAnExactNumberOfFrames() throws {
    try withSimulatedApp { app in
      let source = PacedFrameSource()
      source.start(framesPerSecond: 30)
      try app.advance(by: .seconds(2))
      // Fires at 0, 1/30, ..., 2 s: 61 instants in the closed span.
      #expect(source.sent.count == 61)
      #expect(source.sent.first == 0)
      #expect(abs(source.sent[30] - 1.0) < 1e-6)
      #expect(source.shown == 61, "each frame reached the main queue at its instant")
      #expect(source.offMainThread, "a queue's work does not run on the main thread")
      #expect(source.onItsQueue, "DispatchQueue.getSpecific reads the queue running the work")
      source.stop()
      try app.advance(by: .seconds(1))
      #expect(source.sent.count == 61, "a cancelled timer fires no more")
    }
  }

  @Test func twoRunsSendTheSameFramesAtTheSameInstants() throws {
    func run() throws -> [Double] {
      try withSimulatedApp { app in
        let source = PacedFrameSource()
        source.start(framesPerSecond: 24)
        try app.advance(by: .milliseconds(1_500))
        return source.sent
      }
    }
    let first = try run()
    #expect(first.count == 37)
    #expect(try run() == first)
  }

  @Test func delayedWorkOnAnyQueueRunsAtItsVirtualInstant() throws {
    try withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.decode")
      let log = Log()
      let start = DispatchTime.now()
      queue.asyncAfter(deadline: .now() + 0.5) { log.append("decode at \(CACurrentMediaTime())") }
      DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(250)) {
        log.append("global at \(CACurrentMediaTime())")
      }
      queue.asyncAfter(wallDeadline: .now() + 1) { log.append("wall at \(CACurrentMediaTime())") }
      queue.async(qos: .background, flags: .barrier) { log.append("now at \(CACurrentMediaTime())") }
      #expect(log.entries.isEmpty, "work sent waits for its turn")
      try app.advance(by: .seconds(2))
      #expect(log.entries == ["now at 0.0", "global at 0.25", "decode at 0.5", "wall at 1.0"])
      #expect(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds == 2_000_000_000)
    }
  }

  @Test func theClocksAnAppReadsFollowVirtualTime() throws {
    try withSimulatedApp { app in
      let date = Date()
      let uptime = ProcessInfo.processInfo.systemUptime
      try app.advance(by: .milliseconds(1_250))
      #expect(Date().timeIntervalSince(date) == 1.25)
      #expect(ProcessInfo.processInfo.systemUptime - uptime == 1.25)
      #expect(Date(timeIntervalSinceNow: 2).timeIntervalSince(date) == 3.25)
      #expect(date.timeIntervalSinceNow == -1.25)
    }
  }

  // A cancelled work item does not run; notify blocks run once it has (or was skipped):
  // https://developer.apple.com/documentation/dispatch/dispatchworkitem/cancel()
  @Test func workItemsCanBeCancelledAndNotifyOnTheirQueue() throws {
    try withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.work")
      let log = Log()
      let debounced = DispatchWorkItem { log.append("debounced") }
      let kept = DispatchWorkItem { log.append("kept") }
      kept.notify(queue: .main) { log.append("kept done on main: \(Thread.isMainThread)") }
      queue.asyncAfter(deadline: .now() + 0.3, execute: debounced)
      queue.asyncAfter(deadline: .now() + 0.3, execute: kept)
      debounced.cancel()
      try app.advance(by: .seconds(1))
      #expect(log.entries == ["kept", "kept done on main: true"])
    }
  }

  // A group's notify runs once every entered piece of work has left:
  // https://developer.apple.com/documentation/dispatch/dispatchgroup
  @Test func aGroupNotifiesOnceItsWorkIsDoneAndAWaitLetsTheAppRun() throws {
    try withSimulatedApp { app in
      let group = DispatchGroup()
      let queue = DispatchQueue(label: "com.example.thumbnails", attributes: .concurrent)
      let done = Log()
      for (index, delay) in [0.4, 0.1, 0.2].enumerated() {
        group.enter()
        queue.asyncAfter(deadline: .now() + delay) {
          done.append("thumbnail \(index)")
          group.leave()
        }
      }
      queue.async(group: group) { done.append("header") }
      group.notify(queue: .main) { done.append("notified at \(CACurrentMediaTime())") }
      try app.advance(by: .seconds(1))
      #expect(done.entries == ["header", "thumbnail 1", "thumbnail 2", "thumbnail 0", "notified at 0.4"])

      let second = DispatchGroup()
      queue.async {
        second.enter()
        queue.asyncAfter(deadline: .now() + 0.25) { second.leave() }
        let result = second.wait(timeout: .now() + 1)
        done.append("waited \(result == .success) until \(CACurrentMediaTime())")
      }
      try app.advance(by: .seconds(1))
      #expect(done.entries.last == "waited true until 1.25")
    }
  }

  // A semaphore's wait blocks its thread until a signal or the timeout:
  // https://developer.apple.com/documentation/dispatch/dispatchsemaphore/wait(timeout:)
  @Test func aSemaphoreWaitEndsAtTheSignalOrTheTimeoutOnVirtualTime() throws {
    try withSimulatedApp { app in
      let semaphore = DispatchSemaphore(value: 0)
      let capture = DispatchQueue(label: "com.example.capture")
      let encode = DispatchQueue(label: "com.example.encode")
      let log = Log()
      encode.async {
        let first = semaphore.wait(timeout: .now() + 1)
        log.append("first \(first == .success) at \(CACurrentMediaTime())")
        let second = semaphore.wait(timeout: .now() + 0.5)
        log.append("second \(second == .success) at \(CACurrentMediaTime())")
      }
      capture.asyncAfter(deadline: .now() + 0.2) { semaphore.signal() }
      try app.advance(by: .seconds(2))
      #expect(log.entries == ["first true at 0.2", "second false at 0.7"])
      #expect(app.diagnostics.entries(withCode: .dispatchMisuse).isEmpty)
    }
  }

  @Test func aWaitNothingWillEndIsDiagnosedInsteadOfHanging() throws {
    try withSimulatedApp(expectedDiagnostics: [.dispatchMisuse]) { app in
      let semaphore = DispatchSemaphore(value: 0)
      let queue = DispatchQueue(label: "com.example.stuck")
      let log = Log()
      queue.async {
        semaphore.wait()
        log.append("returned at \(CACurrentMediaTime())")
      }
      try app.advance(by: .seconds(1))
      #expect(log.entries == ["returned at 0.0"])
      let misuse = app.diagnostics.entries(withCode: .dispatchMisuse)
      #expect(misuse.map(\.subject) == ["DispatchSemaphore.wait"])
    }
  }

  // dispatch_sync onto the queue that runs the caller deadlocks; libdispatch stops the app with
  // "dispatch_sync called on queue already owned by current thread".
  @Test func aSyncOntoTheQueueItRunsOnIsDiagnosedNotDeadlocked() throws {
    try withSimulatedApp(expectedDiagnostics: [.dispatchMisuse]) { app in
      let queue = DispatchQueue(label: "com.example.model")
      let log = Log()
      queue.async {
        log.append("got \(queue.sync { 42 })")
      }
      #expect(queue.sync { 7 } == 7, "a sync from the main thread runs at once")
      try app.advance(by: .milliseconds(1))
      #expect(log.entries == ["got 42"])
      #expect(app.diagnostics.entries(withCode: .dispatchMisuse).map(\.subject) == ["DispatchQueue.sync"])
    }
  }

  @Test func dispatchPreconditionChecksTheSimulatedQueue() throws {
    try withSimulatedApp(expectedDiagnostics: [.dispatchMisuse]) { app in
      let queue = DispatchQueue(label: "com.example.checked")
      queue.async {
        dispatchPrecondition(condition: .onQueue(queue))
        dispatchPrecondition(condition: .notOnQueue(.main))
      }
      dispatchPrecondition(condition: .onQueue(.main))
      try app.advance(by: .milliseconds(1))
      #expect(app.diagnostics.entries(withCode: .dispatchMisuse).isEmpty)
      queue.async { dispatchPrecondition(condition: .onQueue(.main)) }
      try app.advance(by: .milliseconds(1))
      #expect(app.diagnostics.entries(withCode: .dispatchMisuse).map(\.subject) == ["dispatchPrecondition"])
    }
  }

  @Test func aSuspendedQueueHoldsItsWorkUntilItResumes() throws {
    try withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.paused")
      let log = Log()
      queue.suspend()
      queue.asyncAfter(deadline: .now() + 0.1) { log.append("ran at \(CACurrentMediaTime())") }
      try app.advance(by: .seconds(1))
      #expect(log.entries.isEmpty)
      queue.resume()
      try app.advance(by: .milliseconds(1))
      #expect(log.entries == ["ran at 1.0"])
    }
  }

  // Timers fire on their run loop at fireDate, then each timeInterval, until invalidated:
  // https://developer.apple.com/documentation/foundation/timer
  @Test func foundationTimersFireAtExactInstantsUntilInvalidated() throws {
    try withSimulatedApp { app in
      let ticks = Log()
      let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
        ticks.append("tick at \(CACurrentMediaTime())")
      }
      #expect(timer.fireDate.timeIntervalSince(Date()) == 0.5)
      try app.advance(by: .milliseconds(1_600))
      #expect(ticks.entries == ["tick at 0.5", "tick at 1.0", "tick at 1.5"])
      timer.invalidate()
      try app.advance(by: .seconds(2))
      #expect(ticks.entries.count == 3)

      let once = Log()
      let added = Timer(timeInterval: 0.25, repeats: false) { _ in
        once.append("timer at \(CACurrentMediaTime())")
      }
      RunLoop.main.add(added, forMode: .common)
      RunLoop.main.perform { once.append("perform at \(CACurrentMediaTime())") }
      try app.advance(by: .seconds(1))
      #expect(once.entries == ["perform at 3.6", "timer at 3.85"])
      #expect(!added.isValid)
    }
  }

  @Test func operationQueuesRunTheirOperationsInDependencyOrder() {
    withSimulatedApp { app in
      let queue = OperationQueue()
      let log = Log()
      let download = BlockOperation { log.append("download") }
      let decode = BlockOperation { log.append("decode") }
      decode.addDependency(download)
      queue.addOperation(decode)
      queue.addOperation(download)
      OperationQueue.main.addOperation { log.append("main on main: \(Thread.isMainThread)") }
      #expect(log.entries.isEmpty)
      queue.waitUntilAllOperationsAreFinished()
      #expect(log.entries.prefix(2) == ["download", "decode"])
      app.runUntilIdle()
      #expect(log.entries == ["download", "decode", "main on main: true"])
    }
  }

  // Off the main actor no simulation runs for the caller, even with a process-wide one started by
  // another test, so the work goes to Dispatch and the clock is the machine's.
  @Test func outsideASimulationTheRealQueuesRunTheWork() async {
    let (ranOffMain, now) = await Task.detached {
      let queue = DispatchQueue(label: "com.example.real")
      let ranOffMain = await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: !Thread.isMainThread) }
      }
      return (ranOffMain, Date())
    }.value
    #expect(ranOffMain)
    // Not the simulated wall clock, which starts at 2025-01-01.
    #expect(now.timeIntervalSince1970 > 1_735_689_600 + 86_400)
  }

}

/// A poller that sends itself again at once, as a retry loop with no delay does.
private final class Resubmitter: @unchecked Sendable {
  // Unchecked: in a simulation every queue's work runs on the simulation's thread, one at a time.
  let queue = DispatchQueue(label: "com.example.poller")
  private(set) var runs = 0
  private(set) var times: Set<Double> = []

  func poll() {
    queue.async { [self] in
      runs += 1
      times.insert(CACurrentMediaTime())
      poll()
    }
  }
}

@MainActor
struct BusyQueueTests {
  // A block that sends itself for now would hold the run loop at one instant for ever: after its
  // share the rest go on a 10 ms slice apart, reported once, and a plain advance returns.
  @Test func aBlockThatSendsItselfAgainAtOnceIsReportedAndAdvanceReturns() throws {
    try withSimulatedApp(expectedDiagnostics: [.dispatchBusy]) { app in
      let poller = Resubmitter()
      poller.poll()
      var fired: [Double] = []
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { fired.append(CACurrentMediaTime()) }
      try app.advance(by: .milliseconds(500))
      #expect(fired == [0.25], "the main queue's work ran at its own instant")
      // 100,000 blocks at the first instant (BusyWork.perInstant), then 1,000 (perSlice) in each
      // 10 ms slice.
      #expect(poller.runs > 100_000)
      #expect(poller.runs <= 100_000 + 51 * 1_000)
      #expect(poller.times.count > 40, "the blocks went on a slice at a time")
      #expect(app.diagnostics.entries(withCode: .dispatchBusy).count == 1)
    }
  }
}
